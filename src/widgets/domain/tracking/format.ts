/**
 * How the tracking figures read: a moment relative to now (`5 минут назад`), an arrival on the reader's clock
 * (`сегодня в 18:40`, `завтра в 09:10`, `5 дек., 14:00`), a distance and a duration. Pure functions of the
 * formatters (language and the user's time zone) and `t`, so the list row, the order page and the widget read alike.
 */
import type { Formatters } from '../../ui/formatters'
import type { TrackingTextKey } from './texts'

type T = (key: TrackingTextKey, options?: Record<string, unknown>) => string

const MINUTE = 60_000
const HOUR = 60 * MINUTE

const time = (format: Formatters, value: Date) => format.date(value, { hour: '2-digit', minute: '2-digit' })
const dayKey = (format: Formatters, value: Date) =>
  format.date(value, { year: 'numeric', month: '2-digit', day: '2-digit' })

/** When the last position came: `только что`, `12 минут назад`, `3 часа назад`, then the date and time. */
export function agoText(t: T, format: Formatters, at: string | Date, now: Date): string {
  const moment = new Date(at)
  const minutes = Math.floor((now.getTime() - moment.getTime()) / MINUTE)
  if (minutes < 1) return t('tracking.just_now')
  if (minutes < 60) return t('tracking.minutes_ago', { count: minutes })
  const hours = Math.floor(minutes / 60)
  if (hours < 12) return t('tracking.hours_ago', { count: hours })
  return format.dateTime(moment)
}

/** A moment ahead on the reader's clock: `сегодня в 18:40`, `завтра в 09:10`, or `5 дек., 14:00`. */
export function arrivalText(t: T, format: Formatters, at: string | Date, now: Date): string {
  const moment = new Date(at)
  const day = dayKey(format, moment)
  if (day === dayKey(format, now)) return t('tracking.today_at', { time: time(format, moment) })
  if (day === dayKey(format, new Date(now.getTime() + 24 * HOUR)))
    return t('tracking.tomorrow_at', { time: time(format, moment) })
  return format.date(moment, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })
}

/** A span of time: `45 мин`, `3 ч 20 мин`, `2 дн 4 ч`. */
export function durationText(t: T, ms: number): string {
  const minutes = Math.max(1, Math.round(ms / MINUTE))
  if (minutes < 60) return t('tracking.minutes', { minutes })
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return t('tracking.hours_minutes', { hours, minutes: minutes % 60 })
  return t('tracking.days_hours', { days: Math.floor(hours / 24), hours: hours % 24 })
}

/** Road kilometres, whole (`1 240 км`); a last few hundred metres read as `0,4 км`. */
export function kmText(t: T, format: Formatters, km: number): string {
  const value = km < 1 ? format.number(km, { maximumFractionDigits: 1 }) : format.number(Math.round(km))
  return t('tracking.km', { value })
}

/** How late the ETA is against the end of the unloading window, or null when it is not. */
export function lateBy(eta: string | null, unloadBy: string | null): number | null {
  if (!eta || !unloadBy) return null
  const ms = new Date(eta).getTime() - new Date(unloadBy).getTime()
  return ms > 0 ? ms : null
}
