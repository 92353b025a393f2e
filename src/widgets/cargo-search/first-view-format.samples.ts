/**
 * The values the first view's Intl-free formatters (./first-view-format.ts) are held to Intl on, and the check
 * itself: run by `first-view-format.test.ts` on Node's ICU and by `first-view.browser.test.tsx` on the browser's.
 * Test code only.
 */
import type { Lang } from '../../core/contract/common'
import { formatDate, formatMoney, formatNumber } from '../../core/contract/format'
import { plainMoney, plainNumber, plainShortDay, pluralOf } from './first-view-format'

/** Whole numbers of every size a card shows, and decimals of up to three places (tonnes, cubic metres). */
const wholes = [0, 1, 5, 12, 999, 1000, 1234, 12345, 100000, 999999, 1000000, 123456789, 4150, 2 ** 40, 1e14 + 1]
const decimals = [0.5, 0.05, 0.005, 0.125, 2.675, 12.5, 20.125, 82.35, 999.999, 100.1, 10.01, 33.333]
const numbers = [
  ...wholes,
  ...decimals,
  ...Array.from({ length: 400 }, (_, i) => Math.round(((i * 7919) % 100003) * 1.37) / 1000),
]
/** Amounts in minor units: whole and with kopecks / cents. */
const minorAmounts = [0, 1, 5, 50, 99, 100, 101, 12345, 123400, 9810000, 3867, 22629, 100000000, 123456789]
/** The first, a middle and the last days of every month. */
const days = Array.from({ length: 12 }, (_, m) =>
  [1, 9, 10, 28, 30].map((d) => `2027-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
)
  .flat()
  .filter((day) => day !== '2027-02-30')
const counts = [...Array.from({ length: 1200 }, (_, i) => i), 0.5, 1.5, 21.5, 1e6]

/** Every value the formatters write otherwise than this runtime's Intl: `value: ours ≠ Intl's`. */
export function mismatchesWithIntl(lang: Lang): string[] {
  const found: string[] = []
  const check = (what: string, ours: string | null, intl: string) => {
    if (ours !== intl) found.push(`${what}: ${JSON.stringify(ours)} ≠ ${JSON.stringify(intl)}`)
  }
  for (const value of numbers) check(`number ${value}`, plainNumber(value, lang), formatNumber(value, lang))
  for (const currency of ['RUB', 'EUR', 'USD']) {
    for (const minor of minorAmounts) {
      check(`${minor} ${currency}`, plainMoney(minor, currency, lang), formatMoney(minor, currency, lang))
    }
  }
  for (const day of days) {
    check(`day ${day}`, plainShortDay(day, lang), formatDate(day, lang, { day: 'numeric', month: 'short' }))
  }
  const rules = new Intl.PluralRules(lang)
  const plural = pluralOf(lang)
  for (const count of counts) check(`plural of ${count}`, plural(count), rules.select(count))
  return found
}
