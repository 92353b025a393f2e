/**
 * `GET v2/transports/analytics`: how each truck of the caller's company was used over a period. Days come from the
 * calendar (busy: on a trip; empty: available or ready; idle: no task), kilometres are the straight-line estimate
 * (for each trip touching the period, from the place of the truck's task before it to the trip's place), and
 * revenue is what the company was to be paid for the cargos its trucks carried on trips starting in the period:
 * the price of its contract for the cargo, else of its winning response, else of the shipper's offer the truck took.
 */
import { sql } from 'kysely'
import { periodDays } from '../../../core/contract/days'
import type { MoneySum, TruckUsage } from '../../../core/contract/transport'
import { distanceKm } from '../cargo/geo'
import { type Db, WINNING } from './access'

interface TaskRow {
  transport_id: number
  type: string
  start_date: string
  end_date: string
  lat: number | null
  lng: number | null
  /** The place of the truck's task before this one (whether or not it touches the period). */
  prev_lat: number | null
  prev_lng: number | null
}

interface CarriedRow {
  transport_id: number
  cargo_id: number
  price: string | number | null
  currency: string | null
}

/** Days of `[start, end]` inside `[from, to]` (all inclusive). */
function overlapDays(start: string, end: string, from: string, to: string): number {
  const first = start > from ? start : from
  const last = end < to ? end : to
  return last < first ? 0 : periodDays(first, last)
}

function addMoney(sums: Map<string, number>, currency: string, amount: number) {
  sums.set(currency, (sums.get(currency) ?? 0) + amount)
}
const moneyList = (sums: Map<string, number>): MoneySum[] =>
  [...sums].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amount]) => ({ currency, amount }))

function byTransport<T extends { transport_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>()
  for (const row of rows) {
    const group = groups.get(row.transport_id)
    if (group) group.push(row)
    else groups.set(row.transport_id, [row])
  }
  return groups
}

/** Busy, empty and idle days and kilometres of one truck's tasks over `[from, to]`. */
export function usageOf(tasks: readonly TaskRow[], from: string, to: string) {
  const days = periodDays(from, to)
  let busy = 0
  let empty = 0
  let km = 0
  for (const task of tasks) {
    const inside = overlapDays(task.start_date, task.end_date, from, to)
    if (inside === 0) continue
    if (task.type === 'busy') {
      busy += inside
      if (task.lat !== null && task.lng !== null && task.prev_lat !== null && task.prev_lng !== null) {
        km += distanceKm(
          { lat: Number(task.prev_lat), lng: Number(task.prev_lng) },
          { lat: Number(task.lat), lng: Number(task.lng) },
        )
      }
    } else empty += inside
  }
  // tasks of a truck never share a day; the caps only guard against bad data
  busy = Math.min(busy, days)
  empty = Math.min(empty, days - busy)
  return { busy, empty, idle: days - busy - empty, km }
}

export async function analytics(db: Db, companyId: number, from: string, to: string) {
  const [trucks, tasks, carried] = await Promise.all([
    db
      .selectFrom('transports as t')
      .leftJoin('trailers as tr', 'tr.id', 't.trailer_id')
      .select(['t.id', 't.number', 'tr.number as trailer_number'])
      .where('t.company_id', '=', companyId)
      .orderBy('t.number')
      .orderBy('t.id')
      .execute(),
    sql<TaskRow>`
      select * from (
        select k.transport_id, k.type, k.start_date::text as start_date, k.end_date::text as end_date,
          p.lat, p.lng,
          lag(p.lat) over w as prev_lat, lag(p.lng) over w as prev_lng
        from transport_tasks k
        left join places p on p.id = k.place_id
        where k.company_id = ${companyId} and k.start_date <= ${to}::date
        window w as (partition by k.transport_id order by k.start_date)
      ) x
      where x.end_date::date >= ${from}::date
    `.execute(db),
    sql<CarriedRow>`
      select k.transport_id, k.cargo_id, price.price, price.currency
      from transport_tasks k
      left join lateral (
        select s.price, s.currency from (
          select 1 as rank, ct.id, ct.price, ct.currency from contracts ct
          where ct.cargo_id = k.cargo_id and ct.carrier_company_id = ${companyId} and ct.status <> 'cancelled'
          union all
          select 2, r.id, r.price, r.currency from cargo_responses r
          where r.cargo_id = k.cargo_id and r.company_id = ${companyId} and r.status in ${WINNING}
          union all
          select 3, o.id, o.price, c.currency from transport_task_responses o join cargos c on c.id = o.cargo_id
          where o.task_id = k.id and o.cargo_id = k.cargo_id and o.status = 'selected' and o.price is not null
        ) s
        order by s.rank, s.id desc
        limit 1
      ) price on true
      where k.company_id = ${companyId} and k.type = 'busy' and k.cargo_id is not null
        and k.start_date between ${from}::date and ${to}::date
    `.execute(db),
  ])
  const tasksOf = byTransport(tasks.rows)
  const carriedBy = byTransport(carried.rows)
  const totalRevenue = new Map<string, number>()
  const totals = { busy: 0, empty: 0, idle: 0, km: 0, cargos: 0, unknown_prices: 0 }
  const rows: TruckUsage[] = trucks.map((truck) => {
    const use = usageOf(tasksOf.get(truck.id) ?? [], from, to)
    const revenue = new Map<string, number>()
    let unknown = 0
    const cargos = carriedBy.get(truck.id) ?? []
    for (const cargo of cargos) {
      if (cargo.price === null || cargo.currency === null) unknown++
      else {
        addMoney(revenue, cargo.currency, Number(cargo.price))
        addMoney(totalRevenue, cargo.currency, Number(cargo.price))
      }
    }
    const km = Math.round(use.km)
    totals.busy += use.busy
    totals.empty += use.empty
    totals.idle += use.idle
    totals.km += km
    totals.cargos += cargos.length
    totals.unknown_prices += unknown
    return {
      transport: { id: truck.id, number: truck.number, trailer_number: truck.trailer_number },
      busy: use.busy,
      empty: use.empty,
      idle: use.idle,
      km,
      revenue: moneyList(revenue),
      cargos: cargos.length,
      unknown_prices: unknown,
    }
  })
  return { from, to, days: periodDays(from, to), trucks: rows, totals: { ...totals, revenue: moneyList(totalRevenue) } }
}
