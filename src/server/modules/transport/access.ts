/**
 * Company checks of the transport area: every object is looked up together with the caller's company, so another
 * company's id answers 404 exactly like an id that does not exist.
 */
import { type Kysely, type RawBuilder, type Selectable, sql, type Transaction } from 'kysely'
import type { DB } from '../../db/schema'
import type { CurrentUser } from '../../http/auth'
import { forbidden, invalidField, notFound } from '../../http/errors'

export type Db = Kysely<DB> | Transaction<DB>

/** The caller's company; a user without one may not keep a fleet. */
export function companyOf(me: CurrentUser): number {
  if (me.companyId === null) throw forbidden('no_company')
  return me.companyId
}

/** The tables whose rows belong to one company by `company_id`. */
type CompanyTable = 'transports' | 'drivers' | 'trailers'

/** A row of the caller's company, or 404 (another company's id reads as one that does not exist). */
async function ownRow<T extends CompanyTable>(db: Db, table: T, companyId: number, id: number) {
  const row = await db
    .selectFrom(table as CompanyTable)
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst()
  if (!row) throw notFound()
  return row as Selectable<DB[T]>
}

export const ownTransport = (db: Db, companyId: number, id: number) => ownRow(db, 'transports', companyId, id)
/**
 * The caller's truck, or 404, locked until the transaction ends: one truck's task writes then run one after another,
 * and of two that overlap the second meets the first's committed row (`transport_tasks_no_overlap`, a 409). Unlocked,
 * two such writes each waited for the other's uncommitted row at the exclusion constraint, and PostgreSQL aborted one
 * as a deadlock (40P01, a 500).
 */
export async function lockOwnTransport(db: Db, companyId: number, id: number): Promise<void> {
  const row = await db
    .selectFrom('transports')
    .select('id')
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .forUpdate()
    .executeTakeFirst()
  if (!row) throw notFound()
}
export const ownDriver = (db: Db, companyId: number, id: number) => ownRow(db, 'drivers', companyId, id)
export const ownTrailer = (db: Db, companyId: number, id: number) => ownRow(db, 'trailers', companyId, id)

export async function ownTask(db: Db, companyId: number, id: number) {
  const row = await db
    .selectFrom('transport_tasks')
    .select([
      'id',
      'company_id',
      'transport_id',
      'type',
      'place_id',
      'radius_km',
      'cargo_id',
      'comment',
      (eb) => eb.cast<string>('start_date', 'text').as('start_date'),
      (eb) => eb.cast<string>('end_date', 'text').as('end_date'),
    ])
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst()
  if (!row) throw notFound()
  return row
}
export type TaskRecord = Awaited<ReturnType<typeof ownTask>>

/** A field that names another record of the company (trailer, driver, truck): unknown ones are a 422 on the field. */
export async function checkOwned(
  db: Db,
  table: 'drivers' | 'trailers' | 'transports',
  companyId: number,
  id: number | null | undefined,
  field: string,
): Promise<void> {
  if (id === null || id === undefined) return
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst()
  if (!row) throw invalidField(field, 'fleet_item_unknown')
}

/** The winning states of a cargo response (migration 007): the responding carrier's truck carries the cargo. */
export const WINNING = sql`('accepted', 'wait_security_check', 'security_approved', 'contract')`

/**
 * The trucks carrying a cargo of the shipper company on some day of the window (what `carriesCargoOf` asks of one
 * truck), as one set: for a list of trucks the set is made once (a hashed semi-join) instead of two probes per truck
 * of the whole fleet. Served by `transport_tasks_cargo` from the company's cargos, and by `cargo_responses_truck`
 * (the winning responses that name a truck, by the cargo's company).
 */
export function trucksCarryingCargoOf(companyId: number, window: { start: string; end: string }): RawBuilder<boolean> {
  return sql<boolean>`t.id in (
    select k.transport_id from transport_tasks k join cargos c on c.id = k.cargo_id
    where c.company_id = ${companyId} and k.start_date <= ${window.end}::date and k.end_date >= ${window.start}::date
    union
    select r.transport_id from cargo_responses r join cargos c on c.id = r.cargo_id
    where r.shipper_company_id = ${companyId} and r.transport_id is not null and r.status in ${WINNING}
      and c.company_id = ${companyId} and c.load_date_from <= ${window.end}::date
      and coalesce(c.unload_date, c.load_date_to) >= ${window.start}::date
  )`
}

/**
 * Whether truck `t` carries a cargo of the shipper company (on some day of the window, when given): a task of the
 * truck carries it, or the carrier won the cargo with a response naming this truck.
 */
export function carriesCargoOf(companyId: number, window?: { start: string; end: string }): RawBuilder<boolean> {
  const taskDays = window ? sql`and k.start_date <= ${window.end}::date and k.end_date >= ${window.start}::date` : sql``
  const cargoDays = window
    ? sql`and c.load_date_from <= ${window.end}::date and coalesce(c.unload_date, c.load_date_to) >= ${window.start}::date`
    : sql``
  return sql<boolean>`(
    exists (
      select 1 from transport_tasks k join cargos c on c.id = k.cargo_id
      where k.transport_id = t.id and c.company_id = ${companyId} ${taskDays}
    )
    or exists (
      select 1 from cargo_responses r join cargos c on c.id = r.cargo_id
      where r.transport_id = t.id and r.shipper_company_id = ${companyId} and c.company_id = ${companyId}
        and r.status in ${WINNING} ${cargoDays}
    )
  )`
}
