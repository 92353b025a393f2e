/**
 * Comments on a truck offered for a cargo (spec 3 Comment: transport_id, content): the shipper company's own notes,
 * on its own cargos only. The truck must exist (`transports`); any user of the company may delete a comment.
 */
import type { FastifyInstance } from 'fastify'
import { createTruckComment, deleteTruckComment, listTruckComments } from '../../../core/contract/shipper'
import type { AppContext } from '../../http/context'
import { notFound } from '../../http/errors'
import { route } from '../../http/route'
import { ownCargo } from './access'
import { toComment } from './answers'
import { deleteComment, insertComment, listComments, requireTransport } from './comment-repository'

export function registerCommentRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, listTruckComments, async ({ params, query, me }) => {
    const cargo = await ownCargo(db, me, params.id)
    await requireTransport(db, params.tid)
    const { rows, size } = await listComments(db, cargo.id, params.tid, query)
    return { data: rows.map(toComment), meta: { size } }
  })

  route(app, createTruckComment, async ({ params, body, me }) => {
    const cargo = await ownCargo(db, me, params.id)
    await requireTransport(db, params.tid)
    const row = await insertComment(db, {
      cargo_id: cargo.id,
      transport_id: params.tid,
      user_id: me.id,
      content: body.content,
    })
    return { data: toComment(row) }
  })

  route(app, deleteTruckComment, async ({ params, me }) => {
    const cargo = await ownCargo(db, me, params.id)
    if (!(await deleteComment(db, cargo.id, params.tid, params.cid))) throw notFound()
    return { data: { ok: true as const } }
  })
}
