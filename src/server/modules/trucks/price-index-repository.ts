/**
 * The lane price index: price per km by week of loading for cargos between two places (a radius around each) and
 * a body type. A cargo's price per km is its signed contract's price over its distance when there is one, else
 * the price it was posted with. The lane is one 6-D box on `cargos.route_earth` (migration 008), then the exact
 * distances; weeks are Mondays; median and quartiles are `percentile_cont`, on PGlite and PostgreSQL alike.
 */
import { type Kysely, sql } from 'kysely'
import { addDays, isoDay, weekday } from '../../../core/contract/days'
import type { LaneWeek } from '../../../core/contract/trucks'
import type { DB } from '../../db/schema'
import { invalidField } from '../../http/errors'

interface LaneInput {
  start_point_id: number
  finish_point_id: number
  radius: number
  truck_type?: number | undefined
  weeks: number
}

async function placeOf(db: Kysely<DB>, id: number, field: string) {
  const place = await db.selectFrom('places').select(['lat', 'lng']).where('id', '=', id).executeTakeFirst()
  if (!place) throw invalidField(field, 'place_unknown')
  return place
}

/** The Monday of the week `weeks - 1` weeks before this one: the index covers whole weeks up to today's. */
export function firstWeek(today: string, weeks: number): string {
  const monday = addDays(today, -((weekday(today) + 6) % 7))
  return addDays(monday, -7 * (weeks - 1))
}

export async function laneWeeks(db: Kysely<DB>, input: LaneInput, today = isoDay(new Date())): Promise<LaneWeek[]> {
  const start = await placeOf(db, input.start_point_id, 'start_point_id')
  const finish = await placeOf(db, input.finish_point_id, 'finish_point_id')
  const metres = input.radius * 1000
  const earth = (p: { lat: number; lng: number }) => sql`ll_to_earth(${p.lat}::float8, ${p.lng}::float8)`
  const box = (p: { lat: number; lng: number }) => sql`earth_box(${earth(p)}, ${metres}::float8)`
  const corner = (fn: 'cube_ll_coord' | 'cube_ur_coord') => {
    const f = sql.raw(fn)
    return sql`array[${f}(${box(start)}, 1), ${f}(${box(start)}, 2), ${f}(${box(start)}, 3),
      ${f}(${box(finish)}, 1), ${f}(${box(finish)}, 2), ${f}(${box(finish)}, 3)]`
  }
  const truck = input.truck_type === undefined ? sql`true` : sql`c.truck_type_ids @> array[${input.truck_type}::int]`
  const from = firstWeek(today, input.weeks)
  const result = await sql<{ week: string; median: number; q1: number; q3: number; count: string | number }>`
    with lane as (
      select date_trunc('week', c.load_date_from)::date as week,
        coalesce(
          (select round(k.price::numeric / c.distance_km) from contracts k
            where k.cargo_id = c.id and k.status in ('signed', 'completed') and c.distance_km > 0
            order by k.id desc limit 1),
          c.price_per_km
        )::float8 as per_km
      from cargos c
      where c.route_earth <@ cube(${corner('cube_ll_coord')}, ${corner('cube_ur_coord')})
        and earth_distance(${earth(start)}, c.start_earth) <= ${metres}::float8
        and earth_distance(${earth(finish)}, c.finish_earth) <= ${metres}::float8
        and c.load_date_from >= ${from}::date and c.load_date_from <= ${addDays(today, 6)}::date
        and c.stage <> 'draft' and ${truck}
    )
    select week::text as week,
      percentile_cont(0.5) within group (order by per_km) as median,
      percentile_cont(0.25) within group (order by per_km) as q1,
      percentile_cont(0.75) within group (order by per_km) as q3,
      count(*) as count
    from lane where per_km is not null and per_km > 0
    group by week order by week`.execute(db)
  return result.rows.map((row) => ({
    week: row.week,
    median: Math.round(Number(row.median)),
    q1: Math.round(Number(row.q1)),
    q3: Math.round(Number(row.q3)),
    count: Number(row.count),
  }))
}
