import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { api, tokenFor } from '../account/testing'

/** The shippers' demo cargos are written only where the places are loaded. */
describe('shipper: demo cargos of the shippers (seed/demo/shipper.ts)', () => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer({ places: true })
  })
  afterAll(() => server.close())

  const list = async (email: string, query: string) => {
    const res = await server.call({
      method: 'GET',
      url: api(`shipper/cargos?${query}`),
      token: await tokenFor(server, email),
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as { data: { stage: string; responsible: { type: string } | null; points: unknown[] }[] }
  }

  it('gives north and ural cargos in every stage, in work with a responsible employee', async () => {
    for (const email of ['shipper@example.com', 'ural@example.com']) {
      for (const stage of ['draft', 'available', 'in_work', 'contract', 'completed', 'cancelled']) {
        const { data } = await list(email, `filter[stage]=${stage}&filter[own]=false`)
        expect(data.length, `${email} ${stage}`).toBeGreaterThan(0)
      }
      const { data } = await list(email, 'tab=in-work')
      expect(data.length).toBeGreaterThan(0)
      for (const cargo of data) expect(cargo.points.length).toBeGreaterThanOrEqual(2)
      expect(data.some((cargo) => cargo.responsible?.type === 'user')).toBe(true)
    }
    for (const email of ['logist@example.com', 'manager@example.com']) {
      expect((await list(email, 'tab=in-work')).data.length, email).toBeGreaterThan(0)
    }
  })

  it('comments on the demo trucks (when the demo fleet has trucks)', async () => {
    const trucks = await server.db.selectFrom('transports').select('id').limit(1).execute()
    const comments = await server.db.selectFrom('cargo_truck_comments').select(['cargo_id', 'content']).execute()
    if (trucks.length > 0) expect(comments.length).toBeGreaterThan(0)
    else expect(comments).toEqual([])
  })
})
