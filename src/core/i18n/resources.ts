/**
 * The shared interface texts, Russian (default) and English: the texts several widgets and the site share. Each
 * widget's texts are beside it (src/widgets/<name>/texts.ts), the domain pieces' in src/widgets/domain/texts.ts and
 * the site's in src/host/texts; their owners register them (`addTexts`, ./texts.ts). These start with the error
 * catalogue of spec 8, common words and the validation messages of spec 5; the validation texts are taken from
 * `core/contract/messages` (shared with the server's 422 answers), only their `{name}` placeholders are turned into
 * i18next's `{{name}}`.
 *
 * Plurals follow i18next's suffixes (`_one`, `_few`, `_many`, `_other`, from `Intl.PluralRules`): Russian needs
 * one/few/many/other, English one/other. `t('cargo.count', { count: 5 })` → `5 грузов`.
 *
 * Every key must exist in both languages (plural suffixes aside); `resources.test.ts` fails otherwise. The keys are
 * typed (./keys.ts): a `t` takes only the keys of the texts its owner has.
 */
import type { Lang } from '../contract/common'
import { validationMessages } from '../contract/messages'
import { errorCatalogue } from './catalogue'

/** `'Minimum {min} characters'` → `'Minimum {{min}} characters'`. */
export function toI18nextPlaceholders<T extends Record<string, string>>(texts: T): { [K in keyof T]: string } {
  return Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [key, text.replace(/\{(\w+)\}/g, '{{$1}}')]),
  ) as { [K in keyof T]: string }
}

const ru = {
  errors: errorCatalogue.ru,
  validation: toI18nextPlaceholders(validationMessages.ru),
  common: {
    yes: 'Да',
    no: 'Нет',
    ok: 'ОК',
    cancel: 'Отмена',
    save: 'Сохранить',
    delete: 'Удалить',
    edit: 'Изменить',
    add: 'Добавить',
    close: 'Закрыть',
    back: 'Назад',
    next: 'Далее',
    search: 'Найти',
    reset: 'Сбросить',
    apply: 'Применить',
    loading: 'Загрузка…',
    load_more: 'Показать ещё',
    nothing_found: 'Ничего не найдено',
    retry: 'Повторить',
    from: 'Откуда',
    to: 'Куда',
    date: 'Дата',
    price: 'Цена',
    weight: 'Вес',
    volume: 'Объём',
    distance: 'Расстояние',
    radius: 'Радиус',
    min: 'от',
    max: 'до',
    sign_in: 'Войти',
    sign_out: 'Выйти',
    register: 'Регистрация',
    language: 'Язык',
    required_mark: 'обязательное поле',
  },
  units: {
    tonnes: '{{value}} т',
    cubic_metres: '{{value}} м³',
    kilometres: '{{value}} км',
  },
  /** The widgets' UI kit (src/widgets/ui). */
  kit: {
    choose: 'Выберите…',
    selected_one: 'Выбрано: {{count}}',
    selected_few: 'Выбрано: {{count}}',
    selected_many: 'Выбрано: {{count}}',
    selected_other: 'Выбрано: {{count}}',
    clear: 'Очистить',
    place_placeholder: 'Город, регион или страна',
    search_failed: 'Не удалось выполнить поиск',
    km: 'км',
    not_a_number: 'Введите число',
    at_least: 'Не меньше {{min}}',
    at_most: 'Не больше {{max}}',
    range_inverted: 'Значение «до» меньше значения «от»',
    date_from: 'С',
    date_to: 'По',
    not_a_date: 'Введите дату в виде {{pattern}}',
    date_at_least: 'Не раньше {{min}}',
    date_at_most: 'Не позже {{max}}',
    open_calendar: 'Открыть календарь',
    time_pattern: 'ЧЧ:ММ',
    file_choose: 'Выбрать файл…',
    file_none: 'Файл не выбран',
    file_rules: '{{types}}, не больше {{mb}} МБ',
    file_wrong_type: 'Файл «{{name}}» не подходит: можно только {{types}}',
    file_too_large: 'Файл «{{name}}» слишком большой: можно не больше {{mb}} МБ',
    choose_date: 'Выбор даты',
    previous_month: 'Предыдущий месяц',
    next_month: 'Следующий месяц',
    pagination: 'Страницы',
    previous_page: 'Предыдущая страница',
    next_page: 'Следующая страница',
    page: 'Страница {{page}}',
    shown_of: 'Показано {{shown}} из {{total}}',
    notifications: 'Уведомления',
    error_title: 'Не удалось загрузить данные',
    demo_title: 'Виджет биржи',
    demo_greeting: 'Здравствуйте, {{name}}!',
    demo_guest: 'гость',
    demo_action: 'Нажмите меня',
  },
  cargo: {
    count_one: '{{count}} груз',
    count_few: '{{count}} груза',
    count_many: '{{count}} грузов',
    count_other: '{{count}} груза',
  },
  truck: {
    count_one: '{{count}} машина',
    count_few: '{{count}} машины',
    count_many: '{{count}} машин',
    count_other: '{{count}} машины',
  },
  result: {
    count_one: 'Найден {{count}} результат',
    count_few: 'Найдено {{count}} результата',
    count_many: 'Найдено {{count}} результатов',
    count_other: 'Найдено {{count}} результата',
  },
  day: {
    count_one: '{{count}} день',
    count_few: '{{count}} дня',
    count_many: '{{count}} дней',
    count_other: '{{count}} дня',
  },
}

