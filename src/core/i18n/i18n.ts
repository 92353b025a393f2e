/**
 * The i18n instance factory: one i18next instance with the ru (default) and en resources, the current language as
 * a signal, and Intl formatters bound to it. The language is persisted in storage; the API client reads
 * `language.value` for every request, so `setLanguage()` also changes the Accept-Language it sends.
 */
import { type ReadonlySignal, signal } from '@preact/signals-core'
import i18next, { type i18n as I18next, type TOptions } from 'i18next'
import type { Lang } from '../contract/common'
import { langs, parseLanguage } from '../contract/langs'
import { type KeyValueStorage, memoryStorage, writeItem } from '../session/storage'
import { languageStorageKey } from '../session/storage-keys'
import { formatDate, formatDateTime, formatMoney, formatNumber, localeOf } from './format'
import type { SharedTextKey } from './keys'
import { resources } from './resources'
import { attachTexts } from './texts'

export const defaultLanguage: Lang = 'ru'
export const languages = langs
/** The storage key the interface language is kept under. */
export { languageStorageKey, parseLanguage }

/** `'en-GB'`, `'EN'`, `'en'` → `'en'`; anything unknown → `null`. */

export interface I18nOptions {
  /** Wins over the stored language (e.g. a widget's `lang` attribute). */
  language?: string | null
  storage?: KeyValueStorage
}

export interface I18n {
  readonly i18next: I18next
  /** The interface language; read it inside effects/computeds to follow changes. */
  readonly language: ReadonlySignal<Lang>
  readonly locale: ReadonlySignal<string>
  /** Takes the shared keys, and the keys `K` of texts added later when asked for: `t<CalendarTextKey>(...)`. */
  t<K extends string = never>(key: SharedTextKey | NoInfer<K>, options?: TOptions): string
  /** Changes the language of every text, formatter and request; persisted in storage. */
  setLanguage(lang: Lang | string): Promise<void>
  /** Money from minor units (x100). */
  formatMoney(minor: number, currency?: string): string
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string
  formatDate(value: Date | string | number, options?: Intl.DateTimeFormatOptions): string
  formatDateTime(value: Date | string | number): string
}

export function createI18n(options: I18nOptions = {}): I18n {
  const storage = options.storage ?? memoryStorage()
  const initial =
    parseLanguage(options.language) ?? parseLanguage(storage.getItem(languageStorageKey)) ?? defaultLanguage
  const language = signal<Lang>(initial)
  const locale = signal(localeOf(initial))

  const instance = i18next.createInstance()
  void instance.init({
    resources,
    lng: initial,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    // resources are bundled: init synchronously so `t` works right after creation
    initAsync: false,
    // texts go to React/DOM text nodes, which escape on their own
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  attachTexts(instance)
  // `{{price, money}}` or `{{price, money(currency: USD)}}`: minor units to money in the current language
  instance.services.formatter?.add(
    'money',
    (value: number, lng: string | undefined, formatOptions: { currency?: string }) =>
      formatMoney(Number(value), formatOptions?.currency ?? 'RUB', parseLanguage(lng) ?? language.value),
  )
  instance.on('languageChanged', (lng: string) => {
    const lang = parseLanguage(lng)
    if (lang && lang !== language.value) {
      language.value = lang
      locale.value = localeOf(lang)
      writeItem(storage, languageStorageKey, lang)
    }
  })

  const translate = instance.t.bind(instance) as unknown as (key: string, options?: TOptions) => string

  return {
    i18next: instance,
    language,
    locale,
    t: (key, tOptions) => translate(key, tOptions),
    async setLanguage(value) {
      const lang = parseLanguage(value) ?? defaultLanguage
      language.value = lang
      locale.value = localeOf(lang)
      writeItem(storage, languageStorageKey, lang)
      if (instance.language !== lang) await instance.changeLanguage(lang)
    },
    formatMoney: (minor, currency) => formatMoney(minor, currency, language.value),
    formatNumber: (value, numberOptions) => formatNumber(value, language.value, numberOptions),
    formatDate: (value, dateOptions) => formatDate(value, language.value, dateOptions),
    formatDateTime: (value) => formatDateTime(value, language.value),
  }
}
