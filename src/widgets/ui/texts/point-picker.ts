/**
 * The texts of the place picker (../point-picker.tsx), Russian and English: registered by
 * the piece's module as it loads, so an element that does not show it does not download them (the kit's other
 * texts are the shared ones, src/core/i18n/resources.ts). Both languages have the same keys: resources.test.ts.
 */
import type { TextKey } from '../../../core/i18n/keys'

export const ru = {
  kit: {
    clear: 'Очистить',
    place_placeholder: 'Город, регион или страна',
    search_failed: 'Не удалось выполнить поиск',
    km: 'км',
  },
} satisfies Record<string, Record<string, string>>

export const en: { [K in keyof typeof ru]: Record<string, string> } = {
  kit: {
    clear: 'Clear',
    place_placeholder: 'City, region or country',
    search_failed: 'Search failed',
    km: 'km',
  },
}

export type KitPlaceTextKey = TextKey<typeof ru>
