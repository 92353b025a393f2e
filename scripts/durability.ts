/**
 * `npm run test:durability`: every write the exchange answered 2xx survives the server being killed.
 *
 * For each database (PGlite in a fresh temporary folder; PostgreSQL in a fresh database on TEST_DATABASE_URL's
 * server, when set) it starts the real server (src/server/main.ts), registers a carrier company through the API,
 * then per round: fires writes concurrently (drivers added, saved filters created), kills the server with SIGKILL
 * while writes are in flight, restarts it on the same data and checks that every write answered 2xx is there
 * (writes in flight at the kill may or may not be). Exits non-zero on any lost write.
 *
 * Options: `--rounds N` (default 3), `--db pglite|postgres|both` (default both), `--writers N` (default 8).
 * Everything talks to 127.0.0.1 only, with bounded counts and times.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { withInnCheckDigits } from '../src/core/contract/validators'

const args = process.argv.slice(2)
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 && args[i + 1] ? (args[i + 1] as string) : fallback
}
const rounds = Number(option('rounds', '3'))
const writers = Number(option('writers', '8'))
const which = option('db', 'both')
const root = join(import.meta.dirname, '..')

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Running {
  child: ChildProcess
  base: string
  /** Lines the server printed (the outbox writes its messages there without SMTP). */
  log: string[]
}

async function start(env: Record<string, string>): Promise<Running> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', FX_SEED: '0', FX_RATE_LIMIT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const log: string[] = []
  const collect = (chunk: Buffer) => log.push(...chunk.toString('utf8').split('\n'))
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const base = `http://127.0.0.1:${port}/api`
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log.slice(-30).join('\n')}`)
    try {
      if ((await fetch(`${base}/health`)).ok) return { child, base, log }
    } catch {
      // not listening yet
    }
    await sleep(200)
  }
  child.kill('SIGKILL')
  throw new Error('server did not start in 180 s')
}

function kill(server: Running): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve()
    server.child.once('exit', () => resolve())
    server.child.kill('SIGKILL')
  })
}

async function call(base: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}/${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  })
  const text = await res.text()
  return { status: res.status, json: text ? JSON.parse(text) : null }
}

/** Registers a carrier company and answers its administrator's token (the code is read from the server log). */
async function register(server: Running): Promise<string> {
  const n = String(Date.now()).slice(-9)
  const email = `durability-${n}@example.com`
  const started = await call(server.base, 'POST', 'v1/auth/register', {
    name: 'Проверка Надёжности',
    email,
    phone: `+7916${n.slice(-7)}`,
    password: 'durability-pass-1',
    company: { inn: withInnCheckDigits(n), name: 'ООО «Надёжность»', type: 'carrier' },
  })
  if (started.status !== 200) throw new Error(`register: ${started.status} ${JSON.stringify(started.json)}`)
  let code: string | undefined
  for (let i = 0; i < 100 && !code; i++) {
    code = server.log
      .filter((line) => line.includes('[outbox]') && line.includes(email))
      .map((line) => /\b(\d{6})\b/.exec(line)?.[1])
      .find(Boolean)
    if (!code) await sleep(100)
  }
  if (!code) throw new Error('no registration code in the server log')
  const confirmed = await call(server.base, 'POST', 'v1/auth/register/confirmation', {
    request_id: started.json.data.request_id,
    code,
  })
  if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status} ${JSON.stringify(confirmed.json)}`)
  return confirmed.json.data.token
}

interface Acked {
  drivers: Set<string>
  filters: Set<string>
}

