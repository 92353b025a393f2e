/**
 * The carrier's side: the cargo tabs (free, available, work, contract), one cargo with my response, responding
 * (an offer, or taking the cargo at its price), changing or withdrawing a response, auctions and bids, and sending
 * a cargo to one's Telegram.
 */
import type { FastifyInstance } from 'fastify'
import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import {
  addResponse,
  type CarrierCargo,
  type CarrierCargoType,
  carrierCargo,
  carrierCargos,
  changeResponse,
  getAuction,
  type ResponseStatus,
  sendTelegramMessage,
  setAuctionPrice,
} from '../../../core/contract/responses'
import type { DB } from '../../db/schema'
import type { CurrentUser } from '../../http/auth'
import type { AppContext } from '../../http/context'
import { conflict, HttpError, invalidField, isUniqueViolation, notFound } from '../../http/errors'
import { route } from '../../http/route'
import { enqueue } from '../../services/outbox'
import { viewerOf } from '../cargo/access'
import { cargoAnswers } from '../cargo/answers'
import { type CargoRow, cargoRows, findVisibleCargo } from '../cargo/cargo-repository'
import { ownCompanyId } from '../companies/access'
import { auctionRow, auctionView, finishIfDue, maxBid } from './auction'
import { noticeNewResponse } from './notices'
import {
  illegalResponseStep,
  lockCargo,
  money,
  moveResponse,
  recordEvent,
  responseAnswer,
  responseRows,
  winnerOf,
} from './store'

const dead = sql.raw(`('rejected', 'withdrawn', 'security_rejected', 'cancelled')`)

/** The tab's condition on `c` for the carrier company. */
function tabCondition(type: CarrierCargoType, company: number): RawBuilder<boolean> {
  const mine = (statuses: RawBuilder<unknown>) =>
    sql<boolean>`exists (select 1 from cargo_responses r where r.cargo_id = c.id and r.company_id = ${company} and ${statuses})`
  switch (type) {
    case 'free':
      return sql<boolean>`c.stage = 'available' and not ${mine(sql`r.status <> 'withdrawn'`)}`
    case 'available':
      return sql<boolean>`c.stage = 'available' and ${mine(sql`r.status <> 'withdrawn'`)}`
    case 'work':
      return sql<boolean>`c.stage = 'in_work' and ${mine(sql`r.status = 'contract'`)}`
    case 'contract':
      return sql<boolean>`c.stage = 'contract' and ${mine(sql`r.status = 'contract'`)}`
  }
}

const sortColumns = {
  load_date: 'c.load_date_from',
  price: 'c.price',
  price_per_km: 'c.price_per_km',
  distance: 'c.distance_km',
  weight: 'c.weight',
  created_at: 'c.created_at',
} as const

function orderOf(sort: string): RawBuilder<unknown> {
  const descending = sort.startsWith('-')
  const column = sortColumns[sort.replace(/^-/, '') as keyof typeof sortColumns]
  const direction = sql.raw(descending ? 'desc' : 'asc')
  return sql`${sql.ref(column)} ${direction} nulls last, c.id ${direction}`
}

/** Adds my response and the auction to cargo answers. */
async function carrierAnswers(
  db: Kysely<DB>,
  rows: CargoRow[],
  me: CurrentUser,
  lang: Lang,
  include?: readonly string[],
): Promise<CarrierCargo[]> {
  if (rows.length === 0) return []
  const company = ownCompanyId(me)
  const ids = rows.map((row) => row.id)
  const [cargos, responses, auctions] = await Promise.all([
    cargoAnswers(db, rows, { lang, viewer: viewerOf(me), include }),
    db
      .selectFrom('cargo_responses as r')
      .select([
        'r.id',
        'r.cargo_id',
        'r.status',
        'r.price',
        sql<
          number | null
        >`(select k.id from contracts k where k.response_id = r.id and k.status <> 'cancelled' order by k.id desc limit 1)`.as(
          'contract_id',
        ),
      ])
      .where('r.cargo_id', 'in', ids)
      .where('r.company_id', '=', company)
      .orderBy('r.id', 'asc')
      .execute(),
    db.selectFrom('cargo_auctions').selectAll().where('cargo_id', 'in', ids).execute(),
  ])
  // The live response if there is one, else the newest.
  const mine = new Map<number, (typeof responses)[number]>()
  for (const response of responses) {
    const current = mine.get(response.cargo_id)
    const live = (row: { status: string }) =>
      !['rejected', 'withdrawn', 'security_rejected', 'cancelled'].includes(row.status)
    if (!current || live(response) || !live(current)) mine.set(response.cargo_id, response)
  }
  const auctionOf = new Map(auctions.map((auction) => [auction.cargo_id, auction]))
  return cargos.map((cargo) => {
    const response = mine.get(cargo.id)
    const auction = auctionOf.get(cargo.id)
    return {
      ...cargo,
      my_response: response
        ? {
            id: response.id,
            status: response.status as ResponseStatus,
            price: Number(response.price),
            contract_id: response.contract_id === null ? null : Number(response.contract_id),
          }
        : null,
      auction: auction
        ? {
            best_price: auction.best_price === null ? null : Number(auction.best_price),
            ends_at: new Date(auction.ends_at).toISOString(),
            status: auction.status === 'finished' ? ('finished' as const) : ('running' as const),
          }
        : null,
    }
  })
}

