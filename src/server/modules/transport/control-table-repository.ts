/**
 * The control table's SQL: one row per transport task with its truck, trailer, driver, carrier, place and cargo,
 * filtered and ordered in the database so a page of thousands reads as fast as the first. Whose tasks: a carrier's
 * own trucks' (`k.company_id`), or, for a shipper, the tasks carrying the company's cargos (`c.company_id`).
 */
import { sql } from 'kysely'
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

export async function controlTablePage(
  db: Db,
  scope: ControlScope,
  query: ControlQuery,
  lang: Lang,
  today = isoDay(new Date()),
): Promise<{ data: ControlRow[]; meta: { size: number } }> {
  let base = db
    .selectFrom('transport_tasks as k')
    .innerJoin('transports as t', 't.id', 'k.transport_id')
    .innerJoin('companies as co', 'co.id', 'k.company_id')
    .leftJoin('trailers as tr', 'tr.id', 't.trailer_id')
    .leftJoin('drivers as d', 'd.id', 't.driver_id')
    .leftJoin('places as p', 'p.id', 'k.place_id')
    .leftJoin('cargos as c', 'c.id', 'k.cargo_id')
    .leftJoin('places as sp', 'sp.id', 'c.start_place_id')
    .leftJoin('places as fp', 'fp.id', 'c.finish_place_id')
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
  const name = (ru: string, en: string) => (lang === 'en' ? en : ru)
  const [rows, count] = await Promise.all([
    base
      .select([
        'k.id',
        'k.type',
        sql<string>`k.start_date::text`.as('start_date'),
        sql<string>`k.end_date::text`.as('end_date'),
        't.id as transport_id',
        't.number',
        'tr.number as trailer_number',
        'd.name as driver_name',
        'd.phone as driver_phone',
        'co.id as carrier_id',
        'co.name as carrier_name',
        `p.${name('name_ru', 'name_en')} as place` as 'p.name_ru as place',
        'c.id as cargo_id',
        `sp.${name('name_ru', 'name_en')} as cargo_start` as 'sp.name_ru as cargo_start',
        `fp.${name('name_ru', 'name_en')} as cargo_finish` as 'fp.name_ru as cargo_finish',
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
