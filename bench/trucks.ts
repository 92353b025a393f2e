/**
 * Truck search at scale, and the trucks map.
 *
 * Search: TRUCKS trucks (half registered carriers' with calendar windows, half the north shipper's external trucks
 * with planned routes; bench/seed-trucks.ts, generate_series), five typical searches by the north shipper, p50/p95
 * one at a time, beside the bare Fastify route measured the same way in the same run. On PGlite (BENCH_PGLITE_TRUCKS, default
 * 100,000) and on PostgreSQL (BENCH_PG_TRUCKS, default 1,000,000) when a server answers at BENCH_PG_URL (a throw-away
 * database is created and dropped; BENCH_PG_DATABASE_URL reuses a seeded one, BENCH_KEEP=1 keeps it).
 *
 * Map: /trucks/map in headless Chromium (BENCH_MAP_TRUCKS trucks on PGlite, default 10,000, so that the map's
 * week has its 5,000 trucks): time from navigation to the first truck marker, beside the same load's basemap
 * (country borders drawn, no trucks yet) and a static page's first paint (baseline). Run `npm run build` first.
 * BENCH_TRUCKS_ONLY=pglite|postgres|map runs one part.
 */
import { execFileSync } from 'node:child_process'
import { launchChromium } from './lib/browser'
import { median, percentile } from './lib/latencies'
import { createBenchDatabase } from './lib/postgres'
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

function seed(count: number, env: Record<string, string>): Record<string, number> {
  return JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', 'bench/seed-trucks.ts', String(count)], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
      maxBuffer: 1 << 24,
    }),
  ) as Record<string, number>
}

async function signIn(url: string): Promise<{ token: string; user: { roles: string[] } }> {
  const login = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'shipper@example.com', password: 'demo12345' }),
  })
  return ((await login.json()) as { data: { token: string; user: { roles: string[] } } }).data
}

async function searches(kind: 'pglite' | 'postgres', count: number) {
  const reuse = kind === 'postgres' ? process.env.BENCH_PG_DATABASE_URL : undefined
  const pgDb = reuse
    ? { url: reuse, drop: async () => {} }
    : kind === 'postgres'
      ? await createBenchDatabase('trucks')
      : null
  if (kind === 'postgres' && !pgDb) {
    console.log('PostgreSQL does not answer: skipped')
    return null
  }
  const dir = tempDir('trucks')
  const env = { FX_DATA_DIR: dir.path, DATABASE_URL: pgDb?.url ?? '', FX_RATE_LIMIT: '0', FX_SEED: '0' }
  console.log(reuse ? `\nreusing ${reuse}` : `\nseeding ${count.toLocaleString('en')} trucks on ${kind} ...`)
  const seeded = reuse ? { seconds: 0 } : seed(count, env)
  const server = await startScript('src/server/main.ts', env, '/api/health')
  const { token } = await signIn(server.url)
  const rows = []
  try {
    for (const [name, query] of Object.entries(typicalTruckSearches)) {
      const url = `${server.url}/api/v2/trucks/search?${query}`
      const first = (await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json()) as {
        meta: { size: number }
      }
      rows.push({ search: name, found: first.meta.size, ...(await latencies(url, token)) })
    }
  } finally {
    await server.stop()
    dir.remove()
    if (process.env.BENCH_KEEP === '1' && pgDb) console.log(`kept: BENCH_PG_DATABASE_URL=${pgDb.url}`)
    else await pgDb?.drop()
  }
  console.log(`\n${kind}, ${count.toLocaleString('en')} trucks: ${JSON.stringify(seeded)}`)
  console.table(rows.map((r) => ({ search: r.search, found: r.found, 'p50 ms': r.p50, 'p95 ms': r.p95 })))
  return { count, seeded, searches: rows }
}

