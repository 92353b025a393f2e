/**
 * The texts of the pagination (../pagination.tsx, ../load-more.tsx), Russian and English: registered by
 * the piece's module as it loads, so an element that does not show it does not download them (the kit's other
 * texts are the shared ones, src/core/i18n/resources.ts). Both languages have the same keys: resources.test.ts.
 */
import type { TextKey } from '../../../core/i18n/keys'

export const ru = {
  kit: {
    pagination: 'Страницы',
    previous_page: 'Предыдущая страница',
    next_page: 'Следующая страница',
    page: 'Страница {{page}}',
    shown_of: 'Показано {{shown}} из {{total}}',
  },
} satisfies Record<string, Record<string, string>>

export const en: { [K in keyof typeof ru]: Record<string, string> } = {
  kit: {
    pagination: 'Pages',
    previous_page: 'Previous page',
    next_page: 'Next page',
    page: 'Page {{page}}',
    shown_of: 'Showing {{shown}} of {{total}}',
  },
}

export type KitPaginationTextKey = TextKey<typeof ru>
