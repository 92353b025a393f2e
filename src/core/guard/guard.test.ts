import { describe, expect, it } from 'vitest'
import { type GuardMode, type GuardRoute, type GuardSession, guard, mayOpen, startRouteOf } from './guard'

const route = (name: string, flags: Omit<GuardRoute, 'name'> = {}): GuardRoute => ({ name, ...flags })

const anonymous: GuardSession = { accessToken: null, roles: [], companyType: null }
const shipper: GuardSession = { accessToken: 't-shipper', roles: ['shipper', 'admin'], companyType: 'shipper' }
const logist: GuardSession = { accessToken: 't-logist', roles: ['shipper', 'shipper.logist'], companyType: 'shipper' }
const carrier: GuardSession = { accessToken: 't-carrier', roles: ['carrier', 'admin'], companyType: 'carrier' }

const plain: GuardMode = { whiteLabel: false }
const whiteLabel: GuardMode = { whiteLabel: true }

const search = route('cargos-search', { open: true, logist: true })
const calendar = route('transport-calendar', { logist: true })
const drivers = route('transport-drivers')
const controlTable = route('control-table', { logist: true })
const registration = route('registration', { open: true })

describe('guard rule 1: white-label shipper goes to the transport calendar', () => {
  it('sends a shipper to transport-calendar from any other route, open or not', () => {
    expect(guard(search, shipper, whiteLabel)).toEqual({ redirect: 'transport-calendar' })
    expect(guard(drivers, shipper, whiteLabel)).toEqual({ redirect: 'transport-calendar' })
    expect(guard(registration, shipper, whiteLabel)).toEqual({ redirect: 'transport-calendar' })
  })

  it('lets the shipper stay on transport-calendar', () => {
    expect(guard(calendar, shipper, whiteLabel)).toBe('proceed')
  })

  it('does not apply without white-label, nor to other company types', () => {
    expect(guard(drivers, shipper, plain)).toBe('proceed')
    expect(guard(drivers, carrier, whiteLabel)).toBe('proceed')
    expect(guard(search, anonymous, whiteLabel)).toBe('proceed')
  })

  it('comes before rule 2: a shipper type without a token still goes to the calendar', () => {
    const stale: GuardSession = { accessToken: null, roles: [], companyType: 'shipper' }
    expect(guard(drivers, stale, whiteLabel)).toEqual({ redirect: 'transport-calendar' })
  })

  it('comes before rule 3: a white-label logistician goes to the calendar, not the control table', () => {
    expect(guard(drivers, logist, whiteLabel)).toEqual({ redirect: 'transport-calendar' })
    expect(guard(controlTable, logist, whiteLabel)).toEqual({ redirect: 'transport-calendar' })
    expect(guard(calendar, logist, whiteLabel)).toBe('proceed')
  })
})

describe('guard rule 2: login-required routes send anonymous visitors to the search, which offers sign-in and back', () => {
  it('redirects a route that is not open when there is no token', () => {
    expect(guard(drivers, anonymous, plain)).toEqual({ redirect: 'cargos-search', returnTo: true })
    expect(guard(calendar, anonymous, plain)).toEqual({ redirect: 'cargos-search', returnTo: true })
    expect(guard(controlTable, anonymous, whiteLabel)).toEqual({ redirect: 'cargos-search', returnTo: true })
  })

  it('treats an empty token as no token', () => {
    expect(guard(drivers, { ...anonymous, accessToken: '' }, plain)).toEqual({
      redirect: 'cargos-search',
      returnTo: true,
    })
  })

  it('lets anonymous visitors open open routes', () => {
    expect(guard(search, anonymous, plain)).toBe('proceed')
    expect(guard(registration, anonymous, plain)).toBe('proceed')
  })

  it('comes before rule 3: roles without a token still go to sign in', () => {
    const stale: GuardSession = { accessToken: null, roles: ['shipper.logist'], companyType: null }
    expect(guard(drivers, stale, plain)).toEqual({ redirect: 'cargos-search', returnTo: true })
  })
})