/** Time to the first truck markers on /trucks/map, beside the basemap of the same load and a static page. */
async function mapMarkers(count: number, runs = 5) {
  const dir = tempDir('trucks-map')
  const env = { FX_DATA_DIR: dir.path, DATABASE_URL: '', FX_RATE_LIMIT: '0', FX_SEED: '0' }
  console.log(`\nseeding ${count.toLocaleString('en')} trucks on pglite for the map ...`)
  const seeded = seed(count, env)
  const server = await startScript('src/server/main.ts', env, '/api/health')
  const session = await signIn(server.url)
  const browser = await launchChromium()
  const basemap: number[] = []
  const markers: number[] = []
  const staticPaint: number[] = []
  let shown = 0
  try {
    for (let i = 0; i < runs + 1; i++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
      await context.addInitScript(
        ([token, roles]) => {
          localStorage.setItem('language', 'ru')
          localStorage.setItem('accessToken', token)
          localStorage.setItem('userRoles', roles)
          localStorage.setItem('userCompanyType', 'shipper')
        },
        [session.token, JSON.stringify(session.user.roles)] as const,
      )
      const page = await context.newPage()
      await page.goto(`${server.url}/trucks/map`, { waitUntil: 'commit' })
      // A string, not a function: tsx would wrap named inner functions in a helper the page does not have.
      const timing = (await page.evaluate(`new Promise((resolve) => {
        let base = null
        const check = () => {
          if (base === null && document.querySelector('.hx-map path.leaflet-interactive, .hx-map svg path'))
            base = performance.now()
          const map = document.querySelector('.hx-map')
          if (document.querySelector('.hx-map-marker') && map) {
            observer.disconnect()
            resolve({ base: base ?? performance.now(), markers: performance.now(), shown: Number(map.dataset.markers) })
          }
        }
        const observer = new MutationObserver(check)
        observer.observe(document, { childList: true, subtree: true })
        check()
      })`)) as { base: number; markers: number; shown: number }
      if (i > 0) {
        // the first load warms the server's caches and the build's files: not counted
        basemap.push(timing.base)
        markers.push(timing.markers)
      }
      shown = timing.shown
      await context.close()
      const plain = await browser.newContext({ viewport: { width: 1440, height: 900 } })
      const staticPage = await plain.newPage()
      await staticPage.goto(`${server.url}/examples/`, { waitUntil: 'load' })
      if (i > 0)
        staticPaint.push(
          (await staticPage.evaluate(`new Promise((resolve) => new PerformanceObserver((list) => {
            const entry = list.getEntriesByName('first-contentful-paint')[0]
            if (entry) resolve(entry.startTime)
          }).observe({ type: 'paint', buffered: true }))`)) as number,
        )
      await plain.close()
    }
  } finally {
    await browser.close()
    await server.stop()
    dir.remove()
  }
  const rows = [
    { what: 'static page /examples/, first contentful paint (baseline)', 'ms (median)': median(staticPaint) },
    { what: '/trucks/map, basemap drawn (country borders, no trucks yet)', 'ms (median)': median(basemap) },
    { what: `/trucks/map, first truck markers (${shown} trucks fetched)`, 'ms (median)': median(markers) },
  ]
  console.log(`\nthe trucks map, ${runs} loads in headless Chromium on localhost; ${JSON.stringify(seeded)}`)
  console.table(rows)
  return { runs, trucksShown: shown, seeded, rows }
}

export async function benchTrucks(): Promise<Record<string, unknown>> {
  const only = process.env.BENCH_TRUCKS_ONLY
  const out: Record<string, unknown> = {}
  const bare = await startScript('bench/bare-server.ts', {})
  // one request at a time, like the searches
  const baseline = await latencies(`${bare.url}/`, 'none', 200)
  await bare.stop()
  out.baseline = baseline
  if (!only || only === 'pglite')
    out.pglite = await searches('pglite', Number(process.env.BENCH_PGLITE_TRUCKS ?? 100_000))
  if (!only || only === 'postgres')
    out.postgres = await searches('postgres', Number(process.env.BENCH_PG_TRUCKS ?? 1_000_000))
  if (!only || only === 'map') out.map = await mapMarkers(Number(process.env.BENCH_MAP_TRUCKS ?? 10_000))
  console.log(`\nbaseline: bare Fastify route, one request at a time: p50 ${baseline.p50} ms, p95 ${baseline.p95} ms`)
  return out
}
