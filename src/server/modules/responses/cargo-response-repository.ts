/**
 * Responses' SQL: one select joins what a response answer needs (the cargo and its places, the carrier company
 * and user, the truck, the live contract); `moveResponse` is the state machine's one door. The writers (a carrier
 * responding or changing its response, the shipper deciding, the security service deciding) each run in one
 * transaction that locks the cargo or the response first.
 */
import { type Kysely, sql } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import { type ResponseStatus, responseTransitions, winningStatuses } from '../../../core/contract/responses'
import type { DB } from '../../db/schema'
import { conflict, HttpError, isUniqueViolation, notFound } from '../../http/errors'
import { cargoRouteColumns, cargoWithPlaces, lockCargo } from '../cargo/cargo-repository'
import { auctionRow } from './auction-repository'
import { responseLabel } from './labels'
import { noticeAccepted, noticeNewResponse, noticeRejected, noticeSecurity, noticeSecurityCheck } from './notices'

/**
 * Responses with their cargo, carrier and names. The shipper's name, the responding user's and the truck's number
 * are scalar subqueries by key, not joins: each is planned alone, and the join problem left (response, cargo and its
 * two places, carrier) plans in a fraction of the eight-relation one, which cost more than running the page.
 */
export function responseRows(db: Kysely<DB>) {
  return db
    .selectFrom('cargo_responses as r')
    .innerJoin(cargoWithPlaces(db).select(['c.weight', 'c.price', 'c.currency']).as('c'), 'c.id', 'r.cargo_id')
    .innerJoin('companies as cc', 'cc.id', 'r.company_id')
    .select([
      'r.id',
      'r.cargo_id',
      'r.company_id',
      'r.user_id',
      'r.status',
      'r.price',
      'r.currency',
      'r.comment',
      'r.reason',
      'r.is_bid',
      'r.transport_id',
      sql<string | null>`(select t.number from transports t where t.id = r.transport_id)`.as('transport_number'),
      'r.created_at',
      'r.updated_at',
      'cc.name as carrier_name',
      'cc.inn as carrier_inn',
      'cc.kpp as carrier_kpp',
      'cc.ogrn as carrier_ogrn',
      'cc.legal_address as carrier_address',
      'cc.phone as carrier_phone',
      'cc.email as carrier_email',
      sql<string | null>`(select u.name from users u where u.id = r.user_id)`.as('user_name'),
      sql<string | null>`(select u.phone from users u where u.id = r.user_id)`.as('user_phone'),
      'c.company_id as shipper_id',
      sql<string>`(select sc.name from companies sc where sc.id = c.company_id)`.as('shipper_name'),
      'c.stage as cargo_stage',
      ...cargoRouteColumns,
      'c.load_date_from',
      'c.weight',
      'c.price as cargo_price',
      'c.currency as cargo_currency',
      sql<
        number | null
      >`(select k.id from contracts k where k.response_id = r.id and k.status <> 'cancelled' order by k.id desc limit 1)`.as(
        'contract_id',
      ),
    ])
}

export type ResponseRow = Awaited<ReturnType<ReturnType<typeof responseRows>['executeTakeFirstOrThrow']>>

export const findResponseRow = (db: Kysely<DB>, id: number) =>
  responseRows(db).where('r.id', '=', id).executeTakeFirst()

/** Statuses a response no longer counts in (a carrier may respond again). */
export const deadStatuses = ['rejected', 'withdrawn', 'security_rejected', 'cancelled'] as const

/** Runs a writing transaction; a unique index that caught a race (the loser of two at once) becomes `lost()`. */
export async function settle<T>(work: () => Promise<T>, lost: () => HttpError): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isUniqueViolation(error)) throw lost()
    throw error
  }
}

/** 409 with the response's status in words. */
export function illegalResponseStep(lang: Lang, status: string): HttpError {
  return new HttpError(409, 'response_transition', { status: responseLabel(lang, status as ResponseStatus) })
}

export function canMove(from: string, to: ResponseStatus): boolean {
  return (responseTransitions[from as ResponseStatus] ?? []).includes(to)
}

export interface Move {
  to: ResponseStatus
  userId: number | null
  reason?: string | null
  /** Other columns to set with the status. */
  set?: { price?: number; transport_id?: number | null; comment?: string | null }
}

/**
 * Moves a response (locked by the caller, or locked here) from its status to `move.to`, if the state machine
 * allows it, and records the step. Answers false when the response is no longer in `from`.
 */
