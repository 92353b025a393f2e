/**
 * The texts of the cargo search's saved filter tabs, Russian and English: registered by the tabs' module as it
 * loads (only for a signed-in user, ./saved-tabs.tsx), so an anonymous visitor does not download them.
 * Every key must exist in both languages: src/core/i18n/resources.test.ts checks it.
 */
import type { TextKey } from '../../core/i18n/keys'
import type { CargoSearchTextKey } from './texts'

export const ru = {
  cargo_search: {
    tabs_label: 'Сохранённые фильтры',
    tab_all: 'Все',
    save_tab: 'Сохранить вкладку',
    update_tab: 'Обновить',
    rename_tab: 'Переименовать',
    delete_tab: 'Удалить',
    tab_name: 'Название вкладки',
    tab_saved: 'Вкладка сохранена',
    tab_updated: 'Вкладка обновлена',
    tab_deleted: 'Вкладка удалена',
  },
} satisfies Record<string, Record<string, string>>

export const en: { [K in keyof typeof ru]: Record<string, string> } = {
  cargo_search: {
    tabs_label: 'Saved filters',
    tab_all: 'All',
    save_tab: 'Save as a tab',
    update_tab: 'Update',
    rename_tab: 'Rename',
    delete_tab: 'Delete',
    tab_name: 'Tab name',
    tab_saved: 'Tab saved',
    tab_updated: 'Tab updated',
    tab_deleted: 'Tab deleted',
  },
}

export type CargoTabTextKey = TextKey<typeof ru> | CargoSearchTextKey