/** A cargo the carrier may see: an available one, or one its company responded to. */
function carrierVisible(company: number) {
  return sql<boolean>`(c.stage = 'available' or exists (select 1 from cargo_responses r where r.cargo_id = c.id and r.company_id = ${company}))`
}

async function visibleToCarrier(db: Kysely<DB>, id: number, me: CurrentUser): Promise<CargoRow> {
  const company = ownCompanyId(me)
  const row = await cargoRows(db, viewerOf(me)).where('c.id', '=', id).where(carrierVisible(company)).executeTakeFirst()
  if (!row) throw notFound()
  return row
}

async function checkTransport(db: Kysely<DB>, company: number, transportId: number | null | undefined) {
  if (transportId === undefined || transportId === null) return
  const truck = await db
    .selectFrom('transports')
    .select('id')
    .where('id', '=', transportId)
    .where('company_id', '=', company)
    .executeTakeFirst()
  if (!truck) throw invalidField('transport_id', 'transport_not_yours')
}

/** Runs a writing transaction; a unique index that caught a race (the loser of two at once) becomes `lost()`. */
export async function settle<T>(work: () => Promise<T>, lost: () => HttpError): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isUniqueViolation(error)) throw lost()
    throw error
  }
}

export function registerCarrierRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, carrierCargos, async ({ params, query, me, lang }) => {
    const company = ownCompanyId(me)
    const condition = tabCondition(params.type, company)
    const counted = await db
      .selectFrom('cargos as c')
      .select(sql<number>`count(*)::int`.as('size'))
      .where(condition)
      .executeTakeFirstOrThrow()
    const order = orderOf(query.sort)
    const rows = await cargoRows(db, viewerOf(me))
      .where(condition)
      .orderBy(order)
      .limit(query.limit)
      .offset(query.offset)
      .execute()
    return { data: await carrierAnswers(db, rows, me, lang), meta: { size: Number(counted.size) } }
  })

  // `carrier/cargos/:type` and `carrier/cargos/:id` share a place in the path: the id is the numeric one.
  route(app, { ...carrierCargo, path: 'carrier/cargos/:id(^\\d+$)' }, async ({ params, query, me, lang }) => {
    const row = await visibleToCarrier(db, params.id, me)
    await finishIfDue(db, row.id)
    const [data] = await carrierAnswers(db, [row], me, lang, query.include)
    return { data: data! }
  })

  route(app, addResponse, async ({ params, body, me, lang }) => {
    const company = ownCompanyId(me)
    const take = params.status === 'accept'
    if (!take && body.price === undefined) throw invalidField('price', 'price_required')
    await checkTransport(db, company, body.transport_id)
    const id = await settle(
      () =>
        db.transaction().execute(async (trx) => {
          const cargo = await lockCargo(trx, params.id)
          if (!cargo || cargo.stage === 'draft') throw notFound()
          if (cargo.stage !== 'available') throw conflict('response_cargo_closed')
          const auction = await auctionRow(trx, cargo.id)
          if (auction) throw conflict(auction.status === 'running' ? 'auction_is_on' : 'auction_ended')
          if (take && cargo.price === null) throw conflict('cargo_has_no_price')
          if (take && (await winnerOf(trx, cargo.id))) throw conflict('cargo_taken')
          const existing = await trx
            .selectFrom('cargo_responses')
            .select(['id', 'status'])
            .where('cargo_id', '=', cargo.id)
            .where('company_id', '=', company)
            .where('status', 'not in', ['rejected', 'withdrawn', 'security_rejected', 'cancelled'])
            .forUpdate()
            .executeTakeFirst()
          const price = take ? Number(cargo.price) : body.price!
          let responseId: number
          if (existing && !take) throw conflict('response_exists')
          if (existing) {
            await moveResponse(
              trx,
              existing,
              {
                to: 'accepted',
                userId: me.id,
                set: { price, ...(body.transport_id ? { transport_id: body.transport_id } : {}) },
              },
              lang,
            )
            responseId = existing.id
          } else {
            const inserted = await trx
              .insertInto('cargo_responses')
              .values({
                cargo_id: cargo.id,
                company_id: company,
                user_id: me.id,
                transport_id: body.transport_id ?? null,
                status: take ? 'accepted' : 'new',
                price,
                currency: cargo.currency,
                comment: body.comment || null,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
            responseId = inserted.id
            await recordEvent(trx, responseId, 'new', me.id, null)
            if (take) await recordEvent(trx, responseId, 'accepted', me.id, null)
          }
          const row = await responseRows(trx).where('r.id', '=', responseId).executeTakeFirstOrThrow()
          await noticeNewResponse(trx, row)
          return responseId
        }),
      () => conflict(take ? 'cargo_taken' : 'response_exists'),
    )
    return { data: await responseAnswer(db, id, lang) }
  })

  route(app, changeResponse, async ({ params, body, me, lang }) => {
    const company = ownCompanyId(me)
    if (body.status === 'new') await checkTransport(db, company, body.transport_id)
    const id = await db.transaction().execute(async (trx) => {
      const cargo = await lockCargo(trx, params.id)
      if (!cargo) throw notFound()
      const response = await trx
        .selectFrom('cargo_responses')
        .select(['id', 'status', 'is_bid'])
        .where('cargo_id', '=', cargo.id)
        .where('company_id', '=', company)
        .orderBy(sql`case when status in ${dead} then 1 else 0 end`)
        .orderBy('id', 'desc')
        .forUpdate()
        .executeTakeFirst()
      if (!response) throw new HttpError(404, 'response_missing')
      if (body.status === 'withdrawn') {
        await moveResponse(trx, response, { to: 'withdrawn', userId: me.id }, lang)
        return response.id
      }
      if (response.status !== 'new') throw illegalResponseStep(lang, response.status)
      const auction = await auctionRow(trx, cargo.id)
      if (response.is_bid && auction?.status === 'running' && body.price !== undefined) throw conflict('auction_is_on')
      const set: { price?: number; transport_id?: number | null; comment?: string | null } = {}
      if (body.price !== undefined) set.price = body.price
      if (body.transport_id !== undefined) set.transport_id = body.transport_id
      if (body.comment !== undefined) set.comment = body.comment || null
      await moveResponse(trx, response, { to: 'new', userId: me.id, set }, lang)
      return response.id
    })
    return { data: await responseAnswer(db, id, lang) }
  })

  route(app, getAuction, async ({ params, me, lang }) => {
    const company = ownCompanyId(me)
    const shipper = me.roles.includes('shipper')
    const cargo = await db
      .selectFrom('cargos')
      .select(['id', 'stage', 'company_id'])
      .where('id', '=', params.id)
      .executeTakeFirst()
    if (!cargo) throw notFound()
    const isOwner = shipper && cargo.company_id === company
    if (shipper && !isOwner) throw notFound()
    if (!isOwner && cargo.stage !== 'available') {
      const bid = await db
        .selectFrom('auction_bids')
        .select('id')
        .where('cargo_id', '=', cargo.id)
        .where('company_id', '=', company)
        .executeTakeFirst()
      if (!bid) throw notFound()
    }
    await finishIfDue(db, cargo.id)
    const row = await auctionRow(db, cargo.id)
    if (!row) throw new HttpError(404, 'auction_missing')
    return { data: await auctionView(db, row, { companyId: company, isOwner }, lang) }
  })

  route(app, setAuctionPrice, async ({ params, body, me, lang }) => {
    const company = ownCompanyId(me)
    await finishIfDue(db, params.id)
    await settle(
      () =>
        db.transaction().execute(async (trx) => {
          const cargo = await lockCargo(trx, params.id)
          if (!cargo) throw notFound()
          const auction = await trx
            .selectFrom('cargo_auctions')
            .selectAll()
            .where('cargo_id', '=', cargo.id)
            .forUpdate()
            .executeTakeFirst()
          if (!auction) throw new HttpError(404, 'auction_missing')
          if (cargo.stage !== 'available') throw conflict('response_cargo_closed')
          if (auction.status !== 'running' || new Date(auction.ends_at).getTime() <= Date.now())
            throw conflict('auction_ended')
          if (auction.best_company_id === company) throw conflict('auction_leading')
          const max = maxBid(auction)
          if (body.price > max) throw new HttpError(409, 'auction_bid_too_high', { max: money(max, auction.currency) })
          await trx
            .insertInto('auction_bids')
            .values({ cargo_id: cargo.id, company_id: company, user_id: me.id, price: body.price })
            .execute()
          await trx
            .updateTable('cargo_auctions')
            .set({ best_price: body.price, best_company_id: company, bids_count: auction.bids_count + 1 })
            .where('cargo_id', '=', cargo.id)
            .execute()
          const existing = await trx
            .selectFrom('cargo_responses')
            .select(['id', 'status'])
            .where('cargo_id', '=', cargo.id)
            .where('company_id', '=', company)
            .where('status', 'not in', ['rejected', 'withdrawn', 'security_rejected', 'cancelled'])
            .forUpdate()
            .executeTakeFirst()
          if (existing) {
            await moveResponse(trx, existing, { to: 'new', userId: me.id, set: { price: body.price } }, lang)
            await trx.updateTable('cargo_responses').set({ is_bid: true }).where('id', '=', existing.id).execute()
            return
          }
          const inserted = await trx
            .insertInto('cargo_responses')
            .values({
              cargo_id: cargo.id,
              company_id: company,
              user_id: me.id,
              price: body.price,
              currency: auction.currency,
              is_bid: true,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
          await recordEvent(trx, inserted.id, 'new', me.id, null)
          await noticeNewResponse(
            trx,
            await responseRows(trx).where('r.id', '=', inserted.id).executeTakeFirstOrThrow(),
          )
        }),
      // The unique (cargo, price) index: another bid took this price a moment ago.
      () => new HttpError(409, 'auction_bid_too_high', { max: money(body.price - 1) }),
    )
    const row = await auctionRow(db, params.id)
    return { data: await auctionView(db, row!, { companyId: company, isOwner: false }, lang) }
  })

  route(app, sendTelegramMessage, async ({ params, body, me, lang }) => {
    const company = me.companyId
    const cargo =
      company === null ? await findVisibleCargo(db, params.id, viewerOf(me)) : await visibleOrOwn(db, params.id, me)
    if (!cargo) throw notFound()
    const user = await db
      .selectFrom('users')
      .select('telegram_user_id')
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow()
    if (user.telegram_user_id === null) throw conflict('telegram_not_linked_self')
    const en = lang === 'en'
    const route = en
      ? `${cargo.start_name_en} → ${cargo.finish_name_en}`
      : `${cargo.start_name_ru} → ${cargo.finish_name_ru}`
    const price =
      cargo.price === null ? (en ? 'price on request' : 'цена по запросу') : money(Number(cargo.price), cargo.currency)
    const lines = [
      route,
      `${en ? 'Loading' : 'Погрузка'}: ${cargo.load_date_from}`,
      `${en ? 'Weight' : 'Вес'}: ${Number(cargo.weight)} ${en ? 't' : 'т'}`,
      `${en ? 'Price' : 'Цена'}: ${price}`,
      ...(body.message ? [body.message] : []),
      `/cargos/details/${cargo.id}`,
    ]
    const recipient = String(user.telegram_user_id)
    await enqueue(db, {
      channel: 'telegram',
      recipient,
      subject: en ? `Cargo #${cargo.id}` : `Груз № ${cargo.id}`,
      body: lines.join('\n'),
    })
    return { data: { queued: true as const, recipient } }
  })
}

/** Any signed-in company user: cargos they may see in the search, their own company's, or ones they responded to. */
async function visibleOrOwn(db: Kysely<DB>, id: number, me: CurrentUser) {
  const found = await findVisibleCargo(db, id, viewerOf(me))
  if (found) return found
  return cargoRows(db, viewerOf(me))
    .where('c.id', '=', id)
    .where(carrierVisible(me.companyId ?? 0))
    .executeTakeFirst()
}
