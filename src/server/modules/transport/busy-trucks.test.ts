/**
 * A truck carrying an order is not free for another cargo on the order's days: matching (relevant transport,
 * relevant cargos) and the truck search leave its free windows out from loading to unloading, and for good while the
 * order is late (not unloaded after its unloading day: the truck is still on the way).
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { api } from '../account/testing'
import { places } from '../cargo/testing'
import { signedContract, type World, world } from '../orders/testing'

const KAZAN = places.kazan.id

describe('transport: a truck busy on an order is not offered as free', () => {
  let s: TestServer
  let w: World
  let truck: number
  let window: number
  let cargo: number
  let order: number

  const get = async (who: 'carrier' | 'shipper', path: string) => {
    const res = await s.call({ method: 'GET', url: api(path), token: w.tokens[who] })
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as { data: { id: number; task?: { id: number } }[]; meta: { size: number } }
  }
  const offered = async () => ({
    count: (await get('carrier', `v2/cargos/${cargo}/relevant-transport-count`)).meta.size,
    trucks: (await get('carrier', `v2/cargos/${cargo}/relevant-transport`)).data.length,
    cargos: (await get('carrier', `carrier/transports/${truck}/relevant-cargos?filter[task_id]=${window}`)).data.map(
      (c) => c.id,
    ),
    search: (
      await get(
        'shipper',
        `v2/trucks/search?filter[start_point_id]=${KAZAN}&filter[date_from]=2030-08-01&filter[date_to]=2030-08-10&filter[source]=registered&limit=200`,
      )
    ).data.filter((row) => row.id === window).length,
  })
  const orderIs = (status: string, load: string, unload: string) =>
    sql`update orders set status = ${status}, load_date = ${load}::date, unload_date = ${unload}::date,
      transport = ${JSON.stringify({ transport_id: truck, number: 'К300КК116', trailer_number: null, model: null })}::jsonb
      where id = ${order}`.execute(s.db)

  beforeAll(async () => {
    s = await createTestServer()
    w = await world(s)
    const made = await s.call({
      method: 'POST',
      url: api('carrier/transports'),
      token: w.tokens.carrier,
      payload: { number: 'К300КК116', truck_type_id: 1, capacity: 20, volume: 86, load_type_ids: [1, 2] },
    })
    expect(made.statusCode, made.body).toBe(201)
    truck = made.json().data.id
    window = (
      await w.ok<{ id: number }>(
        'carrier',
        'v2/transports/calendar/add-transport-available',
        {
          transport_id: truck,
          start_date: '2030-08-01',
          end_date: '2030-08-10',
          place_id: KAZAN,
          radius_km: 100,
        },
        201,
      )
    ).id
    cargo = await w.cargo({ load_date_from: '2030-08-05', load_date_to: '2030-08-06', unload_date: '2030-08-08' })
    // another cargo of the shipper, taken by the carrier: its order will carry the truck
    order = (await signedContract(w, { cargo: { load_date_from: '2030-07-20', load_date_to: '2030-07-20' } })).order
    expect(order).toBeGreaterThan(0)
  })
  afterAll(() => s.close())

  it('offers the free truck while its order does not take the cargo’s days', async () => {
    await orderIs('on_way', '2030-07-20', '2030-07-22')
    expect(await offered()).toEqual({ count: 1, trucks: 1, cargos: [cargo], search: 1 })
  })

  it('does not offer it while the order carries it on those days, in the lists and in the counts alike', async () => {
    await orderIs('on_way', '2030-08-04', '2030-08-07')
    expect(await offered()).toEqual({ count: 0, trucks: 0, cargos: [], search: 0 })
    await orderIs('documents', '2030-08-06', '2030-08-09')
    expect(await offered()).toEqual({ count: 0, trucks: 0, cargos: [], search: 0 })
  })

  it('a late order (on the way past its unloading day) holds the truck until it is unloaded', async () => {
    await orderIs('on_way', '2026-01-10', '2026-01-12')
    expect(await offered()).toEqual({ count: 0, trucks: 0, cargos: [], search: 0 })
    await orderIs('unloaded', '2026-01-10', '2026-01-12')
    expect(await offered()).toEqual({ count: 1, trucks: 1, cargos: [cargo], search: 1 })
  })
})
