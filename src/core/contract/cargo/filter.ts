/**
 * Filter values as the query string (qs) and a JSON body both bring them: the search filter, its parsed form,
 * the sorts and `include`.
 */
import { z } from 'zod'
import { DateOnly, decimal, Id } from '../common'
import { PlaceType } from '../reference'
import { CargoStage, MAX_POINT_RADIUS_KM, PriceMode } from './cargo'

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

/** A non-negative number; `''` is "not set". */
const Amount = z.preprocess(blankToUndefined, decimal(z.number().min(0).max(1e12).optional()))
/** A non-negative whole number (minor units, kilometres): the columns it is compared with are integers. */
const WholeAmount = z.preprocess(blankToUndefined, decimal(z.number().int().min(0).max(1e12).optional()))

/** `{min, max}`; a max below the min is dropped (spec 3: max is sent only when it is at least min). */
const rangeOf = <T extends z.ZodType<number | undefined>>(bound: T) =>
  z.strictObject({ min: bound, max: bound }).transform(({ min, max }: { min?: number; max?: number }) => {
    const out: { min?: number; max?: number } = {}
    if (min !== undefined) out.min = min
    if (max !== undefined && (min === undefined || max >= min)) out.max = max
    return out
  })
/** Tonnes, cubic metres: fractions allowed. */
export const RangeFilter = rangeOf(Amount)
/** Prices in minor units and distances in km: whole numbers. */
export const WholeRangeFilter = rangeOf(WholeAmount)

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

/** A truck's capacity, `'20,86'` or `{weight: 20, volume: 86}` (t, m3); either part may be left out. */
const TruckCapacity = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value
    const [weight, volume] = value.split(',').map((part) => part.trim())
    return { weight: weight || undefined, volume: volume || undefined }
  },
  z.strictObject({ weight: Amount, volume: Amount }).transform(({ weight, volume }) => ({
    ...(weight !== undefined ? { weight } : {}),
    ...(volume !== undefined ? { volume } : {}),
  })),
)

const Radius = z.preprocess(blankToUndefined, decimal(z.number().int().min(0).max(MAX_POINT_RADIUS_KM).optional()))

/**
 * The cargo search filter (spec 3 "Filter fields"), the same for `GET cargos` and for the saved filter tabs.
 * - `start_point_id` + `start_point_type`: `city` is the radius `start_point_radius` (km, default 50) around the
 *   place; `region` is every city of the place's region (a region place, or the region of a city); `country` is
 *   every place of its country. Without a type, the place's own type. The same for `finish_*`.
 * - `start_date`: cargos that can be loaded that day (load_date_from <= day <= load_date_to).
 * - `truck_types`, `load_types`: any of the ids.
 * - ranges: `weight` t, `volume` m3, `price` and `price_per_km` in minor units (x100), `distance` km.
 * - `owner_company`: the shipper company; `favorite`: only the caller's favourites (nothing for anonymous callers).
 * - `id`: these cargos (one id or a list); `user_id`: cargos of that shipper employee (posted by them or naming
 *   them as a contact); `mode`: the money type of the price (`nds`, `no_nds`, `cash`); `status`: the cargo's stage,
 *   within what the list shows anyway (the public search shows available cargos only, so another stage finds none).
 * - `wv`: "weight, volume" of a truck (`'20,86'` or `{weight, volume}`): the cargos that fit it, at most that many
 *   tonnes and, when the cargo names a volume, at most that many cubic metres. (Spec 3 names the field only; this
 *   is our reading of it, beside the `weight` and `volume` ranges.)
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
  price: WholeRangeFilter.optional(),
  price_per_km: WholeRangeFilter.optional(),
  distance: WholeRangeFilter.optional(),
  owner_company: Id.optional(),
  favorite: QueryBoolean.optional(),
  id: IdList.optional(),
  user_id: Id.optional(),
  mode: PriceMode.optional(),
  status: CargoStage.optional(),
  wv: TruckCapacity.optional(),
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
  id: z.array(z.number().int()).optional(),
  user_id: z.number().int().optional(),
  mode: PriceMode.optional(),
  status: CargoStage.optional(),
  wv: z.object({ weight: z.number().optional(), volume: z.number().optional() }).optional(),
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
/** The order of a search that names none: the newest first. */
export const defaultCargoSort = '-created_at' satisfies (typeof cargoSorts)[number]

/** `include=contacts`: the contacts of each cargo, for signed-in callers only (anonymous callers get none). */
export const CargoInclude = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : value),
  z.array(z.enum(['contacts'])).max(5),
)
