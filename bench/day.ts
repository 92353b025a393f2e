/**
 * The signed-in working day (`npm run bench -- day`): every call the menu pages of every signed-in role make
 * (bench/day-calls.json: per role, per menu page, the GET calls with the pages' parameters; bench/record-day.ts
 * writes it anew from the pages themselves where Chromium runs), each under 50 connections
 * beside the anonymous first page of the cargo search and a bare Fastify route measured in the same run; then the
 * mix: virtual users of every role opening their pages with think time, more of them step by step, until the
 * p95 of their calls passes 300 ms. On PGlite and, when it answers, PostgreSQL (one instance, and two with
 * `FX_INSTANCES=2` for the mix). Per call it prints req/s, p50/p95/p99, bytes on the wire (brotli, as a browser
 * asks), and SQL statements per request (the server's `x-sql-statements`, FX_SQL_COUNT=1).
 *
 * Environment: BENCH_DAY_DB (pglite,postgres), BENCH_DAY_DURATION (s per call, 5), BENCH_DAY_STEP (s per mix step,
 * 30), BENCH_DAY_THINK_MS (mean think time between pages, 5000), BENCH_DAY_USERS (the mix's steps, 10,25,50,100,200),
 * BENCH_DAY_CACHE (both: every call with the caller-answer cache and again without it, FX_CALLER_ANSWERS=0; on; off),
 * BENCH_DAY_MIX (1; 0 skips the mix), BENCH_DAY_ONLY (comma-separated URL parts: only the calls holding one),
 * BENCH_DAY_SIZE (demo; large: PostgreSQL only, on the larger data set of bench/day-large.ts, every call's
 * statements explained and each call timed at one connection, bench/day-explain.ts).
 */
import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { explainDay } from './day-explain'
import { seedLargeDay } from './day-large'
import { nearestRank } from './lib/latencies'
import { type LoadResult, load } from './lib/load'
import { createBenchDatabase } from './lib/postgres'
import { type Started, startScript, tempDir } from './lib/processes'
import { type DayCalls, type DayRole, dayRoles } from './record-day'

const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'ru' }
const anonymousFirstPage = 'v1/cargos?limit=20&offset=0&sort=-created_at'

interface Probe {
  status: number
  wireBytes: number
  statements: number | null
}

/** One request as a browser sends it: the status, the body's bytes as they travel, the server's statement count. */
function probe(url: string, headers: Record<string, string>): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { ...browserHeaders, ...headers } }, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length
      })
      res.on('end', () => {
        const counted = res.headers['x-sql-statements']
        resolve({ status: res.statusCode ?? 0, wireBytes: bytes, statements: counted ? Number(counted) : null })
      })
    })
    req.on('error', reject)
    req.end()
  })
}

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: email, password: 'demo12345' }),
  })
  if (!response.ok) throw new Error(`sign in as ${email}: ${response.status}`)
  return ((await response.json()) as { data: { token: string } }).data.token
}

const gets = (calls: string[]) => calls.filter((call) => call.startsWith('GET ')).map((call) => call.slice(4))

interface CallRow extends LoadResult, Probe {
  role: DayRole | 'anonymous'
}

async function measureCalls(server: Started, tokens: Record<DayRole, string>, pages: DayCalls, duration: number) {
  const rows: CallRow[] = []
  const anonymous = `${server.url}/api/${anonymousFirstPage}`
  // after a run the server still answers what autocannon left queued: the next run starts when health answers
  const drained = async () => void (await fetch(`${server.url}/api/health`)).arrayBuffer()
  rows.push({
    role: 'anonymous',
    ...(await probe(anonymous, {})),
    ...(await load(`GET ${anonymousFirstPage}`, anonymous, { headers: browserHeaders, duration })),
  })
  await drained()
  for (const role of Object.keys(dayRoles) as DayRole[]) {
    const only = process.env.BENCH_DAY_ONLY?.split(',')
    const unique = [...new Set((pages[role] ?? []).flatMap((page) => gets(page.calls)))].filter(
      (call) => !only || only.some((part) => call.includes(part)),
    )
    for (const call of unique) {
      const url = `${server.url}/api/${call}`
      const headers = { ...browserHeaders, authorization: `Bearer ${tokens[role]}` }
      const probed = await probe(url, headers)
      rows.push({ role, ...probed, ...(await load(`GET ${call}`, url, { headers, duration })) })
      await drained()
    }
  }
  return rows
}