describe('guard rule 3: logisticians only open routes flagged L', () => {
  it('sends a logistician to control-table from a route without the L flag, open or not', () => {
    expect(guard(drivers, logist, plain)).toEqual({ redirect: 'control-table' })
    expect(guard(registration, logist, plain)).toEqual({ redirect: 'control-table' })
  })

  it('lets a logistician open L routes', () => {
    expect(guard(calendar, logist, plain)).toBe('proceed')
    expect(guard(search, logist, plain)).toBe('proceed')
    expect(guard(controlTable, logist, plain)).toBe('proceed')
  })

  it('does not apply to users without shipper.logist', () => {
    expect(guard(drivers, shipper, plain)).toBe('proceed')
    expect(guard(drivers, carrier, plain)).toBe('proceed')
  })
})

describe('guard rule 4: otherwise proceed', () => {
  it('proceeds for signed-in users on any route the rules above let through', () => {
    for (const session of [shipper, carrier]) {
      for (const r of [search, calendar, drivers, controlTable, registration]) {
        expect(guard(r, session, plain)).toBe('proceed')
      }
    }
  })

  it('mayOpen is the guard as a yes/no', () => {
    expect(mayOpen(drivers, carrier, plain)).toBe(true)
    expect(mayOpen(drivers, anonymous, plain)).toBe(false)
    expect(mayOpen(drivers, logist, plain)).toBe(false)
  })

  it('every redirect target lets the user it was chosen for through (no loops)', () => {
    expect(guard(calendar, shipper, whiteLabel)).toBe('proceed')
    expect(guard(search, anonymous, plain)).toBe('proceed')
    expect(guard(controlTable, logist, plain)).toBe('proceed')
  })
})

describe('guard rule 3a: login and registration are for visitors', () => {
  const login = route('login', { open: true, guestOnly: true })
  const register = route('registration', { open: true, guestOnly: true })
  it('sends a signed-in user to their start page', () => {
    expect(guard(login, shipper, plain)).toEqual({ redirect: 'cargos-search' })
    expect(guard(register, carrier, plain)).toEqual({ redirect: 'cargos-search' })
    expect(guard(login, logist, plain)).toEqual({ redirect: 'control-table' })
  })
  it('lets a visitor in', () => {
    expect(guard(login, anonymous, plain)).toBe('proceed')
    expect(guard(register, anonymous, plain)).toBe('proceed')
  })
})

describe("guard rule 3b: a route whose calls the user's roles may not make goes to the start page", () => {
  const fleetOnly = route('transport-trucks', { logist: true, access: [['carrier', 'expeditor']] })
  const securityOnly = route('security-list', { access: [['security']] })
  const twoSides = route('cargos-responses', { logist: true, access: [['shipper'], ['carrier']] })
  const anyUser = route('account-profile', { logist: true, access: ['user'] })
  const security: GuardSession = { accessToken: 't-sec', roles: ['security'], companyType: 'platform' }
  const manager: GuardSession = { accessToken: 't-man', roles: ['shipper', 'manager'], companyType: 'shipper' }

  it('redirects by the contract access, to the start page of the user', () => {
    expect(guard(fleetOnly, logist, plain)).toEqual({ redirect: 'control-table', refused: true })
    expect(guard(fleetOnly, shipper, plain)).toEqual({ redirect: 'cargos-search', refused: true })
    expect(guard(securityOnly, manager, plain)).toEqual({ redirect: 'cargos-search', refused: true })
  })

  it('proceeds when one of the calls is allowed', () => {
    expect(guard(fleetOnly, carrier, plain)).toBe('proceed')
    expect(guard(securityOnly, security, plain)).toBe('proceed')
    expect(guard(twoSides, shipper, plain)).toBe('proceed')
    expect(guard(twoSides, carrier, plain)).toBe('proceed')
    expect(guard(anyUser, security, plain)).toBe('proceed')
  })

  it('starts a logistician on the control table and everyone else on the search', () => {
    expect(startRouteOf(logist)).toBe('control-table')
    expect(startRouteOf(carrier)).toBe('cargos-search')
    expect(startRouteOf(anonymous)).toBe('cargos-search')
  })
})
