/**
 * Number, money and date formatters in one language, on one clock: what `useFormat` (./context.tsx) gives a
 * component, and what a first view drawn before the widget loads (../cargo-search/first-view.ts) formats with.
 * Framework-free, so that drawing does not load the context with it.
 */
import type { Lang } from '../../core/contract/common'
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../core/contract/format'

export interface Formatters {
  lang: Lang
  /** Money from minor units (x100). */
  money(minor: number, currency?: string): string
  number(value: number, options?: Intl.NumberFormatOptions): string
  /** A moment on the signed-in user's clock (their profile's time zone), a bare day as that day. */
  date(value: Date | string | number, options?: Intl.DateTimeFormatOptions): string
  dateTime(value: Date | string | number): string
}

/** The formatters of `lang`, showing moments on `timeZone`'s clock (the device's when undefined). */
export function formattersOf(lang: Lang, timeZone?: string): Formatters {
  return {
    lang,
    money: (minor, currency) => formatMoney(minor, currency, lang),
    number: (value, options) => formatNumber(value, lang, options),
    date: (value, options) => formatDate(value, lang, options, timeZone),
    dateTime: (value) => formatDateTime(value, lang, timeZone),
  }
}