type Texts = { [K in keyof typeof ru]: Record<string, string> }

const en = {
  errors: errorCatalogue.en,
  validation: toI18nextPlaceholders(validationMessages.en),
  common: {
    yes: 'Yes',
    no: 'No',
    ok: 'OK',
    cancel: 'Cancel',
    save: 'Save',
    delete: 'Delete',
    edit: 'Edit',
    add: 'Add',
    close: 'Close',
    back: 'Back',
    next: 'Next',
    search: 'Search',
    reset: 'Reset',
    apply: 'Apply',
    loading: 'Loading…',
    load_more: 'Show more',
    nothing_found: 'Nothing found',
    retry: 'Retry',
    from: 'From',
    to: 'To',
    date: 'Date',
    price: 'Price',
    weight: 'Weight',
    volume: 'Volume',
    distance: 'Distance',
    radius: 'Radius',
    min: 'from',
    max: 'to',
    sign_in: 'Sign in',
    sign_out: 'Sign out',
    register: 'Register',
    language: 'Language',
    required_mark: 'required field',
  },
  units: {
    tonnes: '{{value}} t',
    cubic_metres: '{{value}} m³',
    kilometres: '{{value}} km',
  },
  kit: {
    choose: 'Choose…',
    selected_one: '{{count}} selected',
    selected_other: '{{count}} selected',
    clear: 'Clear',
    place_placeholder: 'City, region or country',
    search_failed: 'Search failed',
    km: 'km',
    not_a_number: 'Enter a number',
    at_least: 'At least {{min}}',
    at_most: 'At most {{max}}',
    range_inverted: 'The "to" value is less than the "from" value',
    date_from: 'From',
    date_to: 'To',
    not_a_date: 'Enter the date as {{pattern}}',
    date_at_least: 'Not earlier than {{min}}',
    date_at_most: 'Not later than {{max}}',
    open_calendar: 'Open calendar',
    time_pattern: 'HH:MM',
    file_choose: 'Choose a file…',
    file_none: 'No file chosen',
    file_rules: '{{types}}, at most {{mb}} MB',
    file_wrong_type: 'The file “{{name}}” cannot be attached: only {{types}}',
    file_too_large: 'The file “{{name}}” is too large: at most {{mb}} MB',
    choose_date: 'Choose a date',
    previous_month: 'Previous month',
    next_month: 'Next month',
    pagination: 'Pages',
    previous_page: 'Previous page',
    next_page: 'Next page',
    page: 'Page {{page}}',
    shown_of: 'Showing {{shown}} of {{total}}',
    notifications: 'Notifications',
    error_title: 'Could not load the data',
    demo_title: 'Exchange widget',
    demo_greeting: 'Hello, {{name}}!',
    demo_guest: 'guest',
    demo_action: 'Click me',
  },
  cargo: {
    count_one: '{{count}} cargo',
    count_other: '{{count}} cargos',
  },
  truck: {
    count_one: '{{count}} truck',
    count_other: '{{count}} trucks',
  },
  result: {
    count_one: '{{count}} result found',
    count_other: '{{count}} results found',
  },
  day: {
    count_one: '{{count}} day',
    count_other: '{{count}} days',
  },
} satisfies Texts

/** The default namespace (`translation`) of each language, as i18next takes it. */
export const resources = {
  ru: { translation: ru },
  en: { translation: en },
} as const satisfies Record<Lang, { translation: Texts }>
