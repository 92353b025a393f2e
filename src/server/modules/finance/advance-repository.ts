/**
 * Advance payments' SQL. An advance is a share of one order's price, asked by the order's carrier before unloading
 * (one per order: a unique index), approved by the order's shipper and then exported to its accounting system.
 * Steps lock the row (`for update`) and move only from the status read under the lock.
 */
import { type Kysely, sql } from 'kysely'
import { type AdvanceStatus, advanceStatuses } from '../../../core/contract/finance'
import type { DB } from '../../db/schema'
import { conflict, HttpError, isUniqueViolation, notFound } from '../../http/errors'
import { cargoWithPlaces } from '../cargo/cargo-repository'
import { carrierAndRouteColumns } from './answers'

export type AdvanceOwner = { side: 'shipper' | 'carrier'; companyId: number }

export function advanceRows(db: Kysely<DB>) {
  return db
    .selectFrom('advance_payments as a')
    .innerJoin('orders as o', 'o.id', 'a.order_id')
    .innerJoin(cargoWithPlaces(db).as('c'), 'c.id', 'o.cargo_id')
    .innerJoin('companies as sc', 'sc.id', 'a.shipper_company_id')
    .innerJoin('companies as cc', 'cc.id', 'a.carrier_company_id')
    .leftJoin('users as ru', 'ru.id', 'a.requested_by')
    .leftJoin('users as au', 'au.id', 'a.approved_by')
    .select([
      'a.id',
      'a.status',
      'a.order_id',
      'o.contract_id',
      'o.status as order_status',
      'o.price as order_amount',
      'a.percent',
      'a.amount',
      'a.currency',
      'a.shipper_company_id',
      'sc.name as shipper_name',
      'a.carrier_company_id',
      ...carrierAndRouteColumns,
      sql<string>`o.load_date::text`.as('load_date'),
      sql<string | null>`o.unload_date::text`.as('unload_date'),
      'a.created_at',
      'ru.name as requested_by',
      'a.approved_at',
      'au.name as approved_by',
      'a.exported_at',
    ])
}
export type AdvanceRow = Awaited<ReturnType<ReturnType<typeof advanceRows>['executeTakeFirstOrThrow']>>

const ownerColumn = (side: AdvanceOwner['side']) =>
  side === 'shipper' ? ('a.shipper_company_id' as const) : ('a.carrier_company_id' as const)

export interface AdvanceSelection {
  type: 'all' | AdvanceStatus
  sort: '-id' | 'id' | 'amount' | '-amount' | 'load_date' | '-load_date'
  limit: number
  offset: number
  filter?: { start_date?: string | undefined; end_date?: string | undefined } | undefined
}

export async function listAdvanceRows(db: Kysely<DB>, owner: AdvanceOwner, s: AdvanceSelection) {
  let q = advanceRows(db).where(ownerColumn(owner.side), '=', owner.companyId)
  if (s.filter?.start_date)
    q = q.where(sql<string>`(a.created_at at time zone 'UTC')::date`, '>=', sql<string>`${s.filter.start_date}::date`)
  if (s.filter?.end_date)
    q = q.where(sql<string>`(a.created_at at time zone 'UTC')::date`, '<=', sql<string>`${s.filter.end_date}::date`)
  const counted = q
  if (s.type !== 'all') q = q.where('a.status', '=', s.type)
  const order = {
    '-id': sql`a.id desc`,
    id: sql`a.id asc`,
    amount: sql`a.amount asc, a.id asc`,
    '-amount': sql`a.amount desc, a.id desc`,
    load_date: sql`o.load_date asc, a.id asc`,
    '-load_date': sql`o.load_date desc, a.id desc`,
  }[s.sort]
  const [rows, totals, byStatus] = await Promise.all([
    q.orderBy(order).limit(s.limit).offset(s.offset).execute(),
    q
      .clearSelect()
      .select([sql<string>`count(*)`.as('size'), sql<string>`coalesce(sum(a.amount), 0)`.as('amount')])
      .executeTakeFirstOrThrow(),
    // the tabs' counts: the period's advances by status, whatever tab is open
    counted
      .clearSelect()
      .select(['a.status', sql<string>`count(*)`.as('n')])
      .groupBy('a.status')
      .execute(),
  ])
  return {
    rows,
    size: Number(totals.size),
    totals: {
      amount: Number(totals.amount),
      by_status: Object.fromEntries(
        advanceStatuses.map((status) => [status, Number(byStatus.find((r) => r.status === status)?.n ?? 0)]),
      ) as Record<AdvanceStatus, number>,
    },
  }
}

export async function findAdvance(db: Kysely<DB>, owner: AdvanceOwner, id: number) {
  const row = await advanceRows(db)
    .where('a.id', '=', id)
    .where(ownerColumn(owner.side), '=', owner.companyId)
    .executeTakeFirst()
  if (!row) throw notFound()
  return row
}

