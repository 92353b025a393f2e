import { type Kysely, sql } from 'kysely'
import type { DB } from './schema'

/** Runs `work` in one transaction holding an advisory lock, so that instances starting together seed once. */
export async function withStartupLock<T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(7061736)`.execute(trx)
    return work(trx)
  })
}
