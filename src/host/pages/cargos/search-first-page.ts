/**
 * The cargo search's first page, asked for as the site starts (main.tsx) beside the chunks of the page and of its
 * widget, instead of after they have loaded, run and rendered: on a phone those are most of the time before the
 * results show. The widget's own first request (an address without a filter or an order: the newest cargos, a page
 * of its default size) then takes this answer (`api.prefetch`); a request that differs (a saved tab, another view)
 * asks the server as before, and the unread answer is dropped after the prefetch's few seconds.
 */
import type { ApiClient } from '../../../core/api'
import { listCargos } from '../../../core/contract/cargo'
import { firstPage } from '../../../widgets/cargo-search/first-page-request'
import { filterParam, sortParam } from './search-address'

export function searchFirstPage(api: ApiClient, query: URLSearchParams): void {
  if (query.has(filterParam) || query.has(sortParam)) return
  api.prefetch(listCargos, { query: { limit: firstPage.limit, offset: 0, sort: firstPage.sort } })
}
