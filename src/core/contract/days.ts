/**
 * Day arithmetic on calendar days `YYYY-MM-DD` (the contract's dates), counted in UTC so that no time zone or
 * daylight-saving change shifts a day. The one place for it: the contract's rules, the server, the seed, the host
 * and the widgets all count days with these. Only `localDay` reads a time zone (the runtime's), on purpose.
 */

/** Milliseconds in a day (UTC has no daylight saving). */
export const DAY_MS = 86_400_000

/** `YYYY-MM-DD` -> whole days since 1970-01-01; NaN when it is not of that form. */
export function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS)
}

/** Whole days since 1970-01-01 -> `YYYY-MM-DD`. */
export function dayString(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10)
}

/** The day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return dayString(dayNumber(day) + days)
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from)
}

/** Days of a period, both ends included (`from` = `to` is one day). */
export function periodDays(from: string, to: string): number {
  return daysBetween(from, to) + 1
}

/** Day of the week: 0 Sunday ... 6 Saturday. */
export function weekday(day: string): number {
  return new Date(dayNumber(day) * DAY_MS).getUTCDay()
}

/** The UTC day of an instant: what the server calls today (`isoDay(new Date())`). */
export function isoDay(instant: Date): string {
  return instant.toISOString().slice(0, 10)
}

/** The day of an instant in the runtime's own time zone: what a user in the browser calls today. */
export function localDay(instant: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`
}

/** The day of an instant in a time zone (`Europe/Moscow`): what a user there calls today. */
export function dayIn(timeZone: string, instant: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  )
}

/**
 * The earliest "today" on Earth (UTC−12): a day before it is over everywhere. A cargo whose loading window ends
 * before this day has expired for every user, whatever their time zone; one loading on it is still loadable
 * somewhere, so it stays.
 */
export function earliestToday(instant: Date = new Date()): string {
  return isoDay(new Date(instant.getTime() - 12 * 3_600_000))
}
