import { describe, expect, it } from 'vitest'
import { displayTypeOf, displayTypesOf } from './arrival'

const task = (id: number, type: 'busy' | 'available' | 'ready', start_date: string) => ({ id, type, start_date })

describe("spec 4's arrival rule (server and calendar alike)", () => {
  it('a busy task followed by a non-busy one is arrival; busy then busy, or nothing after, stays busy', () => {
    expect(displayTypeOf('busy', 'available')).toBe('arrival')
    expect(displayTypeOf('busy', 'ready')).toBe('arrival')
    expect(displayTypeOf('busy', 'busy')).toBe('busy')
    expect(displayTypeOf('busy', null)).toBe('busy')
    expect(displayTypeOf('available', 'busy')).toBe('available')
    expect(displayTypeOf('ready', null)).toBe('ready')
  })

  it('"followed by" is the next task by start date whatever the gap, not only one starting the next day', () => {
    const types = displayTypesOf([
      task(3, 'available', '2026-12-10'), // two idle days after the trip ending on the 7th
      task(1, 'busy', '2026-12-01'),
      task(2, 'busy', '2026-12-05'),
      task(4, 'busy', '2026-12-12'),
    ])
    expect(types.get(1)).toBe('busy')
    expect(types.get(2)).toBe('arrival')
    expect(types.get(3)).toBe('available')
    expect(types.get(4)).toBe('busy')
  })

  it('the last task of a window takes its next type from outside the window', () => {
    const types = displayTypesOf([task(1, 'busy', '2026-12-01')], () => 'ready')
    expect(types.get(1)).toBe('arrival')
  })
})
