/**
 * The truck search's first request as the widget sends it with its default attributes and an untouched form: the
 * host asks for it as the site starts (host/pages/trucks/trucks-first-page.ts), and the element's own first call
 * then takes that answer instead of waiting for its chunks to load and render. The attribute defaults live here so
 * the element's schema and the host's early request cannot drift apart.
 */
import { emptyForm, toWire } from './form'

export const truckSearchDefaults = { maxResults: 500, sort: 'distance' } as const

/** The query of the first search on `today` (the form's default window starts today). */
export function firstTruckQuery(today: string) {
  return { filter: toWire(emptyForm(today)), sort: truckSearchDefaults.sort, limit: truckSearchDefaults.maxResults }
}
