/** What the analytics area's files share (internal: the index does not re-export it). */
import { z } from 'zod'
import { CalendarDay } from '../cargo/filter'
import { decimal, MAX_ID } from '../common'
import { periodDays } from '../days'
import type { Role } from '../roles'
import { GoalType } from './catalogue'

export const tags = ['analytics']
/**
 * Shipper companies' users. Who sees whom is the handler's: a logistician sees only themself; the company's
 * administrator and managers see everyone of the company; a department's head sees the department.
 */
export const shippers = ['shipper'] as const satisfies readonly Role[]

/** Spec 9: managers, cargo owners and departments come 20 a page; goal details too. */
export const ANALYTICS_PAGE_SIZE = 20
/** The longest period a dashboard, a graph or a statistic covers, days. */
export const ANALYTICS_PERIOD_MAX_DAYS = 366

/** `user_id` 0 means nobody in particular: the whole team the caller sees (spec 3: null when 0). */
export const UserFilter = decimal(z.number().int().min(0).max(MAX_ID))

interface Ends {
  start_date?: string | undefined
  end_date?: string | undefined
}

/** A period: both ends optional (the current month by default), the end not before the start, at most 366 days. */
export function periodFilter<T extends z.ZodRawShape>(shape: T) {
  const ends = (v: unknown) => v as Ends
  return z
    .strictObject({ start_date: CalendarDay.optional(), end_date: CalendarDay.optional(), ...shape })
    .refine(
      (v) => {
        const { start_date: from, end_date: to } = ends(v)
        return !from || !to || to >= from
      },
      { message: 'period_order', path: ['end_date'] },
    )
    .refine(
      (v) => {
        const { start_date: from, end_date: to } = ends(v)
        return !from || !to || to < from || periodDays(from, to) <= ANALYTICS_PERIOD_MAX_DAYS
      },
      { message: 'period_too_long', path: ['end_date'] },
    )
}

export const goalFilter = periodFilter({ user_id: UserFilter.optional(), type: GoalType.optional() })

export const Person = z.object({ id: z.number().int(), name: z.string() })
export const Period = { start_date: z.string(), end_date: z.string() }
