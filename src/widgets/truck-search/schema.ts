/** The attributes, properties and events of `<fx-truck-search>` (for the element, its component and the manifest). */
import { z } from 'zod'
import { TruckSearchFilter, TruckSource } from '../../core/contract/trucks'
import type { WidgetProps } from '../element'

export const attributes = z.object({
  maxResults: z
    .number()
    .int()
    .min(20)
    .max(2000)
    .default(500)
    .describe('How many trucks one search loads; the list renders only the rows in view.'),
  sort: z.enum(['distance', 'date']).default('distance').describe('Initial order: distance (to the place) or date.'),
  cargoId: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('A cargo of the signed-in shipper to offer and message about (else the shipper picks one).'),
  carrierUrl: z
    .string()
    .optional()
    .describe('A link to a carrier page with `{id}` in it (e.g. `/trucks/carrier/{id}`); without it no link is shown.'),
  hideFilters: z.boolean().default(false).describe('No filter form: the page drives the search with `filters`.'),
})

export const properties = {
  filters: TruckSearchFilter.optional().describe(
    'A filter to search with: `{ start_point_id, start_point_radius, date_from, date_to, truck_types: [1] }`.',
  ),
}

export const events = {
  'fx-search-trucks': z
    .object({ filters: z.record(z.string(), z.unknown()), sort: z.enum(['distance', 'date']) })
    .describe('A search was run (filters in the wire form).'),
  'fx-truck-select': z
    .object({ key: z.string(), source: TruckSource, id: z.number().int(), company_id: z.number().int() })
    .describe('A truck was opened. Cancelable: `preventDefault()` keeps the widget’s details closed.'),
  'fx-truck-offer': z
    .object({ task_id: z.number().int(), cargo_id: z.number().int() })
    .describe("A cargo was offered to a registered carrier's free truck (a transport-task response)."),
  'fx-carrier-message': z
    .object({ cargo_id: z.number().int(), transport_id: z.number().int(), sent: z.number().int() })
    .describe("A message about a cargo went to an external truck's contacts (through the exchange's outbox)."),
}

export type TruckSearchProps = WidgetProps<typeof attributes, typeof properties, typeof events>
