/**
 * The site paths that point at one item (a notification's «Открыть», an e-mail's link): written once here, for
 * the server that stores them and for the pages that read their query (`?response=`, `?check=`) and open the item.
 */

/** The query names the pages read. */
export const itemQuery = { response: 'response', check: 'check' } as const

export const itemLinks = {
  /** A cargo's own page (its details, the carrier's response and the contract state). */
  cargo: (id: number) => `/cargos/details/${id}`,
  /** The shipper's responses with this one opened. */
  response: (id: number) => `/cargos/responses?${itemQuery.response}=${id}`,
  /** The security service's list with this check opened. */
  securityCheck: (id: number) => `/security?${itemQuery.check}=${id}`,
  /** A truck's calendar (the transport tasks). */
  calendar: () => '/transport/calendar',
  drivers: () => '/transport/drivers',
  company: () => '/account/company',
}

/** The id an item link carries in `query`, or null. */
export function itemIdOf(query: URLSearchParams, name: keyof typeof itemQuery): number | null {
  const value = Number(query.get(itemQuery[name]))
  return Number.isInteger(value) && value > 0 ? value : null
}
