/**
 * Intl-based formatters. Russian formats as ru-RU, English as en-GB (day-first dates, like the Russian ones).
 * Prices travel in minor units (spec 3/9: x100), so money is formatted from minor units.
 */
import type { Lang } from './common'

export const locales = { ru: 'ru-RU', en: 'en-GB' } as const satisfies Record<Lang, string>

export function localeOf(lang: Lang): string {
  return locales[lang] ?? locales.ru
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined
  if (!formatter) {
    formatter = make()
    cache.set(key, formatter)
  }
  return formatter
}

const warmed = new Set<Lang>()

/**
 * Loads a language's number and date data in a task of its own, ahead of the first value shown: the first Intl
 * formatter of a locale costs 17-75 ms in Chromium (measured on the cargo search's first results, where it came
 * between the answer and the drawn cards), every later one about 0.1 ms. The API client asks for it with a
 * language's first request, whose wait is idle time. Once per language.
 */
export function warmLocale(lang: Lang): void {
  if (warmed.has(lang)) return
  warmed.add(lang)
  setTimeout(() => {
    formatNumber(0, lang)
    formatDate(0, lang)
  }, 0)
}

/** `formatMoney(123450, 'RUB', 'ru')` → `1 234,50 ₽`; whole amounts drop the kopecks: `1 234 ₽`. */
export function formatMoney(minor: number, currency = 'RUB', lang: Lang = 'ru'): string {
  const major = minor / 100
  const whole = Number.isInteger(major)
  const key = `money|${lang}|${currency}|${whole}`
  return cached(
    key,
    () =>
      new Intl.NumberFormat(localeOf(lang), {
        style: 'currency',
        currency,
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: 2,
      }),
  ).format(major)
}

export function formatNumber(value: number, lang: Lang = 'ru', options: Intl.NumberFormatOptions = {}): string {
  return cached(
    `number|${lang}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(localeOf(lang), options),
  ).format(value)
}

/**
 * A date as a `Date`, a timestamp, an ISO date-time, or a `YYYY-MM-DD` day. A bare day is read as that calendar
 * day (not UTC midnight, which would show the day before west of Greenwich). Default: `03.05.2024` / `03/05/2024`.
 * `timeZone` (the user's, IANA) places a moment on the user's clock; a bare day has no clock and ignores it.
 */
export function formatDate(
  value: Date | string | number,
  lang: Lang = 'ru',
  options: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' },
  timeZone?: string,
): string {
  const date = toDate(value)
  if (!date) return ''
  const zoned = timeZone && !(typeof value === 'string' && isBareDay(value)) ? { ...options, timeZone } : options
  return cached(`date|${lang}|${JSON.stringify(zoned)}`, () => new Intl.DateTimeFormat(localeOf(lang), zoned)).format(
    date,
  )
}

/** Date and time, e.g. `03.05.2024, 14:05`, on the clock of `timeZone` when given (else the device's). */
export function formatDateTime(value: Date | string | number, lang: Lang = 'ru', timeZone?: string): string {
  return formatDate(
    value,
    lang,
    { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
    timeZone,
  )
}

const zoneChecks = new Map<string, boolean>()

/**
 * A time zone the runtime knows (a stored one may be unknown to an old browser): it, or undefined. Asked at every
 * render of a component that formats, so each zone is checked once: a formatter made for the check costs up to
 * 20 ms the first time (a locale's and a zone's data), about 0.1 ms afterwards.
 */
export function knownTimeZone(timeZone: string | null | undefined): string | undefined {
  if (!timeZone) return undefined
  let known = zoneChecks.get(timeZone)
  if (known === undefined) {
    try {
      // the formats' own locale: its data is loaded anyway (warmLocale), another one would load its own
      new Intl.DateTimeFormat(locales.ru, { timeZone })
      known = true
    } catch {
      known = false
    }
    zoneChecks.set(timeZone, known)
  }
  return known ? timeZone : undefined
}

const isBareDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value)

export function toDate(value: Date | string | number): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value
  if (typeof value === 'string') {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
    if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]))
  }
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** `YYYY-MM-DD` of a date's local calendar day. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** What a typed date looks like in each language: the same order and separator as `formatDate`'s default. */
export const datePatterns = { ru: 'ДД.ММ.ГГГГ', en: 'DD/MM/YYYY' } as const satisfies Record<Lang, string>

/**
 * A typed day in the language's format (`16.12.2026`, `16/12/2026`; any of `. / -` as separator, one-digit day and
 * month) as `YYYY-MM-DD`, or null when it is no real calendar day (31.02 is refused, not rolled over).
 */
export function parseDay(text: string, _lang: Lang = 'ru'): string | null {
  // both languages write day, month, year (ru-RU and en-GB); an ISO day (2026-12-16, pasted from a spreadsheet or
  // another system) is taken as well, as it cannot be read another way
  const iso = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/.exec(text)
  const match = iso ? [iso[0], iso[3], iso[2], iso[1]] : /^\s*(\d{1,2})[./-](\d{1,2})[./-](\d{4})\s*$/.exec(text)
  if (!match) return null
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(year, month - 1, day)
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null
  return isoDay(date)
}