interface MixStep {
  users: number
  requests: number
  rps: number
  p50: number
  p95: number
  p99: number
  errors: number
}

/**
 * `users` virtual users (the roles in turn) for `seconds`: each opens its pages in menu order from a random one,
 * every call of a page at once (as the page does), then thinks for 0.5-1.5x the mean think time.
 */
async function mixStep(
  base: string,
  tokens: Record<DayRole, string>,
  pages: DayCalls,
  users: number,
  seconds: number,
  thinkMs: number,
): Promise<MixStep> {
  const roles = Object.keys(dayRoles) as DayRole[]
  const times: number[] = []
  let errors = 0
  const started = Date.now()
  const until = started + seconds * 1000
  const user = async (n: number) => {
    const role = roles[n % roles.length]!
    const menu = (pages[role] ?? []).filter((page) => gets(page.calls).length > 0)
    if (menu.length === 0) return
    let next = Math.floor(Math.random() * menu.length)
    // users arrive spread over the first think time, not all in the same millisecond
    await new Promise((resolve) => setTimeout(resolve, Math.random() * thinkMs))
    while (Date.now() < until) {
      const page = menu[next++ % menu.length]!
      await Promise.all(
        gets(page.calls).map(async (call) => {
          const sent = performance.now()
          try {
            const response = await fetch(`${base}/api/${call}`, {
              headers: { ...browserHeaders, authorization: `Bearer ${tokens[role]}` },
            })
            await response.arrayBuffer()
            if (!response.ok) errors++
          } catch {
            errors++
          }
          times.push(performance.now() - sent)
        }),
      )
      await new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random())))
    }
  }
  await Promise.all(Array.from({ length: users }, (_, n) => user(n)))
  const elapsed = (Date.now() - started) / 1000
  times.sort((a, b) => a - b)
  const ms = (p: number) => Math.round(nearestRank(times, p))
  return {
    users,
    requests: times.length,
    rps: Math.round(times.length / elapsed),
    p50: ms(50),
    p95: ms(95),
    p99: ms(99),
    errors,
  }
}

async function runMix(base: string, tokens: Record<DayRole, string>, pages: DayCalls) {
  const steps = (process.env.BENCH_DAY_USERS ?? '10,25,50,100,200').split(',').map(Number)
  const seconds = Number(process.env.BENCH_DAY_STEP) || 30
  const thinkMs = Number(process.env.BENCH_DAY_THINK_MS) || 5000
  const results: MixStep[] = []
  for (const users of steps) {
    const step = await mixStep(base, tokens, pages, users, seconds, thinkMs)
    results.push(step)
    console.log(`  mix: ${users} users: ${step.rps} req/s, p95 ${step.p95} ms, errors ${step.errors}`)
    if (step.p95 >= 300 || step.errors > 0) break
  }
  const held = results.filter((step) => step.p95 < 300 && step.errors === 0).at(-1)?.users ?? 0
  return { steps: results, held, thinkMs, seconds }
}

async function startExchange(kind: 'pglite' | 'postgres', instances: number, url: string | null, remember = true) {
  const dir = tempDir('day')
  const server = await startScript(
    'src/server/main.ts',
    {
      FX_DATA_DIR: dir.path,
      FX_RATE_LIMIT: '0',
      FX_SQL_COUNT: '1',
      FX_CALLER_ANSWERS: remember ? '1' : '0',
      DATABASE_URL: kind === 'postgres' ? (url ?? '') : '',
      FX_INSTANCES: String(instances),
    },
    '/api/health',
  )
  return {
    server,
    stop: async () => {
      await server.stop()
      dir.remove()
    },
  }
}

async function signInAll(base: string): Promise<Record<DayRole, string>> {
  const tokens = {} as Record<DayRole, string>
  for (const [role, email] of Object.entries(dayRoles) as [DayRole, string][]) tokens[role] = await signIn(base, email)
  return tokens
}

const short = (name: string) => (name.length > 70 ? `${name.slice(0, 67)}...` : name)

