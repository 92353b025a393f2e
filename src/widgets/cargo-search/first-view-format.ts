/**
 * The first view's numbers, money, short dates and plural forms, written without Intl.
 *
 * A page's first Intl formatter loads the locale's ICU data: 30-60 ms of the main thread in Chromium on the bench's
 * machine (every later formatter about 0.1 ms), spent between the first page's answer and the first cards drawn,
 * where a bare script that writes the cards pays nothing. The cards need few shapes: whole and decimal numbers
 * (tonnes, cubic metres, kilometres, the count found), money in roubles, euros and dollars, a loading day as "5 мая"
 * / "5 May", and the plural form of a count. This module writes those from the locale's few facts below; anything
 * else (another currency, a negative amount, a number to round, a moment rather than a day) goes
 * to core's Intl formatters as before, so nothing is shown wrong, only later.
 *
 * The facts are Intl's own: `first-view-format.test.ts` (Node's ICU) and `first-view.browser.test.tsx` (the
 * browser's) hold every shape to `Intl`'s output over many values, and fail on a change until this follows.
 * The locale's Intl data is built after the first view is drawn, while the widget's code loads (./paint-first-view.ts).
 */
import type { Lang } from '../../core/contract/common'
import type { Formatters } from '../ui/formatters'

interface LocaleFacts {
  group: string
  decimal: string
  /** Short month names, as `{ day: 'numeric', month: 'short' }` writes them (Russian in the genitive). */
  months: readonly string[]
  /** The money patterns by currency code, `#` for the amount. */
  money: Readonly<Record<string, string>>
}

const nbsp = '\u00a0'

/** As ICU writes ru-RU and en-GB (CLDR 4x). */
const localeFacts: Record<Lang, LocaleFacts> = {
  ru: {
    group: nbsp,
    decimal: ',',
    months: ['янв.', 'февр.', 'мар.', 'апр.', 'мая', 'июн.', 'июл.', 'авг.', 'сент.', 'окт.', 'нояб.', 'дек.'],
    money: { RUB: `#${nbsp}₽`, EUR: `#${nbsp}€`, USD: `#${nbsp}$` },
  },
  en: {
    group: ',',
    decimal: '.',
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
    money: { RUB: `RUB${nbsp}#`, EUR: '€#', USD: 'US$#' },
  },
}

/**
 * A non-negative number with `digits` decimals at most, padded to `digits` when `fixed`, as Intl writes it; null
 * when Intl must write it: a negative number (nothing the cards show is one), one that needs rounding (Intl rounds
 * its shortest decimal form, which is not what `toFixed` rounds) or an exponent.
 */
function plain(value: number, lang: Lang, digits: number, fixed: boolean): string | null {
  const text = value >= 0 && !Object.is(value, -0) ? String(value) : ''
  const [, whole = '', fraction = ''] = /^(\d+)(?:\.(\d+))?$/.exec(text) ?? []
  if (!whole || whole.length > 15 || fraction.length > digits) return null
  const facts = localeFacts[lang]
  const shown = fixed ? fraction.padEnd(digits, '0') : fraction
  return whole.replace(/\B(?=(\d{3})+$)/g, facts.group) + (shown ? facts.decimal + shown : '')
}

/** `Intl.NumberFormat(locale).format(value)` (up to 3 decimals), or null. */
export function plainNumber(value: number, lang: Lang): string | null {
  return plain(value, lang, 3, false)
}

/** core's `formatMoney(minor, currency, lang)` (whole amounts without decimals, else two), or null. */
export function plainMoney(minor: number, currency: string, lang: Lang): string | null {
  const pattern = localeFacts[lang].money[currency]
  if (!pattern) return null
  const major = minor / 100
  const amount = plain(major, lang, Number.isInteger(major) ? 0 : 2, true)
  return amount === null ? null : pattern.replace('#', amount)
}

/** A bare day (`2026-05-05`) as `{ day: 'numeric', month: 'short' }` writes it: "5 мая", "5 May"; or null. */
export function plainShortDay(value: unknown, lang: Lang): string | null {
  const day = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null
  const month = day ? localeFacts[lang].months[Number(day[2]) - 1] : undefined
  return day && month && Number(day[3]) >= 1 && Number(day[3]) <= 31 ? `${Number(day[3])} ${month}` : null
}

/** `new Intl.PluralRules(lang).select(count)` for Russian and English cardinals. */
export function pluralOf(lang: Lang): (count: number) => Intl.LDMLPluralRule {
  if (lang === 'en') return (count) => (Math.abs(count) === 1 ? 'one' : 'other')
  return (count) => {
    const n = Math.abs(count)
    if (!Number.isInteger(n)) return 'other'
    const last = n % 10
    const lastTwo = n % 100
    if (last === 1 && lastTwo !== 11) return 'one'
    if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'few'
    return 'many'
  }
}

const isShortDay = (options: Intl.DateTimeFormatOptions | undefined) =>
  !!options && Object.keys(options).length === 2 && options.day === 'numeric' && options.month === 'short'

/** The first view's formatters: the shapes above written here, the rest by `intl` (core's, as the widget's). */
export function firstViewFormatters(intl: Formatters): Formatters {
  const { lang } = intl
  return {
    lang,
    number: (value, options) => (options ? null : plainNumber(value, lang)) ?? intl.number(value, options),
    money: (minor, currency = 'RUB') => plainMoney(minor, currency, lang) ?? intl.money(minor, currency),
    date: (value, options) => (isShortDay(options) ? plainShortDay(value, lang) : null) ?? intl.date(value, options),
    dateTime: (value) => intl.dateTime(value),
  }
}
