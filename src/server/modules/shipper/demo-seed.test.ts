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

  it('dates available demo cargos around today: none loading in the past but three expired ones of shipper@', async () => {
    const today = new Date().toISOString().slice(0, 10)
    const past = await server.db
      .selectFrom('cargos as c')
      .innerJoin('users as u', 'u.id', 'c.created_by')
      .select(['c.id', 'u.email'])
      .where('c.stage', '=', 'available')
      .where('c.load_date_to', '<', today)
      .execute()
    expect(past.map((row) => row.email)).toEqual(['shipper@example.com', 'shipper@example.com', 'shipper@example.com'])
    const token = await tokenFor(server, 'shipper@example.com')
    for (const { id } of past) {
      const res = await server.call({ method: 'GET', url: api(`shipper/cargos/${id}`), token })
      expect(res.json().data.expired, `cargo ${id}`).toBe(true)
    }
    const search = await server.call({ method: 'GET', url: api('cargos?sort=load_date&limit=1') })
    expect(search.json().data[0].load_date_to >= today).toBe(true)
  })

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
