import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints, versionedPath } from '../../src/core/contract'
import { createTestServer, type TestServer } from '../helpers/server'
import { type AccessRow, accessTable, areaFixtures, type Caller, callerLogins, type Fixtures } from './access-table'

describe('access table: endpoint x caller -> status', () => {
  let s: TestServer
  let fixtures: Fixtures
  const tokens: Partial<Record<Caller, string>> = {}

  beforeAll(async () => {
    s = await createTestServer()
    for (const [caller, login] of Object.entries(callerLogins)) tokens[caller as Caller] = await s.login(login)
    const north = await s.db
      .selectFrom('users')
      .select('company_id')
      .where('email', '=', 'shipper@example.com')
      .executeTakeFirstOrThrow()
    const pending = await s.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'pending@example.com')
      .executeTakeFirstOrThrow()
    fixtures = { north: north.company_id!, pendingUser: pending.id }
    for (const load of areaFixtures) Object.assign(fixtures, await load(s.db))
  })
  afterAll(() => s.close())

  it('has a row for every endpoint of the contract, and only for those', () => {
    const rows = new Set(accessTable.map((row) => row.endpoint))
    expect([...rows].sort()).toEqual(Object.keys(endpoints).sort())
  })

  it('declares protected endpoints as refusing anonymous callers with 401', () => {
    for (const row of accessTable) {
      const endpoint = endpoints[row.endpoint]!
      if (endpoint.access !== 'public') expect(row.expect.anonymous, row.endpoint).toBe(401)
    }
  })

  const callers: Caller[] = ['anonymous', 'shipper', 'logist', 'manager', 'carrier', 'security']
  const walk = (row: AccessRow) => async () => {
    const endpoint = endpoints[row.endpoint]!
    const { url, payload } = row.request(fixtures)
    for (const [caller, status] of Object.entries(row.expect) as [Caller, number][]) {
      const res = await s.call({
        // each caller from an address of its own, so that per-address rate limits do not mix the callers up
        remoteAddress: `127.0.0.${callers.indexOf(caller) + 10}`,
        method: endpoint.method,
        url: `/api/${versionedPath(url)}`,
        token: caller === 'anonymous' ? null : tokens[caller],
        ...(payload ? { payload } : {}),
      })
      expect(res.statusCode, `${row.endpoint} as ${caller}: ${res.body.slice(0, 200)}`).toBe(status)
    }
  }
  for (const row of accessTable) it(`${row.endpoint}`, walk(row))
})
