import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { orderStatuses } from '../../../core/contract/orders'
import { api, tokenFor } from '../account/testing'

/** The demo orders are written only where the demo cargos are (places loaded). */
describe('orders: demo data (seed/demo/orders.ts)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer({ places: true })
  })
  afterAll(() => server.close())

  it('has orders in every state, with timelines, scans and notifications that name them', async () => {
    const rows = await server.db.selectFrom('orders').select(['id', 'status', 'contract_id']).execute()
    const states = new Set(rows.map((row) => row.status))
    for (const status of orderStatuses) expect(states, status).toContain(status)
    // every signed contract has its order
    const signed = await server.db.selectFrom('contracts').select('id').where('status', '=', 'signed').execute()
    const withOrder = new Set(rows.map((row) => row.contract_id))
    for (const k of signed) expect(withOrder).toContain(k.id)
    const scans = await server.db.selectFrom('order_documents').select(['status']).execute()
    expect(new Set(scans.map((s) => s.status))).toEqual(new Set(['uploaded', 'approved', 'rejected']))
    // the shipper sees them through the API: one on the way is late
    const token = await tokenFor(server, 'shipper@example.com')
    const onWay = await server.call({
      method: 'GET',
      url: api('v2/cargo-flow/shipper/orders?filter[view]=on_way'),
      token,
    })
    expect(onWay.json().data.some((o: { late: boolean; status: string }) => o.status === 'on_way' && o.late)).toBe(true)
    const carrier = await tokenFor(server, 'carrier@example.com')
    // the carrier's orders, every page (the finance and analytics histories add many closed ones)
    const mine: { missing: string[] }[] = []
    for (let offset = 0; ; offset += 100) {
      const page = (
        await server.call({ method: 'GET', url: api(`carrier/orders?limit=100&offset=${offset}`), token: carrier })
      ).json()
      mine.push(...page.data)
      if (page.data.length < 100) break
    }
    expect(mine.some((o) => o.missing.includes('rejected_scan'))).toBe(true)
    // the notifications link to orders that exist
    const links = await server.db.selectFrom('notifications').select('link').where('type', '=', 'order').execute()
    expect(links.length).toBeGreaterThan(0)
    const ids = new Set(rows.map((row) => `/cargos/orders/${row.id}`))
    for (const { link } of links) expect(ids).toContain(link)
  })
})
