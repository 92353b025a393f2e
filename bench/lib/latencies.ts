/**
 * One request at a time: p50 and p95 (ms, one decimal) of `runs` requests after 5 warm-ups, and the answer's
 * `meta.size` where it has one (what the list had to count). The benches that measure routes beside the bare
 * Fastify route use this, so both sides of a comparison are measured the same way.
 */
/** The value at percentile `p` of `sorted`, by nearest rank. */
export const nearestRank = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

/** The middle value of `values` (the upper one of an even count), rounded to `digits` decimals. */
export function median(values: number[], digits = 1): number {
  const sorted = [...values].sort((a, b) => a - b)
  const scale = 10 ** digits
  return Math.round((sorted[Math.floor(sorted.length / 2)] ?? 0) * scale) / scale
}

/** `nearestRank` in milliseconds, to one decimal. */
export const percentile = (sorted: number[], p: number) => Math.round(nearestRank(sorted, p) * 10) / 10

export async function latencies(url: string, headers: Record<string, string> = {}, runs = 100) {
  const times: number[] = []
  let size: unknown = null
  for (let i = 0; i < runs + 5; i++) {
    const started = performance.now()
    const response = await fetch(url, { headers })
    const body = (await response.json()) as { meta?: { size: number } }
    if (!response.ok) throw new Error(`${url}: ${response.status}`)
    size = body.meta?.size ?? null
    if (i >= 5) times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p95: percentile(times, 95), size }
}
