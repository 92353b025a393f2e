/**
 * The texts of the cargo search's filter form, Russian and English: registered by the form's module as it loads
 * (after the first results, ./filters-panel.tsx), so the first view does not download them.
 * Every key must exist in both languages: src/core/i18n/resources.test.ts checks it.
 */
import type { TextKey } from '../../core/i18n/keys'
import type { CargoSearchTextKey } from './texts'

export const ru = {
  cargo_search: {
    area: 'Где искать',
    area_city: 'В радиусе',
    area_region: 'Весь регион',
    area_country: 'Вся страна',
    start_date: 'Дата загрузки',
    truck_types: 'Тип кузова',
    any: 'Любой',
    weight_t: 'Вес, т',
    volume_m3: 'Объём, м³',
    price_per_km: 'Цена за км',
    distance_km: 'Расстояние, км',
  },
} satisfies Record<string, Record<string, string>>

export const en: { [K in keyof typeof ru]: Record<string, string> } = {
  cargo_search: {
    area: 'Search area',
    area_city: 'Within the radius',
    area_region: 'Whole region',
    area_country: 'Whole country',
    start_date: 'Loading date',
    truck_types: 'Truck type',
    any: 'Any',
    weight_t: 'Weight, t',
    volume_m3: 'Volume, m³',
    price_per_km: 'Price per km',
    distance_km: 'Distance, km',
  },
}

export type CargoFilterTextKey = TextKey<typeof ru> | CargoSearchTextKey
