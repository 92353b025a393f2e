/**
 * Opens the exchange's database: embedded PGlite (a folder, or memory for tests) or PostgreSQL by URL.
 * Both get the same extensions and the same migrations, so every query reads the same on both.
 */
import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { cube } from '@electric-sql/pglite/contrib/cube'
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { attachChangeFeed, ChangeFeed, changePlugin, listenPglite, listenPostgres } from './change-feed'
import { PGliteDialect } from './pglite-dialect'
import type { DB } from './schema'
import { countPlugin } from './statement-count'

// int8 (counts, sums) as numbers; every id in the schema is a 32-bit integer.
pg.types.setTypeParser(20, (value) => Number(value))
// numeric as numbers (prices are integers in minor units; numeric only appears in computed figures).
pg.types.setTypeParser(1700, (value) => Number(value))

export type DatabaseKind = 'pglite' | 'postgres'

export interface Database {
  db: Kysely<DB>
  kind: DatabaseKind
  /** The PGlite instance itself (PGlite only): the test templates dump its data directory. */
  client?: PGlite
  /** What this instance hears of writes (its own and other instances'): the caches forget on it. */
  changes?: ChangeFeed
  close(): Promise<void>
}

export type DatabaseOptions =
  /** `loadDataDir`: start from a dumped data directory (tests clone a migrated, seeded template this way). */
  { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob } | { kind: 'postgres'; url: string; max?: number }

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.max ?? 10 })
    // An idle pooled connection that the server ends (restart, failover, a dropped test database) emits 'error' on
    // the pool; unhandled, it would crash the process. The pool replaces the connection on the next query.
    pool.on('error', (error) => console.error(`database: an idle connection failed: ${error.message}`))
    const changes = new ChangeFeed()
    const db = new Kysely<DB>({
      dialect: new PostgresDialect({ pool }),
      plugins: [changePlugin(changes), countPlugin()],
    })
    attachChangeFeed(db, changes)
    const stopListening = await listenPostgres(options.url, changes)
    return {
      db,
      kind: 'postgres',
      changes,
      close: async () => {
        await stopListening()
        await db.destroy()
      },
    }
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  // PGlite stays on 0.4.x (PostgreSQL 17). On 0.5.x (PostgreSQL 18), pg_trgm compares trigrams through a function
  // pointer kept in the extension's static data; in PGlite that call sometimes traps ("null function or function
  // signature mismatch"), the backend exits inside the query and PGlite's protocol loop then spins at full CPU for
  // ever (electric-sql/pglite#1058): the first place search froze the server. Seen about once in eight starts
  // under load, on disk and in memory; never in the same stress runs on 0.4.6.
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { cube, earthdistance, pg_trgm, btree_gist },
    parsers: { 20: (value: string) => Number(value), 1700: (value: string) => Number(value) },
  })
  const changes = new ChangeFeed()
  const db = new Kysely<DB>({
    dialect: new PGliteDialect(client),
    plugins: [changePlugin(changes), countPlugin()],
  })
  attachChangeFeed(db, changes)
  const stopListening = await listenPglite(client, changes)
  return {
    db,
    kind: 'pglite',
    client,
    changes,
    close: async () => {
      if (!client.closed) await stopListening()
      await db.destroy()
    },
  }
}
