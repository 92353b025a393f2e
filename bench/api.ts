/** Issue 2: API throughput and latency beside a bare Fastify route, and PGlite's start time and memory. */
import { execFileSync } from 'node:child_process'
import { type LoadResult, load } from './lib/load'
import { createBenchDatabase } from './lib/postgres'
import { startScript, tempDir } from './lib/processes'

export async function benchApi(): Promise<Record<string, unknown>> {
  const results: LoadResult[] = []

  const bare = await startScript('bench/bare-server.ts', {})
  results.push(await load('bare Fastify route (baseline)', bare.url))
  await bare.stop()

  for (const kind of ['pglite', 'postgres'] as const) {
    const pgDb = kind === 'postgres' ? await createBenchDatabase('api') : null
    if (kind === 'postgres' && !pgDb) {
      console.log('PostgreSQL does not answer: the PostgreSQL rows are skipped')
      continue
    }
    const dir = tempDir('api')
    const server = await startScript(
      'src/server/main.ts',
      { FX_DATA_DIR: dir.path, FX_RATE_LIMIT: '0', DATABASE_URL: pgDb?.url ?? '' },
      '/api/health',
    )
    const login = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'shipper@example.com', password: 'demo12345' }),
    })
    const token = ((await login.json()) as { data: { token: string } }).data.token
    const url = `${server.url}/api/v1/dictionaries/truck_types`
    results.push(await load(`GET /api/v1/dictionaries/truck_types (${kind})`, url))
    const headers = { authorization: `Bearer ${token}` }
    results.push(await load(`GET /api/v1/me (${kind})`, `${server.url}/api/v1/me`, { headers }))
    await server.stop()
    dir.remove()
    await pgDb?.drop()
  }

  const baseline = results[0]!.rps
  console.log('\nAPI under 50 connections (autocannon, 8 s each)')
  console.table(
    results.map((r) => ({
      route: r.name,
      'req/s': r.rps,
      'p50 ms': r.p50,
      'p95 ms': r.p95,
      'p99 ms': r.p99,
      'vs bare': `${((r.rps / baseline) * 100).toFixed(1)} %`,
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
