/**
 * The control table's SQL: one row per transport task with its truck, trailer, driver, carrier, place and cargo,
 * filtered and ordered in the database so a page of thousands reads as fast as the first. Whose tasks: a carrier's
 * own trucks' (`k.company_id`), or, for a shipper, the tasks carrying the company's cargos (`c.company_id`).
 */
import { type RawBuilder, sql } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import { isoDay } from '../../../core/contract/days'
import {
  type ControlRow,
  type ControlSort,
  type ControlStatus,
  controlStateOf,
  type TaskType,
} from '../../../core/contract/transport'
import type { Db } from './access'
import { plateLike } from './truck-repository'

export interface ControlQuery {
  limit: number
  offset: number
  sort: ControlSort
  filter?:
    | {
        status?: ControlStatus | undefined
        type?: TaskType | undefined
        number?: string | undefined
        start_date?: string | undefined
        end_date?: string | undefined
      }
    | undefined
}

/** Whose tasks the table lists: the caller's trucks' (carrier) or those carrying the caller's cargos (shipper). */
export type ControlScope = { carrier: number } | { shipper: number }

const orderColumn = {
  start_date: 'k.start_date',
  end_date: 'k.end_date',
  number: 't.number',
  driver: 'd.name',
} as const

/** A place's name in the language, by key: a scalar subquery (see `controlTablePage`). */
const placeName = (column: RawBuilder<unknown>, lang: Lang) =>
  lang === 'en'
    ? sql<string | null>`(select pl.name_en from places pl where pl.id = ${column})`
    : sql<string | null>`(select pl.name_ru from places pl where pl.id = ${column})`

export async function controlTablePage(
  db: Db,
  scope: ControlScope,
  query: ControlQuery,
  lang: Lang,
  today = isoDay(new Date()),
): Promise<{ data: ControlRow[]; meta: { size: number } }> {
  // Joined: only what the rows are chosen or ordered by (the task, its truck, its cargo, the driver). The names
  // shown (carrier, trailer, places) are scalar subqueries by key: as joins they made a nine-relation join problem,
  // planned twice per request (page and count), whose planning took longer than running both.
  let base = db
    .selectFrom('transport_tasks as k')
    .innerJoin('transports as t', 't.id', 'k.transport_id')
    .leftJoin('drivers as d', 'd.id', 't.driver_id')
    .leftJoin('cargos as c', 'c.id', 'k.cargo_id')
  base =
    'carrier' in scope ? base.where('k.company_id', '=', scope.carrier) : base.where('c.company_id', '=', scope.shipper)
  const filter = query.filter ?? {}
  if (filter.type) base = base.where('k.type', '=', filter.type)
  if (filter.number) base = base.where('t.number', 'like', plateLike(filter.number))
  if (filter.start_date) base = base.where('k.end_date', '>=', filter.start_date)
  if (filter.end_date) base = base.where('k.start_date', '<=', filter.end_date)
  // the same bounds as controlStateOf: planned starts after today, done ended before it, the rest is under way
  if (filter.status === 'planned') base = base.where('k.start_date', '>', today)
  if (filter.status === 'done') base = base.where('k.end_date', '<', today)
  if (filter.status === 'in_progress') {
    base = base.where('k.start_date', '<=', today).where('k.end_date', '>=', today)
  }

  const descending = query.sort.startsWith('-')
  const column = orderColumn[query.sort.replace(/^-/, '') as keyof typeof orderColumn]
  const direction = descending ? 'desc' : 'asc'
  const [rows, count] = await Promise.all([
    base
      .select([
        'k.id',
        'k.type',
        sql<string>`k.start_date::text`.as('start_date'),
        sql<string>`k.end_date::text`.as('end_date'),
        't.id as transport_id',
        't.number',
        sql<string | null>`(select tr.number from trailers tr where tr.id = t.trailer_id)`.as('trailer_number'),
        'd.name as driver_name',
        'd.phone as driver_phone',
        'k.company_id as carrier_id',
        sql<string>`(select co.name from companies co where co.id = k.company_id)`.as('carrier_name'),
        placeName(sql.ref('k.place_id'), lang).as('place'),
        'c.id as cargo_id',
        placeName(sql.ref('c.start_place_id'), lang).as('cargo_start'),
        placeName(sql.ref('c.finish_place_id'), lang).as('cargo_finish'),
      ])
      .orderBy(column, (order) => (descending ? order.desc() : order.asc()).nullsLast())
      .orderBy('k.start_date', direction)
      .orderBy('k.id', direction)
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  const data = rows.map(
    (row): ControlRow => ({
      id: row.id,
      type: row.type as TaskType,
      start_date: row.start_date,
      end_date: row.end_date,
      ...controlStateOf({ type: row.type as TaskType, start_date: row.start_date, end_date: row.end_date }, today),
      transport: { id: row.transport_id, number: row.number, trailer_number: row.trailer_number },
      driver: row.driver_name === null ? null : { name: row.driver_name, phone: row.driver_phone },
      carrier: { id: row.carrier_id, name: row.carrier_name },
      place: row.place,
      cargo:
        row.cargo_id === null
          ? null
          : { id: row.cargo_id, start: row.cargo_start ?? '', finish: row.cargo_finish ?? '' },
    }),
  )
  return { data, meta: { size: Number(count.n) } }
}
