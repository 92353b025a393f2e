/**
 * Cargo search, details, favourites, contacts and saved filter tabs (spec 7 "Cargo" and "v2/cargos/filters").
 *
 * Wire rules (spec 3 "Value rules"): prices and prices per km travel in minor units (kopecks, x100); a range is
 * `filter[weight][min]` and `filter[weight][max]`, and a max below its min is ignored; dates are `YYYY-MM-DD`;
 * arrays are `filter[truck_types][]=1&filter[truck_types][]=2` (a single value or `1,2` are read too).
 * The lists' `meta.size` counts matches up to `CARGO_COUNT_CAP` (10,000): "10,000 or more" beyond it.
 */
import { z } from 'zod'
import { DateOnly, dataOf, Id, IdParams, listOf, Ok, pageQuery, Timestamp } from './common'
import { defineEndpoint } from './endpoint'
import { PlaceType } from './reference'

const tags = ['cargo']

export const cargoStages = ['draft', 'available', 'in_work', 'contract', 'completed', 'cancelled'] as const
/** Only `available` cargos are in the public search. */
export const CargoStage = z.enum(cargoStages)
export type CargoStage = z.infer<typeof CargoStage>

/** Spec 9: the default radius around a start or finish city, km. */
export const DEFAULT_POINT_RADIUS_KM = 50
export const MAX_POINT_RADIUS_KM = 3000
export const CARGO_PAGE_SIZE = 20
/** `meta.size` of the cargo lists stops counting here (counting 90,000 matches would cost more than the page). */
export const CARGO_COUNT_CAP = 10_000

// ---------------------------------------------------------------------------------------------------------------
// Filter values as the query string (qs) and a JSON body both bring them.

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

/** A non-negative number; `''` is "not set". */
const Amount = z.preprocess(blankToUndefined, z.coerce.number().min(0).max(1e12).optional())

/** `{min, max}`; a max below the min is dropped (spec 3: max is sent only when it is at least min). */
export const RangeFilter = z.strictObject({ min: Amount, max: Amount }).transform(({ min, max }) => {
  const out: { min?: number; max?: number } = {}
  if (min !== undefined) out.min = min
  if (max !== undefined && (min === undefined || max >= min)) out.max = max
  return out
})

/** Ids as `[1, 2]`, `['1', '2']`, `'1'` or `'1,2'`. */
const IdList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : value),
  z.array(Id).max(50),
)

const QueryBoolean = z.preprocess((value) => {
  if (value === 'true' || value === '1') return true
  if (value === 'false' || value === '0') return false
  return value
}, z.boolean())

/** A calendar day that exists (2024-02-30 does not). */
export const CalendarDay = DateOnly.refine(
  (value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
  },
  { message: 'invalid_format' },
)

const Radius = z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(MAX_POINT_RADIUS_KM).optional())

/**
 * The cargo search filter (spec 3 "Filter fields"), the same for `GET cargos` and for the saved filter tabs.
 * - `start_point_id` + `start_point_type`: `city` is the radius `start_point_radius` (km, default 50) around the
 *   place; `region` is every city of the place's region (a region place, or the region of a city); `country` is
 *   every place of its country. Without a type, the place's own type. The same for `finish_*`.
 * - `start_date`: cargos that can be loaded that day (load_date_from <= day <= load_date_to).
 * - `truck_types`, `load_types`: any of the ids.
 * - ranges: `weight` t, `volume` m3, `price` and `price_per_km` in minor units (x100), `distance` km.
 * - `owner_company`: the shipper company; `favorite`: only the caller's favourites (nothing for anonymous callers).
 */
