/** The filter form's values and their wire form (`filter[...]` of v2/trucks/search), and the recent routes. */
import { addDays } from '../../core/contract/days'
import type { Place } from '../../core/contract/reference'
import type { RouteEntry } from '../../core/session'

export type TruckSourceFilter = 'all' | 'registered' | 'external'

export interface TruckForm {
  start: Place | null
  radius: number
  finish: Place | null
  dates: { from: string; to: string }
  truckTypes: number[]
  loadTypes: number[]
  weight: number | null
  volume: number | null
  source: TruckSourceFilter
}

/** Free today or in the next 7 days, 50 km around the place (spec 9). */
export function emptyForm(today: string): TruckForm {
  return {
    start: null,
    radius: 50,
    finish: null,
    dates: { from: today, to: addDays(today, 7) },
    truckTypes: [],
    loadTypes: [],
    weight: null,
    volume: null,
    source: 'all',
  }
}

/** The wire form of the filter (`filter[...]` of v2/trucks/search). */
export type WireTruckFilter = {
  start_point_id?: number
  start_point_radius?: number
  finish_point_id?: number
  date_from?: string
  date_to?: string
  truck_types?: number[]
  load_types?: number[]
  weight?: number
  volume?: number
  source?: TruckSourceFilter
}

export function toWire(form: TruckForm): WireTruckFilter {
  const out: WireTruckFilter = { source: form.source }
  if (form.start) {
    out.start_point_id = form.start.id
    out.start_point_radius = form.radius
  }
  if (form.finish) out.finish_point_id = form.finish.id
  if (form.dates.from) out.date_from = form.dates.from
  if (form.dates.to) out.date_to = form.dates.to
  if (form.truckTypes.length) out.truck_types = form.truckTypes
  if (form.loadTypes.length) out.load_types = form.loadTypes
  if (form.weight !== null) out.weight = form.weight
  if (form.volume !== null) out.volume = form.volume
  return out
}

/** The route to remember: a start and a finish (spec 4: the last three, newest first). */
export function routeOf(form: TruckForm): RouteEntry | null {
  if (!form.start || !form.finish) return null
  return { start_point_id: form.start.id, finish_point_id: form.finish.id, load: form.start, unload: form.finish }
}

/** The truck search keeps its own three routes beside the cargo search's. */
export const truckRoutesKey = 'lastThreeTruckRoutes'
