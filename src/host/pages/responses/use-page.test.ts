import { describe, expect, it } from 'vitest'
import { landingGate } from './use-page'

describe("which of a list's loads may land (landingGate)", () => {
  it('lets the newest load of the current key land, not an older one', () => {
    const gate = landingGate()
    gate.setKey('new|0')
    const first = gate.begin('new|0')
    const second = gate.begin('new|0')
    expect(first?.()).toBe(false)
    expect(second?.()).toBe(true)
  })

  it("keeps the new tab's load when the old tab's action reloads after the switch", () => {
    const gate = landingGate()
    gate.setKey('new|0')
    const oldTab = gate.begin('new|0')
    // the user accepts a response, then switches tabs before the accept answers
    gate.setKey('accepted|0')
    const newTab = gate.begin('accepted|0')
    // the accept answers: its reload is of the old tab, which begins nothing
    expect(gate.begin('new|0')).toBeNull()
    expect(newTab?.()).toBe(true)
    expect(oldTab?.()).toBe(false)
  })

  it('drops a load whose key stopped being current while it ran', () => {
    const gate = landingGate()
    gate.setKey('accepted|0')
    const load = gate.begin('accepted|0')
    gate.setKey('accepted|20')
    expect(load?.()).toBe(false)
  })
})
