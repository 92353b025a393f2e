/** The orders' lists, the order page, its status steps, the document links and the contract PDF. */
import type { FastifyInstance } from 'fastify'
import {
  downloadContract,
  getOrder,
  listCarrierOrders,
  listShipperOrders,
  moveOrder,
  shipperOrder,
  shipperOrderDocumentLink,
} from '../../../core/contract/orders'
import type { AppContext } from '../../http/context'
import { HttpError, notFound } from '../../http/errors'
import { route } from '../../http/route'
import { callerAnswers } from '../caller-answers'
import { ownCompanyId } from '../companies/access'
import { findParties, sideOf } from './access'
import { orderAnswer, toOrderSummary } from './answers'
import { contractDocument, contractFacts } from './contract-document'
import { noticeOrder } from './notices'
import { checkScansApproved, listOrderRows, moveLockedOrder } from './order-repository'
import { withOrder } from './order-service'

/** Who is told of each step the generic status endpoint takes. */
const toldOf = {
  on_way: 'shipper',
  unloaded: 'shipper',
  documents_approved: 'carrier',
  closed: 'carrier',
  cancelled: 'carrier',
} as const

export function registerOrderRoutes(app: FastifyInstance, { db }: AppContext) {
  const shipperOrders = callerAnswers(db, listShipperOrders)
  route(app, listShipperOrders, (ctx) =>
    shipperOrders(ctx, async () => {
      const { query, me, lang } = ctx
      const owner = { side: 'shipper' as const, companyId: ownCompanyId(me) }
      const { rows, size } = await listOrderRows(db, owner, query.filter ?? {}, query)
      return { data: rows.map((row) => toOrderSummary(row, lang)), meta: { size } }
    }),
  )

  const carrierOrders = callerAnswers(db, listCarrierOrders)
  route(app, listCarrierOrders, (ctx) =>
    carrierOrders(ctx, async () => {
      const { query, me, lang } = ctx
      const owner = { side: 'carrier' as const, companyId: ownCompanyId(me) }
      const { rows, size } = await listOrderRows(db, owner, query.filter ?? {}, query)
      return { data: rows.map((row) => toOrderSummary(row, lang)), meta: { size } }
    }),
  )

  route(app, shipperOrder, async ({ params, me, lang }) => {
    const side = await sideOf(db, me, await findParties(db, params.id))
    if (side !== 'shipper') throw notFound()
    return { data: await orderAnswer(db, params.id, side, lang) }
  })

  route(app, getOrder, async ({ params, me, lang }) => {
    const side = await sideOf(db, me, await findParties(db, params.id))
    return { data: await orderAnswer(db, params.id, side, lang) }
  })

  route(app, shipperOrderDocumentLink, async ({ params, me, lang }) => {
    const side = await sideOf(db, me, await findParties(db, params.id))
    if (side !== 'shipper') throw notFound()
    return { data: { documents: (await orderAnswer(db, params.id, side, lang)).links } }
  })

  route(app, moveOrder, ({ params, body, me, lang }) =>
    withOrder(db, params.id, me, lang, async (trx, order, side) => {
      if (body.status === 'cancelled' && !body.reason)
        throw new HttpError(422, 'reason_required', {}, { reason: 'reason_required' })
      if (body.status === 'documents_approved') await checkScansApproved(trx, order.id)
      await moveLockedOrder(trx, order, body.status, side, me.id, lang, body.reason)
      await noticeOrder(trx, order.id, toldOf[body.status], body.status, { reason: body.reason ?? null })
    }),
  )

  route(app, downloadContract, async ({ params, me, lang, reply }) => {
    const facts = await contractFacts(db, params.id)
    const company = ownCompanyId(me)
    if (facts.shipper_company_id !== company && facts.carrier_company_id !== company) throw notFound()
    const pdf = await contractDocument(facts, lang)
    reply.header('content-type', 'application/pdf')
    reply.header('content-disposition', `attachment; filename="contract-${facts.id}.pdf"`)
    return pdf
  })
}