export const CargoFilter = z.strictObject({
  start_point_id: Id.optional(),
  start_point_type: PlaceType.optional(),
  start_point_radius: Radius,
  finish_point_id: Id.optional(),
  finish_point_type: PlaceType.optional(),
  finish_point_radius: Radius,
  start_date: CalendarDay.optional(),
  truck_types: IdList.optional(),
  load_types: IdList.optional(),
  weight: RangeFilter.optional(),
  volume: RangeFilter.optional(),
  price: RangeFilter.optional(),
  price_per_km: RangeFilter.optional(),
  distance: RangeFilter.optional(),
  owner_company: Id.optional(),
  favorite: QueryBoolean.optional(),
})
export type CargoFilter = z.output<typeof CargoFilter>

const RangeValue = z.object({ min: z.number().optional(), max: z.number().optional() })

/** A filter as the server answers it (the parsed form of `CargoFilter`). */
export const CargoFilterValue = z.object({
  start_point_id: z.number().int().optional(),
  start_point_type: PlaceType.optional(),
  start_point_radius: z.number().int().optional(),
  finish_point_id: z.number().int().optional(),
  finish_point_type: PlaceType.optional(),
  finish_point_radius: z.number().int().optional(),
  start_date: z.string().optional(),
  truck_types: z.array(z.number().int()).optional(),
  load_types: z.array(z.number().int()).optional(),
  weight: RangeValue.optional(),
  volume: RangeValue.optional(),
  price: RangeValue.optional(),
  price_per_km: RangeValue.optional(),
  distance: RangeValue.optional(),
  owner_company: z.number().int().optional(),
  favorite: z.boolean().optional(),
})
// The answer schema describes exactly what the request schema produces.
const _filterShapesAgree: z.infer<typeof CargoFilterValue> = {} as CargoFilter
void _filterShapesAgree

export const cargoSorts = [
  'load_date',
  '-load_date',
  'price',
  '-price',
  'price_per_km',
  '-price_per_km',
  'distance',
  '-distance',
  'weight',
  '-weight',
  'created_at',
  '-created_at',
] as const
/** `-` sorts descending; `distance` is the route length. Cargos without a price come last either way. */
export const CargoSort = z.enum(cargoSorts)

/** `include=contacts`: the contacts of each cargo, for signed-in callers only (anonymous callers get none). */
export const CargoInclude = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : value),
  z.array(z.enum(['contacts'])).max(5),
)

// ---------------------------------------------------------------------------------------------------------------
// Entities

/** A start, finish or route point's place, named in the request language. */
export const CargoPlace = z.object({
  id: z.number().int(),
  type: PlaceType,
  name: z.string(),
  region: z.string().nullable(),
  country_code: z.string(),
  lat: z.number(),
  lng: z.number(),
})
export type CargoPlace = z.infer<typeof CargoPlace>

/** A dictionary item referred to by a cargo, named in the request language. */
export const NamedRef = z.object({ id: z.number().int(), name: z.string() })

/** A person to call about a cargo (spec 3: contacts {id, name, phones}). */
export const CargoContact = z.object({ id: z.number().int(), name: z.string(), phones: z.array(z.string()) })
export type CargoContact = z.infer<typeof CargoContact>

