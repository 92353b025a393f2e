import { describe, expect, it } from 'vitest'
import { daysBetween } from '../../../core/contract/days'
import { prng } from './cargos'
import { PAST_DAYS, pastTrips } from './transport-history'

const today = '2026-11-29'
const home = 1
const cities = [1, 2, 3, 4, 5, 6]
const truck = { today, companyId: 7, transportId: 9, home, cities, from: -PAST_DAYS, until: -6 }
const day = (date: string) => daysBetween(today, date)

describe('a demo truck’s past (pastTrips)', () => {
  it('fills the days before the planned tasks without overlapping them or each other', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const tasks = pastTrips(prng(seed), truck)
      expect(tasks.length).toBeGreaterThan(20)
      expect(day(tasks[0]!.start_date)).toBe(-PAST_DAYS)
      let next = -PAST_DAYS
      for (const task of tasks) {
        expect(day(task.start_date)).toBeGreaterThanOrEqual(next)
        expect(day(task.end_date)).toBeGreaterThanOrEqual(day(task.start_date))
        next = day(task.end_date) + 1
        expect(task).toMatchObject({ company_id: 7, transport_id: 9, cargo_id: null })
      }
      expect(next).toBeLessThanOrEqual(truck.until)
      // at most a short round trip's length is left unfilled before the plan
      expect(truck.until - next).toBeLessThan(10)
    }
  })

  it('runs round trips: out to a city, a wait there or not, home again, so the plan starts where it ends', () => {
    const trips = pastTrips(prng(11), truck).filter((task) => task.type === 'busy')
    expect(trips.length % 2).toBe(0)
    for (let i = 0; i < trips.length; i += 2) {
      expect(trips[i]!.place_id).not.toBe(home)
      expect(trips[i + 1]!.place_id).toBe(home)
    }
    const waits = pastTrips(prng(11), truck).filter((task) => task.type !== 'busy')
    expect(waits.length).toBeGreaterThan(0)
    for (const wait of waits) expect(['available', 'ready']).toContain(wait.type)
  })

  it('runs mostly two regular lanes, as a carrier does', () => {
    const out = pastTrips(prng(21), truck).filter((task) => task.type === 'busy' && task.place_id !== home)
    const counts = new Map<number | null, number>()
    for (const trip of out) counts.set(trip.place_id, (counts.get(trip.place_id) ?? 0) + 1)
    const [first = 0, second = 0] = [...counts.values()].sort((a, b) => b - a)
    expect((first + second) / out.length).toBeGreaterThanOrEqual(0.7)
  })

  it('has no past without at least two cities besides home, or without room before the plan', () => {
    expect(pastTrips(prng(1), { ...truck, cities: [1, 2] })).toEqual([])
    expect(pastTrips(prng(1), { ...truck, from: -3, until: -2 })).toEqual([])
  })
})
