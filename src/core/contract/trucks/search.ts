/**
 * Truck search: one query over registered carriers' free calendar windows (tasks `available` and `ready`, visible
 * to every signed-in shipper), and the caller company's external carriers' trucks (their regular route) and planned
 * routes. Where the truck is free (a place and a radius, default 50 km), when (a day window: a calendar window or a
 * planned route overlapping it; an external truck's regular route has no date and matches any), body and load types,
 * capacity and volume; sorted by the distance to the place or by date.
 */
import { z } from 'zod'
import { CalendarDay } from '../cargo'
import { Id, listOf } from '../common'
import { defineEndpoint } from '../endpoint'
import type { Place } from '../reference'
import { blankToUndefined, IdList, tags, truckRoles } from './fields'

export const DEFAULT_TRUCK_RADIUS_KM = 50
export const MAX_TRUCK_RADIUS_KM = 1000
export const TRUCK_SEARCH_PAGE_SIZE = 20
/**
 * `meta.size` counts matches up to this many, as the cargo search caps its count: "more than 1,000 trucks" says
 * all a shipper needs, and counting further would cost more than the page (every match is joined to its truck).
 */
export const TRUCK_COUNT_CAP = 1_000

const Radius = z.preprocess(
  blankToUndefined,
  z.coerce.number().int().min(0).max(MAX_TRUCK_RADIUS_KM).default(DEFAULT_TRUCK_RADIUS_KM),
)
const Amount = z.preprocess(blankToUndefined, z.coerce.number().min(0).max(200).optional())

export const TruckSearchFilter = z.strictObject({
  /** Where the truck is free: a city and a radius around it. */
  start_point_id: z.preprocess(blankToUndefined, Id.optional()),
  start_point_radius: Radius,
  /** Where it goes: matches planned routes and regular routes finishing within the radius (free windows go anywhere). */
  finish_point_id: z.preprocess(blankToUndefined, Id.optional()),
  finish_point_radius: Radius,
  /** The day window; one day when only `date_from` is given. */
  date_from: z.preprocess(blankToUndefined, CalendarDay.optional()),
  date_to: z.preprocess(blankToUndefined, CalendarDay.optional()),
  truck_types: IdList.optional(),
  load_types: IdList.optional(),
  /** Tonnes the truck must carry at least. */
  weight: Amount,
  /** Cubic metres the truck must hold at least. */
  volume: Amount,
  /** Where the truck comes from: registered carriers' calendars, the caller's external database, or both. */
  source: z.enum(['all', 'registered', 'external']).default('all'),
})
export type TruckSearchFilter = z.output<typeof TruckSearchFilter>

/**
 * The trucks map's filter form: a place with its radius (none: anywhere) and the day window (`''` for an open end),
 * made into the search's filter and checked by it; its messages name the form's fields (`truckMapFieldMap`).
 */
export const TruckMapForm = z
  .object({
    place: z.custom<Place>().nullable(),
    radius: z.number(),
    from: z.string(),
    to: z.string(),
  })
  .transform(
    (form): z.input<typeof TruckSearchFilter> => ({
      ...(form.place ? { start_point_id: form.place.id, start_point_radius: form.radius } : {}),
      date_from: form.from,
      ...(form.to ? { date_to: form.to } : {}),
    }),
  )
  .pipe(TruckSearchFilter)
export const truckMapFieldMap = {
  start_point_id: 'place',
  start_point_radius: 'place',
  date_from: 'from',
  date_to: 'to',
}

export const TruckSource = z.enum(['calendar', 'external', 'planned_route'])
export type TruckSource = z.infer<typeof TruckSource>

const Named = z.object({ id: z.number().int(), name: z.string() })

export const FoundTruck = z.object({
  /** Unique in the answer: `source:id`. */
  key: z.string(),
  source: TruckSource,
  /** The calendar task, the external truck or the planned route. */
  id: z.number().int(),
  /** The truck: `transports.id` for a calendar window, `external_transports.id` otherwise. */
  transport_id: z.number().int(),
  company: Named.extend({ kind: z.enum(['external', 'registered']) }),
  truck_type_id: z.number().int().nullable(),
  load_type_ids: z.array(z.number().int()),
  capacity: z.number().nullable(),
  volume: z.number().nullable(),
  place: Named.extend({ lat: z.number(), lng: z.number() }).nullable(),
  finish: Named.nullable(),
  date_from: z.string().nullable(),
  date_to: z.string().nullable(),
  /** From the searched place, km (straight line); null without one. */
  distance_km: z.number().int().nullable(),
})
export type FoundTruck = z.infer<typeof FoundTruck>

export const searchTrucks = defineEndpoint({
  method: 'GET',
  path: 'v2/trucks/search',
  summary:
    "Truck search over registered carriers' free calendar windows and the caller's external carriers' trucks and planned routes",
  tags,
  access: truckRoles,
  query: z.object({
    filter: TruckSearchFilter.optional(),
    sort: z.enum(['distance', 'date']).default('distance'),
    limit: z.coerce.number().int().min(1).max(5000).default(TRUCK_SEARCH_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).default(0),
  }),
  response: listOf(FoundTruck),
})

/** The trucks map shows at most this many trucks (the first of the search's order), grouped by place. */
export const TRUCK_MAP_CAP = 5000

export const TruckMapPlace = z.object({
  place: Named.extend({ lat: z.number(), lng: z.number() }),
  /** How many of the map's trucks are free at the place. */
  count: z.number().int().positive(),
  /** The first of them in the search's order: the popup of a place with one truck. */
  first: FoundTruck,
})
export type TruckMapPlace = z.infer<typeof TruckMapPlace>

/**
 * The trucks map: the same search, its first `TRUCK_MAP_CAP` trucks counted by the place where each is free (a
 * truck stands at its place's point, so a map marker is a place): a few hundred places instead of thousands of
 * trucks to send, check and cluster. `meta.size` is the search's capped count.
 */
export const truckMap = defineEndpoint({
  method: 'GET',
  path: 'v2/trucks/map',
  summary: 'The trucks of a truck search counted by the place where they are free, for the trucks map',
  tags,
  access: truckRoles,
  query: z.object({ filter: TruckSearchFilter.optional(), sort: z.enum(['distance', 'date']).default('distance') }),
  response: listOf(TruckMapPlace),
})
