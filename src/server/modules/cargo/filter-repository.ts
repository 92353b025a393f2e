/** Saved filter tabs: each user's own, sorted by id; another user's tab reads as missing (undefined, false). */
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { CargoFilterValue } from '../../../core/contract/cargo'
import type { DB } from '../../db/schema'

type FilterValue = z.output<typeof CargoFilterValue>

export function listSavedFilters(db: Kysely<DB>, userId: number) {
  return db.selectFrom('cargo_filters').selectAll().where('user_id', '=', userId).orderBy('id').execute()
}

export function insertSavedFilter(db: Kysely<DB>, userId: number, name: string, filter: FilterValue) {
  return db
    .insertInto('cargo_filters')
    .values({ user_id: userId, name, filter: JSON.stringify(filter) })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export function updateSavedFilter(
  db: Kysely<DB>,
  userId: number,
  id: number,
  changes: { name?: string | undefined; filter?: FilterValue | undefined },
) {
  return db
    .updateTable('cargo_filters')
    .set({
      ...(changes.name === undefined ? {} : { name: changes.name }),
      ...(changes.filter === undefined ? {} : { filter: JSON.stringify(changes.filter) }),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst()
}

/** Whether the user's tab was there to delete. */
export async function deleteSavedFilter(db: Kysely<DB>, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('cargo_filters')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}
