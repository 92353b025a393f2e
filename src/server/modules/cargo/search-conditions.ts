/**
 * The search filter of spec 3 as SQL conditions on the cargos table alone: places are looked up first, so the
 * conditions compare cargo columns with constants and the indexes of migration 003 apply.
 *
 * - a city: `earth_box(centre, r) @> start_earth` (the GiST index; `start_earth` is the stored
 *   `ll_to_earth(start_lat, start_lng)`) and the exact `earth_distance(centre, start_earth) <= r`;
 * - a region: the cargo's denormalised region (the region's name, or a city's region) within its country;
 * - a country: the cargo's country code.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely'
import { type CargoFilter, DEFAULT_POINT_RADIUS_KM } from '../../../core/contract/cargo'
import type { DB } from '../../db/schema'
import { invalidField } from '../../http/errors'
import type { Viewer } from './access'

export type Condition = RawBuilder<unknown>

interface FilterPlace {
  id: number
  type: string
  name_en: string
  region_en: string | null
  country_code: string
  lat: number
  lng: number
}

async function placesOf(db: Kysely<DB>, ids: number[]): Promise<Map<number, FilterPlace>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectFrom('places')
    .select(['id', 'type', 'name_en', 'region_en', 'country_code', 'lat', 'lng'])
    .where('id', 'in', ids)
    .execute()
  return new Map(rows.map((row) => [row.id, row]))
}

/**
 * A radius is two conditions: the bounding box that the GiST index answers, and the exact distance. The box is
 * only a pre-filter (the distance decides), so a search may leave it out and read the rows in the order of the sort
 * instead; see `searchCargos`.
 */
export interface RadiusCondition {
  box: Condition
  distance: Condition
}

/** The condition for one end of the route (`start` or `finish`). */
function endCondition(
  end: 'start' | 'finish',
  place: FilterPlace,
  type: string,
  radiusKm: number,
): Condition | RadiusCondition {
  const point = sql.ref(`c.${end}_earth`)
  const country = sql.ref(`c.${end}_country`)
  const region = sql.ref(`c.${end}_region`)
  if (type === 'country') return sql`${country} = ${place.country_code}`
  if (type === 'region') {
    const name = place.type === 'region' ? place.name_en : place.region_en
    // A place outside Russia has no region here: its radius stands in.
    if (name !== null) return sql`(${country} = ${place.country_code} and ${region} = ${name})`
  }
  const metres = radiusKm * 1000
  const centre = sql`ll_to_earth(${place.lat}::float8, ${place.lng}::float8)`
  return {
    box: sql`earth_box(${centre}, ${metres}::float8) @> ${point}`,
    distance: sql`earth_distance(${centre}, ${point}) <= ${metres}::float8`,
  }
}

function rangeConditions(column: string, range: { min?: number; max?: number } | undefined, cast = ''): Condition[] {
  if (!range) return []
  const ref = sql.ref(column)
  const out: Condition[] = []
  if (range.min !== undefined) out.push(sql`${ref} >= ${range.min}${sql.raw(cast)}`)
  if (range.max !== undefined) out.push(sql`${ref} <= ${range.max}${sql.raw(cast)}`)
  return out
}

export interface FilterConditions {
  conditions: Condition[]
  radii: RadiusCondition[]
  /**
   * With a radius at both ends: one box in six dimensions (start and finish points on the earth) that the GiST
   * index on `route_earth` (migration 008) answers at once, instead of intersecting the start and finish boxes
   * (around Moscow the start box alone holds 126,000 of a million cargos).
   */
  routeBox?: Condition
}

