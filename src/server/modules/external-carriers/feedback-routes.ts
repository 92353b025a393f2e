/** Feedback about carriers, the keeper's own. */
import type { FastifyInstance } from 'fastify'
import { createFeedback, listFeedback, suggestFeedbackCompany } from '../../../core/contract/external-carriers'
import type { AppContext } from '../../http/context'
import { invalidField } from '../../http/errors'
import { route } from '../../http/route'
import { keeperOf, visibleCarrier } from './access'
import * as feedback from './feedback-repository'

export function registerFeedbackRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, createFeedback, async ({ me, body }) => {
    const keeper = keeperOf(me)
    await visibleCarrier(db, keeper, body.company_id).catch(() => {
      throw invalidField('company_id', 'external_company_invalid')
    })
    const row = await feedback.insertFeedback(db, keeper, me.id, body)
    return { data: feedback.toFeedback({ ...row, user_name: me.name }) }
  })

  route(app, listFeedback, async ({ me, query }) => {
    const keeper = keeperOf(me)
    await visibleCarrier(db, keeper, query.filter.company_id)
    const { rows, size } = await feedback.listFeedback(db, keeper, query.filter.company_id, query)
    return { data: rows, meta: { size } }
  })

  route(app, suggestFeedbackCompany, async ({ me, query }) => {
    const rows = await feedback.suggestCarriers(db, keeperOf(me), query.query)
    return { data: rows, meta: { size: rows.length } }
  })
}
