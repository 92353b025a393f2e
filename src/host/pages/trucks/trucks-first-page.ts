/**
 * The truck search's first answer, asked for as the site starts (main.tsx) beside the page's chunks, as the cargo
 * search's is (pages/cargos/search-first-page.ts): the search is signed-in only, so on a phone waiting for the
 * widget's chunks before asking for its first page of trucks was most of the time to the first card. A search the
 * element would not send first (another window, a filter handed in) asks the server as before, and the unread
 * answer is dropped after the prefetch's few seconds.
 */
import type { ApiClient } from '../../../core/api'
import { isoDay } from '../../../core/contract/days'
import { searchTrucks } from '../../../core/contract/trucks'
import { firstTruckQuery } from '../../../widgets/truck-search/first-request'

export function trucksFirstPage(api: ApiClient, signedIn: boolean): void {
  if (signedIn) api.prefetch(searchTrucks, { query: firstTruckQuery(isoDay(new Date())) })
}
