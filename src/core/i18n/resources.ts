/**
 * The shared interface texts, Russian (default) and English: the texts several widgets and the site share. Each
 * widget's texts are beside it (src/widgets/<name>/texts.ts), the domain pieces' in src/widgets/domain/texts.ts and
 * the site's in src/host/texts; their owners register them (`addTexts`, ./texts.ts). These start with the error
 * catalogue of spec 8 and common words. The validation messages of spec 5 are not here: forms take them from
 * `core/contract/messages` (`validationMessage`, shared with the server's 422 answers), so a page without a form
 * does not load them.
 *
 * Plurals follow i18next's suffixes (`_one`, `_few`, `_many`, `_other`, from `Intl.PluralRules`): Russian needs
 * one/few/many/other, English one/other. `t('cargo.count', { count: 5 })` → `5 грузов`.
 *
 * Every key must exist in both languages (plural suffixes aside); `resources.test.ts` fails otherwise. The keys are
 * typed (./keys.ts): a `t` takes only the keys of the texts its owner has.
 */
import type { Lang } from '../contract/common'
import { errorCatalogue } from './catalogue'

const ru = {
  errors: errorCatalogue.ru,
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
    range_inverted: 'Значение «до» меньше значения «от»',
    notifications: 'Уведомления',
    error_title: 'Не удалось загрузить данные',
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
    range_inverted: 'The "to" value is less than the "from" value',
    notifications: 'Notifications',
    error_title: 'Could not load the data',
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
