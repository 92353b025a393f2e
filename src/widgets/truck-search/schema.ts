/** The attributes, properties and events of `<fx-truck-search>` (for the element, its component and the manifest). */
import { z as classic } from 'zod'
import { z } from 'zod/mini'
import { type TruckSearchFilter, TruckSource } from '../../core/contract/trucks'
import { doc, type WidgetProps } from '../element'
import { truckSearchDefaults } from './first-request'

export const attributes = z.object({
  maxResults: doc(
    z._default(z.int().check(z.minimum(20), z.maximum(2000)), truckSearchDefaults.maxResults),
    'The most trucks a search loads into the list, page by page as the list is scrolled to its end; the list renders only the rows in view.',
  ),
  sort: doc(
    z._default(z.enum(['distance', 'date']), truckSearchDefaults.sort),
    'Initial order: distance (to the place) or date.',
  ),
  cargoId: doc(
    z.optional(z.int().check(z.positive())),
    'A cargo of the signed-in shipper to offer and message about (else the shipper picks one).',
  ),
  carrierUrl: doc(
    z.optional(z.string()),
    'A link to a carrier page with `{id}` in it (e.g. `/trucks/carrier/{id}`); without it no link is shown.',
  ),
  hideFilters: doc(z._default(z.boolean(), false), 'No filter form: the page drives the search with `filters`.'),
})

const id = () => z.optional(z.int().check(z.positive()))
const amount = () => z.optional(z.number().check(z.nonnegative()))

/**
 * The search's filter in the wire form, in zod/mini: the contract's `TruckSearchFilter` (classic zod, with the
 * query string's spellings) would bring all of zod into the page. Fields it does not name pass through to the
 * server, which checks the filter in full; the type check below fails when a field's type stops agreeing.
 */
export const FilterProperty = z.looseObject({
  start_point_id: id(),
  start_point_radius: amount(),
  finish_point_id: id(),
  finish_point_radius: amount(),
  date_from: z.optional(z.string()),
  date_to: z.optional(z.string()),
  truck_types: z.optional(z.array(z.int())),
  load_types: z.optional(z.array(z.int())),
  weight: amount(),
  volume: amount(),
  source: z.optional(z.enum(['all', 'registered', 'external'])),
})
const _agreesWithContract: z.output<typeof FilterProperty> = {} as z.output<typeof TruckSearchFilter>
void _agreesWithContract

export const properties = {
  filters: doc(
    z.optional(FilterProperty),
    'A filter to search with: `{ start_point_id, start_point_radius, date_from, date_to, truck_types: [1] }`.',
  ),
}

/**
 * The events' details are the contract's own schemas (classic zod): they type the events and document them in the
 * manifest; the client builds keep only the events' names (scripts/client-widget-schemas.ts).
 */
export const events = {
  'fx-search-trucks': classic
    .object({ filters: classic.record(classic.string(), classic.unknown()), sort: classic.enum(['distance', 'date']) })
    .describe('A search was run (filters in the wire form).'),
  'fx-truck-select': classic
    .object({
      key: classic.string(),
      source: TruckSource,
      id: classic.number().int(),
      company_id: classic.number().int(),
    })
    .describe('A truck was opened. Cancelable: `preventDefault()` keeps the widget’s details closed.'),
  'fx-truck-offer': classic
    .object({ task_id: classic.number().int(), cargo_id: classic.number().int() })
    .describe("A cargo was offered to a registered carrier's free truck (a transport-task response)."),
  'fx-carrier-message': classic
    .object({ cargo_id: classic.number().int(), transport_id: classic.number().int(), sent: classic.number().int() })
    .describe("A message about a cargo went to an external truck's contacts (through the exchange's outbox)."),
}

export type TruckSearchProps = WidgetProps<typeof attributes, typeof properties, typeof events>
