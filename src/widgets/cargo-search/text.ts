/** Small text helpers of the cargo search: place names in the element's language, date spans, money per km. */

import type { Cargo, CargoPlace } from '../../core/contract/cargo'
import type { Lang } from '../../core/contract/common'
import type { Place } from '../../core/contract/reference'
import type { DomainTextKey } from '../domain/texts'
import type { Formatters, Translate } from '../ui'
import type { CargoSortKey } from './filters'
import type { CargoSearchTextKey } from './texts'

/** A place in the element's language (a place remembered in another language keeps both names). */
export function placeName(place: Place | CargoPlace, lang: Lang): string {
  if ('name_en' in place) return (lang === 'en' ? place.name_en : place.name_ru) || place.name
  return place.name
}

export function money(
  minor: number | null,
  currency: string,
  format: Formatters,
  t: Translate<CargoSearchTextKey | DomainTextKey>,
): string {
  return minor === null ? t('cargo_search.price_on_request') : format.money(minor, currency)
}

export function perKm(
  minor: number | null,
  currency: string,
  format: Formatters,
  t: Translate<CargoSearchTextKey | DomainTextKey>,
): string | null {
  return minor === null ? null : t('cargo_search.per_km', { value: format.money(minor, currency) })
}

/** A card's weight and volume: `20 т · 82 м³` (the volume when there is one). */
export function cargoSize(
  cargo: Pick<Cargo, 'weight' | 'volume'>,
  format: Formatters,
  t: Translate<CargoSearchTextKey | DomainTextKey>,
): string {
  const weight = t('units.tonnes', { value: format.number(cargo.weight) })
  return cargo.volume === null
    ? weight
    : `${weight} · ${t('units.cubic_metres', { value: format.number(cargo.volume) })}`
}

export function names(items: Cargo['truck_types']): string {
  return items.map((item) => item.name).join(', ')
}

/** The label of each sort order, `-price` → `cargo_search.sort_price_desc`: a table, so both sides are checked. */
const sortLabelKeys = {
  load_date: 'cargo_search.sort_load_date_asc',
  '-load_date': 'cargo_search.sort_load_date_desc',
  price: 'cargo_search.sort_price_asc',
  '-price': 'cargo_search.sort_price_desc',
  price_per_km: 'cargo_search.sort_price_per_km_asc',
  '-price_per_km': 'cargo_search.sort_price_per_km_desc',
  distance: 'cargo_search.sort_distance_asc',
  '-distance': 'cargo_search.sort_distance_desc',
  weight: 'cargo_search.sort_weight_asc',
  '-weight': 'cargo_search.sort_weight_desc',
  created_at: 'cargo_search.sort_created_at_asc',
  '-created_at': 'cargo_search.sort_created_at_desc',
} as const satisfies Record<CargoSortKey, CargoSearchTextKey>

export function sortLabelKey(sort: CargoSortKey): CargoSearchTextKey {
  return sortLabelKeys[sort]
}
