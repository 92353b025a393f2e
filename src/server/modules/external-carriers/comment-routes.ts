/** Comments on external trucks, the keeper's own. */
import type { FastifyInstance } from 'fastify'
import { createExternalComment, listExternalComments } from '../../../core/contract/external-carriers'
import type { AppContext } from '../../http/context'
import { route } from '../../http/route'
import { checkOwnTransport, keeperOf, ownExternalTransport } from './access'
import * as notes from './comment-repository'

export function registerCommentRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, listExternalComments, async ({ me, query }) => {
    const keeper = keeperOf(me)
    await ownExternalTransport(db, keeper, query.filter.transport_id)
    const { rows, size } = await notes.listComments(db, keeper, query.filter.transport_id, query)
    return { data: rows, meta: { size } }
  })

  route(app, createExternalComment, async ({ me, body }) => {
    const keeper = keeperOf(me)
    await checkOwnTransport(db, keeper, body.transport_id)
    const row = await notes.insertComment(db, keeper, me.id, body.transport_id, body.content)
    return { data: notes.toComment({ ...row, user_name: me.name }) }
  })
}
