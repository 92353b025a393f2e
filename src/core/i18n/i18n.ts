/**
 * The i18n instance factory: one translator (./translator.ts) with the ru (default) and en texts, the current language as
 * a signal, and Intl formatters bound to it. The language is persisted in storage; the API client reads
 * `language.value` for every request, so `setLanguage()` also changes the Accept-Language it sends.
 */
import { type ReadonlySignal, signal } from '@preact/signals-core'
import type { Lang } from '../contract/common'
import { langs, parseLanguage } from '../contract/langs'
import { type KeyValueStorage, memoryStorage, writeItem } from '../session/storage'
import { languageStorageKey } from '../session/storage-keys'
import { formatDate, formatDateTime, formatMoney, formatNumber, localeOf } from './format'
import type { SharedTextKey } from './keys'
import { resources } from './resources'
import { attachTexts } from './texts'
import { createTranslator } from './translator'

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
  /** The interface language; read it inside effects/computeds to follow changes. */
  readonly language: ReadonlySignal<Lang>
  readonly locale: ReadonlySignal<string>
  /** Takes the shared keys, and the keys `K` of texts added later when asked for: `t<CalendarTextKey>(...)`. */
  t<K extends string = never>(key: SharedTextKey | NoInfer<K>, options?: TextValues): string
  /** A `t` in a given language, whatever the interface's (an element's `lang`, a profile's saved language). */
  fixedT<K extends string = never>(
    lang: Lang | string,
  ): (key: SharedTextKey | NoInfer<K>, options?: TextValues) => string
  /** Changes the language of every text, formatter and request; persisted in storage. */
  setLanguage(lang: Lang | string): Promise<void>
  /** Money from minor units (x100). */
  formatMoney(minor: number, currency?: string): string
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string
  formatDate(value: Date | string | number, options?: Intl.DateTimeFormatOptions): string
  formatDateTime(value: Date | string | number): string
}

/** The values a text is filled with: `{{name}}`, and `count` for the plural form. */
export type TextValues = Readonly<Record<string, unknown>>

export function createI18n(options: I18nOptions = {}): I18n {
  const storage = options.storage ?? memoryStorage()
  const initial =
    parseLanguage(options.language) ?? parseLanguage(storage.getItem(languageStorageKey)) ?? defaultLanguage
  const language = signal<Lang>(initial)
  const locale = signal(localeOf(initial))

  const translator = createTranslator(defaultLanguage, {
    // `{{price, money}}` or `{{price, money(currency: USD)}}`: minor units to money in the text's language
    money: (value, lang, formatOptions) => formatMoney(Number(value), formatOptions.currency ?? 'RUB', lang),
  })
  for (const lang of languages) translator.add(lang, resources[lang].translation)
  attachTexts(translator)

  return {
    language,
    locale,
    t: (key, values) => translator.translate(language.value, key, values),
    fixedT(lang) {
      const fixed = parseLanguage(lang) ?? defaultLanguage
      return (key, values) => translator.translate(fixed, key, values)
    },
    async setLanguage(value) {
      const lang = parseLanguage(value) ?? defaultLanguage
      language.value = lang
      locale.value = localeOf(lang)
      writeItem(storage, languageStorageKey, lang)
    },
    formatMoney: (minor, currency) => formatMoney(minor, currency, language.value),
    formatNumber: (value, numberOptions) => formatNumber(value, language.value, numberOptions),
    formatDate: (value, dateOptions) => formatDate(value, language.value, dateOptions),
    formatDateTime: (value) => formatDateTime(value, language.value),
  }
}
