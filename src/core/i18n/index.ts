export { type ErrorCatalogueKey, errorCatalogue } from './catalogue'
export {
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  knownTimeZone,
  localeOf,
  locales,
  toDate,
} from './format'
export {
  createI18n,
  defaultLanguage,
  type I18n,
  type I18nOptions,
  languageStorageKey,
  languages,
  parseLanguage,
} from './i18n'
export type { SharedTextKey, TextKey, Translate } from './keys'
export { resources } from './resources'
export { hasKey, isOneOf } from './text-key'
export { type AreaTexts, addTexts } from './texts'