export async function moveResponse(
  trx: Kysely<DB>,
  response: { id: number; status: string },
  move: Move,
  lang: Lang,
): Promise<void> {
  if (!canMove(response.status, move.to)) throw illegalResponseStep(lang, response.status)
  const updated = await trx
    .updateTable('cargo_responses')
    .set({
      status: move.to,
      updated_at: new Date(),
      ...(move.reason !== undefined ? { reason: move.reason } : {}),
      ...move.set,
    })
    .where('id', '=', response.id)
    .where('status', '=', response.status)
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) !== 1) throw illegalResponseStep(lang, response.status)
  await recordEvent(trx, response.id, move.to, move.userId, move.reason ?? null)
}

export async function recordEvent(
  trx: Kysely<DB>,
  responseId: number,
  status: string,
  userId: number | null,
  reason: string | null,
): Promise<void> {
  await trx
    .insertInto('cargo_response_events')
    .values({ response_id: responseId, status, user_id: userId, reason })
    .execute()
}

export async function lockResponse(trx: Kysely<DB>, id: number) {
  return trx.selectFrom('cargo_responses').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
}

export type Winning = (typeof winningStatuses)[number]

/** The response holding the cargo (accepted … contract), if any. */
export async function winnerOf(trx: Kysely<DB>, cargoId: number) {
  return trx
    .selectFrom('cargo_responses')
    .select(['id', 'company_id', 'status'])
    .where('cargo_id', '=', cargoId)
    .where('status', 'in', winningStatuses)
    .executeTakeFirst()
}

/** The company's live response to the cargo (not rejected, withdrawn or cancelled), locked; undefined if none. */
export function lockLiveResponse(trx: Kysely<DB>, cargoId: number, companyId: number) {
  return trx
    .selectFrom('cargo_responses')
    .select(['id', 'status'])
    .where('cargo_id', '=', cargoId)
    .where('company_id', '=', companyId)
    .where('status', 'not in', deadStatuses)
    .forUpdate()
    .executeTakeFirst()
}

/** A new response's row and its first event(s); answers the id. */
export async function insertResponse(
  trx: Kysely<DB>,
  values: {
    cargo_id: number
    company_id: number
    user_id: number
    transport_id?: number | null
    status?: 'new' | 'accepted'
    price: number
    currency: string
    comment?: string | null
    is_bid?: boolean
  },
): Promise<number> {
  const inserted = await trx.insertInto('cargo_responses').values(values).returning('id').executeTakeFirstOrThrow()
  await recordEvent(trx, inserted.id, 'new', values.user_id, null)
  if (values.status === 'accepted') await recordEvent(trx, inserted.id, 'accepted', values.user_id, null)
  return inserted.id
}

export interface Respond {
  companyId: number
  userId: number
  /** Taking the cargo at its price (`accept`) rather than an offer. */
  take: boolean
  price?: number | undefined
  transportId?: number | undefined
  comment?: string | undefined
}

/**
 * A carrier responds to an available cargo without an auction: an offer at its price, or taking the cargo at the
 * cargo's price (accepted at once, unless another carrier holds it). One live response per company and cargo.
 * The shipper is told. Answers the response's id.
 */
export function respondToCargo(db: Kysely<DB>, cargoId: number, respond: Respond, lang: Lang): Promise<number> {
  const { take, companyId, userId } = respond
  return settle(
    () =>
      db.transaction().execute(async (trx) => {
        const cargo = await lockCargo(trx, cargoId)
        if (!cargo || cargo.stage === 'draft') throw notFound()
        if (cargo.stage !== 'available') throw conflict('response_cargo_closed')
        const auction = await auctionRow(trx, cargo.id)
        if (auction) throw conflict(auction.status === 'running' ? 'auction_is_on' : 'auction_ended')
        if (take && cargo.price === null) throw conflict('cargo_has_no_price')
        if (take && (await winnerOf(trx, cargo.id))) throw conflict('cargo_taken')
        const existing = await lockLiveResponse(trx, cargo.id, companyId)
        const price = take ? Number(cargo.price) : respond.price!
        let responseId: number
        if (existing && !take) throw conflict('response_exists')
        if (existing) {
          await moveResponse(
            trx,
            existing,
            {
              to: 'accepted',
              userId,
              set: { price, ...(respond.transportId ? { transport_id: respond.transportId } : {}) },
            },
            lang,
          )
          responseId = existing.id
        } else {
          responseId = await insertResponse(trx, {
            cargo_id: cargo.id,
            company_id: companyId,
            user_id: userId,
            transport_id: respond.transportId ?? null,
            status: take ? 'accepted' : 'new',
            price,
            currency: cargo.currency,
            comment: respond.comment || null,
          })
        }
        const row = await responseRows(trx).where('r.id', '=', responseId).executeTakeFirstOrThrow()
        await noticeNewResponse(trx, row)
        return responseId
      }),
    () => conflict(take ? 'cargo_taken' : 'response_exists'),
  )
}

