import { describe, expect, it } from 'vitest'
import { matchAddress, type Shown, tablePatterns } from './route-match'
import { routes } from './routes'

const patterns = tablePatterns()
const shownAt = (pathname: string) => matchAddress(patterns, pathname)
const names = (shown: Shown | undefined) =>
  !shown ? null : 'redirect' in shown ? `→${shown.redirect.name}` : shown.routes.map((route) => route.name).join('|')

describe('the route table matched against an address', () => {
  it('shows every table route at its own address, and nothing else there', () => {
    for (const route of routes) {
      if (route.path === '*') continue
      const address = route.path.replace(/:(\w+)/g, '17')
      const found = shownAt(address)
      const expected = route.redirect ? `→${route.redirect}` : expect.stringContaining(route.name)
      expect(names(found?.shown), address).toEqual(expected)
      // the group at a shared address holds only the routes of that very address
      if (found && 'routes' in found.shown) for (const other of found.shown.routes) expect(other.path).toBe(route.path)
    }
  })

  it('gives the parameters decoded', () => {
    expect(shownAt('/cargos/details/42')?.params).toEqual({ id: '42' })
    expect(shownAt('/login/reset/a%20b%2Fc')?.params).toEqual({ id: 'a b/c' })
    expect(shownAt('/login/reset/%E0%A4%A')?.params).toEqual({ id: '%E0%A4%A' })
  })

  it('matches whatever the case and with a trailing slash, as the browser may send it', () => {
    expect(names(shownAt('/Cargos/Search/')?.shown)).toBe('cargos-search')
    expect(names(shownAt('/transport/calendar/')?.shown)).toBe('transport-calendar')
  })

  it('gives cargos in work and orders in work an address each, and redirects the bare sections', () => {
    expect(names(shownAt('/cargos/in-work')?.shown)).toBe('cargos-in-work')
    expect(names(shownAt('/cargos/orders')?.shown)).toBe('orders-in-work')
    expect(names(shownAt('/')?.shown)).toBe('→cargos-search')
    expect(names(shownAt('/transport')?.shown)).toBe('→transport-trucks')
  })

  it('answers an unknown address, or a known one with more after it, with the catch-all', () => {
    expect(names(shownAt('/no/such/page')?.shown)).toBe('not-found')
    expect(names(shownAt('/cargos/search/more')?.shown)).toBe('not-found')
    expect(names(shownAt('/cargos/details/')?.shown)).toBe('not-found')
  })
})
