/**
 * The demo's sense of time: every seed dates its rows from one `now` (the moment the demo is seeded), so the story
 * holds whatever day it is seeded and stays true as the days pass (nothing happens after `now`; later only adds
 * to what has happened).
 */
import { addDays, DAY_MS, isoDay } from '../../../core/contract/days'

/**
 * Days from loading to unloading at a truck's pace (500-600 km a day, plus a day for loading and unloading); a
 * short haul loads and unloads the same day.
 */
export function tripDays(km: number): number {
  return km < 300 ? 0 : Math.ceil(km / 600) + 1
}

/** The moment `days` days before `now`. */
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS)

/** A time of day on a calendar day, in Moscow (UTC+3, the demo companies' clock), as a moment. */
export const onDay = (day: string, time: string) => new Date(`${day}T${time}:00+03:00`)

/** The earlier of two moments: a step planned for later that has not happened by `now` is dated `now` at the latest. */
export const notAfter = (moment: Date, now: Date) => (moment.getTime() > now.getTime() ? now : moment)

/** How long ago each demo company joined the exchange, in days (the exchange opened before any of them). */
export const EXCHANGE_OPENED_DAYS = 240
export const companyAgeDays = (index: number) => 200 - ((index * 11) % 60)

export { addDays, isoDay }
