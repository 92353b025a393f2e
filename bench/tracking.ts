/**
 * Live tracking on PostgreSQL (BENCH_PG_URL, default the local server; skipped without one). bench/seed-tracking.ts
 * gives the north shipper BENCH_TRACKING_ORDERS (default 1,000) orders on the way, each with a share link and six
 * hours of track. Then, against the server (rate limits off, simulated driver off):
 * - position writes per second: drivers post with their links' tokens (BENCH_TRACKING_CONNECTIONS at once, default
 *   8, for BENCH_TRACKING_SECONDS, default 8), each order a few km on from its last position, never two of one
 *   order within the per-order limit's 5 s (the orders take turns);
 * - the on-way list with its tracking: one request at a time as shipper@example.com, p50/p95 of the list page
 *   (`filter[view]=on_way`, 100 a page), of the tracking figures of those 100 orders (`v2/orders/tracking?ids=`),
 *   and of one order's tracking with its track; beside the bare Fastify route measured the same way.
 * Short runs: the machine may be shared.
 */
import { execFileSync } from 'node:child_process'
import { latencies } from './lib/latencies'
import { createBenchDatabase } from './lib/postgres'
import { startScript } from './lib/processes'

type Link = [number, string, number, number]

export async function benchTracking(): Promise<Record<string, unknown>> {
  const database = await createBenchDatabase('tracking')
  if (!database) {
    console.log('no PostgreSQL at BENCH_PG_URL: tracking skipped')
    return { skipped: 'no PostgreSQL' }
  }
  const count = Number(process.env.BENCH_TRACKING_ORDERS ?? 1000)
  const connections = Number(process.env.BENCH_TRACKING_CONNECTIONS ?? 8)
  const seconds = Number(process.env.BENCH_TRACKING_SECONDS ?? 8)
  const env = { DATABASE_URL: database.url, FX_RATE_LIMIT: '0', FX_SIMULATED_DRIVER: '0' }
  try {
    const bare = await startScript('bench/bare-server.ts', {})
    const baseline = await latencies(bare.url)
    await bare.stop()

    console.log(`seeding ${count.toLocaleString('en')} orders on the way on PostgreSQL ...`)
    const seeded = JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', 'bench/seed-tracking.ts', String(count)], {
        env: { ...process.env, ...env },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      }),
    ) as { on_way: number; positions: number; seconds: number; links: Link[] }
    const server = await startScript('src/server/main.ts', env, '/api/health')
    try {
      // writes: the orders take turns, so one order posts again only after every other one has
      const links = seeded.links
      const moved = new Map<number, number>()
      let next = 0
      let ok = 0
      let refused = 0
      const statuses: Record<number, number> = {}
      const times: number[] = []
      const until = Date.now() + seconds * 1000
      const worker = async () => {
        while (Date.now() < until) {
          const [id, token, lat, lon] = links[next++ % links.length]!
          const step = (moved.get(id) ?? 0) + 1
          moved.set(id, step)
          const started = performance.now()
          const res = await fetch(`${server.url}/api/v2/tracking/${token}/positions`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              lat: lat + step * 0.001,
              lon: lon + step * 0.001,
              accuracy: 10,
              recorded_at: new Date().toISOString(),
              source: 'browser',
            }),
          })
          await res.arrayBuffer()
          times.push(performance.now() - started)
          statuses[res.status] = (statuses[res.status] ?? 0) + 1
          if (res.status === 201) ok++
          else refused++
        }
      }
      const began = performance.now()
      await Promise.all(Array.from({ length: connections }, worker))
      const elapsed = (performance.now() - began) / 1000
      times.sort((a, b) => a - b)
      const at = (p: number) =>
        Math.round((times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? 0) * 10) / 10
      const writes = {
        connections,
        seconds: Math.round(elapsed * 10) / 10,
        written: ok,
        refused,
        statuses,
        per_second: Math.round(ok / elapsed),
        p50: at(50),
        p95: at(95),
      }
      console.log('\nposition writes (POST v2/tracking/:token/positions)')
      console.table([writes])

      const login = await fetch(`${server.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'shipper@example.com', password: 'demo12345' }),
      })
      const { data } = (await login.json()) as { data: { token: string } }
      const headers = { authorization: `Bearer ${data.token}` }
      const page = (await (
        await fetch(`${server.url}/api/v2/cargo-flow/shipper/orders?filter[view]=on_way&limit=100`, { headers })
      ).json()) as { data: { id: number }[] }
      const ids = page.data.map((o) => o.id).join(',')
      const one = links[0]![0]
      const rows: Record<string, unknown>[] = [{ request: 'bare Fastify route (baseline)', ...baseline }]
      const reads: Record<string, string> = {
        'on-way list, 100 a page (filter[view]=on_way)':
          '/api/v2/cargo-flow/shipper/orders?filter[view]=on_way&limit=100',
        'tracking figures of those 100 (v2/orders/tracking?ids=)': `/api/v2/orders/tracking?ids=${ids}`,
        "one order's tracking with its track": `/api/v2/orders/${one}/tracking`,
      }
      for (const [name, path] of Object.entries(reads))
        rows.push({ request: name, ...(await latencies(server.url + path, headers, 50)) })
      console.log(
        `\n${seeded.on_way} orders on the way of the north shipper (PostgreSQL), one request at a time, 50 runs each`,
      )
      console.table(rows)
      return {
        seeded: { on_way: seeded.on_way, positions: seeded.positions, seconds: seeded.seconds },
        writes,
        reads: rows,
      }
    } finally {
      await server.stop()
    }
  } finally {
    await database.drop()
  }
}
