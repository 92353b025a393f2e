/**
 * The SQL of the price hint of the order form (`GET cargos/price-calculation`), from the exchange's own market: the median
 * price per km of available cargos in roubles over a similar distance (the route's estimate +-25%), taken from the
 * most similar group that has at least `MIN_SAMPLE` of them:
 * 1. the same start and finish regions and the truck type (and a weight from half to twice the given one),
 * 2. the same start and finish regions,
 * 3. any route of a similar distance.
 * The hint is that median times the route's distance (straight line x 1.2), rounded to 100 roubles; the quartiles
 * give the usual range. All three groups are counted in one pass over the distance band.
 */
import { type Kysely, sql } from 'kysely'
import type { PriceHint } from '../../../core/contract/shipper'
import type { DB } from '../../db/schema'
import { invalidField } from '../../http/errors'
import { routeKm } from '../cargo/geo'
import { type GroupStats, hintFromGroups, hintGroups } from './price-hint'

/** The distance band of similar cargos: the route's estimate +-25%. */
const BAND = 0.25

export interface PriceHintRequest {
  start_point_id: number
  finish_point_id: number
  truck_type?: number | undefined
  weight?: number | undefined
}

export async function priceHint(db: Kysely<DB>, request: PriceHintRequest): Promise<PriceHint> {
  const places = await db
    .selectFrom('places')
    .select(['id', 'type', 'name_en', 'region_en', 'country_code', 'lat', 'lng'])
    .where('id', 'in', [request.start_point_id, request.finish_point_id])
    .execute()
  const start = places.find((place) => place.id === request.start_point_id)
  const finish = places.find((place) => place.id === request.finish_point_id)
  if (!start) throw invalidField('start_point_id', 'place_unknown')
  if (!finish) throw invalidField('finish_point_id', 'place_unknown')
  const region = (place: typeof start) => (place.type === 'region' ? place.name_en : place.region_en)
  const distance = routeKm([start, finish])

  const sameRoute = sql<boolean>`(c.start_region is not distinct from ${region(start)}
    and c.start_country = ${start.country_code}
    and c.finish_region is not distinct from ${region(finish)}
    and c.finish_country = ${finish.country_code})`
  const truck =
    request.truck_type === undefined
      ? sql<boolean>`true`
      : sql<boolean>`c.truck_type_ids @> array[${request.truck_type}]::int[]`
  const weight =
    request.weight === undefined
      ? sql<boolean>`true`
      : sql<boolean>`c.weight between ${request.weight / 2} and ${request.weight * 2}`
  const closest = sql<boolean>`${sameRoute} and ${truck} and ${weight}`
  const stats = (where: ReturnType<typeof sql<boolean>>, name: string) => [
    sql<number>`count(*) filter (where ${where})::int`.as(`${name}_n`),
    sql<number | null>`percentile_cont(0.25) within group (order by c.price_per_km) filter (where ${where})`.as(
      `${name}_p25`,
    ),
    sql<number | null>`percentile_cont(0.5) within group (order by c.price_per_km) filter (where ${where})`.as(
      `${name}_p50`,
    ),
    sql<number | null>`percentile_cont(0.75) within group (order by c.price_per_km) filter (where ${where})`.as(
      `${name}_p75`,
    ),
  ]
  const row = (await db
    .selectFrom('cargos as c')
    .select([...stats(closest, 'route_truck'), ...stats(sameRoute, 'route'), ...stats(sql<boolean>`true`, 'distance')])
    .where('c.stage', '=', 'available')
    .where('c.currency', '=', 'RUB')
    .where('c.price_per_km', 'is not', null)
    .where('c.distance_km', '>=', Math.floor(distance * (1 - BAND)))
    .where('c.distance_km', '<=', Math.ceil(distance * (1 + BAND)))
    .executeTakeFirstOrThrow()) as unknown as Record<string, number | string | null>

  const group = (name: string): GroupStats => {
    const num = (value: number | string | null | undefined) =>
      value === null || value === undefined ? null : Number(value)
    return {
      n: Number(row[`${name}_n`] ?? 0),
      p25: num(row[`${name}_p25`]),
      p50: num(row[`${name}_p50`]),
      p75: num(row[`${name}_p75`]),
    }
  }
  return hintFromGroups(
    distance,
    hintGroups.map((name) => ({ name, stats: group(name) })),
  )
}
