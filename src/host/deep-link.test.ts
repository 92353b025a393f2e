import { describe, expect, it } from 'vitest'
import { deepLinkOf } from './mode'

describe('the mini-app start parameter', () => {
  it("opens a cargo, a driver's share link, a route by name, or nothing", () => {
    expect(deepLinkOf('cargo_12')).toEqual({ name: 'cargos-details', params: { id: '12' } })
    const token = 'Ab_-0123456789abcdefghijklmnopqr'
    expect(deepLinkOf(`trk_${token}`)).toEqual({ name: 'track', params: { token } })
    expect(deepLinkOf('trk_short')).toBeNull()
    expect(deepLinkOf('transport-calendar')).toEqual({ name: 'transport-calendar' })
    expect(deepLinkOf('')).toBeNull()
  })
})
