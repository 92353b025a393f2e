import { describe, expect, it } from 'vitest'
import { progressOf, stateOf } from './answers'

describe('goal bars tell the truth', () => {
  it('a negative saving is an empty bar, missed', () => {
    expect(progressOf(25, -150_000, 100_000)).toBe(0)
    expect(stateOf(25, -150_000, 100_000)).toBe('missed')
  })

  it('a target: behind until reached, then met', () => {
    expect(progressOf(17, 30, 40)).toBe(75)
    expect(stateOf(17, 30, 40)).toBe('behind')
    expect(stateOf(17, 40, 40)).toBe('met')
    expect(progressOf(17, 60, 40)).toBe(150)
  })

  it('a ceiling (response time): met at or under it, missed above it', () => {
    expect(progressOf(29, 20, 30)).toBe(100)
    expect(stateOf(29, 20, 30)).toBe('met')
    expect(stateOf(29, 30, 30)).toBe('met')
    expect(progressOf(29, 60, 30)).toBe(50)
    expect(stateOf(29, 60, 30)).toBe('missed')
  })

  it('nothing without a value or a target', () => {
    expect(stateOf(17, null, 40)).toBeNull()
    expect(stateOf(29, 20, null)).toBeNull()
  })
})
