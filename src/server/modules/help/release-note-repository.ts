/** Release notes' SQL: the published notes with the user's read marks, and marking them read. */
import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import type { DB } from '../../db/schema'

export async function notesOf(
  db: Kysely<DB>,
  userId: number,
  { unread, limit, offset }: { unread?: boolean; limit: number; offset: number },
) {
  let base = db
    .selectFrom('release_notes as n')
    .leftJoin('release_note_reads as r', (join) => join.onRef('r.note_id', '=', 'n.id').on('r.user_id', '=', userId))
    .where('n.published_at', '<=', sql<Date>`now()`)
  if (unread === true) base = base.where('r.note_id', 'is', null)
  if (unread === false) base = base.where('r.note_id', 'is not', null)
  const [rows, count] = await Promise.all([
    base
      .select([
        'n.id',
        'n.version',
        'n.title_ru',
        'n.title_en',
        'n.body_ru',
        'n.body_en',
        'n.published_at',
        'r.read_at',
      ])
      .orderBy('n.published_at', 'desc')
      .orderBy('n.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('size')).executeTakeFirstOrThrow(),
  ])
  return { rows, size: Number(count.size) }
}

/** Marks the given published notes (or all of them) read; answers how many turned read and how many are left. */
export async function markNotesRead(db: Kysely<DB>, userId: number, ids: number[] | 'all') {
  return db.transaction().execute(async (trx) => {
    let published = trx
      .selectFrom('release_notes')
      .select([sql<number>`${userId}::int`.as('user_id'), 'id as note_id'])
      .where('published_at', '<=', sql<Date>`now()`)
    if (ids !== 'all') published = published.where('id', 'in', ids)
    const inserted = await trx
      .insertInto('release_note_reads')
      .columns(['user_id', 'note_id'])
      .expression(published)
      .onConflict((oc) => oc.columns(['user_id', 'note_id']).doNothing())
      .executeTakeFirst()
    const left = await trx
      .selectFrom('release_notes as n')
      .leftJoin('release_note_reads as r', (join) => join.onRef('r.note_id', '=', 'n.id').on('r.user_id', '=', userId))
      .where('n.published_at', '<=', sql<Date>`now()`)
      .where('r.note_id', 'is', null)
      .select((eb) => eb.fn.countAll<string>().as('size'))
      .executeTakeFirstOrThrow()
    return { updated: Number(inserted.numInsertedOrUpdatedRows ?? 0), unread: Number(left.size) }
  })
}
