/** Loads the places (cities, Russian regions, countries) into an empty `places` table. */
import { type Kysely, sql } from 'kysely'
import type { DB } from '../../db/schema'
import { batches } from './batches'
import { buildPlaceRows } from './place-rows'

export async function seedPlaces(db: Kysely<DB>): Promise<void> {
  const existing = await db.selectFrom('places').select('id').limit(1).executeTakeFirst()
  if (existing) return
  const rows = buildPlaceRows()
  const load = async (trx: Kysely<DB>) => {
    for (const batch of batches(rows)) await trx.insertInto('places').values(batch).execute()
    // Ids were given explicitly; later inserts continue after them.
    await sql`select setval(pg_get_serial_sequence('places', 'id'), (select max(id) from places))`.execute(trx)
  }
  // At start the seeds already run inside one transaction (see db/lock.ts); alone, this makes its own.
  await (db.isTransaction ? load(db) : db.transaction().execute(load))
}
