/** The orders' lists, the order page, its status steps, the document links and the contract PDF. */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import { dayIn, isoDay } from '../../../core/contract/days'
import {
  downloadContract,
  getOrder,
  listCarrierOrders,
  listShipperOrders,
  moveOrder,
  shipperOrder,
  shipperOrderDocumentLink,
} from '../../../core/contract/orders'
import type { DB } from '../../db/schema'
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

/** The timeline's note on a loading confirmed before the loading day. */
const earlyLoading = {
  ru: (date: string) => `Погружен досрочно, до дня погрузки ${date}`,
  en: (date: string) => `Loaded early, before the loading day ${date}`,
} as const satisfies Record<Lang, (date: string) => string>

const ruDate = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`

/** A date column as `YYYY-MM-DD` (the driver may hand a Date or a string). */
const dayOf = (value: unknown) => (value instanceof Date ? isoDay(value) : String(value).slice(0, 10))

async function timeZoneOf(db: Kysely<DB>, userId: number): Promise<string> {
  const user = await db.selectFrom('users').select('timezone').where('id', '=', userId).executeTakeFirst()
  return user?.timezone ?? 'Europe/Moscow'
}

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

  // the access check (the caller's side of the order) is remembered with the answer: it reads only tables whose
  // writes forget it (orders, contracts, companies, users)
  const rememberedOrder = callerAnswers(db, getOrder)
  route(app, getOrder, (ctx) =>
    rememberedOrder(ctx, async () => {
      const side = await sideOf(db, ctx.me, await findParties(db, ctx.params.id))
      return { data: await orderAnswer(db, ctx.params.id, side, ctx.lang) }
    }),
  )

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
      // no "loaded" before the loading day (on the carrier's clock) unless confirmed as early, for the shipper to see
      let reason = body.reason
      if (body.status === 'on_way' && side === 'carrier' && order.status === 'loading') {
        const today = dayIn(await timeZoneOf(trx, me.id))
        const loadDay = dayOf(order.load_date)
        if (today < loadDay) {
          if (!body.early) throw new HttpError(409, 'order_before_loading_day', { date: ruDate(loadDay) })
          reason = earlyLoading[lang](ruDate(loadDay))
        }
      }
      await moveLockedOrder(trx, order, body.status, side, me.id, lang, reason)
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