/** The 6-D box of a route: the start box's corners, then the finish box's (see `route_earth`, migration 008). */
function routeBoxOf(start: FilterPlace & { radiusKm: number }, finish: FilterPlace & { radiusKm: number }): Condition {
  const box = (p: FilterPlace & { radiusKm: number }) =>
    sql`earth_box(ll_to_earth(${p.lat}::float8, ${p.lng}::float8), ${p.radiusKm * 1000}::float8)`
  const corner = (fn: 'cube_ll_coord' | 'cube_ur_coord') => {
    const f = sql.raw(fn)
    const s = box(start)
    const e = box(finish)
    return sql`array[${f}(${s}, 1), ${f}(${s}, 2), ${f}(${s}, 3), ${f}(${e}, 1), ${f}(${e}, 2), ${f}(${e}, 3)]`
  }
  return sql`c.route_earth <@ cube(${corner('cube_ll_coord')}, ${corner('cube_ur_coord')})`
}

/**
 * The conditions of a filter; `null` when nothing can match (the favourites of an anonymous caller).
 * A place id that does not exist is a 422 on its field.
 */
export async function filterConditions(
  db: Kysely<DB>,
  filter: CargoFilter,
  viewer: Viewer,
): Promise<FilterConditions | null> {
  const out: Condition[] = []
  const radii: RadiusCondition[] = []
  const ends: Partial<Record<'start' | 'finish', FilterPlace & { radiusKm: number }>> = {}
  const ids = [filter.start_point_id, filter.finish_point_id].filter((id): id is number => id !== undefined)
  const places = await placesOf(db, ids)
  for (const end of ['start', 'finish'] as const) {
    const id = filter[`${end}_point_id`]
    if (id === undefined) continue
    const place = places.get(id)
    if (!place) throw invalidField(`filter.${end}_point_id`, 'not_found')
    const type = filter[`${end}_point_type`] ?? place.type
    const radius = filter[`${end}_point_radius`] ?? DEFAULT_POINT_RADIUS_KM
    const condition = endCondition(end, place, type, radius)
    if ('box' in condition) {
      radii.push(condition)
      ends[end] = { ...place, radiusKm: radius }
    } else out.push(condition)
  }
  if (filter.start_date) {
    out.push(sql`c.load_date_from <= ${filter.start_date}::date and c.load_date_to >= ${filter.start_date}::date`)
  }
  if (filter.truck_types?.length) out.push(sql`c.truck_type_ids && ${filter.truck_types}::int[]`)
  if (filter.load_types?.length) out.push(sql`c.load_type_ids && ${filter.load_types}::int[]`)
  out.push(...rangeConditions('c.weight', filter.weight, '::numeric'))
  out.push(...rangeConditions('c.volume', filter.volume, '::numeric'))
  out.push(...rangeConditions('c.price', filter.price, '::bigint'))
  out.push(...rangeConditions('c.price_per_km', filter.price_per_km, '::int'))
  out.push(...rangeConditions('c.distance_km', filter.distance, '::int'))
  if (filter.owner_company !== undefined) out.push(sql`c.company_id = ${filter.owner_company}`)
  if (filter.id?.length) out.push(sql`c.id = any(${filter.id}::int[])`)
  if (filter.user_id !== undefined) {
    out.push(sql`(c.created_by = ${filter.user_id} or c.contact_user_ids @> array[${filter.user_id}]::int[])`)
  }
  if (filter.mode) out.push(sql`c.price_mode = ${filter.mode}`)
  // within the list's own stages (the caller's scope): a stage the list does not show finds nothing
  if (filter.status) out.push(sql`c.stage = ${filter.status}`)
  if (filter.wv?.weight !== undefined) out.push(sql`c.weight <= ${filter.wv.weight}::numeric`)
  if (filter.wv?.volume !== undefined) out.push(sql`(c.volume is null or c.volume <= ${filter.wv.volume}::numeric)`)
  if (filter.favorite === true) {
    if (viewer.userId === null) return null
    out.push(sql`exists (select 1 from cargo_favorites f where f.cargo_id = c.id and f.user_id = ${viewer.userId})`)
  }
  const routeBox = ends.start && ends.finish ? routeBoxOf(ends.start, ends.finish) : undefined
  return { conditions: out, radii, ...(routeBox ? { routeBox } : {}) }
}
