/**
 * Cargo search at scale. 100,000 cargos on PGlite and 1,000,000 on PostgreSQL (seeded here), five
 * typical searches: p50/p95 one at a time, and requests per second under 50 connections, beside the bare route.
 * BENCH_PG_CARGOS and BENCH_PGLITE_CARGOS change the counts. Seeding a million takes minutes: BENCH_KEEP=1 keeps
 * the PostgreSQL database (its URL is printed) and BENCH_PG_DATABASE_URL=<that URL> measures it again unseeded.
 */
import { execFileSync } from 'node:child_process'
import autocannon from 'autocannon'
import { percentile } from './lib/latencies'
import { load } from './lib/load'
import { createBenchDatabase } from './lib/postgres'
import { startScript, tempDir } from './lib/processes'

const MOSCOW = 524901
const KAZAN = 551487

function isoDay(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
}

export const typicalSearches: Record<string, string> = {
  'route Moscow -> Kazan, radius 50 km': `filter[start_point_id]=${MOSCOW}&filter[start_point_type]=city&filter[start_point_radius]=50&filter[finish_point_id]=${KAZAN}&filter[finish_point_type]=city&filter[finish_point_radius]=50`,
  'loading date in 3 days': `filter[start_date]=${isoDay(3)}`,
  'truck type tent': 'filter[truck_types][]=1',
  'price per km 60-90 RUB': 'filter[price_per_km][min]=6000&filter[price_per_km][max]=9000',
  'from Kazan 200 km, by price per km': `filter[start_point_id]=${KAZAN}&filter[start_point_type]=city&filter[start_point_radius]=200&sort=-price_per_km`,
}

async function latencies(url: string, runs = 60) {
  const times: number[] = []
  for (let i = 0; i < runs + 5; i++) {
    const t = performance.now()
    const res = await fetch(url)
    await res.arrayBuffer()
    if (!res.ok) throw new Error(`${url}: ${res.status}`)
    if (i >= 5) times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p95: percentile(times, 95) }
}

async function mixedLoad(base: string) {
  const result = await autocannon({
    url: base,
    connections: 50,
    duration: 8,
    requests: Object.values(typicalSearches).map((query) => ({ method: 'GET', path: `/api/v1/cargos?${query}` })),
  })
  return { rps: Math.round(result.requests.average), errors: result.errors + result.non2xx }
}

export async function benchSearch(): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {}
  const bare = await startScript('bench/bare-server.ts', {})
  const baseline = await load('bare Fastify route (baseline)', bare.url)
  await bare.stop()
  console.log(`baseline: bare Fastify route ${baseline.rps} req/s, p95 ${baseline.p95} ms under 50 connections`)

  const targets = [
    { kind: 'pglite', count: Number(process.env.BENCH_PGLITE_CARGOS ?? 100_000) },
    { kind: 'postgres', count: Number(process.env.BENCH_PG_CARGOS ?? 1_000_000) },
  ] as const
  for (const { kind, count } of targets) {
    const reuse = kind === 'postgres' ? process.env.BENCH_PG_DATABASE_URL : undefined
    const pgDb = reuse
      ? { url: reuse, drop: async () => {} }
      : kind === 'postgres'
        ? await createBenchDatabase('search')
        : null
    if (kind === 'postgres' && !pgDb) {
      console.log('PostgreSQL does not answer: skipped')
      continue
    }
    const dir = tempDir('search')
    const env = { FX_DATA_DIR: dir.path, DATABASE_URL: pgDb?.url ?? '', FX_RATE_LIMIT: '0' }
    console.log(reuse ? `\nreusing ${reuse}` : `\nseeding ${count.toLocaleString('en')} cargos on ${kind} ...`)
    const seeded = reuse
      ? JSON.stringify({ seconds: 0 })
      : execFileSync(process.execPath, ['--import', 'tsx', 'bench/seed-cargos.ts', String(count)], {
          env: { ...process.env, ...env },
          encoding: 'utf8',
        })
    const server = await startScript('src/server/main.ts', env, '/api/health')
    const rows = []
    for (const [name, query] of Object.entries(typicalSearches)) {
      const url = `${server.url}/api/v1/cargos?${query}`
      const first = (await (await fetch(url)).json()) as { meta: { size: number } }
      rows.push({ search: name, found: first.meta.size, ...(await latencies(url)) })
    }
    const mixed = await mixedLoad(server.url)
    await server.stop()
    dir.remove()
    if (process.env.BENCH_KEEP === '1' && pgDb) console.log(`kept: BENCH_PG_DATABASE_URL=${pgDb.url}`)
    else await pgDb?.drop()
    console.log(
      `\n${kind}, ${count.toLocaleString('en')} cargos (+5,000 demo); seeded in ${JSON.parse(seeded).seconds} s`,
    )
    console.table(rows.map((r) => ({ search: r.search, found: r.found, 'p50 ms': r.p50, 'p95 ms': r.p95 })))
    console.log(
      `the five searches mixed, 50 connections: ${mixed.rps} req/s (${((mixed.rps / baseline.rps) * 100).toFixed(1)} % of the bare route), errors ${mixed.errors}`,
    )
    out[kind] = { count, seededSeconds: JSON.parse(seeded).seconds, searches: rows, mixed }
  }
  out.baseline = baseline
  return out
}
