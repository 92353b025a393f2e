/**
 * A remembered answer (modules/caller-answers.ts) is forgotten by a write to any table its cache watches: a table the
 * answer was built from and the cache does not watch would leave the answer stale for its whole life. Every GET call
 * the menu pages of the working day make (bench/day-calls.json, recorded from the pages themselves) that a remembered
 * endpoint serves is made here as its role, on the demo data, inside a read-tables collector (db/read-tables.ts); the
 * tables it read must all be watched by its cache, and every watched table must announce its writes to the other
 * instances (a trigger `<table>_announce_change`).
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import dayCalls from '../../bench/day-calls.json'
import { type DayRole, dayRoles } from '../../bench/lib/day-roles'
import { versionedPath } from '../../src/core/contract/endpoint'
import { readObservers, rememberedEndpoints } from '../../src/server/modules/caller-answers'
import { createTestServer, type TestServer } from '../helpers/server'

/** Remembered calls no page of the day makes (its lists use the tab of `shipper/cargos`), made here too. */
const moreCalls: Record<string, string[]> = { shipper: ['GET v1/shipper/cargos/in-work?limit=20&offset=0'] }

/** The remembered endpoint whose path an address matches (`v1/orders/5?…` → `GET orders/:id`), if any. */
function rememberedFor(address: string): { key: string; tables: readonly string[] } | undefined {
  const path = address.split('?')[0]!
  for (const [key, tables] of rememberedEndpoints) {
    const [method, pattern] = key.split(' ') as [string, string]
    if (method !== 'GET') continue
    const shape = new RegExp(`^${versionedPath(pattern).replace(/:\w+/g, '[^/]+')}$`)
    if (shape.test(path)) return { key, tables }
  }
  return undefined
}

describe('every remembered answer watches the tables it reads', () => {
  let s: TestServer
  let tables: Set<string>
  let announced: Set<string>
  beforeAll(async () => {
    s = await createTestServer({ places: true })
    const rows = await sql<{
      name: string
    }>`select tablename as name from pg_tables where schemaname = 'public'`.execute(s.db)
    tables = new Set(rows.rows.map((row) => row.name))
    const triggers = await sql<{
      name: string
    }>`select tgname as name from pg_trigger where tgname like '%_announce_change'`.execute(s.db)
    announced = new Set(triggers.rows.map((row) => row.name.replace(/_announce_change$/, '')))
  })
  afterAll(() => s.close())

  it('each recorded call of a remembered endpoint, as its role', async () => {
    const checked = new Set<string>()
    const problems: string[] = []
    for (const [role, pages] of Object.entries(dayCalls as Record<string, { page: string; calls: string[] }[]>)) {
      const token = await s.login(dayRoles[role as DayRole])
      for (const calls of [...pages.map((page) => page.calls), moreCalls[role] ?? []]) {
        for (const call of calls) {
          const [method, address] = call.split(' ') as [string, string]
          const remembered = method === 'GET' ? rememberedFor(address) : undefined
          if (!remembered) continue
          checked.add(remembered.key)
          const names = new Set<string>()
          const observe = (endpoint: string, read: ReadonlySet<string>) => {
            if (endpoint === remembered.key) for (const name of read) names.add(name)
          }
          readObservers.add(observe)
          const result = await s.call({ method: 'GET', url: `/api/${address}`, token }).finally(() => {
            readObservers.delete(observe)
          })
          expect(result.statusCode, `${role} ${address}: ${result.body.slice(0, 200)}`).toBe(200)
          if (process.env.SHOW_TABLES) console.log(remembered.key, [...names].join(','))
          for (const name of names) {
            if (!tables.has(name)) continue
            if (!remembered.tables.includes(name)) problems.push(`${remembered.key} reads ${name} (${role} ${address})`)
          }
        }
      }
    }
    expect([...new Set(problems)].sort()).toEqual([])
    // every remembered endpoint is met by some page of the day: a new one is checked as soon as a page calls it
    expect([...checked].sort()).toEqual([...rememberedEndpoints.keys()].filter((k) => k.startsWith('GET ')).sort())
    for (const [key, watched] of rememberedEndpoints) {
      for (const table of watched) expect(announced, `${key}: ${table} announces its writes`).toContain(table)
    }
  })
})
