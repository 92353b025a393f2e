/**
 * Orders' SQL. An order is opened in the transaction that signs its contract (`openOrder`); every later step goes
 * through `moveOrder`, which reads the status under a row lock (`for update`) and moves only from it, so of two
 * concurrent steps from one status exactly one wins and the other answers 409. Each step writes the timeline
 * (`order_events`: status, moment, author, reason) and keeps the contract and the cargo in step with the order.
 */
import { type Kysely, sql } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import { isoDay } from '../../../core/contract/days'
import { canMove, endedOrderStatuses, type OrderSide, type OrderStatus } from '../../../core/contract/orders'
import type { DB } from '../../db/schema'
import { HttpError, notFound } from '../../http/errors'
import { cargoRouteColumns, cargoWithPlaces, lockCargo, setCargoStage } from '../cargo/cargo-repository'
import { orderStatusLabel } from './labels'

export function orderRows(db: Kysely<DB>) {
  return db
    .selectFrom('orders as o')
    .innerJoin(cargoWithPlaces(db).select(['c.weight']).as('c'), 'c.id', 'o.cargo_id')
    .innerJoin('companies as sc', 'sc.id', 'o.shipper_company_id')
    .innerJoin('companies as cc', 'cc.id', 'o.carrier_company_id')
    .select([
      'o.id',
      'o.status',
      'o.contract_id',
      'o.cargo_id',
      'o.response_id',
      'o.price',
      'o.currency',
      'o.shipper_company_id',
      'sc.name as shipper_name',
      sql<number | null>`(sc.payment->>'pay_days')::int`.as('pay_days'),
      'o.carrier_company_id',
      'cc.name as carrier_name',
      'cc.inn as carrier_inn',
      ...cargoRouteColumns,
      'c.weight',
      sql<string>`o.load_date::text`.as('load_date'),
      sql<string | null>`o.unload_date::text`.as('unload_date'),
      'o.director',
      'o.driver',
      'o.transport',
      'o.security_status',
      'o.security_comment',
      'o.reason',
      'o.loaded_at',
      'o.unloaded_at',
      'o.closed_at',
      sql<Date>`(select max(e.created_at) from order_events e where e.order_id = o.id)`.as('status_at'),
      sql<number>`(select count(*) from order_documents d where d.order_id = o.id and d.kind = 'waybill' and d.status in ('uploaded', 'approved'))::int`.as(
        'waybills',
      ),
      sql<number>`(select count(*) from order_documents d where d.order_id = o.id and d.status = 'rejected')::int`.as(
        'rejected_scans',
      ),
      sql<number>`(select count(*) from order_documents d where d.order_id = o.id and d.status = 'uploaded')::int`.as(
        'pending_scans',
      ),
      'o.created_at',
      'o.updated_at',
    ])
}
export type OrderRow = Awaited<ReturnType<ReturnType<typeof orderRows>['executeTakeFirstOrThrow']>>

export function illegalOrderStep(lang: Lang, status: string) {
  return new HttpError(409, 'order_transition', { status: orderStatusLabel(lang, status as OrderStatus) })
}

async function logEvent(trx: Kysely<DB>, orderId: number, status: string, userId: number | null, reason?: string) {
  await trx
    .insertInto('order_events')
    .values({ order_id: orderId, status, user_id: userId, reason: reason ?? null })
    .execute()
}

/**
 * Opens the order of a contract that has just been signed (inside the signing transaction): the agreed price, the
 * cargo's dates, and the truck named in the contract as the first guess of the transport section.
 */
