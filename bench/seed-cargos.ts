/**
 * Prepares a database for the search benchmark: migrations, reference and demo data, then `count` more cargos.
 * Usage: seed-cargos.ts COUNT (PGlite in FX_DATA_DIR/pglite, or DATABASE_URL). Prints the seconds it took.
 */
import { join } from 'node:path'
import { sql } from 'kysely'
import { configFromEnv } from '../src/server/config'
import { openDatabase } from '../src/server/db/database'
import { migrate } from '../src/server/db/migrate'
import { seedDemo } from '../src/server/seed/demo'
import { seedManyCargos } from '../src/server/seed/demo/cargos'
import { seedReference } from '../src/server/seed/reference'

const count = Number(process.argv[2] ?? 100_000)
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
await seedManyCargos(database.db, count, 20261121)
await sql`analyze`.execute(database.db)
await database.close()
console.log(JSON.stringify({ seconds: Math.round((performance.now() - started) / 100) / 10 }))
