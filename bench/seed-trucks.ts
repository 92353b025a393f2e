/**
 * Prepares a database for the truck-search benchmark: migrations, reference and demo data, then TRUCKS trucks half
 * registered (petrov@'s fleet, 4 calendar tasks each, free windows among them) and half external (the north
 * shipper's database, one planned route each). Usage: seed-trucks.ts TRUCKS (PGlite in FX_DATA_DIR/pglite, or
 * DATABASE_URL). Prints the counts and the seconds it took.
 */
import { join } from 'node:path'
import { sql } from 'kysely'
import { configFromEnv } from '../src/server/config'
import { openDatabase } from '../src/server/db/database'
import { migrate } from '../src/server/db/migrate'
import { seedDemo } from '../src/server/seed/demo'
import { seedManyTransports } from '../src/server/seed/demo/fleet'
import { seedManyExternalTrucks } from '../src/server/seed/demo/trucks'
import { seedReference } from '../src/server/seed/reference'

const trucks = Number(process.argv[2] ?? 100_000)
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
const companyOf = async (email: string) =>
  (await database.db.selectFrom('users').select('company_id').where('email', '=', email).executeTakeFirstOrThrow())
    .company_id as number
await seedManyTransports(database.db, await companyOf('petrov@example.com'), Math.floor(trucks / 2), 4)
await seedManyExternalTrucks(database.db, await companyOf('shipper@example.com'), Math.ceil(trucks / 2))
await sql`analyze`.execute(database.db)
const count = async (table: 'transports' | 'transport_tasks' | 'external_transports' | 'external_routes') =>
  Number(
    (
      await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )
const result = {
  transports: await count('transports'),
  tasks: await count('transport_tasks'),
  external: await count('external_transports'),
  routes: await count('external_routes'),
  seconds: Math.round((performance.now() - started) / 100) / 10,
}
await database.close()
console.log(JSON.stringify(result))
