/**
 * Planned routes of the keeper's external trucks: the new-route dialog, a truck's and a carrier's routes, the start
 * date, the status, deletion, and putting a route on the keeper's transport calendar (reusing the fleet's
 * external-truck path: the truck becomes a calendar row of the keeper, marked with its external carrier).
 */
import { type Kysely, sql } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import { addDays, isoDay } from '../../../core/contract/days'
import type { PlannedRoute, RouteStatus } from '../../../core/contract/external-carriers'
import type { DB } from '../../db/schema'
import { invalidField } from '../../http/errors'
import { saveTask } from '../transport/task-repository'
import { addExternalTransport } from '../transport/truck-repository'
import { checkOwnTransport, checkPlaces, type Db } from './access'

function routeRows(db: Db) {
  return db
    .selectFrom('external_routes as r')
    .innerJoin('external_transports as x', 'x.id', 'r.transport_id')
    .innerJoin('companies as c', 'c.id', 'x.company_id')
    .innerJoin('places as s', 's.id', 'r.start_place_id')
    .innerJoin('places as f', 'f.id', 'r.finish_place_id')
    .select([
      'r.id',
      'r.transport_id',
      'x.company_id',
      'c.name as company_name',
      'r.start_place_id',
      's.name_ru as start_ru',
      's.name_en as start_en',
      'r.finish_place_id',
      'f.name_ru as finish_ru',
      'f.name_en as finish_en',
      sql<string>`r.start_date::text`.as('start_date'),
      'r.status',
      'r.task_id',
      'r.created_at',
    ])
}
type RouteRow = Awaited<ReturnType<ReturnType<typeof routeRows>['execute']>>[number]

function toRoute(row: RouteRow, lang: Lang): PlannedRoute {
  const en = lang === 'en'
  return {
    id: row.id,
    transport_id: row.transport_id,
    company: { id: row.company_id, name: row.company_name },
    start_city_id: row.start_place_id,
    start_city_name: en ? row.start_en : row.start_ru,
    finish_point_id: row.finish_place_id,
    finish_point_name: en ? row.finish_en : row.finish_ru,
    start_date: row.start_date,
    status: row.status as RouteStatus,
    task_id: row.task_id,
    created_at: row.created_at.toISOString(),
  }
}

export async function routeById(db: Db, id: number, lang: Lang): Promise<PlannedRoute> {
  return toRoute(await routeRows(db).where('r.id', '=', id).executeTakeFirstOrThrow(), lang)
}

export async function transportRoutes(db: Db, keeper: number, transportId: number, lang: Lang) {
  const rows = await routeRows(db)
    .where('r.owner_company_id', '=', keeper)
    .where('r.transport_id', '=', transportId)
    .where('r.start_date', '>=', isoDay(new Date()))
    .orderBy('r.start_date')
    .orderBy('r.id')
    .execute()
  return rows.map((row) => toRoute(row, lang))
}

/**
 * A carrier's planned routes in the keeper's database: from today on and not cancelled, the routes the carrier card
 * counts (company-repository's `planned_route_count`), so the count and the list agree.
 */
export async function companyRoutes(db: Db, keeper: number, companyId: number, lang: Lang) {
  const rows = await routeRows(db)
    .where('r.owner_company_id', '=', keeper)
    .where('x.company_id', '=', companyId)
    .where('r.start_date', '>=', isoDay(new Date()))
    .where('r.status', '<>', 'cancelled')
    .orderBy('r.start_date')
    .orderBy('r.id')
    .limit(1000)
    .execute()
  return rows.map((row) => toRoute(row, lang))
}

export async function insertRoute(
  db: Db,
  keeper: number,
  userId: number,
  input: { transport_id: number; start_city_id: number; finish_point_id: number; start_date: string },
): Promise<number> {
  await checkOwnTransport(db, keeper, input.transport_id)
  await checkPlaces(db, { start_city_id: input.start_city_id, finish_point_id: input.finish_point_id })
  const row = await db
    .insertInto('external_routes')
    .values({
      owner_company_id: keeper,
      transport_id: input.transport_id,
      start_place_id: input.start_city_id,
      finish_place_id: input.finish_point_id,
      start_date: input.start_date,
      created_by: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateRoute(db: Db, keeper: number, id: number, set: { start_date?: string; status?: string }) {
  await db.updateTable('external_routes').set(set).where('id', '=', id).where('owner_company_id', '=', keeper).execute()
}

export async function deleteRoute(db: Db, keeper: number, id: number) {
  await db.deleteFrom('external_routes').where('id', '=', id).where('owner_company_id', '=', keeper).execute()
}

const plateLetters = 'АВЕКМНОРСТУХ'

/**
 * The plate an external truck is kept under on the keeper's calendar (the calendar needs a valid plate and the
 * external database has none): one per external truck, region 999 so it never reads as a real one.
 */
export function calendarPlate(id: number): string {
  const l = (n: number) => plateLetters[n % 12]
  return `${l(Math.floor(id / 1000))}${String(id % 1000).padStart(3, '0')}${l(Math.floor(id / 12_000))}${l(Math.floor(id / 144_000))}999`
}

/**
 * Puts a planned route on the keeper's calendar: the external truck's calendar row (made once, under
 * `calendarPlate`), and a free (`available`) window at the start city from the start date for `days` days. Answers the
 * calendar truck and the task; the route remembers its task.
 */
export async function addRouteToCalendar(
  db: Kysely<DB>,
  keeper: number,
  userId: number,
  routeId: number,
  days: number,
): Promise<{ transportId: number; taskId: number }> {
  const route = await db
    .selectFrom('external_routes as r')
    .innerJoin('external_transports as x', 'x.id', 'r.transport_id')
    .select([
      'r.id',
      'r.task_id',
      'r.start_place_id',
      sql<string>`r.start_date::text`.as('start_date'),
      'x.id as truck_id',
      'x.company_id',
      'x.truck_type_id',
      'x.load_type_ids',
      'x.weight',
      'x.volume',
    ])
    .where('r.id', '=', routeId)
    .where('r.owner_company_id', '=', keeper)
    .executeTakeFirstOrThrow()
  if (route.task_id !== null) throw invalidField('id', 'route_on_calendar')
  const task = {
    type: 'available' as const,
    start_date: route.start_date,
    end_date: addDays(route.start_date, days - 1),
    place_id: route.start_place_id,
    radius_km: 50,
    comment: null,
  }
  const number = calendarPlate(route.truck_id)
  const existing = await db
    .selectFrom('transports')
    .select('id')
    .where('company_id', '=', keeper)
    .where('number', '=', number)
    .executeTakeFirst()
  let ids: { transportId: number; taskId: number }
  if (existing) {
    const taskId = await db
      .transaction()
      .execute((trx) => saveTask(trx, keeper, userId, { ...task, transport_id: existing.id, cargo_id: null }))
    ids = { transportId: existing.id, taskId }
  } else {
    const made = await addExternalTransport(db, keeper, userId, route.company_id, {
      number,
      truck_type_id: route.truck_type_id,
      load_type_ids: route.load_type_ids,
      capacity: route.weight === null ? null : Number(route.weight),
      volume: route.volume === null ? null : Number(route.volume),
      task,
    })
    // the fleet's path writes the truck and its task in one transaction of its own
    ids = { transportId: made.transportId, taskId: made.taskId! }
  }
  await db.updateTable('external_routes').set({ task_id: ids.taskId }).where('id', '=', routeId).execute()
  return ids
}
