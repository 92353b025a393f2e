/**
 * EXPLAIN ANALYZE of the five typical truck searches (bench/trucks.ts) on a seeded PostgreSQL database: every
 * statement the search runs, with its plan, time and buffers. Usage (a database kept by the bench):
 *   BENCH_PG_DATABASE_URL=postgres://.../fx_bench_trucks_... npx tsx bench/explain-trucks.ts [search name part]
 */
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { DB } from '../src/server/db/schema'
import { searchTrucks } from '../src/server/modules/trucks/search-repository'
import { typicalTruckSearches } from './trucks'

const url = process.env.BENCH_PG_DATABASE_URL
if (!url) throw new Error('BENCH_PG_DATABASE_URL: a seeded database')
const pool = new pg.Pool({ connectionString: url, max: 2 })
const statements: { sql: string; parameters: readonly unknown[] }[] = []
const db = new Kysely<DB>({
  dialect: new PostgresDialect({ pool }),
  log: (event) => {
    if (event.level === 'query') statements.push({ sql: event.query.sql, parameters: event.query.parameters })
  },
})
const keeper = (
  await db.selectFrom('users').select('company_id').where('email', '=', 'shipper@example.com').executeTakeFirstOrThrow()
).company_id as number
const only = process.argv[2]
for (const [name, query] of Object.entries(typicalTruckSearches)) {
  if (only && !name.includes(only)) continue
  const params = new URLSearchParams(query)
  const filter: Record<string, unknown> = {}
  let sort: 'distance' | 'date' = 'distance'
  for (const [key, value] of params) {
    const field = /^filter\[(.+)\]$/.exec(key)?.[1]
    if (field === 'truck_types') filter[field] = value.split(',').map(Number)
    else if (field?.endsWith('_id') || field?.endsWith('radius') || field === 'weight') filter[field] = Number(value)
    else if (field) filter[field] = value
    else if (key === 'sort') sort = value as 'date'
  }
  statements.length = 0
  const started = performance.now()
  const found = await searchTrucks(db, keeper, 'ru', { filter: filter as never, sort, limit: 20, offset: 0 })
  console.log(`\n##### ${name}: ${found.size} found, ${Math.round(performance.now() - started)} ms`)
  const client = await pool.connect()
  try {
    await client.query('set jit = off')
    for (const statement of statements) {
      if (!/^\s*select/i.test(statement.sql)) continue
      const plan = await client.query(`explain (analyze, buffers) ${statement.sql}`, [...statement.parameters])
      console.log(`\n-- ${statement.sql.replace(/\s+/g, ' ').slice(0, 160)}`)
      console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'))
    }
  } finally {
    client.release()
  }
}
await db.destroy()
