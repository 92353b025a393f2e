/**
 * The domain texts a cargo's summary needs wherever it is shown: the cargo search's result cards (at first view) and
 * the cargo details (./cargo-details). Part of the domain's texts (./texts.ts, which holds them too); a widget whose
 * first view shows only the summary registers these, and the details register the rest when they load.
 */
import type { TextKey } from '../../core/i18n/keys'

export const ru = {
  cargo_search: {
    load_types: 'Тип загрузки',
    price_on_request: 'Цена по запросу',
    per_km: '{{value}}/км',
    loading: 'Загрузка',
    truck: 'Кузов',
    cargo: 'Груз',
    favorite_add: 'В избранное',
    favorite_remove: 'Убрать из избранного',
  },
} satisfies Record<string, Record<string, string>>

export const en: { [K in keyof typeof ru]: { [Key in keyof (typeof ru)[K]]: string } } = {
  cargo_search: {
    load_types: 'Loading type',
    price_on_request: 'Price on request',
    per_km: '{{value}}/km',
    loading: 'Loading',
    truck: 'Truck',
    cargo: 'Cargo',
    favorite_add: 'Add to favourites',
    favorite_remove: 'Remove from favourites',
  },
}

/** The summary's keys (`t('cargo_search.loading')`). */
export type CargoCardTextKey = TextKey<typeof ru>
