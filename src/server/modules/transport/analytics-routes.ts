/** `GET v2/transports/analytics`: how each truck of the caller's company was used over a period (analytics-repository). */
import type { FastifyInstance } from 'fastify'
import { transportAnalytics } from '../../../core/contract/transport'
import type { AppContext } from '../../http/context'
import { route } from '../../http/route'
import { callerAnswers } from '../caller-answers'
import { companyOf } from './access'
import { analytics } from './analytics-repository'

export function registerAnalyticsRoutes(app: FastifyInstance, { db }: AppContext) {
  const remembered = callerAnswers(db, transportAnalytics)
  route(app, transportAnalytics, (ctx) =>
    remembered(ctx, async () => ({ data: await analytics(db, companyOf(ctx.me), ctx.query.from, ctx.query.to) })),
  )
}
