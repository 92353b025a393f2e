/** Comments on a truck offered for a cargo: the shipper company's own notes, newest first. */
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { notFound } from '../../http/errors'

/** 404 unless the truck exists. */
export async function requireTransport(db: Kysely<DB>, id: number): Promise<void> {
  const truck = await db.selectFrom('transports').select('id').where('id', '=', id).executeTakeFirst()
  if (!truck) throw notFound()
}

export function commentRows(db: Kysely<DB>) {
  return db
    .selectFrom('cargo_truck_comments as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.id', 'm.cargo_id', 'm.transport_id', 'm.content', 'm.created_at', 'm.user_id', 'u.name as user_name'])
}

export type CommentRow = Awaited<ReturnType<ReturnType<typeof commentRows>['executeTakeFirstOrThrow']>>

/** A page of the comments on a truck for a cargo, and how many there are. */
export async function listComments(
  db: Kysely<DB>,
  cargoId: number,
  transportId: number,
  page: { limit: number; offset: number },
) {
  const [rows, counted] = await Promise.all([
    commentRows(db)
      .where('m.cargo_id', '=', cargoId)
      .where('m.transport_id', '=', transportId)
      .orderBy('m.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('cargo_truck_comments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('cargo_id', '=', cargoId)
      .where('transport_id', '=', transportId)
      .executeTakeFirstOrThrow(),
  ])
  return { rows, size: Number(counted.n) }
}

export async function insertComment(
  db: Kysely<DB>,
  comment: { cargo_id: number; transport_id: number; user_id: number; content: string },
): Promise<CommentRow> {
  const { id } = await db.insertInto('cargo_truck_comments').values(comment).returning('id').executeTakeFirstOrThrow()
  return commentRows(db).where('m.id', '=', id).executeTakeFirstOrThrow()
}

/** Whether the comment was there to delete. */
export async function deleteComment(db: Kysely<DB>, cargoId: number, transportId: number, id: number) {
  const deleted = await db
    .deleteFrom('cargo_truck_comments')
    .where('id', '=', id)
    .where('cargo_id', '=', cargoId)
    .where('transport_id', '=', transportId)
    .executeTakeFirst()
  return Number(deleted.numDeletedRows) > 0
}
