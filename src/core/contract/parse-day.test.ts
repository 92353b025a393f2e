import { describe, expect, it } from 'vitest'
import { parseDay } from './format'

describe('parseDay: a typed day in the interface format, or an ISO day pasted in', () => {
  it('reads day, month, year with dots, slashes or dashes', () => {
    expect(parseDay('16.12.2026')).toBe('2026-12-16')
    expect(parseDay('1/2/2027', 'en')).toBe('2027-02-01')
  })
  it('reads an ISO day', () => {
    expect(parseDay('2026-12-16')).toBe('2026-12-16')
    expect(parseDay(' 2027-2-1 ')).toBe('2027-02-01')
  })
  it('refuses days that do not exist and other text', () => {
    expect(parseDay('31.02.2027')).toBeNull()
    expect(parseDay('2027-02-31')).toBeNull()
    expect(parseDay('16.12.26')).toBeNull()
  })
})
