/** Comments on external trucks and feedback about carriers, both the keeper's own. */
import type { FastifyInstance } from 'fastify'
import {
  createExternalComment,
  createFeedback,
  listExternalComments,
  listFeedback,
  suggestFeedbackCompany,
} from '../../../core/contract/external-carriers'
import type { AppContext } from '../../http/context'
import { invalidField } from '../../http/errors'
import { route } from '../../http/route'
import { checkOwnTransport, keeperOf, ownExternalTransport, visibleCarrier } from './access'
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

  route(app, createFeedback, async ({ me, body }) => {
    const keeper = keeperOf(me)
    await visibleCarrier(db, keeper, body.company_id).catch(() => {
      throw invalidField('company_id', 'external_company_invalid')
    })
    const row = await notes.insertFeedback(db, keeper, me.id, body)
    return { data: notes.toFeedback({ ...row, user_name: me.name }) }
  })

  route(app, listFeedback, async ({ me, query }) => {
    const keeper = keeperOf(me)
    await visibleCarrier(db, keeper, query.filter.company_id)
    const { rows, size } = await notes.listFeedback(db, keeper, query.filter.company_id, query)
    return { data: rows, meta: { size } }
  })

  route(app, suggestFeedbackCompany, async ({ me, query }) => {
    const rows = await notes.suggestCarriers(db, keeperOf(me), query.query)
    return { data: rows, meta: { size: rows.length } }
  })
}
