/** The attributes, properties and events of `<fx-cargo-search>` (for the element, its component and the manifest). */
import { z } from 'zod'
import { CargoFilterValue, CargoSort } from '../../core/contract/cargo'
import type { WidgetProps } from '../element'
import { cargoViewKeys, defaultSort } from './filters'

export const attributes = z.object({
  pageSize: z
    .number()
    .int()
    .min(1)
    .max(100)
    .default(20)
    .describe('Cargos per page (spec 9: 20); "show more" adds as many.'),
  view: z
    .enum(cargoViewKeys)
    .default('search')
    .describe(
      'search: the exchange search (everyone); available, work: your company’s cargos, available or in work (signed in; anonymous visitors get the search).',
    ),
  sort: CargoSort.default(defaultSort).describe(
    'Initial order: load_date, price, price_per_km, distance, weight or created_at; "-" = descending.',
  ),
  compact: z.boolean().default(false).describe('Denser result cards with the main facts only.'),
  signInUrl: z
    .string()
    .optional()
    .describe(
      'Where the "Sign in" link of the contacts invitation goes (http(s) or relative); without it a button fires fx-sign-in-request.',
    ),
  hideFilters: z
    .boolean()
    .default(false)
    .describe('No filter panel, saved tabs or recent routes: the page drives the search with the `filters` property.'),
})

export const properties = {
  filters: CargoFilterValue.optional().describe(
    'A filter to search with, in the wire form (prices in minor units): `{ start_point_id, truck_types: [1], price: { min: 100000 } }`.',
  ),
}

export const events = {
  'fx-cargo-select': z
    .object({ id: z.number().int() })
    .describe('A cargo was opened. Cancelable: `preventDefault()` keeps the widget’s dialog closed (show your own).'),
  'fx-search': z
    .object({
      filters: CargoFilterValue,
      sort: CargoSort,
      view: z.enum(cargoViewKeys),
    })
    .describe(
      'A search was applied (filters as sent: prices in minor units, dates YYYY-MM-DD), or its sort or view changed.',
    ),
  'fx-favorite-change': z
    .object({ id: z.number().int(), favorite: z.boolean() })
    .describe('The user marked or unmarked a cargo as a favourite (after the server agreed).'),
  'fx-sign-in-request': z
    .object({ reason: z.enum(['contacts']), cargoId: z.number().int().optional() })
    .describe(
      'An anonymous visitor asked to sign in (to see contacts). Cancelable: `preventDefault()` stops the sign-in-url link.',
    ),
}

export type CargoSearchProps = WidgetProps<typeof attributes, typeof properties, typeof events>
