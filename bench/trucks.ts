/**
 * Issue 13: truck search at scale. TRUCKS trucks on PGlite (default 100,000: half registered carriers' with
 * calendar windows, half the north shipper's external trucks with planned routes), five typical searches by the
 * north shipper: p50/p95 one at a time, beside the bare Fastify route measured in the same run.
 * BENCH_PGLITE_TRUCKS changes the count. (PostgreSQL at a million: not measured yet.)
 */
import { execFileSync } from 'node:child_process'
import { load } from './lib/load'
import { startScript, tempDir } from './lib/processes'

const MOSCOW = 524901
const KAZAN = 551487

function isoDay(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
}

export const typicalTruckSearches: Record<string, string> = {
  'free in Kazan 50 km, next 7 days': `filter[start_point_id]=${KAZAN}&filter[date_from]=${isoDay(0)}&filter[date_to]=${isoDay(7)}`,
  'Kazan -> Moscow, by date': `filter[start_point_id]=${KAZAN}&filter[finish_point_id]=${MOSCOW}&sort=date`,
  'Moscow 200 km, tent': `filter[start_point_id]=${MOSCOW}&filter[start_point_radius]=200&filter[truck_types]=1`,
  'tomorrow anywhere, 20 t': `filter[date_from]=${isoDay(1)}&filter[weight]=20`,
  'my external trucks only': 'filter[source]=external',
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 10) / 10
}

async function latencies(url: string, token: string, runs = 40) {
  const times: number[] = []
  for (let i = 0; i < runs + 5; i++) {
    const t = performance.now()
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } })
    await res.arrayBuffer()
    if (!res.ok) throw new Error(`${url}: ${res.status}`)
    if (i >= 5) times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p95: percentile(times, 95) }
}

export async function benchTrucks(): Promise<Record<string, unknown>> {
  const bare = await startScript('bench/bare-server.ts', {})
  const baseline = await load('bare Fastify route (baseline)', bare.url)
  await bare.stop()
  const count = Number(process.env.BENCH_PGLITE_TRUCKS ?? 100_000)
  const dir = tempDir('trucks')
  const env = { FX_DATA_DIR: dir.path, DATABASE_URL: '', FX_RATE_LIMIT: '0' }
  console.log(`seeding ${count.toLocaleString('en')} trucks on pglite ...`)
  const seeded = JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', 'bench/seed-trucks.ts', String(count)], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    }),
  ) as Record<string, number>
  const server = await startScript('src/server/main.ts', env, '/api/health')
  const login = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'shipper@example.com', password: 'demo12345' }),
  })
  const token = ((await login.json()) as { data: { token: string } }).data.token
  const rows = []
  for (const [name, query] of Object.entries(typicalTruckSearches)) {
    const url = `${server.url}/api/v2/trucks/search?${query}`
    const first = (await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      meta: { size: number }
    }
    rows.push({ search: name, found: first.meta.size, ...(await latencies(url, token)) })
  }
  await server.stop()
  dir.remove()
  console.log(`\npglite, ${JSON.stringify(seeded)}`)
  console.table(rows.map((r) => ({ search: r.search, found: r.found, 'p50 ms': r.p50, 'p95 ms': r.p95 })))
  console.log(`baseline: bare Fastify route p50 ${baseline.p50} ms, p95 ${baseline.p95} ms under 50 connections`)
  return { pglite: { count, seeded, searches: rows }, baseline }
}
