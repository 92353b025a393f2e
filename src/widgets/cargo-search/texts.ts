/**
 * The texts of fx-cargo-search, Russian and English. The element registers them (`addTexts`), and so does the site's
 * cargo page (its number and the sign-in hint); the keys of the details both show are the domain's
 * (src/widgets/domain/texts.ts, the rest of the `cargo_search` section). Every key must exist in both languages
 * (plural suffixes aside): src/core/i18n/resources.test.ts checks it.
 */
import type { TextKey } from '../../core/i18n/keys'

export const ru = {
  cargo_search: {
    filters: 'Фильтры',
    filters_count: 'Фильтры ({{count}})',
    sort: 'Сортировка',
    sort_created_at_desc: 'Сначала новые',
    sort_created_at_asc: 'Сначала старые',
    sort_load_date_asc: 'Загрузка: ближайшие',
    sort_load_date_desc: 'Загрузка: поздние',
    sort_price_asc: 'Цена: по возрастанию',
    sort_price_desc: 'Цена: по убыванию',
    sort_price_per_km_asc: 'Цена за км: по возрастанию',
    sort_price_per_km_desc: 'Цена за км: по убыванию',
    sort_distance_asc: 'Расстояние: короткие',
    sort_distance_desc: 'Расстояние: длинные',
    sort_weight_asc: 'Вес: лёгкие',
    sort_weight_desc: 'Вес: тяжёлые',
    views_label: 'Какие грузы показать',
    view_search: 'Все грузы',
    view_available: 'Мои: доступные',
    view_work: 'Мои: в работе',
    recent_routes: 'Недавние маршруты',
    search_route: 'Искать {{from}} → {{to}}',
    found_one: 'Найден {{value}} груз',
    found_few: 'Найдено {{value}} груза',
    found_many: 'Найдено {{value}} грузов',
    found_other: 'Найдено {{value}} груза',
    more_than_found: 'Найдено более {{value}} грузов',
    results: 'Найденные грузы',
    loading_results: 'Ищем грузы…',
    empty_title: 'Грузы не найдены',
    empty_hint: 'Измените фильтры или увеличьте радиус поиска',
    reset_filters: 'Сбросить фильтры',
    cargo_number: 'Груз № {{id}}',
    details_title: '{{from}} → {{to}}',
    contacts_sign_in: 'Войдите, чтобы увидеть контакты грузовладельца.',
  },
} satisfies Record<string, Record<string, string>>

export const en: { [K in keyof typeof ru]: Record<string, string> } = {
  cargo_search: {
    filters: 'Filters',
    filters_count: 'Filters ({{count}})',
    sort: 'Sort by',
    sort_created_at_desc: 'Newest first',
    sort_created_at_asc: 'Oldest first',
    sort_load_date_asc: 'Loading: soonest',
    sort_load_date_desc: 'Loading: latest',
    sort_price_asc: 'Price: low to high',
    sort_price_desc: 'Price: high to low',
    sort_price_per_km_asc: 'Price per km: low to high',
    sort_price_per_km_desc: 'Price per km: high to low',
    sort_distance_asc: 'Distance: shortest',
    sort_distance_desc: 'Distance: longest',
    sort_weight_asc: 'Weight: lightest',
    sort_weight_desc: 'Weight: heaviest',
    views_label: 'Which cargos to show',
    view_search: 'All cargos',
    view_available: 'Mine: available',
    view_work: 'Mine: in work',
    recent_routes: 'Recent routes',
    search_route: 'Search {{from}} → {{to}}',
    found_one: '{{value}} cargo found',
    found_other: '{{value}} cargos found',
    more_than_found: 'More than {{value}} cargos found',
    results: 'Cargos found',
    loading_results: 'Searching for cargos…',
    empty_title: 'No cargos found',
    empty_hint: 'Change the filters or widen the search radius',
    reset_filters: 'Reset filters',
    cargo_number: 'Cargo #{{id}}',
    details_title: '{{from}} → {{to}}',
    contacts_sign_in: 'Sign in to see the shipper’s contacts.',
  },
}

/** The cargo search's own keys (`t('cargo_search.title')`). */
export type CargoSearchTextKey = TextKey<typeof ru>
