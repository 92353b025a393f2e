/** Field rules shared by the server's validation and the client's forms. */
import { z } from 'zod'
import { Line } from './common'
import type { NumberRule } from './messages'
import { PASSWORD_MAX, PASSWORD_MIN } from './password-rules'

/**
 * Completes a Russian taxpayer number with its check digits: 9 digits give an organisation's INN (10 digits),
 * 10 digits an individual's (12 digits).
 */
export function withInnCheckDigits(prefix: string): string {
  const d = prefix.split('').map(Number)
  const check = (weights: number[]) => (weights.reduce((sum, w, i) => sum + w * (d[i] ?? 0), 0) % 11) % 10
  if (d.length === 9) return prefix + check([2, 4, 10, 3, 5, 9, 4, 6, 8])
  d.push(check([7, 2, 4, 10, 3, 5, 9, 4, 6, 8]))
  return prefix + d[10] + check([3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8])
}

/** Russian taxpayer number: 10 digits (organisation) or 12 (individual), with its check digits. */
export function isValidInn(value: string): boolean {
  if (!/^(\d{10}|\d{12})$/.test(value)) return false
  return withInnCheckDigits(value.slice(0, value.length === 10 ? 9 : 10)) === value
}

/** Phones are kept as `+` and digits only, e.g. `+79161234567`. */
export function normalizePhone(value: string): string {
  const digits = value.replace(/\D/g, '')
  if (digits.length === 11 && digits.startsWith('8')) return `+7${digits.slice(1)}`
  if (digits.length === 10 && digits.startsWith('9')) return `+7${digits}`
  return `+${digits}`
}

export const Inn = Line.trim().refine(isValidInn, { message: 'invalid_inn' })
export const Email = Line.trim()
  .toLowerCase()
  .pipe(z.email({ message: 'invalid_email' }))
  .pipe(z.string().max(254))
export const Phone = Line.trim()
  .transform(normalizePhone)
  .pipe(z.string().regex(/^\+\d{10,15}$/, { message: 'invalid_phone' }))
/** A password being set: 8 to 128 characters, nothing else here (the rest: password-rules.ts, checked by the server). */
export const Password = Line.min(PASSWORD_MIN).max(PASSWORD_MAX)
export const PersonName = Line.trim().min(2).max(200)
export const Code = Line.trim().regex(/^\d{6}$/, { message: 'invalid_code' })
export const Timezone = Line.refine((tz) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz })
    return true
  } catch {
    return false
  }
}, 'invalid_timezone').default('Europe/Moscow')

/** Minor units: the largest price the exchange takes (100 million roubles); a larger one is a typo. */
export const MAX_PRICE_MINOR = 10_000_000_000

/** A price typed in roubles: more than 0 and at most 100 million (the forms' rule of `PriceInput`). */
export const priceRule = { greaterThan: 0, max: MAX_PRICE_MINOR / 100, required: true } as const satisfies NumberRule

/**
 * A form's price field: typed in roubles (kopecks allowed), more than 0 and at most `maxMinor` kopecks (the exchange's
 * largest price by default); it comes out in kopecks, as the bodies take prices.
 */
export const roublesField = (maxMinor: number = MAX_PRICE_MINOR) =>
  z
    .number()
    .positive()
    .max(maxMinor / 100)
    .transform((roubles) => Math.round(roubles * 100))
