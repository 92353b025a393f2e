/**
 * The shipper's orders at 10,000. bench/seed-orders.ts gives the north shipper 10,000 orders more than
 * the demo's (all eight states), then, one request at a time as shipper@example.com: p50/p95 of
 * `GET v2/cargo-flow/shipper/orders` (the in-work list, the closed ones, the late ones, sorted by the last step) and
 * of the on-way list (`filter[view]=on_way`, the host's "On the way" page), beside the bare Fastify route measured
 * the same way in the same run. BENCH_ORDERS changes the count. PGlite.
 */
import { execFileSync } from 'node:child_process'
import { latencies } from './lib/latencies'
import { startScript, tempDir } from './lib/processes'

export const orderLists: Record<string, string> = {
  'GET shipper/orders (all, newest first)': '/api/v2/cargo-flow/shipper/orders',
  'GET shipper/orders?filter[view]=in_work': '/api/v2/cargo-flow/shipper/orders?filter[view]=in_work',
  'GET shipper/orders on the way (filter[view]=on_way)': '/api/v2/cargo-flow/shipper/orders?filter[view]=on_way',
  'on the way, by unloading date': '/api/v2/cargo-flow/shipper/orders?filter[view]=on_way&sort=unload_date',
  'GET shipper/orders?filter[late]=true': '/api/v2/cargo-flow/shipper/orders?filter[late]=true',
  'GET shipper/orders?filter[view]=closed&sort=-status_at':
    '/api/v2/cargo-flow/shipper/orders?filter[view]=closed&sort=-status_at',
  'page 50 (offset 980)': '/api/v2/cargo-flow/shipper/orders?offset=980',
}

export async function benchOrders(): Promise<Record<string, unknown>> {
  const bare = await startScript('bench/bare-server.ts', {})
  const baseline = await latencies(bare.url)
  await bare.stop()

  const count = Number(process.env.BENCH_ORDERS ?? 10_000)
  const dir = tempDir('orders')
  const env = { FX_DATA_DIR: dir.path, DATABASE_URL: '', FX_RATE_LIMIT: '0' }
  console.log(`seeding ${count.toLocaleString('en')} orders on pglite ...`)
  const seeded = JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', 'bench/seed-orders.ts', String(count)], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    }),
  ) as Record<string, number>
  const server = await startScript('src/server/main.ts', env, '/api/health')
  const rows: Record<string, unknown>[] = [{ request: 'bare Fastify route (baseline)', ...baseline, size: '' }]
  try {
    const login = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'shipper@example.com', password: 'demo12345' }),
    })
    const { data } = (await login.json()) as { data: { token: string } }
    const headers = { authorization: `Bearer ${data.token}` }
    for (const [name, path] of Object.entries(orderLists)) {
      rows.push({ request: name, ...(await latencies(server.url + path, headers)) })
    }
  } finally {
    await server.stop()
    dir.remove()
  }
  console.log(`\n${seeded.orders} orders of the north shipper (PGlite), one request at a time, 100 runs each`)
  console.table(rows)
  return { seeded, requests: rows }
}
