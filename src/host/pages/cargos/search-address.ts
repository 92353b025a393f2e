/**
 * The cargo search in the address: `?filter=<the wire filter as JSON>&sort=<order>`, so a search can be shared,
 * bookmarked, and walked back and forward. Read back through the cargo search's own schema of a filter (zod/mini,
 * type-checked against the contract's `CargoFilterValue`; the contract's classic zod would load all of zod with the
 * page that opens the site most often): a hand-edited or stale address gives no filter rather than a broken search.
 * That schema (and zod/mini with it) loads only when the address has a filter, so the page's first paint waits for
 * neither.
 */
import type { z } from 'zod/mini'
import { cargoSorts } from '../../../core/contract/cargo'
import type { FilterValue } from '../../../widgets/cargo-search/schema'

export const filterParam = 'filter'
export const sortParam = 'sort'

export interface AddressSearch {
  filters: z.output<typeof FilterValue> | null
  sort: (typeof cargoSorts)[number] | null
}

export async function searchOfAddress(filter: string | null, sort: string | null): Promise<AddressSearch> {
  let filters: AddressSearch['filters'] = null
  if (filter) {
    let value: unknown
    try {
      value = JSON.parse(filter)
    } catch {
      value = null
    }
    if (value !== null) {
      filters = (await import('./search-filter')).parseFilter(value)
    }
  }
  const order = cargoSorts.find((known) => known === sort) ?? null
  return { filters, sort: order }
}

/** The address query of a search: `query` with the filter and sort set (an empty filter, the default sort: none). */
export function addressOfSearch(
  query: URLSearchParams,
  search: { filters: Record<string, unknown>; sort: string },
  defaultSort: string,
): URLSearchParams {
  const next = new URLSearchParams(query)
  const kept = Object.entries(search.filters).filter(([, value]) => value !== undefined)
  if (kept.length > 0) next.set(filterParam, JSON.stringify(Object.fromEntries(kept)))
  else next.delete(filterParam)
  if (search.sort !== defaultSort) next.set(sortParam, search.sort)
  else next.delete(sortParam)
  return next
}
