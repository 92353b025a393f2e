/** "5 minutes ago" in the user's language (Intl.RelativeTimeFormat); older than four weeks: the date. */
import type { Lang } from '../../core/contract/common'
import { formatDate, localeOf } from '../../core/i18n'

const steps: Array<[limit: number, unit: Intl.RelativeTimeFormatUnit, seconds: number]> = [
  [45 * 60, 'minute', 60],
  [22 * 3600, 'hour', 3600],
  [7 * 86_400, 'day', 86_400],
  [28 * 86_400, 'week', 7 * 86_400],
]

const formats = new Map<Lang, Intl.RelativeTimeFormat>()

export function relativeTime(value: string | Date, lang: Lang, now: number = Date.now()): string {
  const time = typeof value === 'string' ? Date.parse(value) : value.getTime()
  if (Number.isNaN(time)) return ''
  const seconds = (time - now) / 1000
  const abs = Math.abs(seconds)
  let format = formats.get(lang)
  if (!format) {
    format = new Intl.RelativeTimeFormat(localeOf(lang), { numeric: 'auto' })
    formats.set(lang, format)
  }
  if (abs < 45) return format.format(0, 'second')
  for (const [limit, unit, size] of steps) {
    if (abs < limit) return format.format(Math.round(seconds / size), unit)
  }
  return formatDate(time, lang, { day: 'numeric', month: 'short', year: 'numeric' })
}
