/**
 * Matching cargos and free trucks. A free window is an available or ready task with a place, not yet over; a
 * cargo fits it when it is available and not already carried by one of the company's trucks, its start lies within the task's radius of the
 * task's place (earthdistance, the cargos' GiST index on `start_earth`), its loading dates meet the window, and the
 * truck fits: it carries no live order on the cargo's loading days (`truckEngaged`), one of the cargo's truck types (truck or trailer body; a cargo without types takes any), a shared
 * load type when both name some, weight and volume within truck + trailer (unknown sizes do not exclude).
 *
 * The SQL of matching. One SQL makes the (cargo, task) pairs for all three questions: relevant cargos of a truck, relevant cargos of
 * the whole fleet, and relevant trucks of a cargo.
 */

import { type RawBuilder, sql } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import { isoDay } from '../../../core/contract/days'
import type { RelevantCargo } from '../../../core/contract/transport'
import { cargoAnswers } from '../cargo/answers'
import { cargoRows } from '../cargo/cargo-repository'
import type { Db } from './access'
import { toTask, transportAnswers } from './answers'
import { taskRows } from './task-repository'
import { transportRows } from './truck-repository'

export interface PairFilter {
  companyId: number
  taskId?: number | undefined
  transportId?: number | undefined
  cargoId?: number | undefined
  /** Only these cargos. */
  cargoIds?: readonly number[] | undefined
  /** Only windows touching these days. */
  window?: { start: string; end: string } | undefined
  types?: readonly ('available' | 'ready')[] | undefined
  /** Overrides each task's radius, km. */
  radiusKm?: number | undefined
}

/** `(cargo_id, task_id, transport_id, distance_m, load_date_from)` of every fitting pair. */
export function matchPairs(filter: PairFilter): RawBuilder<{
  cargo_id: number
  task_id: number
  transport_id: number
  distance_m: number
  load_date_from: string
}> {
  const and = (condition: boolean, fragment: RawBuilder<unknown>) => (condition ? sql`and ${fragment}` : sql``)
  const types = filter.types ?? ['available', 'ready']
  const radius = filter.radiusKm === undefined ? sql`k.radius_km` : sql`${filter.radiusKm}::int`
  // Free windows share few places (a fleet waits in a handful of cities): the radius search runs once per place
  // and radius over the union of those windows' days (g -> cand), and the windows then pick their cargos from
  // those candidates in memory, instead of one index search per window.
  return sql`
    with f as (
      select k.id as task_id, k.transport_id, k.start_date, k.end_date, k.place_id, ${radius} as radius_km,
        p.lat, p.lng, t.truck_type_id, tr.truck_type_id as trailer_type_id, t.load_type_ids,
        case when t.capacity is null and tr.capacity is null then null
          else coalesce(t.capacity, 0) + coalesce(tr.capacity, 0) end as capacity,
        case when t.volume is null and tr.volume is null then null
          else coalesce(t.volume, 0) + coalesce(tr.volume, 0) end as volume
      from transport_tasks k
      join places p on p.id = k.place_id
      join transports t on t.id = k.transport_id
      left join trailers tr on tr.id = t.trailer_id
      where k.company_id = ${filter.companyId}
        and k.type in (${sql.join(types.map((type) => sql`${type}`))})
        and k.end_date >= ${isoDay(new Date())}::date
        ${and(filter.taskId !== undefined, sql`k.id = ${filter.taskId}`)}
        ${and(filter.transportId !== undefined, sql`k.transport_id = ${filter.transportId}`)}
        ${and(
          filter.window !== undefined,
          sql`k.start_date <= ${filter.window?.end}::date and k.end_date >= ${filter.window?.start}::date`,
        )}
    ),
    g as (
      select place_id, radius_km, ll_to_earth(min(lat), min(lng)) as earth,
        min(start_date) as start_date, max(end_date) as end_date
      from f group by place_id, radius_km
    ),
    cand as materialized (
      select g.place_id, g.radius_km, c.id, c.load_date_from, c.load_date_to, c.truck_type_ids, c.load_type_ids,
        c.weight, c.volume, earth_distance(g.earth, c.start_earth) as distance_m
      from g
      join cargos c
        on c.stage = 'available'
        and earth_box(g.earth, g.radius_km * 1000.0) @> c.start_earth
        and earth_distance(g.earth, c.start_earth) <= g.radius_km * 1000.0
        and c.load_date_from <= g.end_date and c.load_date_to >= g.start_date
        and c.load_date_to >= ${isoDay(new Date())}::date
      where not exists (select 1 from transport_tasks b where b.cargo_id = c.id and b.company_id = ${filter.companyId})
        ${and(filter.cargoId !== undefined, sql`c.id = ${filter.cargoId}`)}
        ${and(filter.cargoIds !== undefined, sql`c.id in (${sql.join(filter.cargoIds ?? [0])})`)}
    )
    select c.id as cargo_id, f.task_id, f.transport_id, c.distance_m, c.load_date_from::text as load_date_from
    from f
    join cand c on c.place_id = f.place_id and c.radius_km = f.radius_km
    where c.load_date_from <= f.end_date and c.load_date_to >= f.start_date
      and (cardinality(c.truck_type_ids) = 0 or f.truck_type_id = any(c.truck_type_ids)
        or f.trailer_type_id = any(c.truck_type_ids))
      and (cardinality(c.load_type_ids) = 0 or cardinality(f.load_type_ids) = 0 or c.load_type_ids && f.load_type_ids)
      and (f.capacity is null or f.capacity = 0 or c.weight <= f.capacity)
      and (f.volume is null or f.volume = 0 or c.volume is null or c.volume <= f.volume)
      and not ${truckEngaged(sql`f.transport_id`, sql`c.load_date_from`, sql`c.load_date_to`)}
  `
}

