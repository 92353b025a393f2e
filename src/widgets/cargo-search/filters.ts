/**
 * The filter form of the cargo search and its wire form (spec 3 "Filter fields" and "Value rules"), as pure
 * functions:
 * - points: a place, how far around it (`city` = a radius in km, default 50; `region`; `country`);
 * - ranges: typed in major units; prices and prices per km travel in minor units (x100), a range as its min
 *   and, when max >= min, its max (`rangeFilter`);
 * - the date as `YYYY-MM-DD`.
 */
import { isoDate, majorUnits, minorUnits, type Range, rangeFilter } from '../../core/api'
import { type cargoSorts, defaultCargoSort } from '../../core/contract/cargo'
import type { Place, PlaceType } from '../../core/contract/reference'
import type { RouteEntry } from '../../core/session'
import { defaultRadiusKm, type RangeValue } from '../ui'

export type CargoSortKey = (typeof cargoSorts)[number]
export const defaultSort: CargoSortKey = defaultCargoSort

/** The views of the widget: the exchange search (everyone), and the caller's company's cargos (signed in). */
export const cargoViewKeys = ['search', 'available', 'work'] as const
export type CargoViewKey = (typeof cargoViewKeys)[number]

export interface PointValue {
  place: Place | null
  /** `city`: the radius around the place; `region`, `country`: the whole region or country. */
  type: PlaceType
  radius: number
}

export interface FilterForm {
  start: PointValue
  finish: PointValue
  /** `YYYY-MM-DD` or `''`. */
  startDate: string
  truckTypes: number[]
  loadTypes: number[]
  weight: RangeValue
  volume: RangeValue
  /** Major units (roubles), as typed. */
  price: RangeValue
  pricePerKm: RangeValue
  distance: RangeValue
  /** Set only from outside (a saved tab, the `filters` property): the shipper company, favourites only. */
  extra: { owner_company?: number; favorite?: boolean }
}

/** The filter as it travels (`filter[...]` of GET cargos, the `filter` of a saved tab). */
export interface WireFilter {
  start_point_id?: number
  start_point_type?: PlaceType
  start_point_radius?: number
  finish_point_id?: number
  finish_point_type?: PlaceType
  finish_point_radius?: number
  start_date?: string
  truck_types?: number[]
  load_types?: number[]
  weight?: Range
  volume?: Range
  price?: Range
  price_per_km?: Range
  distance?: Range
  owner_company?: number
  favorite?: boolean
}

const emptyRange = (): RangeValue => ({ min: null, max: null })

export const emptyPoint = (): PointValue => ({ place: null, type: 'city', radius: defaultRadiusKm })

export function emptyForm(): FilterForm {
  return {
    start: emptyPoint(),
    finish: emptyPoint(),
    startDate: '',
    truckTypes: [],
    loadTypes: [],
    weight: emptyRange(),
    volume: emptyRange(),
    price: emptyRange(),
    pricePerKm: emptyRange(),
    distance: emptyRange(),
    extra: {},
  }
}

function pointFilter(end: 'start' | 'finish', point: PointValue): WireFilter {
  if (!point.place) return {}
  const out: WireFilter = { [`${end}_point_id`]: point.place.id, [`${end}_point_type`]: point.type }
  if (point.type === 'city') Object.assign(out, { [`${end}_point_radius`]: point.radius })
  return out
}

const plainRange = (range: RangeValue) => rangeFilter(range.min, range.max)
const moneyRange = (range: RangeValue) => rangeFilter(minorUnits(range.min), minorUnits(range.max))

/** The form → the wire filter; unset fields are left out. */
export function toWireFilter(form: FilterForm): WireFilter {
  const out: WireFilter = { ...pointFilter('start', form.start), ...pointFilter('finish', form.finish) }
  const date = isoDate(form.startDate)
  if (date) out.start_date = date
  if (form.truckTypes.length > 0) out.truck_types = [...form.truckTypes]
  if (form.loadTypes.length > 0) out.load_types = [...form.loadTypes]
  const ranges: Array<[keyof WireFilter, Range | undefined]> = [
    ['weight', plainRange(form.weight)],
    ['volume', plainRange(form.volume)],
    ['price', moneyRange(form.price)],
    ['price_per_km', moneyRange(form.pricePerKm)],
    ['distance', plainRange(form.distance)],
  ]
  for (const [key, range] of ranges) if (range) Object.assign(out, { [key]: range })
  if (form.extra.owner_company !== undefined) out.owner_company = form.extra.owner_company
  if (form.extra.favorite !== undefined) out.favorite = form.extra.favorite
  return out
}

const fromRange = (range: Range | undefined): RangeValue => ({ min: range?.min ?? null, max: range?.max ?? null })
const fromMoney = (range: Range | undefined): RangeValue => ({
  min: majorUnits(range?.min) ?? null,
  max: majorUnits(range?.max) ?? null,
})

/** A wire filter (a saved tab, the `filters` property) → the form; `places` resolves the point ids. */
export function fromWireFilter(filter: WireFilter, places: ReadonlyMap<number, Place>): FilterForm {
  const point = (end: 'start' | 'finish'): PointValue => {
    const id = filter[`${end}_point_id`]
    const place = id === undefined ? null : (places.get(id) ?? null)
    if (!place) return emptyPoint()
    return {
      place,
      type: filter[`${end}_point_type`] ?? place.type,
      radius: filter[`${end}_point_radius`] ?? defaultRadiusKm,
    }
  }
  return {
    start: point('start'),
    finish: point('finish'),
    startDate: filter.start_date ?? '',
    truckTypes: [...(filter.truck_types ?? [])],
    loadTypes: [...(filter.load_types ?? [])],
    weight: fromRange(filter.weight),
    volume: fromRange(filter.volume),
    price: fromMoney(filter.price),
    pricePerKm: fromMoney(filter.price_per_km),
    distance: fromRange(filter.distance),
    extra: {
      ...(filter.owner_company === undefined ? {} : { owner_company: filter.owner_company }),
      ...(filter.favorite === undefined ? {} : { favorite: filter.favorite }),
    },
  }
}

/** The point ids a wire filter refers to. */
export function placeIdsOf(filter: WireFilter): number[] {
  return [filter.start_point_id, filter.finish_point_id].filter((id): id is number => id !== undefined)
}

/** How many filter fields are set (the badge of the narrow layout's "Filters" toggle). */
export function countFilters(filter: WireFilter): number {
  const keys = Object.keys(filter).filter((key) => !/_point_(type|radius)$/.test(key))
  return keys.length
}

/** The route of a search for the last-three list: both ends set, with their places' full info. */
export function routeOf(form: FilterForm): RouteEntry | null {
  const { start, finish } = form
  if (!start.place || !finish.place) return null
  return {
    start_point_id: start.place.id,
    finish_point_id: finish.place.id,
    start_point_type: start.type,
    finish_point_type: finish.type,
    load: start.place,
    unload: finish.place,
  }
}

/** A remembered route back into the form's points (the rest of the form is kept). */
export function applyRoute(form: FilterForm, route: RouteEntry): FilterForm {
  const point = (place: Place | null | undefined, type: PlaceType | undefined, previous: PointValue): PointValue =>
    place ? { place, type: type ?? place.type, radius: previous.radius } : previous
  return {
    ...form,
    start: point(route.load, route.start_point_type, form.start),
    finish: point(route.unload, route.finish_point_type, form.finish),
  }
}
