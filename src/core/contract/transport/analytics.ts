/** Analytics: how the fleet was used over a period. */
import { z } from 'zod'
import { CalendarDay } from '../cargo'
import { dataOf } from '../common'
import { periodDays } from '../days'
import { defineEndpoint } from '../endpoint'
import { tags } from './fields'
import { fleetRoles } from './limits'

/** The longest period the analytics answer at once, days (both ends included). */
export const ANALYTICS_MAX_DAYS = 366

/** Days of a period, both ends included (`YYYY-MM-DD`); kept here too, where the analytics' clients look for it. */
export { periodDays }

/** An amount of money in one currency, minor units (x100). */
export const MoneySum = z.object({ currency: z.string(), amount: z.number().int() })
export type MoneySum = z.infer<typeof MoneySum>

const usageFields = {
  /** Days on a trip (busy tasks) in the period. */
  busy: z.number().int(),
  /** Days free, waiting for cargo (available or ready tasks). */
  empty: z.number().int(),
  /** Days without any task. */
  idle: z.number().int(),
  /**
   * Kilometres, an estimate: for each trip in the period, the straight line from the place of the truck's task
   * before it to the trip's place.
   */
  km: z.number().int(),
  /**
   * What the carried cargos earned, by currency: for each cargo of a trip starting in the period, the price of the
   * company's contract for it, else of its winning response (accepted onwards), else of the shipper's offer the
   * truck took (a selected transport-task response).
   */
  revenue: z.array(MoneySum),
  /** Cargos carried on trips starting in the period. */
  cargos: z.number().int(),
  /** Of those, the cargos with no known price (not counted in `revenue`). */
  unknown_prices: z.number().int(),
}

/** One truck of the caller's company over the period. */
export const TruckUsage = z.object({
  transport: z.object({ id: z.number().int(), number: z.string(), trailer_number: z.string().nullable() }),
  ...usageFields,
})
export type TruckUsage = z.infer<typeof TruckUsage>

export const TransportAnalytics = z.object({
  from: z.string(),
  to: z.string(),
  /** Days in the period: for every truck busy + empty + idle = days. */
  days: z.number().int(),
  /** Every truck of the company, by number. */
  trucks: z.array(TruckUsage),
  /** Sums over the trucks. */
  totals: z.object(usageFields),
})
export type TransportAnalytics = z.infer<typeof TransportAnalytics>

export const AnalyticsQuery = z
  .object({
    /** First day of the period. */
    from: CalendarDay,
    /** Last day of the period (included); not before `from`, at most 366 days in all. */
    to: CalendarDay,
  })
  .refine((value) => value.to >= value.from, { message: 'period_order', path: ['to'] })
  .refine((value) => value.to < value.from || periodDays(value.from, value.to) <= ANALYTICS_MAX_DAYS, {
    message: 'period_too_long',
    path: ['to'],
  })

export const transportAnalytics = defineEndpoint({
  method: 'GET',
  path: 'v2/transports/analytics',
  summary:
    "How each truck of the caller's company was used over a period: busy, empty and idle days, kilometres (straight-line estimate) and revenue from the prices of the cargos it carried; with totals",
  tags,
  access: fleetRoles,
  query: AnalyticsQuery,
  response: dataOf(TransportAnalytics),
})
