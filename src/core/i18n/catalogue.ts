/**
 * The error catalogue of spec 8 in both languages. Plain data with no i18next dependency, so the API client can
 * produce its messages without an i18n instance; the i18n resources start with the same texts (`errors.*`).
 */
import type { Lang } from '../contract/common'

export const errorCatalogue = {
  ru: {
    /** 500 */
    server: 'Ошибка сервера, попробуйте позже',
    /** 402 */
    tariff: 'Тариф истёк, обратитесь к администрации',
    /** 403 */
    forbidden: 'Нет доступа',
    /** any other status */
    unknown_later: 'Неизвестная ошибка, попробуйте позже',
    /** no message, no answer (network failure, timeout) */
    unknown: 'Неизвестная ошибка',
  },
  en: {
    server: 'Server error, try later',
    tariff: 'The tariff has expired, contact the administration',
    forbidden: 'No access',
    unknown_later: 'Unknown error, try later',
    unknown: 'Unknown error',
  },
} as const satisfies Record<Lang, Record<string, string>>

export type ErrorCatalogueKey = keyof (typeof errorCatalogue)['ru']
