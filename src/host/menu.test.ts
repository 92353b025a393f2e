import { describe, expect, it } from 'vitest'
import { mayCall } from '../core/contract/endpoint'
import type { GuardSession } from '../core/guard'
import { menuGroups, tabRoutes } from './menu'
import { plannedPage, routeOf, routes } from './routes'

/** The demo accounts' sessions (README: demo accounts), as the site keeps them after sign-in. */
const sessions: Record<string, GuardSession> = {
  anonymous: { accessToken: null, roles: [], companyType: null },
  shipper: { accessToken: 't', roles: ['shipper', 'admin'], companyType: 'shipper' },
  logistician: { accessToken: 't', roles: ['shipper', 'shipper.logist'], companyType: 'shipper' },
  manager: { accessToken: 't', roles: ['shipper', 'manager'], companyType: 'shipper' },
  employee: { accessToken: 't', roles: ['shipper', 'employee'], companyType: 'shipper' },
  carrier: { accessToken: 't', roles: ['carrier', 'admin'], companyType: 'carrier' },
  expeditor: { accessToken: 't', roles: ['expeditor', 'admin'], companyType: 'expeditor' },
  security: { accessToken: 't', roles: ['security'], companyType: 'platform' },
}
const plain = { whiteLabel: false }
const menuOf = (who: string) =>
  menuGroups(sessions[who] as GuardSession, plain).flatMap((group) => group.items.map((route) => route.name))

describe('every menu offers only what the contract lets its user call', () => {
  for (const [who, session] of Object.entries(sessions)) {
    it(`${who}: each item's endpoints are allowed for the role`, () => {
      const roles = session.accessToken ? session.roles : null
      for (const group of menuGroups(session, plain)) {
        for (const route of group.items) {
          // a built page declares the calls it is made of; only a planned page (the empty page) has none
          if (route.calls.length === 0) continue
          const allowed = route.calls.filter((endpoint) => mayCall(endpoint.access, roles))
          expect(allowed.length, `${who} is offered ${route.name}`).toBeGreaterThan(0)
        }
      }
      for (const route of tabRoutes(session, plain)) expect(menuOf(who)).toContain(route.name)
    })
  }

  it('offers nobody a planned page (an empty placeholder)', () => {
    const planned = routes.filter((route) => route.page === plannedPage).map((route) => route.name)
    for (const who of Object.keys(sessions)) {
      for (const name of planned) expect(menuOf(who), `${who}: ${name}`).not.toContain(name)
    }
  })

  it('every page that is built (not a planned one) declares its calls', () => {
    for (const route of routes) {
      if (!route.page || route.page === plannedPage || route.name === 'not-found') continue
      if (route.open || route.name === 'validate' || route.type === 'account') continue
      expect(route.calls.length, `${route.name} declares no calls`).toBeGreaterThan(0)
    }
  })
})

describe('the menus by role', () => {
  it('a logistician is not offered the carrier fleet pages', () => {
    const menu = menuOf('logistician')
    for (const name of [
      'transport-trucks',
      'transport-routes',
      'transport-analytics',
      'transport-drivers',
      'advance-payment',
    ]) {
      expect(menu).not.toContain(name)
    }
    expect(menu).toContain('control-table')
    expect(menu).toContain('transport-calendar')
  })

  it("a carrier is not offered the shipper's cargos in work, and gets its control table", () => {
    expect(menuOf('carrier')).not.toContain('cargos-in-work')
    expect(menuOf('carrier')).toContain('control-table')
    expect(menuOf('carrier')).toContain('transport-trucks')
  })

  it('a manager is not offered the security checks; the security service is', () => {
    expect(menuOf('manager')).not.toContain('security-list')
    expect(menuOf('security')).toContain('security-list')
  })

  it('the parties are offered their own reviews; the security service, which has none, is not', () => {
    for (const who of ['shipper', 'carrier', 'manager']) expect(menuOf(who)).toContain('account-reviews')
    expect(menuOf('security')).not.toContain('account-reviews')
  })

  it("a shipper employee is not offered the managers' pages", () => {
    expect(menuOf('employee')).not.toContain('account-employees')
    expect(menuOf('employee')).not.toContain('my-carriers')
    expect(menuOf('shipper')).toContain('account-employees')
  })

  it('/validate, the developer example, is in no menu and still has its address', () => {
    for (const who of Object.keys(sessions)) expect(menuOf(who)).not.toContain('validate')
    expect(routeOf('validate').path).toBe('/validate')
  })
})
