/**
 * The attributes, properties and events of `<fx-cargo-search>` (for the element, its component and the manifest).
 * zod/mini, as every widget's schemas: the page loads only the checks these use, not zod's whole chaining API.
 */
import { z } from 'zod/mini'
import { type CargoFilterValue as ContractFilterSchema, cargoSorts } from '../../core/contract/cargo'
import { doc, type WidgetProps } from '../element'
import { cargoViewKeys, defaultSort } from './filters'

const int = () => z.int()
const range = () => z.optional(z.object({ min: z.optional(z.number()), max: z.optional(z.number()) }))

/**
 * The contract's `CargoFilterValue` (a filter in the wire form, as the server answers it), in zod/mini: the
 * contract's own is classic zod, which would bring all of zod into the widget. The type checks below fail when
 * the two stop describing the same value.
 */
export const FilterValue = z.object({
  start_point_id: z.optional(int()),
  start_point_type: z.optional(z.enum(['city', 'region', 'country'])),
  start_point_radius: z.optional(int()),
  finish_point_id: z.optional(int()),
  finish_point_type: z.optional(z.enum(['city', 'region', 'country'])),
  finish_point_radius: z.optional(int()),
  start_date: z.optional(z.string()),
  truck_types: z.optional(z.array(int())),
  load_types: z.optional(z.array(int())),
  weight: range(),
  volume: range(),
  price: range(),
  price_per_km: range(),
  distance: range(),
  owner_company: z.optional(int()),
  favorite: z.optional(z.boolean()),
  id: z.optional(z.array(int())),
  user_id: z.optional(int()),
  mode: z.optional(z.enum(['nds', 'no_nds', 'cash'])),
  status: z.optional(z.enum(['draft', 'available', 'in_work', 'contract', 'completed', 'cancelled'])),
  wv: z.optional(z.object({ weight: z.optional(z.number()), volume: z.optional(z.number()) })),
})
type FilterValue = z.output<typeof FilterValue>
type ContractFilterValue = z.output<typeof ContractFilterSchema>
const _sameAsContract: FilterValue = {} as ContractFilterValue
const _sameAsWidget: ContractFilterValue = {} as FilterValue
void _sameAsContract
void _sameAsWidget

const Sort = z.enum(cargoSorts)

export const attributes = z.object({
  pageSize: doc(
    z._default(int().check(z.minimum(1), z.maximum(100)), 20),
    'Cargos per page (spec 9: 20); "show more" adds as many.',
  ),
  view: doc(
    z._default(z.enum(cargoViewKeys), 'search'),
    'search: the exchange search (everyone); available, work: your company’s cargos, available or in work (signed in; anonymous visitors get the search).',
  ),
  sort: doc(
    z._default(Sort, defaultSort),
    'Initial order: load_date, price, price_per_km, distance, weight or created_at; "-" = descending.',
  ),
  compact: doc(z._default(z.boolean(), false), 'Denser result cards with the main facts only.'),
  signInUrl: doc(
    z.optional(z.string()),
    'Where the "Sign in" link of the contacts invitation goes (http(s) or relative); without it a button fires fx-sign-in-request.',
  ),
  hideFilters: doc(
    z._default(z.boolean(), false),
    'No filter panel, saved tabs or recent routes: the page drives the search with the `filters` property.',
  ),
})

export const properties = {
  filters: doc(
    z.optional(FilterValue),
    'A filter to search with, in the wire form (prices in minor units): `{ start_point_id, truck_types: [1], price: { min: 100000 } }`.',
  ),
}

export const events = {
  'fx-cargo-select': doc(
    z.object({ id: int() }),
    'A cargo was opened. Cancelable: `preventDefault()` keeps the widget’s dialog closed (show your own).',
  ),
  'fx-search': doc(
    z.object({ filters: FilterValue, sort: Sort, view: z.enum(cargoViewKeys) }),
    'A search was applied (filters as sent: prices in minor units, dates YYYY-MM-DD), or its sort or view changed.',
  ),
  'fx-favorite-change': doc(
    z.object({ id: int(), favorite: z.boolean() }),
    'The user marked or unmarked a cargo as a favourite (after the server agreed).',
  ),
  'fx-sign-in-request': doc(
    z.object({ reason: z.enum(['contacts']), cargoId: z.optional(int()) }),
    'An anonymous visitor asked to sign in (to see contacts). Cancelable: `preventDefault()` stops the sign-in-url link.',
  ),
}

export type CargoSearchProps = WidgetProps<typeof attributes, typeof properties, typeof events>
