/**
 * The truck search's requests: the page the list asks for at a time, and the first request as the widget sends it
 * with its default attributes and an untouched form: the host asks for it as the site starts
 * (host/pages/trucks/trucks-first-page.ts), and the element's own first call then takes that answer instead of
 * waiting for its chunks to load and render. The attribute defaults live here so the element's schema and the host's
 * early request cannot drift apart, and both build the query with `truckPageQuery`: a prefetched answer is taken
 * only by a call of the very same URL.
 */
import type { Pagination } from '../../core/api'
import { emptyForm, toWire, type WireTruckFilter } from './form'

export const truckSearchDefaults = { maxResults: 500, sort: 'distance' } as const

/**
 * Trucks per request: the list asks for the next page when it is scrolled to its end, as freight exchanges' lists
 * do, instead of all of `max-results` at once (500 trucks were ~190 KB of JSON, slow on the server at a large data
 * set and a long task to parse and render on a phone). More than the contract's default of 20: a page is several
 * screens of cards, so a scroll seldom waits.
 */
export const TRUCK_LIST_PAGE_SIZE = 50

/** The page at `offset` of a list of at most `maxResults` trucks: a whole page, or what is left up to the most. */
export function truckPage(offset: number, maxResults: number): Pagination {
  return { limit: Math.min(TRUCK_LIST_PAGE_SIZE, maxResults - offset), offset }
}

/** One page of a search, in the one order of keys the element and the host's early request both send. */
export function truckPageQuery(filter: WireTruckFilter, sort: 'distance' | 'date', page: Pagination) {
  return { filter, sort, limit: page.limit, offset: page.offset }
}

/** The query of the first search on `today` (the form's default window starts today): its first page. */
export function firstTruckQuery(today: string) {
  return truckPageQuery(
    toWire(emptyForm(today)),
    truckSearchDefaults.sort,
    truckPage(0, truckSearchDefaults.maxResults),
  )
}
