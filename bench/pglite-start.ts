/** Prints, as JSON, how long PGlite takes to open, migrate and seed a fresh store and to reopen it, and its memory. */
import { join } from 'node:path'
import { openDatabase } from '../src/server/db/database'
import { migrate } from '../src/server/db/migrate'
import { seedDemo } from '../src/server/seed/demo'
import { seedReference } from '../src/server/seed/reference'

const dir = process.argv[2]
if (!dir) throw new Error('usage: pglite-start.ts DIR')
const dataDir = join(dir, 'pglite')
const rssBefore = process.memoryUsage().rss

let t = performance.now()
let database = await openDatabase({ kind: 'pglite', dataDir })
const openFresh = performance.now() - t
t = performance.now()
await migrate(database.db)
const migrateMs = performance.now() - t
t = performance.now()
await seedReference(database.db)
await seedDemo(database.db)
const seedMs = performance.now() - t
await database.close()

t = performance.now()
database = await openDatabase({ kind: 'pglite', dataDir })
await migrate(database.db)
await database.db.selectFrom('users').select('id').limit(1).execute()
const reopenMs = performance.now() - t
const rss = process.memoryUsage().rss
await database.close()

console.log(
  JSON.stringify({
    openFreshMs: Math.round(openFresh),
    migrateMs: Math.round(migrateMs),
    seedMs: Math.round(seedMs),
    reopenMs: Math.round(reopenMs),
    rssMB: Math.round(rss / 2 ** 20),
    rssGrowthMB: Math.round((rss - rssBefore) / 2 ** 20),
  }),
)