/** Approves a requested advance of the shipper's company: 404 for another's, 409 when it is not waiting. */
export async function approveAdvance(db: Kysely<DB>, companyId: number, id: number, userId: number) {
  await db.transaction().execute(async (trx) => {
    const a = await trx
      .selectFrom('advance_payments')
      .select(['id', 'status', 'shipper_company_id'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst()
    if (!a || a.shipper_company_id !== companyId) throw notFound()
    if (a.status !== 'requested') throw new HttpError(409, 'advance_not_requested')
    const now = new Date()
    await trx
      .updateTable('advance_payments')
      .set({ status: 'approved', approved_by: userId, approved_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'requested')
      .execute()
  })
}

/**
 * The advances of an export, in the order of `ids`, marked exported: every id must be an approved (or already
 * exported) advance of the shipper's company (404 for another's, 409 for one not approved), and nothing changes
 * otherwise.
 */
export async function exportAdvances<T>(
  db: Kysely<DB>,
  companyId: number,
  ids: readonly number[],
  write: (rows: ExportRow[]) => T,
): Promise<T> {
  const unique = [...new Set(ids)]
  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('advance_payments')
      .select(['id', 'status', 'shipper_company_id'])
      .where('id', 'in', unique)
      .forUpdate()
      .execute()
    if (locked.length !== unique.length || locked.some((a) => a.shipper_company_id !== companyId)) throw notFound()
    if (locked.some((a) => a.status === 'requested')) throw conflict('advance_not_approved')
    const now = new Date()
    await trx
      .updateTable('advance_payments')
      .set({ status: 'exported', exported_at: now, updated_at: now })
      .where('id', 'in', unique)
      .where('status', '=', 'approved')
      .execute()
    const rows = await exportRows(trx).where('a.id', 'in', unique).execute()
    return write(unique.map((id) => rows.find((r) => r.id === id)!))
  })
}

/** What a payment order needs: the advance, the order and both companies' details (the payer is the shipper). */
function exportRows(db: Kysely<DB>) {
  return db
    .selectFrom('advance_payments as a')
    .innerJoin('orders as o', 'o.id', 'a.order_id')
    .innerJoin(cargoWithPlaces(db).as('c'), 'c.id', 'o.cargo_id')
    .innerJoin('contracts as k', 'k.id', 'o.contract_id')
    .innerJoin('companies as sc', 'sc.id', 'a.shipper_company_id')
    .innerJoin('companies as cc', 'cc.id', 'a.carrier_company_id')
    .select([
      'a.id',
      'a.amount',
      'a.order_id',
      'o.contract_id',
      'k.created_at as contract_date',
      'c.start_name_ru',
      'c.finish_name_ru',
      'sc.name as payer_name',
      'sc.inn as payer_inn',
      'sc.kpp as payer_kpp',
      'sc.payment as payer_payment',
      'cc.name as payee_name',
      'cc.inn as payee_inn',
      'cc.kpp as payee_kpp',
      'cc.payment as payee_payment',
    ])
}
export type ExportRow = Awaited<ReturnType<ReturnType<typeof exportRows>['executeTakeFirstOrThrow']>>

/** The order states in which an advance may still be asked: signed and not yet unloaded. */
export const advanceableStatuses = ['documents', 'security_check', 'loading', 'on_way'] as const

/** The carrier asks for an advance on its order; its company's check must have been approved by the partner. */
export async function requestAdvance(
  db: Kysely<DB>,
  companyId: number,
  orderId: number,
  percent: number,
  userId: number,
): Promise<number> {
  const check = await db
    .selectFrom('advance_verifications')
    .select('status')
    .where('company_id', '=', companyId)
    .executeTakeFirst()
  if (check?.status !== 'approved') throw new HttpError(409, 'advance_not_verified')
  const order = await db
    .selectFrom('orders')
    .select(['id', 'status', 'price', 'currency', 'shipper_company_id', 'carrier_company_id'])
    .where('id', '=', orderId)
    .executeTakeFirst()
  if (!order || order.carrier_company_id !== companyId) throw notFound()
  if (!(advanceableStatuses as readonly string[]).includes(order.status))
    throw new HttpError(409, 'advance_order_state')
  try {
    const row = await db
      .insertInto('advance_payments')
      .values({
        order_id: order.id,
        shipper_company_id: order.shipper_company_id,
        carrier_company_id: companyId,
        percent,
        amount: Math.round((Number(order.price) * percent) / 100),
        currency: order.currency,
        requested_by: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  } catch (error) {
    if (isUniqueViolation(error, 'advance_payments_order')) throw new HttpError(409, 'advance_exists')
    throw error
  }
}
