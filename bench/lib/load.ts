/** HTTP load with autocannon: requests per second and latency percentiles. */
import autocannon from 'autocannon'

export interface LoadResult {
  name: string
  rps: number
  p50: number
  p95: number
  p99: number
  errors: number
  non2xx: number
}

export async function load(
  name: string,
  url: string,
  options: { connections?: number; duration?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.duration ?? 8,
    headers: options.headers,
  })
  // autocannon reports p97.5 and p99; p95 is interpolated between p90 and p97.5 of its histogram.
  const l = result.latency as unknown as Record<string, number>
  const p95 = (l.p90 ?? 0) + ((l.p97_5 ?? 0) - (l.p90 ?? 0)) * (5 / 7.5)
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: l.p50 ?? 0,
    p95: Math.round(p95 * 100) / 100,
    p99: l.p99 ?? 0,
    errors: result.errors,
    non2xx: result.non2xx,
  }
}
