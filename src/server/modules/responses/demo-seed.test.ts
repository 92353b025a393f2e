import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { api, tokenFor } from '../account/testing'

/** The demo responses are written only where the demo cargos are (places loaded). */
describe('responses: demo data (seed/demo/responses.ts)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer({ places: true })
  })
  afterAll(() => server.close())

  it('has offers from three carriers, a running auction, a pending check and contracts, readable through the API', async () => {
    const statuses = await server.db
      .selectFrom('cargo_responses')
      .select(['status', server.db.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute()
    const count = (status: string) => Number(statuses.find((row) => row.status === status)?.n ?? 0)
    expect(count('new')).toBeGreaterThanOrEqual(5)
    expect(count('wait_security_check')).toBe(1)
    expect(count('security_approved')).toBe(1)
    // two here, and the seven live or closed demo orders' (seed/demo/orders.ts); the finance and analytics demo
    // histories add contracted responses of their own
    expect(count('contract')).toBeGreaterThanOrEqual(2 + 7)
    const auction = await server.db.selectFrom('cargo_auctions').selectAll().executeTakeFirstOrThrow()
    expect(auction.status).toBe('running')
    expect(new Date(auction.ends_at).getTime()).toBeGreaterThan(Date.now())

    const shipper = await tokenFor(server, 'shipper@example.com')
    const list = (
      await server.call({ method: 'GET', url: api('v2/cargos/responses?limit=100'), token: shipper })
    ).json()
    expect(list.meta.size).toBeGreaterThanOrEqual(10)
    const security = await tokenFor(server, 'security@example.com')
    const queue = (await server.call({ method: 'GET', url: api('orders/security'), token: security })).json()
    expect(queue.meta.size).toBe(1)
    // these two, and the demo orders' contracts (seed/demo/orders.ts): signed, completed with a closed order,
    // cancelled with a cancelled one (the analytics history's completed ones fill the first pages, so by status)
    for (const status of ['pending_shipper', 'signed', 'completed', 'cancelled']) {
      const contracts = (
        await server.call({ method: 'GET', url: api(`v2/contracts?filter[status]=${status}`), token: shipper })
      ).json()
      expect(contracts.data.length, status).toBeGreaterThan(0)
    }
    const carrier = await tokenFor(server, 'carrier@example.com')
    const work = (await server.call({ method: 'GET', url: api('carrier/cargos/work'), token: carrier })).json()
    // one here, and the six demo orders under way (seed/demo/orders.ts); the finance demo adds trips of its own
    expect(work.meta.size).toBeGreaterThanOrEqual(1 + 6)
    const free = (await server.call({ method: 'GET', url: api('carrier/cargos/free'), token: carrier })).json()
    expect(free.meta.size).toBeGreaterThan(100)
    const notes = await server.db
      .selectFrom('notifications')
      .select(server.db.fn.countAll<number>().as('n'))
      .where('type', 'in', ['cargo_response', 'security_decision', 'contract'])
      .executeTakeFirstOrThrow()
    expect(Number(notes.n)).toBeGreaterThan(20)
  })
})

/** Every demo notification names rows that exist and links to its own item. */
describe('demo notifications (seed/demo/notifications.ts, seed/demo/responses.ts)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer({ places: true })
  })
  afterAll(() => server.close())

  it('name existing companies, trucks, drivers, cargos and responses, and link to the item', async () => {
    const rows = await server.db
      .selectFrom('notifications as n')
      .innerJoin('users as u', 'u.id', 'n.user_id')
      .select(['n.title_key', 'n.params', 'n.link', 'u.email'])
      .execute()
    const emails = new Set(rows.map((row) => row.email))
    for (const email of ['shipper@example.com', 'carrier@example.com', 'security@example.com'])
      expect(emails.has(email), email).toBe(true)
    const companies = new Set((await server.db.selectFrom('companies').select('name').execute()).map((c) => c.name))
    const trucks = new Set((await server.db.selectFrom('transports').select('number').execute()).map((t) => t.number))
    const drivers = new Set((await server.db.selectFrom('drivers').select('name').execute()).map((d) => d.name))
    const exists = async (table: 'cargos' | 'cargo_responses', id: number) =>
      (await server.db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined
    for (const row of rows) {
      const params = row.params as Record<string, unknown>
      const what = `${row.email} ${row.title_key} ${JSON.stringify(params)} ${row.link}`
      for (const key of ['carrier', 'shipper'] as const)
        if (typeof params[key] === 'string') expect(companies.has(params[key]), what).toBe(true)
      if (typeof params.truck === 'string') expect(trucks.has(params.truck), what).toBe(true)
      if (typeof params.driver === 'string') expect(drivers.has(params.driver), what).toBe(true)
      if (typeof params.cargo === 'number') expect(await exists('cargos', params.cargo), what).toBe(true)
      if (typeof params.price === 'string') throw new Error(`money stored as text: ${what}`)
      // each kind opens its item, not a list
      expect(row.link ?? '', what).not.toMatch(/^\/cargos\/(responses|contracts)$|^\/security$/)
      const cargo = /^\/cargos\/details\/(\d+)$/.exec(row.link ?? '')
      if (cargo) expect(await exists('cargos', Number(cargo[1])), what).toBe(true)
      const response = /[?&](?:response|check)=(\d+)$/.exec(row.link ?? '')
      if (response) expect(await exists('cargo_responses', Number(response[1])), what).toBe(true)
    }
    expect(rows.some((row) => row.email === 'security@example.com' && row.link?.startsWith('/security?check='))).toBe(
      true,
    )
  })
})