/** The order statuses in which an order holds its truck: from the documents until it is unloaded. */
export const truckHoldingStatuses = ['documents', 'security_check', 'loading', 'on_way'] as const

/**
 * Whether the truck carries a live order on some day of [from, to]: from its loading day to its unloading day, and
 * with no end while it is late (its unloading day passed and it is not unloaded: the truck is still on the way).
 * Read through the partial index `orders_live_transport` (migration 027).
 */
export function truckEngaged(transportId: RawBuilder<unknown>, from: RawBuilder<unknown>, to: RawBuilder<unknown>) {
  const today = isoDay(new Date())
  return sql<boolean>`exists (
    select 1 from orders o
    where (o.transport->>'transport_id')::int = ${transportId}
      and o.status in (${sql.join(truckHoldingStatuses.map((status) => sql.lit(status)))})
      and o.load_date <= ${to}
      and (o.unload_date is null or o.unload_date < ${today}::date or o.unload_date >= ${from}))`
}

/**
 * `not truckEngaged(...)`, checked window by window: PostgreSQL turns a plain `not exists` into an anti-join that
 * hashes every live order of the exchange (25,000 at the larger bench set: 10 ms) before it looks at the few windows
 * of a week; behind `is not true` it stays a probe of `orders_live_transport` per window (0.1 ms for the same count).
 * For the truck search, whose windows are few; the matching's cargo-window pairs are many, and hash.
 */
export function truckFree(transportId: RawBuilder<unknown>, from: RawBuilder<unknown>, to: RawBuilder<unknown>) {
  return sql<boolean>`(${truckEngaged(transportId, from, to)}) is not true`
}

