/**
 * Carriers as the carrier page and the database list show them: the company card, its trucks and planned routes
 * counted, and the caller company's own feedback (average rating and how many).
 */
import { sql } from 'kysely'
import { isoDay } from '../../../core/contract/days'
import type { CarrierCompany } from '../../../core/contract/external-carriers'
import { findVisibleCompaniesByInn } from '../companies/company-repository'
import type { Db } from './access'

/**
 * Counts for a carrier as seen by `keeper`: an external carrier's trucks and planned routes (from today) in the
 * keeper's database; a registered carrier's own trucks, and no planned routes: its trips are in its own calendar,
 * not in the keeper's database, and its route list (listCompanyRoutes) is empty, so the count says so too.
 */
function counted(keeper: number, today: string) {
  return {
    transports: sql<number>`case when c.type = 'external_carrier'
      then (select count(*) from external_transports x where x.company_id = c.id and x.owner_company_id = ${keeper})
      else (select count(*) from transports t where t.company_id = c.id and t.external_company_id is null) end`,
    routes: sql<number>`case when c.type = 'external_carrier'
      then (select count(*) from external_routes r where r.owner_company_id = ${keeper}
              and r.transport_id in (select x.id from external_transports x where x.company_id = c.id)
              and r.start_date >= ${today}::date and r.status <> 'cancelled')
      else 0 end`,
    rating: sql<number | null>`(select avg(f.rating)::float8 from carrier_feedback f
      where f.company_id = c.id and f.owner_company_id = ${keeper})`,
    feedback: sql<number>`(select count(*) from carrier_feedback f where f.company_id = c.id and f.owner_company_id = ${keeper})`,
  }
}

function carrierRows(db: Db, keeper: number) {
  const n = counted(keeper, isoDay(new Date()))
  return db
    .selectFrom('companies as c')
    .select([
      'c.id',
      'c.name',
      'c.inn',
      'c.type',
      'c.phone',
      'c.email',
      n.transports.as('transport_count'),
      n.routes.as('planned_route_count'),
      n.rating.as('rating'),
      n.feedback.as('feedback_count'),
    ])
}
type CarrierRow = Awaited<ReturnType<ReturnType<typeof carrierRows>['execute']>>[number]

export function toCarrier(row: CarrierRow): CarrierCompany {
  return {
    id: row.id,
    name: row.name,
    inn: row.inn,
    kind: row.type === 'external_carrier' ? 'external' : 'registered',
    phone: row.phone,
    email: row.email,
    transport_count: Number(row.transport_count),
    planned_route_count: Number(row.planned_route_count),
    rating: row.rating === null ? null : Math.round(Number(row.rating) * 10) / 10,
    feedback_count: Number(row.feedback_count),
  }
}

export async function listExternalCarriers(
  db: Db,
  keeper: number,
  page: { limit: number; offset: number; query?: string | undefined },
) {
  let base = db
    .selectFrom('companies as c')
    .where('c.type', '=', 'external_carrier')
    .where('c.created_by_company_id', '=', keeper)
  if (page.query) base = base.where(sql<boolean>`lower(c.name) like ${`%${page.query.toLowerCase()}%`}`)
  const ids = base.select('c.id')
  const [rows, size] = await Promise.all([
    carrierRows(db, keeper)
      .where('c.id', 'in', ids)
      .orderBy('c.name')
      .orderBy('c.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows: rows.map(toCarrier), size: Number(size.n) }
}

export async function carrierById(db: Db, keeper: number, id: number): Promise<CarrierCompany> {
  return toCarrier(await carrierRows(db, keeper).where('c.id', '=', id).executeTakeFirstOrThrow())
}

/** A carrier's trucks by body type and its planned routes (free windows for a registered carrier) from today. */
export async function transportCount(db: Db, keeper: number, id: number, external: boolean) {
  const byType = external
    ? await db
        .selectFrom('external_transports')
        .select(['truck_type_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('company_id', '=', id)
        .where('owner_company_id', '=', keeper)
        .groupBy('truck_type_id')
        .orderBy('truck_type_id')
        .execute()
    : await db
        .selectFrom('transports')
        .select(['truck_type_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('company_id', '=', id)
        .where('external_company_id', 'is', null)
        .groupBy('truck_type_id')
        .orderBy('truck_type_id')
        .execute()
  const card = await carrierById(db, keeper, id)
  return {
    total: byType.reduce((sum, row) => sum + Number(row.n), 0),
    by_truck_type: byType.map((row) => ({ truck_type_id: row.truck_type_id, count: Number(row.n) })),
    planned_routes: card.planned_route_count,
  }
}

export interface CarrierInput {
  name: string
  phone?: string | null | undefined
  email?: string | null | undefined
}

/**
 * Why an INN cannot be added to `keeper`'s database, or null: already recorded by the keeper (as a carrier or any
 * other counterparty), or a company registered on the exchange (a registered carrier's trucks are in the search).
 */
export async function innRefusal(db: Db, keeper: number, inn: string) {
  const known = await findVisibleCompaniesByInn(db, inn, keeper)
  const recorded = known.find((row) => row.created_by_company_id !== null)
  if (recorded) return recorded.type === 'external_carrier' ? 'carrier_recorded' : 'inn_recorded'
  const registered = known[0]
  if (!registered) return null
  return registered.type === 'carrier' || registered.type === 'expeditor' ? 'carrier_registered' : 'inn_taken'
}

/** A new external carrier of `keeper`'s database (a company of type external_carrier the keeper recorded). */
export async function insertExternalCarrier(db: Db, keeper: number, inn: string, input: CarrierInput) {
  const row = await db
    .insertInto('companies')
    .values({
      inn,
      name: input.name,
      phone: input.phone ?? null,
      email: input.email ?? null,
      type: 'external_carrier',
      payment: null,
      created_by_company_id: keeper,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** The whole card: absent contacts are cleared. */
export async function updateExternalCarrier(db: Db, id: number, input: CarrierInput): Promise<void> {
  await db
    .updateTable('companies')
    .set({ name: input.name, phone: input.phone ?? null, email: input.email ?? null, updated_at: new Date() })
    .where('id', '=', id)
    .execute()
}