export const Cargo = z.object({
  id: z.number().int(),
  stage: CargoStage,
  start_point: CargoPlace,
  finish_point: CargoPlace,
  /** Loading and unloading points, start and finish included (at least 2). */
  points_count: z.number().int(),
  load_date_from: z.string(),
  load_date_to: z.string(),
  unload_date: z.string().nullable(),
  truck_types: z.array(NamedRef),
  load_types: z.array(NamedRef),
  cargo_type: NamedRef.nullable(),
  pack_type: NamedRef.nullable(),
  /** Tonnes. */
  weight: z.number(),
  /** Cubic metres. */
  volume: z.number().nullable(),
  /** Minor units (kopecks); null: price on request. */
  price: z.number().int().nullable(),
  currency: z.string(),
  /** Minor units per km. */
  price_per_km: z.number().int().nullable(),
  distance_km: z.number().int().nullable(),
  /** A `money_types` dictionary id; 1 by default. */
  payment_type: z.number().int(),
  /** Only for signed-in callers. */
  is_favorite: z.boolean().optional(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  /** Only with `include=contacts`, and only for signed-in callers. */
  contacts: z.array(CargoContact).optional(),
  /** The shipper's internal note: only for the shipper company's own users. */
  comment: z.string().nullable().optional(),
  created_at: Timestamp,
})
export type Cargo = z.infer<typeof Cargo>

export const CargoPointKind = z.enum(['load', 'unload'])
export const CargoPoint = z.object({
  /** 1, 2, … in route order. */
  position: z.number().int(),
  kind: CargoPointKind,
  place: CargoPlace,
  address: z.string().nullable(),
  date: z.string().nullable(),
  /** `HH:MM`, the time window at the point. */
  time_from: z.string().nullable(),
  time_to: z.string().nullable(),
})
export type CargoPoint = z.infer<typeof CargoPoint>

export const PriceMode = z.enum(['nds', 'no_nds', 'cash'])
export const CargoPrice = z.object({
  id: z.number().int(),
  mode: PriceMode,
  /** Minor units. */
  price: z.number().int(),
  currency: z.string(),
  created_at: Timestamp,
})

export const CargoRoute = z.object({
  cargo_id: z.number().int(),
  /** The road distance of the cargo, km. */
  distance_km: z.number().int().nullable(),
  /** The sum of the straight legs between the points, km. */
  straight_km: z.number().int(),
  points: z.array(
    z.object({
      position: z.number().int(),
      kind: CargoPointKind,
      place_id: z.number().int(),
      name: z.string(),
      lat: z.number(),
      lng: z.number(),
      /** Straight distance from the previous point, km (0 for the first). */
      leg_km: z.number().int(),
    }),
  ),
  /** GeoJSON: `[lng, lat]` pairs in route order. */
  geometry: z.object({ type: z.literal('LineString'), coordinates: z.array(z.tuple([z.number(), z.number()])) }),
})

export const CargoStatus = z.object({
  id: z.number().int(),
  stage: CargoStage,
  history: z.array(z.object({ stage: CargoStage, created_at: Timestamp })),
})

export const SavedCargoFilter = z.object({
  id: z.number().int(),
  name: z.string(),
  filter: CargoFilterValue,
  created_at: Timestamp,
  updated_at: Timestamp,
})
export type SavedCargoFilter = z.infer<typeof SavedCargoFilter>

// ---------------------------------------------------------------------------------------------------------------
// Endpoints

const listQuery = {
  ...pageQuery(CARGO_PAGE_SIZE, 100),
  sort: CargoSort.default('-created_at'),
  filter: CargoFilter.optional(),
  include: CargoInclude.optional(),
}

export const listCargos = defineEndpoint({
  method: 'GET',
  path: 'cargos',
  summary:
    'Search available cargos: by start and finish (radius, region, country), date, truck types, ranges; meta.size counts up to 10,000',
  tags,
  access: 'public',
  query: z.object(listQuery),
  response: listOf(Cargo),
})

export const CargoView = z.enum(['available', 'work'])

export const cargoViews = defineEndpoint({
  method: 'GET',
  path: 'v2/cargos/views',
  summary:
    "The caller's company's cargos by tab: available, or work (= filter[stage]=in_work); filter[stage] picks any stage",
  tags,
  access: 'user',
  query: z.object({
    ...listQuery,
    view: CargoView.default('available'),
    filter: CargoFilter.extend({ stage: CargoStage.optional() }).optional(),
  }),
  response: listOf(Cargo),
})

export const getCargo = defineEndpoint({
  method: 'GET',
  path: 'cargos/:id',
  summary: 'One cargo: available ones for everyone, any stage for the shipper company',
  tags,
  access: 'public',
  params: IdParams,
  query: z.object({ include: CargoInclude.optional() }),
  response: dataOf(Cargo),
})

export const cargoPoints = defineEndpoint({
  method: 'GET',
  path: 'v2/cargos/:id/points',
  summary: 'The loading and unloading points of a cargo, in route order',
  tags,
  access: 'public',
  params: IdParams,
  response: listOf(CargoPoint),
})

export const cargoPrices = defineEndpoint({
  method: 'GET',
  path: 'v2/cargos/:id/prices',
  summary: 'Price history of a cargo, newest first; filter[mode] = nds, no_nds or cash',
  tags,
  access: 'public',
  params: IdParams,
  query: z.object({ filter: z.strictObject({ mode: PriceMode.optional() }).optional() }),
  response: listOf(CargoPrice),
})

/** The status of the caller's company's response to a cargo (contract/responses `ResponseStatus`), or null. */
export const responseStatus = defineEndpoint({
  method: 'GET',
  path: 'v2/cargos/:id/response-status',
  summary: "Whether the caller's carrier company has responded to the cargo (null: no response)",
  tags,
  access: ['carrier', 'expeditor'],
  params: IdParams,
  response: dataOf(z.object({ cargo_id: z.number().int(), status: z.string().nullable() })),
})

export const cargoRoute = defineEndpoint({
  method: 'GET',
  path: 'v2/cargos/routes/:id',
  summary: 'The route of a cargo: its points with coordinates and distances, as a line',
  tags,
  access: 'public',
  params: IdParams,
  response: dataOf(CargoRoute),
})

export const cargoStatus = defineEndpoint({
  method: 'GET',
  path: 'cargos/status/:id',
  summary: 'The stage of a cargo and its history',
  tags,
  access: 'public',
  params: IdParams,
  response: dataOf(CargoStatus),
})

const FavoriteState = dataOf(z.object({ id: z.number().int(), is_favorite: z.boolean() }))

export const addFavorite = defineEndpoint({
  method: 'POST',
  path: 'cargos/:id/favorite',
  summary: 'Mark a cargo as a favourite (idempotent)',
  tags,
  access: 'user',
  params: IdParams,
  response: FavoriteState,
})

export const removeFavorite = defineEndpoint({
  method: 'DELETE',
  path: 'cargos/:id/favorite',
  summary: 'Remove the favourite mark (idempotent)',
  tags,
  access: 'user',
  params: IdParams,
  response: FavoriteState,
})

export const requestContact = defineEndpoint({
  method: 'POST',
  path: 'v2/cargos/:id/request-contact',
  summary: "Ask for a cargo's contacts: the request is recorded and the contacts answered",
  tags,
  access: 'user',
  params: IdParams,
  response: dataOf(z.object({ cargo_id: z.number().int(), contacts: z.array(CargoContact) })),
})

export const listFilters = defineEndpoint({
  method: 'GET',
  path: 'v2/cargos/filters',
  summary: "The caller's saved filter tabs, by id",
  tags,
  access: 'user',
  response: listOf(SavedCargoFilter),
})

const FilterName = z.string().trim().min(1).max(100)

export const createFilter = defineEndpoint({
  method: 'POST',
  path: 'v2/cargos/filters',
  summary: 'Save a filter tab',
  tags,
  access: 'user',
  body: z.strictObject({ name: FilterName, filter: CargoFilter }),
  response: dataOf(SavedCargoFilter),
  status: 201,
})

export const updateFilter = defineEndpoint({
  method: 'PUT',
  path: 'v2/cargos/filters/:id',
  summary: 'Rename a filter tab or replace its filter',
  tags,
  access: 'user',
  params: IdParams,
  body: z.strictObject({ name: FilterName.optional(), filter: CargoFilter.optional() }),
  response: dataOf(SavedCargoFilter),
})

export const deleteFilter = defineEndpoint({
  method: 'DELETE',
  path: 'v2/cargos/filters/:id',
  summary: 'Delete a filter tab',
  tags,
  access: 'user',
  params: IdParams,
  response: Ok,
})
