/**
 * The registry's SQL. A registry row is a delivered order of the shipper's company (unloaded, documents approved
 * or closed, with its unloading moment); its amounts and dates are the order's own, its due day the unloading day
 * plus the company's pay days (at most 100, spec 9), its marks (checked, factoring company) a `registry_marks` row.
 */
import { type Kysely, sql } from 'kysely'
import type { RegistrySort } from '../../../core/contract/finance'
import { VAT_RATE } from '../../../core/contract/finance'
import type { DB } from '../../db/schema'
import { notFound } from '../../http/errors'
import { cargoWithPlaces } from '../cargo/cargo-repository'
import { carrierAndRouteColumns } from './answers'

export const deliveredStatuses = ['unloaded', 'documents_approved', 'closed'] as const

/** The due day as SQL: the order's unloading day (UTC, as the orders' answers count it) plus the pay days. */
const dueDate = sql<string>`((o.unloaded_at at time zone 'UTC')::date + least(greatest(coalesce((sc.payment->>'pay_days')::int, 0), 0), 100))`
const advance = sql<string | number>`coalesce(a.amount, 0)`

function base(db: Kysely<DB>, companyId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('companies as sc', 'sc.id', 'o.shipper_company_id')
    .leftJoin('registry_marks as m', 'm.order_id', 'o.id')
    .leftJoin('advance_payments as a', (join) => join.onRef('a.order_id', '=', 'o.id').on('a.status', '=', 'exported'))
    .where('o.shipper_company_id', '=', companyId)
    .where('o.unloaded_at', 'is not', null)
    .where('o.status', 'in', [...deliveredStatuses])
}

export interface RegistrySelection {
  type: 'all' | 'unchecked' | 'checked'
  filter?: { start_date?: string | undefined; end_date?: string | undefined } | undefined
}

function selected(db: Kysely<DB>, companyId: number, { type, filter }: RegistrySelection) {
  let q = base(db, companyId)
  if (type === 'checked') q = q.where(sql<boolean>`coalesce(m.is_checked, false)`, '=', true)
  if (type === 'unchecked') q = q.where(sql<boolean>`coalesce(m.is_checked, false)`, '=', false)
  // The due day is the unloading day plus the company's pay days, one number for the whole registry: the same
  // window on the unloading moment reads only the window's orders (`orders_shipper_unloaded`), not every delivered
  // order of the company. The due day's own condition stays the exact one.
  const payDays = sql<number>`(select least(greatest(coalesce((p.payment->>'pay_days')::int, 0), 0), 100) from companies p where p.id = ${companyId})`
  if (filter?.start_date) {
    q = q.where(dueDate, '>=', sql<string>`${filter.start_date}::date`)
    q = q.where(
      'o.unloaded_at',
      '>=',
      sql<Date>`(${filter.start_date}::date - ${payDays})::timestamp at time zone 'UTC'`,
    )
  }
  if (filter?.end_date) {
    q = q.where(dueDate, '<=', sql<string>`${filter.end_date}::date`)
    q = q.where(
      'o.unloaded_at',
      '<',
      sql<Date>`(${filter.end_date}::date + 1 - ${payDays})::timestamp at time zone 'UTC'`,
    )
  }
  return q
}

function rows(db: Kysely<DB>, companyId: number, selection: RegistrySelection) {
  // the cargo and the carrier only for the rows shown: the totals count the same without them (one row each)
  return selected(db, companyId, selection)
    .innerJoin(cargoWithPlaces(db).as('c'), 'c.id', 'o.cargo_id')
    .innerJoin('companies as cc', 'cc.id', 'o.carrier_company_id')
    .leftJoin('factoring_companies as f', 'f.id', 'm.factoring_company_id')
    .leftJoin('users as cu', 'cu.id', 'm.checked_by')
    .select([
      'o.id',
      'o.status',
      'o.contract_id',
      'o.price',
      'o.currency',
      sql<string>`o.load_date::text`.as('load_date'),
      'o.unloaded_at',
      sql<number>`least(greatest(coalesce((sc.payment->>'pay_days')::int, 0), 0), 100)`.as('pay_days'),
      sql<string>`(${dueDate})::text`.as('due_date'),
      advance.as('advance'),
      'o.carrier_company_id',
      ...carrierAndRouteColumns,
      sql<boolean>`coalesce(m.is_checked, false)`.as('is_checked'),
      'm.checked_at',
      'cu.name as checked_by',
      'm.factoring_company_id',
      'f.name as factoring_name',
      'f.inn as factoring_inn',
    ])
}
export type RegistryRow = Awaited<ReturnType<ReturnType<typeof rows>['executeTakeFirstOrThrow']>>

