/** What the finance area's files share (internal: the index re-exports only what pages need). */
import { z } from 'zod'
import { DateOnly } from '../common'
import type { Role } from '../roles'

export const tags = ['finance']
/** The shipper's side: its administrator, accountant (manager) and logistician all hold `shipper`. */
export const shippers = ['shipper'] as const satisfies readonly Role[]
/** Who carries and asks for an advance: carriers and expeditors. */
export const carriers = ['carrier', 'expeditor'] as const satisfies readonly Role[]

/** Spec 9: registry and prepayment pages hold 200 items. */
export const FINANCE_PAGE_SIZE = 200
/**
 * VAT included in the agreed prices, percent: 22 % since 1 January 2026 (Federal Law 425-FZ of 28.11.2025 raised the
 * general rate from 20 %). The VAT inside a gross amount is `round(amount * 22 / 122)`.
 */
export const VAT_RATE = 22
export function vatOf(gross: number, rate = VAT_RATE): number {
  return Math.round((gross * rate) / (100 + rate))
}

/** The period filter of both lists: `filter[start_date]`, `filter[end_date]` (inclusive, `YYYY-MM-DD`). */
export const PeriodFilter = z
  .strictObject({ start_date: DateOnly.optional(), end_date: DateOnly.optional() })
  .refine((f) => !f.start_date || !f.end_date || f.start_date <= f.end_date, {
    message: 'period_order',
    path: ['end_date'],
  })

export const PlaceName = z.object({ id: z.number().int(), name: z.string() })
export const CompanyRef = z.object({ id: z.number().int(), name: z.string(), inn: z.string() })
export const Money = z.number().int().describe('minor units (kopecks)')
