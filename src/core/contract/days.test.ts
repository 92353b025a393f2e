import { describe, expect, it } from 'vitest'
import { addDays, DAY_MS, dayNumber, dayString, daysBetween, isoDay, localDay, periodDays, weekday } from './days'

describe('days', () => {
  it('numbers days from 1970-01-01 and back', () => {
    expect(dayNumber('1970-01-01')).toBe(0)
    expect(dayNumber('1970-01-02')).toBe(1)
    expect(dayString(0)).toBe('1970-01-01')
    expect(dayString(dayNumber('2024-02-29'))).toBe('2024-02-29')
    expect(dayNumber('not a day')).toBeNaN()
  })

  it('adds days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01')
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01')
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31')
    expect(addDays('2024-06-15', 0)).toBe('2024-06-15')
    expect(addDays('2024-01-01', 366)).toBe('2025-01-01')
  })

  it('ignores daylight saving: every day is 24 hours in UTC', () => {
    // Europe and the US change clocks around these days; a local-time count would lose or gain an hour.
    expect(addDays('2024-03-30', 2)).toBe('2024-04-01')
    expect(addDays('2024-10-26', 2)).toBe('2024-10-28')
    expect(daysBetween('2024-03-09', '2024-03-11')).toBe(2)
  })

  it('counts the days between two days, negative backwards', () => {
    expect(daysBetween('2024-01-01', '2024-01-31')).toBe(30)
    expect(daysBetween('2024-01-31', '2024-01-01')).toBe(-30)
    expect(daysBetween('2024-02-01', '2024-03-01')).toBe(29)
    expect(daysBetween('2024-05-05', '2024-05-05')).toBe(0)
  })

  it('counts a period with both ends included', () => {
    expect(periodDays('2024-05-05', '2024-05-05')).toBe(1)
    expect(periodDays('2024-01-01', '2024-12-31')).toBe(366)
    expect(periodDays('2023-01-01', '2023-12-31')).toBe(365)
  })

  it('names the day of the week', () => {
    expect(weekday('1970-01-01')).toBe(4)
    expect(weekday('2024-06-01')).toBe(6)
    expect(weekday('2024-06-02')).toBe(0)
    expect(weekday('2024-06-03')).toBe(1)
  })

  it("takes an instant's day in UTC, or in the runtime's time zone", () => {
    expect(isoDay(new Date('2024-06-01T23:30:00Z'))).toBe('2024-06-01')
    expect(isoDay(new Date('2024-06-01T23:30:00-03:00'))).toBe('2024-06-02')
    const noon = new Date(2024, 5, 1, 12, 0)
    expect(localDay(noon)).toBe('2024-06-01')
    expect(localDay(new Date(2024, 0, 9, 0, 5))).toBe('2024-01-09')
    expect(localDay()).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('has 86,400,000 ms in a day', () => {
    expect(DAY_MS).toBe(24 * 60 * 60 * 1000)
  })
})

describe('today across time zones', () => {
  it('dayIn is the calendar day where the user is; earliestToday is the day still running at UTC−12', async () => {
    const { dayIn, earliestToday } = await import('./days')
    const late = new Date('2026-11-24T22:30:00Z') // 01:30 on the 25th in Moscow
    expect(dayIn('Europe/Moscow', late)).toBe('2026-11-25')
    expect(dayIn('America/New_York', late)).toBe('2026-11-24')
    expect(earliestToday(late)).toBe('2026-11-24')
    expect(earliestToday(new Date('2026-11-24T11:00:00Z'))).toBe('2026-11-23')
  })
})