/** Writers add drivers and saved filters until the server dies; answers 2xx are recorded. */
async function fireWrites(server: Running, token: string, round: number, acked: Acked, killAfter: number) {
  let answered = 0
  let inFlight = 0
  let inFlightAtKill = 0
  let killed: Promise<void> | null = null
  const writer = async (w: number) => {
    for (let i = 0; !killed; i++) {
      const name = `r${round}w${w}n${i}`
      inFlight++
      try {
        const driver = i % 2 === 0
        const res = driver
          ? await call(server.base, 'POST', 'v1/carrier/drivers', { name: `Водитель ${name}` }, token)
          : await call(server.base, 'POST', 'v2/cargos/filters', { name, filter: {} }, token)
        if (res.status >= 200 && res.status < 300) {
          ;(driver ? acked.drivers : acked.filters).add(driver ? `Водитель ${name}` : name)
          answered++
          if (answered >= killAfter && !killed) {
            inFlightAtKill = inFlight - 1
            killed = kill(server)
          }
        } else if (!killed) {
          throw new Error(`write answered ${res.status}: ${JSON.stringify(res.json)}`)
        }
      } catch (error) {
        if (!killed) throw error
        // a write in flight when the server died: it may or may not have landed
      } finally {
        inFlight--
      }
    }
  }
  await Promise.all(Array.from({ length: writers }, (_, w) => writer(w)))
  await killed
  return { answered, inFlightAtKill }
}

async function check(server: Running, token: string, acked: Acked) {
  const drivers = await call(server.base, 'GET', 'v1/carrier/drivers?limit=9999', undefined, token)
  const filters = await call(server.base, 'GET', 'v2/cargos/filters', undefined, token)
  if (drivers.status !== 200 || filters.status !== 200) {
    throw new Error(`reading back: ${drivers.status} ${filters.status} (the token written before the kill is lost?)`)
  }
  const haveDrivers = new Set((drivers.json.data as { name: string }[]).map((d) => d.name))
  const haveFilters = new Set((filters.json.data as { name: string }[]).map((f) => f.name))
  const lost = [
    ...[...acked.drivers].filter((name) => !haveDrivers.has(name)),
    ...[...acked.filters].filter((name) => !haveFilters.has(name)),
  ]
  return { lost, stored: haveDrivers.size + haveFilters.size }
}

async function runOn(kind: 'pglite' | 'postgres'): Promise<boolean> {
  const started = Date.now()
  let env: Record<string, string>
  let cleanup: () => Promise<void>
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'fx-durability-'))
    env = { FX_DATA_DIR: dir }
    cleanup = async () => rmSync(dir, { recursive: true, force: true })
  } else {
    const adminUrl = process.env.TEST_DATABASE_URL as string
    const name = `fx_durability_${process.pid}_${Date.now()}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    env = { DATABASE_URL: url.toString(), FX_DATA_DIR: mkdtempSync(join(tmpdir(), 'fx-durability-')) }
    cleanup = async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
      rmSync(env.FX_DATA_DIR as string, { recursive: true, force: true })
    }
  }
  let server = await start(env)
  let ok = true
  try {
    const token = await register(server)
    const acked: Acked = { drivers: new Set(), filters: new Set() }
    for (let round = 1; round <= rounds; round++) {
      // kill after a varying number of acknowledged writes, so the kill lands at different moments
      const killAfter = 20 + ((round * 37) % 40)
      const { answered, inFlightAtKill } = await fireWrites(server, token, round, acked, killAfter)
      server = await start(env)
      const { lost, stored } = await check(server, token, acked)
      console.log(
        `durability ${kind} round ${round}: ${answered} writes answered 2xx before and around SIGKILL ` +
          `(${inFlightAtKill} more in flight at the kill), ${acked.drivers.size + acked.filters.size} acknowledged in all, ` +
          `${stored} stored after restart, ${lost.length} lost`,
      )
      if (lost.length) {
        ok = false
        console.error(`LOST on ${kind}: ${lost.slice(0, 20).join(', ')}`)
      }
    }
  } finally {
    await kill(server)
    await cleanup()
  }
  console.log(`durability ${kind}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return ok
}

const kinds: ('pglite' | 'postgres')[] = []
if (which === 'pglite' || which === 'both') kinds.push('pglite')
if (which === 'postgres' || which === 'both') {
  if (process.env.TEST_DATABASE_URL) kinds.push('postgres')
  else console.log('durability postgres: skipped (TEST_DATABASE_URL is not set)')
}
let allOk = true
for (const kind of kinds) allOk = (await runOn(kind)) && allOk
process.exit(allOk ? 0 : 1)