export async function openOrder(trx: Kysely<DB>, contractId: number, userId: number): Promise<number> {
  const k = await trx
    .selectFrom('contracts as k')
    .innerJoin('cargos as c', 'c.id', 'k.cargo_id')
    .leftJoin('transports as t', 't.id', 'k.transport_id')
    .select([
      'k.id',
      'k.cargo_id',
      'k.response_id',
      'k.shipper_company_id',
      'k.carrier_company_id',
      'k.price',
      'k.currency',
      'k.transport_id',
      't.number as transport_number',
      sql<string>`c.load_date_from::text`.as('load_date'),
      sql<string | null>`coalesce(c.unload_date::text, c.load_date_to::text)`.as('unload_date'),
    ])
    .where('k.id', '=', contractId)
    .executeTakeFirstOrThrow()
  const transport =
    k.transport_id !== null && k.transport_number !== null
      ? JSON.stringify({ transport_id: k.transport_id, number: k.transport_number, trailer_number: null, model: null })
      : null
  const order = await trx
    .insertInto('orders')
    .values({
      contract_id: k.id,
      cargo_id: k.cargo_id,
      response_id: k.response_id,
      shipper_company_id: k.shipper_company_id,
      carrier_company_id: k.carrier_company_id,
      price: Number(k.price),
      currency: k.currency,
      load_date: k.load_date,
      unload_date: k.unload_date,
      transport,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await logEvent(trx, order.id, 'documents', userId)
  return order.id
}

export type LockedOrder = NonNullable<Awaited<ReturnType<typeof findLockedOrder>>>

function findLockedOrder(trx: Kysely<DB>, id: number) {
  return trx.selectFrom('orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
}

/** Locks an order the caller's company is a party of (or any, for the security service); 404 otherwise. */
export async function lockOrder(trx: Kysely<DB>, id: number, side: OrderSide, companyId: number | null) {
  const order = await findLockedOrder(trx, id)
  if (!order) throw notFound()
  if (side === 'shipper' && order.shipper_company_id !== companyId) throw notFound()
  if (side === 'carrier' && order.carrier_company_id !== companyId) throw notFound()
  return order
}

/**
 * The state machine's one door: moves a locked order to `to` if `side` owns that step from its current status,
 * records the moment and the author, and keeps the contract and the cargo in step.
 */
export async function moveLockedOrder(
  trx: Kysely<DB>,
  order: LockedOrder,
  to: OrderStatus,
  side: OrderSide,
  userId: number,
  lang: Lang,
  reason?: string,
): Promise<void> {
  if (!canMove(order.status as OrderStatus, to, side)) throw illegalOrderStep(lang, order.status)
  const now = new Date()
  await trx
    .updateTable('orders')
    .set({
      status: to,
      updated_at: now,
      ...(to === 'on_way' ? { loaded_at: now } : {}),
      ...(to === 'unloaded' ? { unloaded_at: now } : {}),
      ...(to === 'closed' ? { closed_at: now } : {}),
      ...(to === 'cancelled' ? { reason: reason ?? null } : {}),
    })
    .where('id', '=', order.id)
    .where('status', '=', order.status)
    .execute()
  await logEvent(trx, order.id, to, userId, reason)
  if (to === 'closed' || to === 'cancelled') await endContract(trx, order, to, userId)
  order.status = to
}

/** A closed order completes its contract and cargo; a cancelled one cancels them (the cargo is available again). */
async function endContract(trx: Kysely<DB>, order: LockedOrder, to: 'closed' | 'cancelled', userId: number) {
  const status = to === 'closed' ? 'completed' : 'cancelled'
  await trx
    .updateTable('contracts')
    .set({ status, updated_at: new Date() })
    .where('id', '=', order.contract_id)
    .where('status', '=', 'signed')
    .execute()
  await lockCargo(trx, order.cargo_id)
  if (to === 'closed') {
    await setCargoStage(trx, order.cargo_id, 'completed', userId)
    return
  }
  await trx
    .updateTable('cargo_responses')
    .set({ status: 'cancelled', updated_at: new Date() })
    .where('id', '=', order.response_id)
    .where('status', '=', 'contract')
    .execute()
  await trx
    .insertInto('cargo_response_events')
    .values({ response_id: order.response_id, status: 'cancelled', user_id: userId, reason: order.reason })
    .execute()
  await setCargoStage(trx, order.cargo_id, 'available', userId)
}

/**
 * The contract was completed or cancelled by its own endpoint: the live order follows it (closed or cancelled),
 * with the same author. Nothing happens when the order has already ended.
 */
export async function followContract(trx: Kysely<DB>, contractId: number, status: string, userId: number) {
  const order = await trx
    .selectFrom('orders')
    .selectAll()
    .where('contract_id', '=', contractId)
    .forUpdate()
    .executeTakeFirst()
  if (!order || order.status === 'closed' || order.status === 'cancelled') return
  const to = status === 'completed' ? 'closed' : 'cancelled'
  const now = new Date()
  await trx
    .updateTable('orders')
    .set({ status: to, updated_at: now, ...(to === 'closed' ? { closed_at: now } : {}) })
    .where('id', '=', order.id)
    .execute()
  await logEvent(trx, order.id, to, userId)
}

/** Writes a holder section (director, driver or transport) while the carrier may still change it. */
export async function setHolder(
  trx: Kysely<DB>,
  order: LockedOrder,
  section: 'director' | 'driver' | 'transport',
  value: object,
  lang: Lang,
) {
  if (order.status !== 'documents') throw illegalOrderStep(lang, order.status)
  await trx
    .updateTable('orders')
    .set({ [section]: JSON.stringify(value), updated_at: new Date() })
    .where('id', '=', order.id)
    .execute()
}

/** Sends the order to the security check: the three sections must be filled. */
export async function sendToSecurity(trx: Kysely<DB>, order: LockedOrder, side: OrderSide, userId: number, lang: Lang) {
  const missing = (['director', 'driver', 'transport'] as const).filter((section) => order[section] === null)
  if (missing.length > 0 && order.status === 'documents')
    throw new HttpError(
      409,
      'order_holders_missing',
      {},
      Object.fromEntries(missing.map((m) => [m, 'order_holders_missing' as const])),
    )
  await moveLockedOrder(trx, order, 'security_check', side, userId, lang)
  await trx
    .updateTable('orders')
    .set({ security_status: 'wait', security_comment: null })
    .where('id', '=', order.id)
    .execute()
}

/** The security service's decision: approved orders go to loading, rejected ones back to documents. */
export async function decideSecurity(
  trx: Kysely<DB>,
  order: LockedOrder,
  approve: boolean,
  comment: string | undefined,
  userId: number,
  lang: Lang,
) {
  if (!approve && !comment) throw new HttpError(422, 'reason_required', {}, { comment: 'reason_required' })
  await moveLockedOrder(trx, order, approve ? 'loading' : 'documents', 'security', userId, lang, comment)
  await trx
    .updateTable('orders')
    .set({ security_status: approve ? 'approved' : 'rejected', security_comment: comment ?? null })
    .where('id', '=', order.id)
    .execute()
}

/** The documents can be approved only when a waybill is approved and no scan waits or stands rejected. */
export async function checkScansApproved(trx: Kysely<DB>, orderId: number) {
  const scans = await trx
    .selectFrom('order_documents')
    .select(['kind', 'status'])
    .where('order_id', '=', orderId)
    .where('status', '<>', 'replaced')
    .execute()
  const open = scans.some((scan) => scan.status !== 'approved')
  const waybill = scans.some((scan) => scan.kind === 'waybill' && scan.status === 'approved')
  if (open || !waybill) throw new HttpError(409, 'order_scans_open')
}

export interface OrderListFilter {
  status?: string | undefined
  view?: 'in_work' | 'on_way' | 'closed' | undefined
  late?: boolean | undefined
  cargo_id?: number | undefined
}

const sorts = {
  '-id': ['o.id', 'desc'],
  id: ['o.id', 'asc'],
  load_date: ['o.load_date', 'asc'],
  '-load_date': ['o.load_date', 'desc'],
  unload_date: ['o.unload_date', 'asc'],
  '-unload_date': ['o.unload_date', 'desc'],
  '-status_at': ['o.updated_at', 'desc'],
} as const

/** Late: on the way past the unloading date, or not yet on the way past the loading date (the answers' rule). */
export const lateSql = (today: string) => sql<boolean>`(
  (o.status = 'on_way' and o.unload_date < ${today}::date)
  or (o.status in ('documents', 'security_check', 'loading') and o.load_date < ${today}::date)
)`

/**
 * A page of one side's orders (or of all orders waiting for the security service) and how many there are. The
 * filter, the count and the page's ids are read from `orders` alone (its indexes, no cargo or company joined: every
 * order has them), and only the page's rows are joined for their names (bench `orders`: 10,000 orders).
 */
export async function listOrderRows(
  db: Kysely<DB>,
  owner: { side: 'shipper' | 'carrier'; companyId: number } | { side: 'security' },
  filter: OrderListFilter,
  page: { limit: number; offset: number; sort: keyof typeof sorts },
) {
  let ids = db.selectFrom('orders as o')
  if (owner.side === 'shipper') ids = ids.where('o.shipper_company_id', '=', owner.companyId)
  if (owner.side === 'carrier') ids = ids.where('o.carrier_company_id', '=', owner.companyId)
  if (owner.side === 'security') ids = ids.where('o.status', '=', 'security_check')
  if (filter.status) ids = ids.where('o.status', '=', filter.status)
  if (filter.cargo_id) ids = ids.where('o.cargo_id', '=', filter.cargo_id)
  if (filter.view === 'in_work') ids = ids.where('o.status', 'not in', endedOrderStatuses)
  if (filter.view === 'on_way') ids = ids.where('o.status', 'in', ['loading', 'on_way'])
  if (filter.view === 'closed') ids = ids.where('o.status', 'in', endedOrderStatuses)
  if (filter.late !== undefined)
    ids = ids.where(filter.late ? lateSql(isoDay(new Date())) : sql<boolean>`not ${lateSql(isoDay(new Date()))}`)
  const counted = await ids.select(sql<number>`count(*)::int`.as('size')).executeTakeFirstOrThrow()
  const [column, direction] = sorts[page.sort]
  const pageIds = ids
    .select('o.id')
    .orderBy(column, direction)
    .orderBy('o.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
  const data = await orderRows(db)
    .where('o.id', 'in', pageIds)
    .orderBy(column, direction)
    .orderBy('o.id', 'desc')
    .execute()
  return { rows: data, size: Number(counted.size) }
}

export function orderTimeline(db: Kysely<DB>, orderId: number) {
  return db
    .selectFrom('order_events as e')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.status', 'e.created_at', 'e.reason', 'e.user_id', 'u.name as user_name'])
    .where('e.order_id', '=', orderId)
    .orderBy('e.id')
    .execute()
}
