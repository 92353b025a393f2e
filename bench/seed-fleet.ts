/**
 * Prepares a database for the calendar benchmark: migrations, reference and demo data, then TRUCKS trucks with
 * TASKS tasks each for the company of petrov@example.com (a demo carrier). Usage: seed-fleet.ts TRUCKS TASKS
 * (PGlite in FX_DATA_DIR/pglite, or DATABASE_URL). Prints the company's trucks and tasks and the seconds it took.
 */
import { join } from 'node:path'
import { sql } from 'kysely'
import { configFromEnv } from '../src/server/config'
import { openDatabase } from '../src/server/db/database'
import { migrate } from '../src/server/db/migrate'
import { seedDemo } from '../src/server/seed/demo'
import { seedManyTransports } from '../src/server/seed/demo/transport'
import { seedReference } from '../src/server/seed/reference'

const BENCH_FLEET_LOGIN = 'petrov@example.com'

const trucks = Number(process.argv[2] ?? 500)
const tasks = Number(process.argv[3] ?? 10)
const config = configFromEnv()
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') },
)
const started = performance.now()
await migrate(database.db)
await seedReference(database.db)
await seedDemo(database.db)
const owner = await database.db
  .selectFrom('users')
  .select('company_id')
  .where('email', '=', BENCH_FLEET_LOGIN)
  .executeTakeFirstOrThrow()
const companyId = owner.company_id as number
await seedManyTransports(database.db, companyId, trucks, tasks)
await sql`analyze`.execute(database.db)
const count = async (table: 'transports' | 'transport_tasks') =>
  Number(
    (
      await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('company_id', '=', companyId)
        .executeTakeFirstOrThrow()
    ).n,
  )
const result = {
  trucks: await count('transports'),
  tasks: await count('transport_tasks'),
  seconds: Math.round((performance.now() - started) / 100) / 10,
}
await database.close()
console.log(JSON.stringify(result))
