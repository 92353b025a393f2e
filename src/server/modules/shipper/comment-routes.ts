/**
 * Comments on a truck offered for a cargo (spec 3 Comment: transport_id, content): the shipper company's own notes,
 * on its own cargos only. The truck must exist (`transports`); any user of the company may delete a comment.
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { createTruckComment, deleteTruckComment, listTruckComments } from '../../../core/contract/shipper'
import type { DB } from '../../db/schema'
import type { AppContext } from '../../http/context'
import { notFound } from '../../http/errors'
import { route } from '../../http/route'
import { ownCargo } from './access'

async function requireTransport(db: Kysely<DB>, id: number): Promise<void> {
  const truck = await db.selectFrom('transports').select('id').where('id', '=', id).executeTakeFirst()
  if (!truck) throw notFound()
}

function comments(db: Kysely<DB>) {
  return db
    .selectFrom('cargo_truck_comments as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.id', 'm.cargo_id', 'm.transport_id', 'm.content', 'm.created_at', 'm.user_id', 'u.name as user_name'])
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof comments>['executeTakeFirstOrThrow']>>

const toComment = (row: CommentRow) => ({
  id: row.id,
  cargo_id: row.cargo_id,
  transport_id: row.transport_id,
  content: row.content,
  user: row.user_id !== null && row.user_name !== null ? { id: row.user_id, name: row.user_name } : null,
  created_at: new Date(row.created_at).toISOString(),
})

export function registerCommentRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, listTruckComments, async ({ params, query, me }) => {
    const cargo = await ownCargo(db, me, params.id)
    await requireTransport(db, params.tid)
    const where = { cargo: cargo.id, truck: params.tid }
    const [rows, counted] = await Promise.all([
      comments(db)
        .where('m.cargo_id', '=', where.cargo)
        .where('m.transport_id', '=', where.truck)
        .orderBy('m.id', 'desc')
        .limit(query.limit)
        .offset(query.offset)
        .execute(),
      db
        .selectFrom('cargo_truck_comments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('cargo_id', '=', where.cargo)
        .where('transport_id', '=', where.truck)
        .executeTakeFirstOrThrow(),
    ])
    return { data: rows.map(toComment), meta: { size: Number(counted.n) } }
  })

  route(app, createTruckComment, async ({ params, body, me }) => {
    const cargo = await ownCargo(db, me, params.id)
    await requireTransport(db, params.tid)
    const { id } = await db
      .insertInto('cargo_truck_comments')
      .values({ cargo_id: cargo.id, transport_id: params.tid, user_id: me.id, content: body.content })
      .returning('id')
      .executeTakeFirstOrThrow()
    const row = await comments(db).where('m.id', '=', id).executeTakeFirstOrThrow()
    return { data: toComment(row) }
  })

  route(app, deleteTruckComment, async ({ params, me }) => {
    const cargo = await ownCargo(db, me, params.id)
    const deleted = await db
      .deleteFrom('cargo_truck_comments')
      .where('id', '=', params.cid)
      .where('cargo_id', '=', cargo.id)
      .where('transport_id', '=', params.tid)
      .executeTakeFirst()
    if (Number(deleted.numDeletedRows) === 0) throw notFound()
    return { data: { ok: true as const } }
  })
}
