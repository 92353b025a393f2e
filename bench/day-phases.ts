/**
 * Where one uncached signed-in request spends its time (`npx tsx bench/day-phases.ts DATABASE [URL PART …]`, the
 * database a PGlite folder or a PostgreSQL URL holding the demo data, with no server on it): the app runs in this
 * process without remembered answers, and each recorded GET call of each role (bench/day-calls.json) is made
 * `BENCH_DAY_SERIAL` times in a row (20) after a warm-up. Per call, medians of: the whole request as Fastify times
 * it; the token check (the hooks before the route); the route's work, and of it the time inside SQL statements and
 * their number; the answer's serialization and compression; then, on the last answer alone, checking it against
 * the response schema (zod) and `JSON.stringify`, each timed apart, and its size in bytes.
 */
import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { PGlite } from '@electric-sql/pglite'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { sql } from 'kysely'
import pg from 'pg'
import { z } from 'zod'
import { dayCallers } from './lib/day-callers'
import { median } from './lib/latencies'
import type { DayRole } from './record-day'

/** Statement time of the request in flight (requests run one at a time here), and its statements. */
let sqlMs = 0
let sqlCount = 0
let caught: { text: string; values: unknown[]; ms: number }[] = []
function timed<T extends (...args: never[]) => Promise<unknown>>(query: T): T {
  return async function (this: unknown, ...args: Parameters<T>) {
    const started = performance.now()
    try {
      return await query.apply(this, args)
    } finally {
      const ms = performance.now() - started
      sqlMs += ms
      sqlCount++
      const [text, values] = args as unknown as [unknown, unknown[] | undefined]
      if (typeof text === 'string') caught.push({ text, values: values ?? [], ms })
    }
  } as T
}

interface Phases {
  total: number
  auth: number
  route: number
  sql: number
  statements: number
  send: number
}

/** The bytes of an answer as they travel (compressed as asked, not decoded). */
function wireBytes(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length
      })
      res.on('end', () => resolve(bytes))
    })
    req.on('error', reject)
    req.end()
  })
}

const microBench = (work: () => unknown) => {
  const times: number[] = []
  for (let i = 0; i < 20; i++) {
    const started = performance.now()
    work()
    times.push(performance.now() - started)
  }
  return median(times, 2)
}