const orderings: Record<RegistrySort, ReturnType<typeof sql>> = {
  due_date: sql`due_date asc, o.id asc`,
  '-due_date': sql`due_date desc, o.id desc`,
  amount: sql`o.price asc, o.id asc`,
  '-amount': sql`o.price desc, o.id desc`,
  id: sql`o.id asc`,
  '-id': sql`o.id desc`,
}

export async function listRegistryRows(
  db: Kysely<DB>,
  companyId: number,
  selection: RegistrySelection & { sort: RegistrySort; limit: number; offset: number },
) {
  const [page, totals] = await Promise.all([
    rows(db, companyId, selection)
      .orderBy(orderings[selection.sort])
      .limit(selection.limit)
      .offset(selection.offset)
      .execute(),
    selected(db, companyId, selection)
      .select([
        sql<string>`count(*)`.as('count'),
        sql<string>`coalesce(sum(o.price), 0)`.as('amount'),
        sql<string>`coalesce(sum(round(o.price * ${sql.lit(VAT_RATE)} / ${sql.lit(100 + VAT_RATE)}.0)), 0)`.as('vat'),
        sql<string>`coalesce(sum(o.price - ${advance}), 0)`.as('to_pay'),
        sql<string>`count(*) filter (where m.is_checked)`.as('checked'),
        sql<string>`coalesce(sum(o.price) filter (where m.is_checked), 0)`.as('checked_amount'),
      ])
      .executeTakeFirstOrThrow(),
  ])
  return {
    rows: page,
    totals: {
      count: Number(totals.count),
      amount: Number(totals.amount),
      vat: Number(totals.vat),
      to_pay: Number(totals.to_pay),
      checked: Number(totals.checked),
      checked_amount: Number(totals.checked_amount),
    },
  }
}

export async function registryRow(db: Kysely<DB>, companyId: number, orderId: number) {
  const row = await rows(db, companyId, { type: 'all' }).where('o.id', '=', orderId).executeTakeFirst()
  if (!row) throw notFound()
  return row
}

/** The ids among `ids` that are rows of the company's registry. */
async function ownRows(db: Kysely<DB>, companyId: number, ids: readonly number[]): Promise<number[]> {
  const found = await base(db, companyId)
    .select('o.id')
    .where('o.id', 'in', [...ids])
    .execute()
  return found.map((r) => r.id)
}

/** Hands a row to a factoring company (or takes it back). 404 for a row or a factoring company that is not there. */
export async function setFactoring(
  db: Kysely<DB>,
  companyId: number,
  orderId: number,
  factoringId: number | null,
): Promise<void> {
  if ((await ownRows(db, companyId, [orderId])).length === 0) throw notFound()
  if (factoringId !== null) {
    const f = await db.selectFrom('factoring_companies').select('id').where('id', '=', factoringId).executeTakeFirst()
    if (!f) throw notFound('factoring_unknown')
  }
  await db
    .insertInto('registry_marks')
    .values({ order_id: orderId, company_id: companyId, factoring_company_id: factoringId })
    .onConflict((oc) =>
      oc.column('order_id').doUpdateSet({ factoring_company_id: factoringId, updated_at: new Date() }),
    )
    .execute()
}

/** Marks rows checked or not, all or none: an id that is not the company's row answers 404 and changes nothing. */
export async function setChecked(
  db: Kysely<DB>,
  companyId: number,
  ids: readonly number[],
  isChecked: boolean,
  userId: number,
): Promise<number[]> {
  const unique = [...new Set(ids)]
  return db.transaction().execute(async (trx) => {
    const own = await ownRows(trx, companyId, unique)
    if (own.length !== unique.length) throw notFound()
    const now = new Date()
    const marks = { is_checked: isChecked, checked_at: isChecked ? now : null, checked_by: isChecked ? userId : null }
    for (const id of own) {
      await trx
        .insertInto('registry_marks')
        .values({ order_id: id, company_id: companyId, ...marks })
        .onConflict((oc) => oc.column('order_id').doUpdateSet({ ...marks, updated_at: now }))
        .execute()
    }
    return own.sort((a, b) => a - b)
  })
}

export function factoringCompanies(db: Kysely<DB>) {
  return db.selectFrom('factoring_companies').select(['id', 'name', 'inn']).orderBy('name').execute()
}
