/** The fleet's calendar rows over a window, every page of them (the routes and analytics screens read all trucks). */

import type { CalendarRow } from '../../../core/contract/fleet'
import * as fleet from '../../../core/contract/fleet'
import type { WidgetApi } from '../../../widgets/ui'

const PAGE = 500

export async function loadWindow(
  api: WidgetApi,
  from: string,
  to: string,
  signal: AbortSignal,
): Promise<CalendarRow[]> {
  const rows: CalendarRow[] = []
  for (let offset = 0; ; offset += PAGE) {
    const answer = await api.call(fleet.listTasks, {
      query: { limit: PAGE, offset, filter: { start_date: from, end_date: to } },
      signal,
    })
    rows.push(...answer.data)
    if (rows.length >= answer.meta.size || answer.data.length === 0) return rows
  }
}

const DAY = 86_400_000
export const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY)
export const dayOf = (n: number) => new Date(n * DAY).toISOString().slice(0, 10)
export const shiftDay = (day: string, days: number) => dayOf(dayNumber(day) + days)
export function todayDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** Days of `[from, to]` that also lie in `[start, end]` (all inclusive). */
export function overlapDays(from: string, to: string, start: string, end: string): number {
  return Math.max(0, Math.min(dayNumber(to), dayNumber(end)) - Math.max(dayNumber(from), dayNumber(start)) + 1)
}

/** Straight distance between two points, km. */
export function straightKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)))
}
