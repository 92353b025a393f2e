/**
 * Every statement the working day's calls run, explained on PostgreSQL (`npx tsx bench/day-explain.ts URL`, or the
 * day bench with `BENCH_DAY_SIZE=large`): the app runs in this process without remembered answers, each recorded
 * GET call of each role is made once while the statements it sends are caught at the driver, then each SELECT is
 * run again under `EXPLAIN (ANALYZE, BUFFERS)`. Per call: its latency at one connection (p50/p95 of `serial`
 * requests in a row over HTTP), and per statement the execution time, the indexes it read and any sequential scan
 * of more than 1,000 rows (what a missing index looks like).
 */
import pg from 'pg'
import { dayCallers } from './lib/day-callers'
import { nearestRank } from './lib/latencies'
import type { DayRole } from './record-day'

interface Caught {
  text: string
  values: unknown[]
}

let catching: Caught[] | null = null
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [text, values] = args
  if (catching && typeof text === 'string') catching.push({ text, values: (values as unknown[]) ?? [] })
  return query.apply(this, args)
} as typeof pg.Client.prototype.query

interface PlanNode {
  'Node Type': string
  'Relation Name'?: string
  'Index Name'?: string
  'Actual Rows'?: number
  'Actual Loops'?: number
  Plans?: PlanNode[]
}

function walk(node: PlanNode, visit: (node: PlanNode) => void): void {
  visit(node)
  for (const child of node.Plans ?? []) walk(child, visit)
}

export interface ExplainedStatement {
  ms: number
  indexes: string[]
  seqScans: string[]
  sql: string
}

export interface ExplainedCall {
  role: DayRole
  call: string
  status: number
  p50: number
  p95: number
  statements: ExplainedStatement[]
}

/** `only`: the calls whose URL holds one of these parts (all when not given). */
export async function explainDay(url: string, serial = 20, only?: string[]): Promise<ExplainedCall[]> {
  process.env.FX_CALLER_ANSWERS = '0'
  process.env.FX_RATE_LIMIT = '0'
  const { configFromEnv } = await import('../src/server/config')
  const { openDatabase } = await import('../src/server/db/database')
  const { buildApp } = await import('../src/server/app')
  const config = { ...configFromEnv({ ...process.env, DATABASE_URL: url }), seed: false }
  const database = await openDatabase({ kind: 'postgres', url, max: 2 })
  const app = await buildApp({ config, database })
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  const explainer = new pg.Client({ connectionString: url })
  await explainer.connect()
  const results: ExplainedCall[] = []
  try {
    for (const { role, headers, calls } of await dayCallers(base, only)) {
      for (const call of calls) {
        await (await fetch(`${base}/api/${call}`, { headers })).arrayBuffer() // warm
        catching = []
        const probe = await fetch(`${base}/api/${call}`, { headers })
        await probe.arrayBuffer()
        const caught: Caught[] = catching
        catching = null
        const times: number[] = []
        for (let i = 0; i < serial; i++) {
          const sent = performance.now()
          await (await fetch(`${base}/api/${call}`, { headers })).arrayBuffer()
          times.push(performance.now() - sent)
        }
        times.sort((a, b) => a - b)
        const statements: ExplainedStatement[] = []
        for (const { text, values } of caught) {
          if (!/^\s*(select|with)\b/i.test(text)) continue
          const result = await explainer.query(`explain (analyze, buffers, format json) ${text}`, values)
          const plan = (result.rows[0] as { 'QUERY PLAN': { Plan: PlanNode; 'Execution Time': number }[] })[
            'QUERY PLAN'
          ][0]!
          const indexes = new Set<string>()
          const seqScans: string[] = []
          walk(plan.Plan, (node) => {
            if (node['Index Name']) indexes.add(node['Index Name'])
            const rows = (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1)
            if (node['Node Type'] === 'Seq Scan' && rows > 1000) seqScans.push(`${node['Relation Name']} (${rows})`)
          })
          if (process.env.BENCH_DAY_PLANS && plan['Execution Time'] >= 5) {
            // the whole plan of a slow statement, to read where its time goes
            const shown = await explainer.query(`explain (analyze, buffers) ${text}`, values)
            console.log(shown.rows.map((line: Record<string, string>) => line['QUERY PLAN']).join('\n'))
          }
          statements.push({
            ms: Math.round(plan['Execution Time'] * 10) / 10,
            indexes: [...indexes],
            seqScans,
            sql: text.replace(/\s+/g, ' ').slice(0, 160),
          })
        }
        const row: ExplainedCall = {
          role,
          call,
          status: probe.status,
          p50: Math.round(nearestRank(times, 50)),
          p95: Math.round(nearestRank(times, 95)),
          statements,
        }
        results.push(row)
        const slowest = Math.max(0, ...statements.map((s) => s.ms))
        console.log(
          `${role.padEnd(11)} p50 ${String(row.p50).padStart(4)} p95 ${String(row.p95).padStart(4)} ms, ` +
            `${statements.length} selects, slowest ${slowest} ms: ${call}`,
        )
        for (const s of statements)
          if (s.ms >= 5 || s.seqScans.length > 0)
            console.log(
              `    ${s.ms} ms [${s.indexes.join(', ')}]${s.seqScans.length ? ` SEQ ${s.seqScans.join(', ')}` : ''} ${s.sql}`,
            )
      }
    }
  } finally {
    await explainer.end()
    await app.close()
    await database.close().catch(() => {})
  }
  return results
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2] ?? process.env.DATABASE_URL
  if (!url) throw new Error('usage: day-explain.ts POSTGRES_URL [URL PART ...]')
  const only = process.argv.slice(3)
  await explainDay(url, Number(process.env.BENCH_DAY_SERIAL) || 20, only.length > 0 ? only : undefined)
}
