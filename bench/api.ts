/**
 * API throughput and latency beside a bare Fastify route, and PGlite's start time and memory.
 * Routes: a dictionary, `GET me` (every page view) and the anonymous first page of the cargo search (every visitor
 * and embed), each on PGlite and PostgreSQL, and the cargo search's script-tag entry; on PostgreSQL also two server processes behind one port
 * (`FX_INSTANCES=2`, Node's cluster) beside one. `BENCH_API_DURATION` (s) shortens or lengthens each run.
 */
import { execFileSync } from 'node:child_process'
import { type LoadResult, load } from './lib/load'
import { createBenchDatabase } from './lib/postgres'
import { startScript, tempDir } from './lib/processes'

export async function benchApi(): Promise<Record<string, unknown>> {
  const results: LoadResult[] = []

  const bare = await startScript('bench/bare-server.ts', {})
  results.push(await load('bare Fastify route (baseline)', bare.url))
  await bare.stop()

  const duration = Number(process.env.BENCH_API_DURATION) || 8
  const runs = [
    { kind: 'pglite', instances: 1 },
    { kind: 'postgres', instances: 1 },
    { kind: 'postgres', instances: 2 },
  ] as const
  for (const { kind, instances } of runs) {
    const pgDb = kind === 'postgres' ? await createBenchDatabase('api') : null
    if (kind === 'postgres' && !pgDb) {
      console.log('PostgreSQL does not answer: the PostgreSQL rows are skipped')
      continue
    }
    const label = instances > 1 ? `${kind}, ${instances} instances` : kind
    const dir = tempDir('api')
    const server = await startScript(
      'src/server/main.ts',
      {
        FX_DATA_DIR: dir.path,
        FX_RATE_LIMIT: '0',
        DATABASE_URL: pgDb?.url ?? '',
        FX_INSTANCES: String(instances),
      },
      '/api/health',
    )
    const login = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'shipper@example.com', password: 'demo12345' }),
    })
    const token = ((await login.json()) as { data: { token: string } }).data.token
    const headers = { authorization: `Bearer ${token}` }
    if (instances === 1) {
      const url = `${server.url}/api/v1/dictionaries/truck_types`
      results.push(await load(`GET /api/v1/dictionaries/truck_types (${label})`, url, { duration }))
    }
    results.push(await load(`GET /api/v1/me (${label})`, `${server.url}/api/v1/me`, { headers, duration }))
    // the widget's first request: 20 newest available cargos, anonymous, as a browser asks for it (every browser
    // accepts brotli; the cached page is compressed once) and, as a bare client asks, uncompressed
    const firstPage = `${server.url}/api/v1/cargos?limit=20&offset=0&sort=-created_at`
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'ru' }
    const name = `GET /api/v1/cargos, anonymous first page`
    results.push(await load(`${name}, browser (${label})`, firstPage, { headers: browser, duration }))
    if (instances === 1) results.push(await load(`${name}, uncompressed (${label})`, firstPage, { duration }))
    // what an embed asks for with it: the element's script-tag entry (from memory, src/server/http/sdk-files.ts;
    // the same on either database, so once), when the SDK is built
    const entry = `${server.url}/sdk/fx-cargo-search.js`
    if (kind === 'pglite' && (await fetch(entry, { method: 'HEAD' })).ok) {
      results.push(await load('GET /sdk/fx-cargo-search.js, brotli', entry, { headers: browser, duration }))
    }
    await server.stop()
    dir.remove()
    await pgDb?.drop()
  }

  const baseline = results[0]!.rps
  // beside the same route on one PostgreSQL instance, the two-instance rows' ratio
  const single = (name: string) => results.find((r) => r.name === name.replace(/, \d+ instances\)/, ')'))
  console.log(`\nAPI under 50 connections (autocannon, ${duration} s each)`)
  console.table(
    results.map((r) => ({
      route: r.name,
      'req/s': r.rps,
      'p50 ms': r.p50,
      'p95 ms': r.p95,
      'p99 ms': r.p99,
      'vs bare': `${((r.rps / baseline) * 100).toFixed(1)} %`,
      'vs 1 instance': r.name.includes('instances') ? `${(r.rps / (single(r.name)?.rps ?? r.rps)).toFixed(2)}x` : '',
      errors: r.errors + r.non2xx,
    })),
  )

  const startDir = tempDir('pglite')
  const start = JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', 'bench/pglite-start.ts', startDir.path], { encoding: 'utf8' }),
  )
  startDir.remove()
  console.log('\nPGlite start (fresh store: open + migrate + seed; then reopen), resident memory')
  console.table([start])
  return { api: results, pgliteStart: start }
}
