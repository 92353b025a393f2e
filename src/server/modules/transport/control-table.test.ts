import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { type ControlRow, controlStateOf } from '../../../core/contract/transport'
import { api, companyId, tokenFor } from '../account/testing'
import { controlTablePage } from './control-table-repository'

describe('controlStateOf: where a task stands and what comes next', () => {
  const today = '2031-05-10'
  it('reads the dates against today and the type', () => {
    expect(controlStateOf({ type: 'busy', start_date: '2031-05-11', end_date: '2031-05-12' }, today)).toEqual({
      status: 'planned',
      next_step: 'load',
    })
    expect(controlStateOf({ type: 'busy', start_date: '2031-05-10', end_date: '2031-05-12' }, today)).toEqual({
      status: 'in_progress',
      next_step: 'unload',
    })
    expect(controlStateOf({ type: 'busy', start_date: '2031-05-01', end_date: '2031-05-09' }, today)).toEqual({
      status: 'done',
      next_step: 'none',
    })
    expect(controlStateOf({ type: 'available', start_date: '2031-05-10', end_date: '2031-05-10' }, today)).toEqual({
      status: 'in_progress',
      next_step: 'confirm_ready',
    })
    expect(controlStateOf({ type: 'ready', start_date: '2031-05-20', end_date: '2031-05-21' }, today).next_step).toBe(
      'find_cargo',
    )
  })
})

describe('transport: the control table (GET v2/transports/control-table)', () => {
  let s: TestServer
  const t: Record<string, string> = {}
  let volga: number
  let north: number

  const get = async (who: string, query = '') => {
    const res = await s.call({ method: 'GET', url: api(`v2/transports/control-table${query}`), token: t[who] })
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as { data: ControlRow[]; meta: { size: number } }
  }

  beforeAll(async () => {
    // the demo's trips carry cargos between real cities: the places are needed
    s = await createTestServer({ places: true })
    for (const name of ['carrier', 'shipper', 'logist']) t[name] = await tokenFor(s, `${name}@example.com`)
    volga = await companyId(s, 'carrier@example.com')
    north = await companyId(s, 'shipper@example.com')
  })
  afterAll(() => s?.close())

  it("a carrier reads its own trucks' tasks, with truck, driver and route, the demo fills it", async () => {
    const { data, meta } = await get('carrier', '?limit=500')
    const own = await s.db
      .selectFrom('transport_tasks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('company_id', '=', volga)
      .executeTakeFirstOrThrow()
    expect(meta.size).toBe(Number(own.n))
    expect(meta.size).toBeGreaterThan(20)
    expect(data.every((row) => row.carrier.id === volga)).toBe(true)
    expect(data.some((row) => row.driver !== null && row.transport.number.length > 0)).toBe(true)
    const trip = data.find((row) => row.cargo !== null)
    expect(trip?.cargo?.start).toBeTruthy()
    expect(trip?.cargo?.finish).toBeTruthy()
  })

  it('a shipper and its logistician read the tasks carrying the company cargos, none else', async () => {
    for (const who of ['shipper', 'logist']) {
      const { data, meta } = await get(who, '?limit=500')
      expect(meta.size).toBeGreaterThan(0)
      const cargoIds = data.map((row) => row.cargo?.id ?? 0)
      const owners = await s.db.selectFrom('cargos').select('company_id').where('id', 'in', cargoIds).execute()
      expect(owners.length).toBe(new Set(cargoIds).size)
      expect(owners.every((row) => row.company_id === north)).toBe(true)
    }
  })

  it('filters by status (the same rule as controlStateOf), type, number and days', async () => {
    const today = '2031-05-10'
    const page = (filter: object, sort = 'start_date' as const) =>
      controlTablePage(s.db, { carrier: volga }, { limit: 500, offset: 0, sort, filter }, 'ru', today)
    // demo tasks lie around the real today: against 2031 they are all done
    const done = await page({ status: 'done' })
    const all = await page({})
    expect(done.meta.size).toBe(all.meta.size)
    expect((await page({ status: 'planned' })).meta.size).toBe(0)
    const real = (filter: object) =>
      controlTablePage(s.db, { carrier: volga }, { limit: 500, offset: 0, sort: 'start_date', filter }, 'ru')
    for (const status of ['planned', 'in_progress', 'done'] as const) {
      const rows = (await real({ status })).data
      expect(rows.every((row) => row.status === status)).toBe(true)
    }
    const busy = (await page({ type: 'busy' })).data
    expect(busy.length).toBeGreaterThan(0)
    expect(busy.every((row) => row.type === 'busy')).toBe(true)
    const plate = all.data[0]?.transport.number.slice(0, 4) ?? ''
    const byPlate = (await page({ number: plate })).data
    expect(byPlate.length).toBeGreaterThan(0)
    expect(byPlate.every((row) => row.transport.number.includes(plate))).toBe(true)
    const from = all.data[Math.floor(all.data.length / 2)]?.start_date ?? today
    const inDays = (await page({ start_date: from, end_date: from })).data
    expect(inDays.every((row) => row.start_date <= from && row.end_date >= from)).toBe(true)
  })

  it('sorts by dates, number and driver, both ways, and pages', async () => {
    const page = (sort: 'start_date' | '-end_date' | 'number' | '-driver', offset = 0, limit = 500) =>
      controlTablePage(s.db, { carrier: volga }, { limit, offset, sort }, 'en')
    const starts = (await page('start_date')).data.map((row) => row.start_date)
    expect(starts).toEqual([...starts].sort())
    const ends = (await page('-end_date')).data.map((row) => row.end_date)
    expect(ends).toEqual([...ends].sort().reverse())
    const numbers = (await page('number')).data.map((row) => row.transport.number)
    expect(numbers).toEqual([...numbers].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    const first = await page('start_date', 0, 5)
    const second = await page('start_date', 5, 5)
    expect(new Set([...first.data, ...second.data].map((row) => row.id)).size).toBe(10)
  })

  it('refuses an unknown sort or filter field, and days out of order', async () => {
    for (const query of [
      '?sort=price',
      '?filter[colour]=red',
      '?filter[start_date]=2031-05-10&filter[end_date]=2031-05-01',
    ]) {
      const res = await s.call({ method: 'GET', url: api(`v2/transports/control-table${query}`), token: t.carrier })
      expect(res.statusCode, query).toBe(422)
    }
  })
})
