/**
 * A demo truck's past: the three months before the tasks ./transport.ts plans (those begin a week ago). Without it the
 * transport analytics' default period (the last 30 days) showed every truck idle three weeks of four, and the
 * carrier's regular routes (/transport/routes, the last 90 days) had no completed trip to name.
 *
 * A carrier runs regular lanes, so the past is round trips: from the truck's home city to one of its two lane cities
 * (now and then somewhere else), a wait for a return cargo there, the trip home and a day or two at home. The
 * last round trip ends at home before the planned tasks begin, where they start from.
 */
import { addDays } from '../../../core/contract/days'
import { type TaskSeed, taskRadius, waitType } from './transport-task'

export interface TruckPast {
  today: string
  companyId: number
  transportId: number
  /** The truck's home city (place id), where its planned tasks start. */
  home: number
  /** The cities the demo trucks run between. */
  cities: readonly number[]
  /** The first day of the past, and the day the planned tasks begin (days from today). */
  from: number
  until: number
}

/** How far back the demo's past goes: the regular routes' 90 days. */
export const PAST_DAYS = 91

/** Round trips from `from` to `until` (days from today), never overlapping the planned tasks. */
export function pastTrips(rng: () => number, truck: TruckPast): TaskSeed[] {
  const { today, home, from, until } = truck
  const others = truck.cities.filter((city) => city !== home)
  if (others.length < 2) return []
  const pick = (cities: readonly number[]) => cities[Math.floor(rng() * cities.length)]!
  const first = pick(others)
  const lanes = [first, pick(others.filter((city) => city !== first))]
  const tasks: TaskSeed[] = []
  const add = (type: TaskSeed['type'], start: number, end: number, place: number) =>
    tasks.push({
      company_id: truck.companyId,
      transport_id: truck.transportId,
      type,
      start_date: addDays(today, start),
      end_date: addDays(today, end),
      place_id: place,
      radius_km: taskRadius(type, rng),
      cargo_id: null,
      comment: null,
    })
  let day = from
  for (;;) {
    const far = rng() < 0.8 ? pick(lanes) : pick(others)
    const out = 1 + Math.floor(rng() * 3)
    const wait = Math.floor(rng() * 3)
    const back = 1 + Math.floor(rng() * 3)
    if (day + out + wait + back > until) break
    add('busy', day, day + out - 1, far)
    day += out
    if (wait > 0) add(waitType(rng), day, day + wait - 1, far)
    day += wait
    add('busy', day, day + back - 1, home)
    day += back
    const rest = Math.min(1 + Math.floor(rng() * 2), until - day)
    if (rest > 0) add(waitType(rng), day, day + rest - 1, home)
    day += rest
  }
  return tasks
}