/** The calls of one database: with the caller-answer cache, without it, or both side by side. */
function printCalls(remembered: CallRow[] | null, uncached: CallRow[] | null) {
  const rows = remembered ?? uncached ?? []
  const anonymous = rows[0]?.rps ?? 1
  console.table(
    rows.map((row, n) => {
      const bare = uncached?.[n]
      return {
        role: row.role,
        call: short(row.name),
        ...(remembered
          ? {
              'req/s': row.rps,
              'vs anon': `${((row.rps / anonymous) * 100).toFixed(0)} %`,
              'p99 ms': row.p99,
            }
          : {}),
        ...(bare
          ? {
              'uncached req/s': bare.rps,
              'uncached vs anon': `${((bare.rps / (uncached?.[0]?.rps ?? 1)) * 100).toFixed(0)} %`,
              'uncached p50': bare.p50,
              'uncached p95': bare.p95,
              'uncached p99': bare.p99,
            }
          : {}),
        'wire B': row.wireBytes,
        SQL: bare?.statements ?? row.statements,
        status: row.status,
        errors: row.errors + row.non2xx + (bare ? bare.errors + bare.non2xx : 0),
      }
    }),
  )
}

export async function benchDay(): Promise<Record<string, unknown>> {
  const pages = JSON.parse(readFileSync('bench/day-calls.json', 'utf8')) as DayCalls
  const duration = Number(process.env.BENCH_DAY_DURATION) || 5
  const large = process.env.BENCH_DAY_SIZE === 'large'
  const kinds = (process.env.BENCH_DAY_DB ?? (large ? 'postgres' : 'pglite,postgres')).split(',') as (
    | 'pglite'
    | 'postgres'
  )[]
  const cache = process.env.BENCH_DAY_CACHE ?? 'both'
  const mixToo = process.env.BENCH_DAY_MIX !== '0'
  const out: Record<string, unknown> = { duration, size: large ? 'large' : 'demo', cache }

  const bare = await startScript('bench/bare-server.ts', {})
  const bareResult = await load('bare Fastify route (baseline)', bare.url, { duration })
  await bare.stop()
  out.bare = bareResult
  console.log(`bare Fastify route: ${bareResult.rps} req/s, p99 ${bareResult.p99} ms`)

  for (const kind of kinds) {
    if (large && kind !== 'postgres') {
      console.log('the larger data set is made on PostgreSQL only: the PGlite rows are skipped')
      continue
    }
    const pgDb = kind === 'postgres' ? await createBenchDatabase('day') : null
    if (kind === 'postgres' && !pgDb) {
      console.log('PostgreSQL does not answer: the PostgreSQL rows are skipped')
      continue
    }
    const result: Record<string, unknown> = {}
    if (large && pgDb) {
      console.log('\npostgres: making the larger data set')
      result.seeded = await seedLargeDay(pgDb.url)
      console.log('postgres, larger set: every statement of every call explained, each call at 1 connection')
      result.explained = await explainDay(pgDb.url, Number(process.env.BENCH_DAY_SERIAL) || 20)
    }
    let remembered: CallRow[] | null = null
    let uncached: CallRow[] | null = null
    if (cache !== 'off') {
      const { server, stop } = await startExchange(kind, 1, pgDb?.url ?? null)
      const tokens = await signInAll(server.url)
      console.log(`\n${kind}: every call of every role's pages, 50 connections, ${duration} s each`)
      remembered = await measureCalls(server, tokens, pages, duration)
      if (mixToo) {
        console.log(`${kind}: the mix of every role's pages, think time ${process.env.BENCH_DAY_THINK_MS ?? 5000} ms`)
        result.mix = await runMix(server.url, tokens, pages)
      }
      await stop()
    }
    if (cache !== 'on') {
      const { server, stop } = await startExchange(kind, 1, pgDb?.url ?? null, false)
      const tokens = await signInAll(server.url)
      console.log(`\n${kind}: every call again without the caller-answer cache (FX_CALLER_ANSWERS=0)`)
      uncached = await measureCalls(server, tokens, pages, duration)
      await stop()
    }
    printCalls(remembered, uncached)
    result.calls = remembered
    result.uncached = uncached
    out[kind] = result
    if (kind === 'postgres' && pgDb && mixToo && cache !== 'off') {
      const two = await startExchange(kind, 2, pgDb.url)
      const twoTokens = await signInAll(two.server.url)
      console.log('postgres, 2 instances: the mix')
      out['postgres-2'] = { mix: await runMix(two.server.url, twoTokens, pages) }
      await two.stop()
    }
    await pgDb?.drop()
  }
  return out
}
