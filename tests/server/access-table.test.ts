import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Endpoint, endpoints, versionedPath } from '../../src/core/contract'
import { pathParams, shapeOf } from '../helpers/contract-shapes'
import { undeclaredStatuses } from '../helpers/declared-statuses'
import { createTestServer, type TestServer } from '../helpers/server'
import {
  type AccessRow,
  accessTable,
  areaFixtures,
  type Caller,
  callerLogins,
  derivedCallerLogins,
  type Fixtures,
} from './access-table'

type Walker = Caller | keyof typeof derivedCallerLogins

/** What the contract alone says a caller gets: 401 or 403 when its roles are not let in, otherwise "let through". */
function declared(endpoint: Endpoint, roles: readonly string[] | null): 401 | 403 | 'through' {
  if (endpoint.access === 'public') return 'through'
  if (roles === null) return 401
  if (endpoint.access === 'user') return 'through'
  return endpoint.access.some((role) => roles.includes(role)) ? 'through' : 403
}

/**
 * A request for an endpoint no row describes, built from its schemas: unknown ids (999999) for id parameters, the
 * first value for enum parameters, and an empty JSON body, so a caller let through meets a 404 or a 422.
 */
function genericRequest(endpoint: Endpoint): { url: string; payload?: object } {
  const params = endpoint.params ? shapeOf(endpoint.params) : undefined
  let url = endpoint.path
  for (const name of pathParams(endpoint.path)) {
    const shape = params?.kind === 'object' ? params.fields[name]?.shape : undefined
    url = url.replace(`:${name}`, shape?.kind === 'enum' ? String(shape.values[0]) : '999999')
  }
  return endpoint.method === 'GET' ? { url } : { url, payload: {} }
}

/** Rows that must not be walked by the generated part (signing out ends the walker's sessions; the stream never ends). */
const anonymousOnly = new Set(['auth.logout', 'notifications.notificationStream'])

describe('access table: endpoint x caller -> status, walked from the contract', () => {
  let s: TestServer
  let fixtures: Fixtures
  const tokens: Partial<Record<Walker, string>> = {}
  const roles: Partial<Record<Walker, readonly string[]>> = { anonymous: [] }
  const counts = { requests: 0, rows: 0, generated: 0 }
  // FX_ACCESS_ROWS=0 walks every endpoint as if it had no row: what a new endpoint gets (a check of the generator)
  const rowOf = new Map(process.env.FX_ACCESS_ROWS === '0' ? [] : accessTable.map((row) => [row.endpoint, row]))
  const walkers: Walker[] = ['anonymous', ...(Object.keys(callerLogins) as Caller[])]
  const derivedWalkers = Object.keys(derivedCallerLogins) as (keyof typeof derivedCallerLogins)[]

  beforeAll(async () => {
    s = await createTestServer()
    for (const [caller, login] of Object.entries({ ...callerLogins, ...derivedCallerLogins })) {
      const token = await s.login(login)
      tokens[caller as Walker] = token
      const me = await s.call({ method: 'GET', url: '/api/v1/me', token })
      roles[caller as Walker] = me.json().data.roles
    }
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
  afterAll(async () => {
    console.log(
      `access table (${s.kind}): ${Object.keys(endpoints).length} endpoints (${counts.rows} with a row, ` +
        `${counts.generated} generated from the contract), ${counts.requests} requests`,
    )
    await s.close()
  })

  it('names only endpoints of the contract', () => {
    const unknown = accessTable.map((row) => row.endpoint).filter((name) => !(name in endpoints))
    expect(unknown).toEqual([])
  })

  it('expects of each row what the contract declares: 401/403 for callers its roles do not let in', () => {
    for (const row of accessTable) {
      const endpoint = endpoints[row.endpoint]!
      for (const [caller, status] of Object.entries(row.expect) as [Caller, number][]) {
        const rule = declared(endpoint, caller === 'anonymous' ? null : (roles[caller] ?? []))
        // (a caller the roles let in may still be refused by the company check: 403 or 404 there is the row's word)
        if (rule !== 'through') expect(status, `${row.endpoint} as ${caller}`).toBe(rule)
      }
    }
  })

  const callers: Walker[] = [...walkers, ...derivedWalkers]
  const send = async (name: string, caller: Walker, request: { url: string; payload?: object }) => {
    const endpoint = endpoints[name]!
    counts.requests++
    return s.call({
      // each caller from an address of its own, so that per-address rate limits do not mix the callers up
      remoteAddress: `127.0.0.${callers.indexOf(caller) + 10}`,
      method: endpoint.method,
      url: `/api/${versionedPath(request.url)}`,
      token: caller === 'anonymous' ? null : tokens[caller],
      ...(request.payload ? { payload: request.payload } : {}),
    })
  }

  const walk = (name: string, endpoint: Endpoint, row: AccessRow | undefined) => async () => {
    if (row) counts.rows++
    else counts.generated++
    const request = row ? row.request(fixtures) : genericRequest(endpoint)
    // the row's own statuses, exactly
    for (const [caller, status] of Object.entries(row?.expect ?? {}) as [Caller, number][]) {
      const res = await send(name, caller, request)
      expect(res.statusCode, `${name} as ${caller}: ${res.body.slice(0, 200)}`).toBe(status)
    }
    // every other caller (all of them when there is no row): what the contract declares, never a 2xx past its
    // roles, never a 5xx
    const others = anonymousOnly.has(name)
      ? (['anonymous'] as Walker[]).filter((c) => !(row && c in row.expect))
      : callers.filter((c) => !(row && c in row.expect))
    for (const caller of others) {
      const res = await send(name, caller, request)
      const what = `${name} as ${caller} (${row ? 'beside its row' : 'no row: generated'}): ${res.body.slice(0, 200)}`
      const rule = declared(endpoint, caller === 'anonymous' ? null : (roles[caller] ?? []))
      if (rule !== 'through') expect(res.statusCode, what).toBe(rule)
      else expect(res.statusCode, what).toBeLessThan(500)
    }
  }
  for (const [name, endpoint] of Object.entries(endpoints)) it(name, walk(name, endpoint, rowOf.get(name)))

  it('met only statuses the OpenAPI document declares for each operation', () => {
    expect(undeclaredStatuses(s)).toEqual([])
  })
})
