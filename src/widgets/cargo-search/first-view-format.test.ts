/**
 * The first view's Intl-free formatters (./first-view-format.ts) against Intl itself, as Node's ICU writes them
 * (`first-view.browser.test.tsx` checks the same on the browser's), and what they leave to Intl.
 */
import { describe, expect, it } from 'vitest'
import type { Lang } from '../../core/contract/common'
import { formatDate, formatMoney, formatNumber } from '../../core/contract/format'
import { formattersOf } from '../ui/formatters'
import { firstViewFormatters, plainMoney, plainNumber, plainShortDay } from './first-view-format'
import { mismatchesWithIntl } from './first-view-format.samples'

describe('first view formatters, held to Intl', () => {
  for (const lang of ['ru', 'en'] as Lang[]) {
    it(`${lang}: numbers, money, loading days and plural forms as Intl writes them`, () => {
      expect(mismatchesWithIntl(lang)).toEqual([])
    })

    it(`${lang}: what it does not write goes to Intl, not shown wrong`, () => {
      const format = firstViewFormatters(formattersOf(lang))
      expect(plainMoney(12345, 'KZT', lang)).toBeNull()
      expect(format.money(12345, 'KZT')).toBe(formatMoney(12345, 'KZT', lang))
      // a negative number, one to round, one with an exponent
      for (const value of [-5, 1.0005, 0.0004, 0.1 + 0.2, 1e-7, 1e21]) {
        expect(plainNumber(value, lang), String(value)).toBeNull()
        expect(format.number(value)).toBe(formatNumber(value, lang))
      }
      expect(plainMoney(100.5, 'RUB', lang)).toBeNull()
      expect(format.number(0.5, { style: 'percent' })).toBe(formatNumber(0.5, lang, { style: 'percent' }))
      // a moment, not a day; a day that is not one; another date shape
      expect(plainShortDay('2026-05-05T10:00:00Z', lang)).toBeNull()
      expect(format.date('2026-13-01', { day: 'numeric', month: 'short' })).toBe(
        formatDate('2026-13-01', lang, { day: 'numeric', month: 'short' }),
      )
      expect(format.date('2026-05-05')).toBe(formatDate('2026-05-05', lang))
    })
  }
})
