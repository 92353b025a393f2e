import { describe, expect, it } from 'vitest'
import { dayTicks } from './day-ticks'

describe('dayTicks', () => {
  it('a month: every five days at a wide chart, every ten at a narrow one', () => {
    expect(dayTicks(30, 8)).toEqual([0, 5, 10, 15, 20, 25, 30])
    expect(dayTicks(30, 4)).toEqual([0, 10, 20, 30])
  })

  it('every tick is a whole day and there are no more than asked', () => {
    for (const days of [1, 7, 29, 31, 62, 92, 180, 366]) {
      for (const most of [2, 3, 5, 8]) {
        const ticks = dayTicks(days, most)
        expect(ticks.length).toBeLessThanOrEqual(most)
        expect(ticks.every(Number.isInteger)).toBe(true)
        expect(ticks[0]).toBe(0)
        expect(ticks.at(-1)).toBeLessThanOrEqual(days)
      }
    }
  })

  it('a week is counted day by day when it fits', () => {
    expect(dayTicks(7, 8)).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
  })

  it('no period has a single tick at zero', () => {
    expect(dayTicks(0, 5)).toEqual([0])
  })
})
