/** The order's security check before loading: sent by either party, decided by the security service. */
import type { FastifyInstance } from 'fastify'
import { decideOrderCheck, listOrderChecks, sendOrderToSecurity } from '../../../core/contract/orders'
import type { AppContext } from '../../http/context'
import { route } from '../../http/route'
import { requirePlatform } from '../responses/access'
import { toOrderSummary } from './answers'
import { noticeOrder } from './notices'
import { decideSecurity, listOrderRows, sendToSecurity } from './order-repository'
import { withOrder } from './order-service'

export function registerSecurityRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, sendOrderToSecurity, ({ params, me, lang }) =>
    withOrder(db, params.id, me, lang, async (trx, order, side) => {
      await sendToSecurity(trx, order, side, me.id, lang)
      await noticeOrder(trx, order.id, 'security', 'security')
      if (side === 'carrier') await noticeOrder(trx, order.id, 'shipper', 'security')
    }),
  )

  route(app, listOrderChecks, async ({ query, me, lang }) => {
    await requirePlatform(db, me)
    const { rows, size } = await listOrderRows(db, { side: 'security' }, {}, { ...query, sort: 'id' })
    return { data: rows.map((row) => toOrderSummary(row, lang)), meta: { size } }
  })

  route(app, decideOrderCheck, async ({ params, body, me, lang }) => {
    await requirePlatform(db, me)
    return withOrder(
      db,
      params.id,
      me,
      lang,
      async (trx, order) => {
        const approve = params.action === 'approve'
        await decideSecurity(trx, order, approve, body.comment, me.id, lang)
        const key = approve ? 'security_approved' : 'security_rejected'
        await noticeOrder(trx, order.id, 'carrier', key, { reason: body.comment ?? null })
        await noticeOrder(trx, order.id, 'shipper', key, { reason: body.comment ?? null })
      },
      'security',
    )
  })
}
