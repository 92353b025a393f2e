/**
 * The dashboard and the managers' statistics of a busy company. bench/seed-analytics.ts gives the north
 * shipper 100 logisticians and 200,000 cargos over the last year (their facts counted by the triggers), then, one
 * request at a time as shipper@example.com (the company's administrator: the whole company): p50/p95 of the
 * dashboard's cards and graph over a month and over the year, and of the managers' statistics, beside the bare
 * Fastify route measured the same way in the same run. BENCH_ANALYTICS_CARGOS changes the count. PGlite.
 */
import { execFileSync } from 'node:child_process'
import { addDays, isoDay } from '../src/core/contract/days'
import { latencies } from './lib/latencies'
import { startScript, tempDir } from './lib/processes'

export async function benchAnalytics(): Promise<Record<string, unknown>> {
  const bare = await startScript('bench/bare-server.ts', {})
  const baseline = await latencies(bare.url)
  await bare.stop()

  const count = Number(process.env.BENCH_ANALYTICS_CARGOS ?? 200_000)
  const dir = tempDir('analytics')
  const env = { FX_DATA_DIR: dir.path, DATABASE_URL: '', FX_RATE_LIMIT: '0' }
  console.log(`seeding ${count.toLocaleString('en')} cargos of 100 logisticians over a year on pglite ...`)
  const seeded = JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', 'bench/seed-analytics.ts', String(count)], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
      maxBuffer: 1 << 24,
    }),
  ) as Record<string, number>
  const server = await startScript('src/server/main.ts', env, '/api/health')
  const today = isoDay(new Date())
  const year = `filter[start_date]=${addDays(today, -364)}&filter[end_date]=${today}`
  const requests: Record<string, string> = {
    'GET users/goals/dashboard (month, whole company)': '/api/v1/users/goals/dashboard',
    'GET users/goals/dashboard (year, whole company)': `/api/v1/users/goals/dashboard?${year}`,
    'GET users/goals/me/graph (year, by week)': `/api/v1/users/goals/me/graph?${year}`,
    'GET stats/shipper/managers (month)': '/api/v1/stats/shipper/managers',
    'GET stats/shipper/managers (year)': `/api/v1/stats/shipper/managers?${year}`,
  }
  const rows: Record<string, unknown>[] = [{ request: 'bare Fastify route (baseline)', ...baseline }]
  try {
    const login = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'shipper@example.com', password: 'demo12345' }),
    })
    const { data } = (await login.json()) as { data: { token: string } }
    const headers = { authorization: `Bearer ${data.token}` }
    for (const [name, path] of Object.entries(requests)) {
      rows.push({ request: name, ...(await latencies(server.url + path, headers)) })
    }
  } finally {
    await server.stop()
    dir.remove()
  }
  console.log(`\n${count} cargos, ${seeded.facts} goal facts in ${seeded.dailyRows} daily rows (PGlite), 100 runs each`)
  console.table(rows)
  return { seeded, requests: rows }
}