export async function dayPhases(target: string, serial = 20, only?: string[]) {
  process.env.FX_CALLER_ANSWERS = '0'
  process.env.FX_RATE_LIMIT = '0'
  const { configFromEnv } = await import('../src/server/config')
  const { openDatabase } = await import('../src/server/db/database')
  const { buildApp } = await import('../src/server/app')
  const postgres = /^postgres(ql)?:/.test(target)
  if (postgres) {
    const query = pg.Client.prototype.query as unknown as (...args: never[]) => Promise<unknown>
    pg.Client.prototype.query = timed(query) as unknown as typeof pg.Client.prototype.query
  } else {
    const query = PGlite.prototype.query as unknown as (...args: never[]) => Promise<unknown>
    PGlite.prototype.query = timed(query) as unknown as typeof PGlite.prototype.query
  }
  const config = { ...configFromEnv({ ...process.env, DATABASE_URL: postgres ? target : '' }), seed: false }
  const database = await openDatabase(
    postgres ? { kind: 'postgres', url: target } : { kind: 'pglite', dataDir: target },
  )
  // BENCH_DAY_SQL: a statement run first (PGlite: for the whole session), to compare a setting's effect
  if (process.env.BENCH_DAY_SQL) await sql.raw(process.env.BENCH_DAY_SQL).execute(database.db)
  const app = await buildApp({ config, database })
  const marks = new WeakMap<FastifyRequest, Record<string, number>>()
  const mark = (name: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const at = marks.get(request) ?? {}
    at[name] = reply.elapsedTime
    marks.set(request, at)
  }
  let last: Phases | null = null
  let payload: unknown = null
  let schema: z.ZodType | null = null
  app.addHook('preValidation', mark('authenticated'))
  app.addHook('preHandler', async (request, reply) => {
    await mark('handler')(request, reply)
    sqlMs = 0
    sqlCount = 0
    caught = []
  })
  app.addHook('preSerialization', async (request, reply, answer) => {
    await mark('answered')(request, reply)
    marks.get(request)!.sql = sqlMs
    marks.get(request)!.statements = sqlCount
    payload = answer
    const response = (request.routeOptions.schema?.response ?? {}) as Record<string, z.ZodType>
    schema = response[String(reply.statusCode)] ?? null
    return answer
  })
  app.addHook('onSend', async (request, reply, body) => {
    await mark('sent')(request, reply)
    return body
  })
  app.addHook('onResponse', async (request, reply) => {
    const at = marks.get(request) ?? {}
    last = {
      total: reply.elapsedTime,
      auth: at.authenticated ?? 0,
      route: (at.answered ?? 0) - (at.handler ?? 0),
      sql: at.sql ?? 0,
      statements: at.statements ?? 0,
      send: (at.sent ?? 0) - (at.answered ?? 0),
    }
  })
  const explain = async (text: string, values: unknown[]) => {
    const result = await database.db.executeQuery({
      sql: text,
      parameters: values,
      query: { kind: 'RawNode', sqlFragments: [text], parameters: [] },
      queryId: { queryId: 'explain' },
    } as never)
    const row = result.rows[0] as Record<string, unknown>
    const json = Object.values(row)[0]
    const parsed = typeof json === 'string' ? JSON.parse(json) : json
    return (parsed as { 'Planning Time': number; 'Execution Time': number }[])[0]!
  }
  /**
   * CPU milliseconds the PostgreSQL backends of this database used so far (from /proc: the server runs on this
   * machine), so that a busy machine's waiting is not counted as the database's work. PGlite runs in this process.
   */
  const databaseCpu = async () => {
    if (!postgres) return 0
    const { rows } = await sql<{
      pid: number
    }>`select pid from pg_stat_activity where datname = current_database()`.execute(database.db)
    const ticks = 1000 / 100
    let ms = 0
    for (const { pid } of rows) {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
        ms += (Number(fields[11]) + Number(fields[12])) * ticks
      } catch {
        // a backend that ended meanwhile
      }
    }
    return ms
  }
  const base = await app.listen({ port: Number(process.env.BENCH_PORT) || 0, host: '127.0.0.1' })
  const rows: Record<string, unknown>[] = []
  const measure = async (role: DayRole | 'anonymous', call: string, headers: Record<string, string>) => {
    for (let i = 0; i < 3; i++) await wireBytes(`${base}/api/${call}`, headers)
    const seen: Phases[] = []
    let wire = 0
    const cpuBefore = process.cpuUsage()
    const dbBefore = await databaseCpu()
    for (let i = 0; i < serial; i++) {
      wire = await wireBytes(`${base}/api/${call}`, headers)
      if (last) seen.push(last)
    }
    const cpu = process.cpuUsage(cpuBefore)
    const dbCpu = (await databaseCpu()) - dbBefore
    const of = (key: keyof Phases) => median(seen.map((phases) => phases[key]))
    const answer = payload
    const check = schema as z.ZodType | null
    const encoded = check ? z.safeEncode(check, answer) : null
    rows.push({
      role,
      call: call.length > 60 ? `${call.slice(0, 57)}...` : call,
      'total ms': of('total'),
      'cpu ms': Math.round(((cpu.user + cpu.system) / 1000 / serial) * 10) / 10,
      'db cpu ms': postgres ? Math.round((dbCpu / serial) * 10) / 10 : null,
      'token ms': of('auth'),
      'route ms': of('route'),
      'sql ms': of('sql'),
      SQL: of('statements'),
      'send ms': of('send'),
      'zod ms': check ? microBench(() => z.safeEncode(check, answer)) : null,
      'stringify ms': microBench(() => JSON.stringify(encoded?.data ?? answer)),
      'JSON B': JSON.stringify(encoded?.data ?? answer).length,
      'wire B': wire,
    })
    // BENCH_DAY_STATEMENTS=1: each statement of the last request explained (planning and execution time)
    if (process.env.BENCH_DAY_STATEMENTS === '1') {
      const statements = [...caught]
      let planning = 0
      let execution = 0
      for (const { text, values, ms } of statements) {
        const shown = text.replace(/\s+/g, ' ').slice(0, 140)
        if (!/^\s*(select|with)\b/i.test(text)) {
          console.log(`    ${ms.toFixed(1)} ms ${shown}`)
          continue
        }
        const plan = await explain(`explain (analyze, format json) ${text}`, values)
        planning += plan['Planning Time']
        execution += plan['Execution Time']
        console.log(
          `    ${ms.toFixed(1)} ms: planning ${plan['Planning Time'].toFixed(1)}, execution ${plan['Execution Time'].toFixed(1)} ms: ${shown}`,
        )
      }
      Object.assign(rows.at(-1)!, {
        'plan ms': Math.round(planning * 10) / 10,
        'exec ms': Math.round(execution * 10) / 10,
      })
    }
    console.log(JSON.stringify(rows.at(-1)))
  }
  try {
    // the anonymous first page of the search, measured the same way: the baseline of the same run
    await measure('anonymous', 'v1/cargos?limit=20&offset=0&sort=-created_at', {
      'accept-language': 'ru',
      'accept-encoding': 'br',
    })
    for (const { role, headers, calls } of await dayCallers(base, only))
      for (const call of calls) await measure(role, call, headers)
  } finally {
    await app.close()
    await database.close().catch(() => {})
  }
  console.table(rows)
  return rows
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = process.argv[2]
  if (!target) throw new Error('usage: day-phases.ts PGLITE_FOLDER|POSTGRES_URL [URL PART …]')
  const only = process.argv.slice(3)
  await dayPhases(target, Number(process.env.BENCH_DAY_SERIAL) || 20, only.length > 0 ? only : undefined)
}