export interface ResponseChange {
  status: 'new' | 'withdrawn'
  price?: number | undefined
  transport_id?: number | null | undefined
  comment?: string | null | undefined
}

/**
 * A carrier changes its response to a cargo (its live one, else its newest): withdraws it, or changes the price,
 * truck or comment of a new one (not the price of a bid while the auction runs). Answers the response's id.
 */
export function changeCarrierResponse(
  db: Kysely<DB>,
  cargoId: number,
  companyId: number,
  userId: number,
  change: ResponseChange,
  lang: Lang,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const cargo = await lockCargo(trx, cargoId)
    if (!cargo) throw notFound()
    const response = await trx
      .selectFrom('cargo_responses')
      .select(['id', 'status', 'is_bid'])
      .where('cargo_id', '=', cargo.id)
      .where('company_id', '=', companyId)
      .orderBy(sql`case when status in ${sql.raw(`('${deadStatuses.join("', '")}')`)} then 1 else 0 end`)
      .orderBy('id', 'desc')
      .forUpdate()
      .executeTakeFirst()
    if (!response) throw new HttpError(404, 'response_missing')
    if (change.status === 'withdrawn') {
      await moveResponse(trx, response, { to: 'withdrawn', userId }, lang)
      return response.id
    }
    if (response.status !== 'new') throw illegalResponseStep(lang, response.status)
    const auction = await auctionRow(trx, cargo.id)
    if (response.is_bid && auction?.status === 'running' && change.price !== undefined) throw conflict('auction_is_on')
    const set: { price?: number; transport_id?: number | null; comment?: string | null } = {}
    if (change.price !== undefined) set.price = change.price
    if (change.transport_id !== undefined) set.transport_id = change.transport_id
    if (change.comment !== undefined) set.comment = change.comment || null
    await moveResponse(trx, response, { to: 'new', userId, set }, lang)
    return response.id
  })
}

/**
 * The shipper accepts or rejects a response to its cargo. Accepting needs the cargo available, no running auction
 * and no other carrier holding it. The carrier is told.
 */
export function decideResponse(
  db: Kysely<DB>,
  existing: Pick<ResponseRow, 'id' | 'cargo_id'>,
  decision: { companyId: number; userId: number; state: 'accepted' | 'rejected'; reason: string | null },
  lang: Lang,
): Promise<void> {
  return settle(
    () =>
      db.transaction().execute(async (trx) => {
        const cargo = await lockCargo(trx, existing.cargo_id)
        if (!cargo || cargo.company_id !== decision.companyId) throw notFound()
        const response = await lockResponse(trx, existing.id)
        if (!response) throw notFound()
        if (decision.state === 'accepted') {
          if (!canMove(response.status, 'accepted')) throw illegalResponseStep(lang, response.status)
          if (cargo.stage !== 'available') throw conflict('response_cargo_closed')
          const auction = await auctionRow(trx, cargo.id)
          if (auction?.status === 'running') throw conflict('auction_is_on')
          const winner = await winnerOf(trx, cargo.id)
          if (winner && winner.id !== response.id) throw conflict('cargo_taken')
        }
        await moveResponse(
          trx,
          response,
          { to: decision.state, userId: decision.userId, reason: decision.reason },
          lang,
        )
        const row = await responseRows(trx).where('r.id', '=', response.id).executeTakeFirstOrThrow()
        if (decision.state === 'accepted') await noticeAccepted(trx, row)
        else await noticeRejected(trx, row)
      }),
    () => conflict('cargo_taken'),
  )
}

/**
 * Moves a response to `to` in its own transaction (the shipper sending it to the security check, which tells the
 * security service).
 */
export async function moveResponseById(
  db: Kysely<DB>,
  id: number,
  to: ResponseStatus,
  userId: number,
  lang: Lang,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const response = await lockResponse(trx, id)
    if (!response) throw notFound()
    await moveResponse(trx, response, { to, userId }, lang)
    if (to === 'wait_security_check')
      await noticeSecurityCheck(trx, await responseRows(trx).where('r.id', '=', response.id).executeTakeFirstOrThrow())
  })
}

/** The steps of a response, oldest first, with who made them. */
export async function historyOf(db: Kysely<DB>, id: number) {
  const events = await db
    .selectFrom('cargo_response_events as e')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.status', 'e.reason', 'e.created_at', 'u.name as user_name'])
    .where('e.response_id', '=', id)
    .orderBy('e.id')
    .execute()
  return events.map((event) => ({
    status: event.status as ResponseStatus,
    reason: event.reason,
    user_name: event.user_name,
    created_at: new Date(event.created_at).toISOString(),
  }))
}

