/** Periods of the analytics answers: the current month (Moscow days) unless the filter says otherwise. */
import { addDays, dayIn, daysBetween } from '../../../core/contract/days'

export const ANALYTICS_TIME_ZONE = 'Europe/Moscow'

export interface Period {
  start: string
  end: string
}

export const monthStart = (day: string) => `${day.slice(0, 7)}-01`

export function monthEnd(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number]
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`
  return addDays(next, -1)
}

/** The filter's period: missing ends are the month of the other end (of today, when both are missing). */
export function periodOf(
  filter: { start_date?: string | undefined; end_date?: string | undefined } | undefined,
  today = dayIn(ANALYTICS_TIME_ZONE),
): Period {
  const start = filter?.start_date ?? monthStart(filter?.end_date ?? today)
  const end = filter?.end_date ?? monthEnd(start)
  return { start, end }
}

/** The period of equal length just before. */
export function previousOf(p: Period): Period {
  const days = daysBetween(p.start, p.end) + 1
  // a whole month compares with the whole month before
  if (p.start === monthStart(p.start) && p.end === monthEnd(p.start)) {
    const start = monthStart(addDays(p.start, -1))
    return { start, end: monthEnd(start) }
  }
  return { start: addDays(p.start, -days), end: addDays(p.start, -1) }
}
