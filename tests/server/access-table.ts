/**
 * The access table: for each endpoint, a request and the status each kind of caller gets. Requests are chosen so
 * that a caller who is let through gets a harmless answer (a read, or a 422 for an invalid body), so the walk
 * changes nothing. The rows carry what the contract cannot say (whose objects the ids are, which answer a caller
 * who passes gets); the walk itself is generated from the contract (access-table.test.ts): an endpoint without a
 * row is still walked with a request built from its schemas, and every caller is held to the roles it declares.
 */

import * as analyticsAccess from './access/analytics'
import * as externalCarriersAccess from './access/external-carriers'
import * as financeAccess from './access/finance'
import * as helpAccess from './access/help'
import * as integrationsAccess from './access/integrations'
import * as ordersAccess from './access/orders'
import * as responsesAccess from './access/responses'
import * as reviewsAccess from './access/reviews'
import * as shipperAccess from './access/shipper'
import * as trackingAccess from './access/tracking'
import * as transportAccess from './access/transport'
import * as trucksAccess from './access/trucks'

export type Caller = 'anonymous' | 'shipper' | 'logist' | 'manager' | 'carrier' | 'security'

export const callerLogins: Record<Exclude<Caller, 'anonymous'>, string> = {
  shipper: 'shipper@example.com',
  logist: 'logist@example.com',
  manager: 'manager@example.com',
  carrier: 'carrier@example.com',
  security: 'security@example.com',
}

/**
 * Callers the rows do not name, walked on every endpoint with the statuses derived from the contract alone: the
 * expeditor (its own role) and carriers of other companies (СибЭкспресс, ИП Петров), a second shipper company.
 */
export const derivedCallerLogins = {
  expeditor: 'expeditor@example.com',
  siberia: 'siberia@example.com',
  ural: 'ural@example.com',
} as const

/** Ids the requests refer to, read from the demo data (areas add theirs with `fixtures` in ./access/<area>.ts). */
export interface Fixtures {
  /** The shippers' company (shipper, logist and manager work there). */
  north: number
  /** The pending employee of north. */
  pendingUser: number
  [name: string]: number
}

export interface AccessRow {
  /** `area.name` of the contract's `endpoints`. */
  endpoint: string
  request: (f: Fixtures) => { url: string; payload?: object }
  expect: Partial<Record<Caller, number>>
}

export const all = (status: number, anonymous = 401): Record<Caller, number> => ({
  anonymous,
  shipper: status,
  logist: status,
  manager: status,
  carrier: status,
  security: status,
})
/** Company administrators and managers pass; others are refused by role. */
export const managers = (status: number): Record<Caller, number> => ({
  anonymous: 401,
  shipper: status,
  logist: 403,
  manager: status,
  carrier: status,
  security: 403,
})