/** A page of the cargos that fit, nearest loading date first, then nearest start; with the fitting trucks. */
export async function relevantCargoPage(
  db: Db,
  filter: PairFilter,
  page: { limit: number; offset: number },
  ctx: { lang: Lang; userId: number; companyId: number },
): Promise<{ data: RelevantCargo[]; size: number }> {
  // One pass over the pairs: the page of cargos and, with the window count, how many there are in all.
  const ranked = await sql<{ cargo_id: number; distance_m: number; total: number }>`
    select cargo_id, min(distance_m) as distance_m, count(*) over ()::int as total from (${matchPairs(filter)}) m
    group by cargo_id order by min(load_date_from), min(distance_m), cargo_id
    limit ${page.limit} offset ${page.offset}
  `.execute(db)
  const ids = ranked.rows.map((row) => row.cargo_id)
  if (ids.length === 0) {
    // Past the last page the window count is not there: count on its own.
    const size =
      page.offset === 0
        ? 0
        : Number(
            (
              await sql<{
                n: number
              }>`select count(distinct cargo_id)::int as n from (${matchPairs(filter)}) m`.execute(db)
            ).rows[0]?.n ?? 0,
          )
    return { data: [], size }
  }
  const total = Number(ranked.rows[0]?.total ?? 0)
  const viewer = { userId: ctx.userId, companyId: ctx.companyId }
  const [rows, matches] = await Promise.all([
    cargoRows(db, viewer).where('c.id', 'in', ids).execute(),
    sql<{ cargo_id: number; task_id: number; transport_id: number }>`
      select cargo_id, task_id, transport_id from (${matchPairs({ ...filter, cargoIds: ids })}) m
      order by distance_m, task_id
    `.execute(db),
  ])
  const cargos = await cargoAnswers(db, rows, { lang: ctx.lang, viewer })
  const byId = new Map(cargos.map((cargo) => [cargo.id, cargo]))
  const data = ranked.rows.flatMap((rankedRow) => {
    const cargo = byId.get(rankedRow.cargo_id)
    if (!cargo) return []
    return [
      {
        ...cargo,
        distance_to_start_km: Math.round(Number(rankedRow.distance_m) / 1000),
        matches: matches.rows
          .filter((match) => match.cargo_id === cargo.id)
          .map((match) => ({ transport_id: match.transport_id, task_id: match.task_id })),
      },
    ]
  })
  return { data, size: total }
}

/** The truck's next free window with a place, not yet over. */
export async function nextFreeTaskId(db: Db, transportId: number): Promise<number | undefined> {
  const next = await db
    .selectFrom('transport_tasks')
    .select('id')
    .where('transport_id', '=', transportId)
    .where('type', '<>', 'busy')
    .where('place_id', 'is not', null)
    .where('end_date', '>=', isoDay(new Date()))
    .orderBy('start_date')
    .executeTakeFirst()
  return next?.id
}

/** A page of the company's free windows that fit a cargo, nearest first, with their trucks; and how many. */
export async function relevantTransportPage(
  db: Db,
  filter: PairFilter,
  page: { limit: number; offset: number },
  lang: Lang,
) {
  const pairs = matchPairs(filter)
  const [ranked, count] = await Promise.all([
    sql<{ task_id: number; transport_id: number; distance_m: number }>`
      select task_id, transport_id, distance_m from (${pairs}) m
      order by distance_m, task_id limit ${page.limit} offset ${page.offset}
    `.execute(db),
    sql<{ n: number }>`select count(*)::int as n from (${pairs}) m`.execute(db),
  ])
  const size = Number(count.rows[0]?.n ?? 0)
  if (ranked.rows.length === 0) return { data: [], size }
  const [trucks, tasks] = await Promise.all([
    transportRows(db)
      .where(
        't.id',
        'in',
        ranked.rows.map((row) => row.transport_id),
      )
      .execute(),
    taskRows(db)
      .where(
        'k.id',
        'in',
        ranked.rows.map((row) => row.task_id),
      )
      .execute(),
  ])
  const transports = new Map((await transportAnswers(db, trucks, lang)).map((truck) => [truck.id, truck]))
  const taskById = new Map(tasks.map((task) => [task.id, toTask(task, lang)]))
  const data = ranked.rows.flatMap((row) => {
    const transport = transports.get(row.transport_id)
    const task = taskById.get(row.task_id)
    return transport && task ? [{ transport, task, distance_km: Math.round(Number(row.distance_m) / 1000) }] : []
  })
  return { data, size }
}
