/**
 * A body's reference to the shared reference data (a dictionary item, a place), checked once for every area that
 * takes one: an id that names nothing of its kind is a 422 on the field that sent it.
 */
import type { Kysely, Transaction } from 'kysely'
import type { DB } from '../../db/schema'
import { invalidField } from '../../http/errors'

type Db = Kysely<DB> | Transaction<DB>

/** Every id (absent ones left out) names an item of the dictionary `kind`, or a 422 `unknown_item` on `field`. */
export async function checkDictionary(
  db: Db,
  kind: 'truck_types' | 'load_types' | 'vehicles',
  ids: readonly (number | null | undefined)[],
  field: string,
): Promise<void> {
  const unique = [...new Set(ids.filter((id): id is number => typeof id === 'number'))]
  if (unique.length === 0) return
  const rows = await db
    .selectFrom('dictionary_items')
    .select('id')
    .where('kind', '=', kind)
    .where('id', 'in', unique)
    .execute()
  if (rows.length !== unique.length) throw invalidField(field, 'unknown_item')
}

/** The id (when given) names a place, or a 422 `place_unknown` on `field`. */
export async function checkPlace(db: Db, id: number | null | undefined, field = 'place_id'): Promise<void> {
  if (id === null || id === undefined) return
  const row = await db.selectFrom('places').select('id').where('id', '=', id).executeTakeFirst()
  if (!row) throw invalidField(field, 'place_unknown')
}