export interface ResponseListRequest {
  side: 'shipper' | 'carrier'
  companyId: number
  statuses: readonly string[]
  cargoId?: number | undefined
  sort: string
  limit: number
  offset: number
}

/**
 * A page of the responses of the company's side (to its cargos, or its own), and how many there are: the count and
 * the page's ids come from `cargo_responses` alone (an index of each side, newest first), and only the page's
 * rows are joined to what an answer shows.
 */
export async function listResponseRows(db: Kysely<DB>, request: ResponseListRequest) {
  let mine = db
    .selectFrom('cargo_responses as r')
    .where(request.side === 'shipper' ? 'r.shipper_company_id' : 'r.company_id', '=', request.companyId)
  if (request.statuses.length > 0) mine = mine.where('r.status', 'in', request.statuses)
  if (request.cargoId) mine = mine.where('r.cargo_id', '=', request.cargoId)
  const [column, direction] = request.sort.startsWith('-')
    ? ([request.sort.slice(1), 'desc'] as const)
    : ([request.sort, 'asc'] as const)
  const sortColumn = column === 'price' ? 'r.price' : 'r.created_at'
  const [counted, ids] = await Promise.all([
    mine.select(sql<number>`count(*)::int`.as('size')).executeTakeFirstOrThrow(),
    mine
      .select('r.id')
      .orderBy(sortColumn, direction)
      .orderBy('r.id', direction)
      .limit(request.limit)
      .offset(request.offset)
      .execute(),
  ])
  const size = Number(counted.size)
  if (ids.length === 0) return { rows: [], size }
  const page = await responseRows(db)
    .where(
      'r.id',
      'in',
      ids.map((row) => row.id),
    )
    .orderBy(sortColumn, direction)
    .orderBy('r.id', direction)
    .execute()
  return { rows: page, size }
}

/** Statuses the security service deals with: what is waiting and what it decided. */
export const securityStatuses = ['wait_security_check', 'security_approved', 'security_rejected']

/** A page of the responses in one security status (what waits longest first; decisions newest first). */
export async function listSecurityRows(db: Kysely<DB>, status: string, page: { limit: number; offset: number }) {
  const rows = responseRows(db).where('r.status', '=', status)
  const counted = await rows.clearSelect().select(sql<number>`count(*)::int`.as('size')).executeTakeFirstOrThrow()
  const direction = status === 'wait_security_check' ? 'asc' : 'desc'
  const data = await rows
    .orderBy('r.updated_at', direction)
    .orderBy('r.id', direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute()
  return { rows: data, size: Number(counted.size) }
}

/** A response the security service has seen or may decide (its statuses, and what came after), or undefined. */
export function findSecurityRow(db: Kysely<DB>, id: number) {
  return responseRows(db)
    .where('r.id', '=', id)
    .where('r.status', 'in', [...securityStatuses, 'contract', 'cancelled'])
    .executeTakeFirst()
}

/** A carrier's record: its responses, those that came to a contract, those the security service rejected. */
export async function carrierStats(db: Kysely<DB>, companyId: number) {
  const stats = await db
    .selectFrom('cargo_responses')
    .select([
      sql<number>`count(*)::int`.as('responses'),
      sql<number>`count(*) filter (where status in ('contract', 'cancelled'))::int`.as('contracts'),
      sql<number>`count(*) filter (where status = 'security_rejected')::int`.as('security_rejections'),
    ])
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow()
  return {
    responses: Number(stats.responses),
    contracts: Number(stats.contracts),
    security_rejections: Number(stats.security_rejections),
  }
}

/** The security service's decision on a response; both sides are told in the same transaction. */
export async function decideSecurityCheck(
  db: Kysely<DB>,
  id: number,
  decision: { approve: boolean; reason: string | null; userId: number },
  lang: Lang,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const response = await lockResponse(trx, id)
    if (!response || !securityStatuses.concat(['contract', 'cancelled']).includes(response.status)) throw notFound()
    await moveResponse(
      trx,
      response,
      {
        to: decision.approve ? 'security_approved' : 'security_rejected',
        userId: decision.userId,
        reason: decision.reason,
      },
      lang,
    )
    const row = await responseRows(trx).where('r.id', '=', response.id).executeTakeFirstOrThrow()
    await noticeSecurity(trx, row, decision.approve, decision.reason)
  })
}