const foundationRows: AccessRow[] = [
  // auth: public; an invalid body shows the caller was let through
  { endpoint: 'auth.register', request: () => ({ url: 'auth/register', payload: {} }), expect: all(422, 422) },
  {
    endpoint: 'auth.registerCheck',
    request: () => ({ url: 'auth/register/check', payload: { email: 'x' } }),
    expect: all(422, 422),
  },
  {
    endpoint: 'auth.registerConfirmation',
    request: () => ({ url: 'auth/register/confirmation', payload: {} }),
    expect: all(422, 422),
  },
  {
    endpoint: 'auth.registerResend',
    request: () => ({ url: 'auth/register/resend', payload: {} }),
    expect: all(422, 422),
  },
  { endpoint: 'auth.login', request: () => ({ url: 'auth/login', payload: {} }), expect: all(422, 422) },
  {
    endpoint: 'auth.commonPasswordHashes',
    request: () => ({ url: 'auth/common-passwords/abc' }),
    expect: all(200, 200),
  },
  // a partner's backend signs its users in with its key: a body without one never passes
  { endpoint: 'auth.partnerToken', request: () => ({ url: 'auth/partner-token', payload: {} }), expect: all(422, 422) },
  // signing out would end the walker's own sessions: only the anonymous case is walked here
  { endpoint: 'auth.logout', request: () => ({ url: 'auth/logout' }), expect: { anonymous: 401 } },
  {
    endpoint: 'auth.resetPassword',
    request: () => ({ url: 'auth/reset_password', payload: {} }),
    expect: all(422, 422),
  },
  {
    endpoint: 'auth.resetPasswordCheck',
    request: () => ({ url: 'auth/reset_password/check', payload: {} }),
    expect: all(422, 422),
  },
  {
    endpoint: 'auth.resetPasswordConfirmation',
    request: () => ({ url: 'auth/reset_password/confirmation', payload: {} }),
    expect: all(422, 422),
  },
  {
    endpoint: 'auth.resetPasswordResend',
    request: () => ({ url: 'auth/reset_password/resend', payload: {} }),
    expect: all(422, 422),
  },
  {
    endpoint: 'auth.telegramLogin',
    request: () => ({ url: 'auth/telegram/login', payload: {} }),
    expect: all(422, 422),
  },

  // account: any signed-in user, for themselves
  { endpoint: 'account.me', request: () => ({ url: 'me' }), expect: all(200) },
  {
    endpoint: 'account.profileUpdate',
    request: () => ({ url: 'profile/update', payload: { name: '' } }),
    expect: all(422),
  },
  {
    endpoint: 'account.profileCompanyUpdate',
    request: () => ({ url: 'profile/company/update', payload: { name: '' } }),
    expect: managers(422),
  },
  {
    endpoint: 'account.changeEmail',
    request: () => ({ url: 'v2/user/change-email', payload: { email: 'x' } }),
    expect: all(422),
  },
  {
    endpoint: 'account.changePhone',
    request: () => ({ url: 'v2/user/change-phone', payload: { phone: 'x' } }),
    expect: all(422),
  },

  // companies: role first, then the caller's own company
  { endpoint: 'companies.createCompany', request: () => ({ url: 'companies', payload: {} }), expect: managers(422) },
  {
    endpoint: 'companies.findCompanies',
    request: () => ({ url: 'companies?filter[inn]=1234567890' }),
    expect: all(422),
  },
  {
    endpoint: 'companies.updateCompany',
    request: (f) => ({ url: `companies/${f.north}`, payload: {} }),
    expect: { ...managers(200), carrier: 403 },
  },
  {
    endpoint: 'companies.updatePaymentInfo',
    request: (f) => ({ url: `companies/${f.north}/payment-info`, payload: {} }),
    expect: managers(422),
  },
  { endpoint: 'companies.listStaff', request: () => ({ url: 'company/staff' }), expect: all(200) },
  { endpoint: 'companies.createStaff', request: () => ({ url: 'company/staff', payload: {} }), expect: managers(422) },
  {
    endpoint: 'companies.updateStaff',
    request: (f) => ({ url: `company/staff/${f.pendingUser}`, payload: {} }),
    expect: { ...managers(200), carrier: 404 },
  },
  { endpoint: 'companies.deleteStaff', request: () => ({ url: 'company/staff/999999' }), expect: managers(404) },
  {
    endpoint: 'companies.approveEmployee',
    request: () => ({ url: 'company/employees/999999/approve' }),
    expect: managers(404),
  },
  { endpoint: 'companies.employeeRoles', request: () => ({ url: 'company/employees/roles' }), expect: all(200) },
  {
    endpoint: 'companies.listPartners',
    request: (f) => ({ url: `companies/${f.north}/partners` }),
    expect: { ...all(200), carrier: 403, security: 403 },
  },
  {
    endpoint: 'companies.addPartner',
    request: (f) => ({ url: `companies/${f.north}/partners`, payload: { inn: '1' } }),
    expect: managers(422),
  },
  {
    endpoint: 'companies.removePartner',
    request: (f) => ({ url: `companies/${f.north}/partners/999999` }),
    expect: { ...managers(404), carrier: 403 },
  },

  // reference: public
  { endpoint: 'reference.dictionary', request: () => ({ url: 'dictionaries/truck_types' }), expect: all(200, 200) },
  { endpoint: 'reference.suggestFio', request: () => ({ url: 'suggests/fio', payload: {} }), expect: all(422, 422) },
  {
    endpoint: 'reference.suggestCompany',
    request: () => ({ url: 'suggests/company', payload: {} }),
    expect: all(422, 422),
  },
  { endpoint: 'reference.searchPlaces', request: () => ({ url: 'geo/places?query=Каз' }), expect: all(200, 200) },
  { endpoint: 'reference.getPlace', request: () => ({ url: 'geo/places/999999999' }), expect: all(404, 404) },
  // public: the middle of the Atlantic has no city within 100 km
  {
    endpoint: 'reference.nearestPlace',
    request: () => ({ url: 'geo/places/nearest?lat=0&lng=-30' }),
    expect: all(404, 404),
  },
  // reports: anyone may report a client error (anonymous too); an empty message is a 422
  {
    endpoint: 'reports.reportClientError',
    request: () => ({ url: 'client-errors', payload: { message: 'x', source: 'access-table' } }),
    expect: all(200, 200),
  },

  // cargo: the search and a cargo's details are public (no demo cargos without places: unknown ids answer 404)
  { endpoint: 'cargo.listCargos', request: () => ({ url: 'cargos?include=contacts' }), expect: all(200, 200) },
  { endpoint: 'cargo.cargoViews', request: () => ({ url: 'v2/cargos/views?view=work' }), expect: all(200) },
  { endpoint: 'cargo.getCargo', request: () => ({ url: 'cargos/999999' }), expect: all(404, 404) },
  { endpoint: 'cargo.cargoPoints', request: () => ({ url: 'v2/cargos/999999/points' }), expect: all(404, 404) },
  { endpoint: 'cargo.cargoPrices', request: () => ({ url: 'v2/cargos/999999/prices' }), expect: all(404, 404) },
  {
    endpoint: 'cargo.responseStatus',
    request: () => ({ url: 'v2/cargos/999999/response-status' }),
    expect: { anonymous: 401, shipper: 403, logist: 403, manager: 403, carrier: 404, security: 403 },
  },
  { endpoint: 'cargo.cargoRoute', request: () => ({ url: 'v2/cargos/routes/999999' }), expect: all(404, 404) },
  { endpoint: 'cargo.cargoStatus', request: () => ({ url: 'cargos/status/999999' }), expect: all(404, 404) },
  { endpoint: 'cargo.addFavorite', request: () => ({ url: 'cargos/999999/favorite' }), expect: all(404) },
  { endpoint: 'cargo.removeFavorite', request: () => ({ url: 'cargos/999999/favorite' }), expect: all(404) },
  { endpoint: 'cargo.requestContact', request: () => ({ url: 'v2/cargos/999999/request-contact' }), expect: all(404) },
  { endpoint: 'cargo.listFilters', request: () => ({ url: 'v2/cargos/filters' }), expect: all(200) },
  { endpoint: 'cargo.createFilter', request: () => ({ url: 'v2/cargos/filters', payload: {} }), expect: all(422) },
  {
    endpoint: 'cargo.updateFilter',
    request: () => ({ url: 'v2/cargos/filters/999999', payload: { name: 'x' } }),
    expect: all(404),
  },
  { endpoint: 'cargo.deleteFilter', request: () => ({ url: 'v2/cargos/filters/999999' }), expect: all(404) },

  // notifications: any signed-in user, each only their own (an unknown id answers 404, so nothing is marked read)
  { endpoint: 'notifications.listNotifications', request: () => ({ url: 'notifications' }), expect: all(200) },
  {
    endpoint: 'notifications.notificationCount',
    request: () => ({ url: 'notifications/count?with_transport=1' }),
    expect: all(200),
  },
  {
    endpoint: 'notifications.readNotification',
    request: () => ({ url: 'notifications/read?id=999999' }),
    expect: all(404),
  },
  // the stream never ends: only the refusal is walked here (the module's tests read the stream itself)
  {
    endpoint: 'notifications.notificationStream',
    request: () => ({ url: 'notifications/stream' }),
    expect: { anonymous: 401 },
  },
]

/** Every row: the foundation's above, then each later area's (tests/server/access/<area>.ts). */
export const accessTable: AccessRow[] = [
  ...foundationRows,
  ...transportAccess.rows,
  ...shipperAccess.rows,
  ...responsesAccess.rows,
  ...externalCarriersAccess.rows,
  ...trucksAccess.rows,
  ...ordersAccess.rows,
  ...helpAccess.rows,
  ...integrationsAccess.rows,
  ...financeAccess.rows,
  ...analyticsAccess.rows,
  ...reviewsAccess.rows,
  ...trackingAccess.rows,
]

/** Extra fixtures of the areas, read from the demo data once per run. */
export const areaFixtures = [
  transportAccess.fixtures,
  shipperAccess.fixtures,
  responsesAccess.fixtures,
  externalCarriersAccess.fixtures,
  ordersAccess.fixtures,
  helpAccess.fixtures,
  integrationsAccess.fixtures,
  analyticsAccess.fixtures,
  reviewsAccess.fixtures,
  trackingAccess.fixtures,
]
