import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatDate, formatDateTime, knownTimeZone } from './format'

describe('dates on the user clock', () => {
  it('shows a moment in the given time zone, in each language', () => {
    const moment = '2026-11-24T10:05:00Z'
    expect(formatDateTime(moment, 'ru', 'Europe/Moscow')).toBe('24.11.2026, 13:05')
    expect(formatDateTime(moment, 'ru', 'Asia/Novosibirsk')).toBe('24.11.2026, 17:05')
    expect(formatDateTime(moment, 'en', 'Asia/Novosibirsk')).toBe('24/11/2026, 17:05')
    // the day changes with the clock too
    expect(formatDate('2026-11-24T20:30:00Z', 'ru', undefined, 'Asia/Vladivostok')).toBe('25.11.2026')
  })

  it('keeps a bare day as that day whatever the zone', () => {
    expect(formatDate('2026-11-24', 'ru', undefined, 'America/New_York')).toBe('24.11.2026')
    expect(formatDate('2026-11-24', 'en', undefined, 'Pacific/Kiritimati')).toBe('24/11/2026')
  })

  it('ignores a time zone the runtime does not know', () => {
    expect(knownTimeZone('Asia/Novosibirsk')).toBe('Asia/Novosibirsk')
    expect(knownTimeZone('Mars/Olympus_Mons')).toBeUndefined()
    expect(knownTimeZone(null)).toBeUndefined()
  })
})

describe('warmLocale', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
    vi.resetModules()
  })

  it('builds the language formatters once, in a task of its own, and later values reuse them', async () => {
    vi.useFakeTimers()
    vi.resetModules()
    const format = await import('./format')
    const Real = Intl.NumberFormat
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      this: unknown,
      ...args: ConstructorParameters<typeof Intl.NumberFormat>
    ) {
      return new Real(...args)
    } as unknown as typeof Intl.NumberFormat)
    format.warmLocale('en')
    format.warmLocale('en')
    expect(made).not.toHaveBeenCalled() // not in the caller's task
    expect(vi.getTimerCount()).toBe(1) // once per language
    vi.runAllTimers()
    expect(made).toHaveBeenCalledTimes(1)
    expect(format.formatNumber(1234, 'en')).toBe('1,234')
    expect(made).toHaveBeenCalledTimes(1)
  })
})
