import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { api, companyId, fieldErrorsOf, inBothLanguages, tokenFor } from '../account/testing'
import { insertCargo, insertPlaces, places } from '../cargo/testing'

/**
 * A small fleet of the demo expeditor company (which has no demo trucks) over 2031-03-01..10 (10 days):
 * - truck A: available in Kazan (2 days inside), a trip to Moscow (3 days, cargo 1: contract 50 000 ₽ over a winning
 *   response of 49 000 ₽), ready in Moscow (2), a trip to Nizhny Novgorod running past the period (3 inside,
 *   cargo 2: accepted response 30 000 ₽); 719 + 402 km;
 * - truck B: a trip from before the period (1 day inside; its cargo started before: not counted), a day's trip
 *   taking a shipper's offer of 15 000 ₽ (cargo 3), and a day's trip with cargo 4, which another carrier won
 *   (its price is not ours: unknown); no places before the last, so no kilometres.
 */
describe('transport: transport analytics (GET v2/transports/analytics)', () => {
  let s: TestServer
  const t: Record<string, string> = {}
  let truckA: number
  let truckB: number
  const period = 'from=2031-03-01&to=2031-03-10'

  const call = (path: string, token?: string | null) => s.call({ method: 'GET', url: api(path), token })

  beforeAll(async () => {
    s = await createTestServer()
    await insertPlaces(s)
    for (const name of ['expeditor', 'carrier', 'shipper', 'logist', 'security']) {
      t[name] = await tokenFor(s, `${name}@example.com`)
    }
    const expeditor = await companyId(s, 'expeditor@example.com')
    const siberia = await companyId(s, 'siberia@example.com')
    const north = await companyId(s, 'shipper@example.com')
    const truck = async (number: string) => {
      const res = await s.call({
        method: 'POST',
        url: api('carrier/transports'),
        token: t.expeditor,
        payload: { number, truck_type_id: 1, capacity: 20 },
      })
      expect(res.statusCode).toBe(201)
      return res.json().data.id as number
    }
    truckA = await truck('А100АА116')
    truckB = await truck('В200ВВ116')
    const cargo = () =>
      insertCargo(s, north, { stage: 'in_work', load_date_from: '2031-03-01', load_date_to: '2031-03-10' })
    const [c1, c2, c3, c4, c0] = [await cargo(), await cargo(), await cargo(), await cargo(), await cargo()]
    const task = async (
      transport_id: number,
      type: 'busy' | 'available' | 'ready',
      start_date: string,
      end_date: string,
      place: keyof typeof places | null,
      cargo_id: number | null = null,
    ) => {
      const row = await s.db
        .insertInto('transport_tasks')
        .values({
          company_id: expeditor,
          transport_id,
          type,
          start_date,
          end_date,
          place_id: place === null ? null : places[place].id,
          radius_km: 50,
          cargo_id,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    }
    const response = async (cargo_id: number, company_id: number, status: string, price: number) => {
      const row = await s.db
        .insertInto('cargo_responses')
        .values({ cargo_id, company_id, status, price })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    }
    const contract = async (cargo_id: number, carrier: number, price: number) => {
      await s.db
        .insertInto('contracts')
        .values({
          response_id: await response(cargo_id, carrier, 'contract', price - 100_000),
          cargo_id,
          shipper_company_id: north,
          carrier_company_id: carrier,
          status: 'signed',
          price,
        })
        .execute()
    }
    await task(truckA, 'available', '2031-02-25', '2031-03-02', 'kazan')
    await task(truckA, 'busy', '2031-03-03', '2031-03-05', 'moscow', c1)
    await contract(c1, expeditor, 5_000_000)
    await task(truckA, 'ready', '2031-03-06', '2031-03-07', 'moscow')
    await task(truckA, 'busy', '2031-03-08', '2031-03-12', 'nizhny', c2)
    await response(c2, expeditor, 'accepted', 3_000_000)
    await task(truckB, 'busy', '2031-02-27', '2031-03-01', null, c0)
    await response(c0, expeditor, 'accepted', 9_900_000)
    const offered = await task(truckB, 'busy', '2031-03-05', '2031-03-05', null, c3)
    await s.db
      .insertInto('transport_task_responses')
      .values({ task_id: offered, cargo_id: c3, company_id: north, price: 1_500_000, status: 'selected' })
      .execute()
    await task(truckB, 'busy', '2031-03-09', '2031-03-09', 'kazan', c4)
    await contract(c4, siberia, 7_000_000)
  })
  afterAll(() => s.close())

  it('answers days, kilometres and revenue per truck and in total', async () => {
    const res = await call(`v2/transports/analytics?${period}`, t.expeditor)
    expect(res.statusCode).toBe(200)
    const { data } = res.json()
    expect(data).toMatchObject({ from: '2031-03-01', to: '2031-03-10', days: 10 })
    expect(data.trucks).toEqual([
      {
        transport: { id: truckA, number: 'А100АА116', trailer_number: null },
        busy: 6,
        empty: 4,
        idle: 0,
        km: 1121,
        revenue: [{ currency: 'RUB', amount: 8_000_000 }],
        cargos: 2,
        unknown_prices: 0,
      },
      {
        transport: { id: truckB, number: 'В200ВВ116', trailer_number: null },
        busy: 3,
        empty: 0,
        idle: 7,
        km: 0,
        revenue: [{ currency: 'RUB', amount: 1_500_000 }],
        cargos: 2,
        unknown_prices: 1,
      },
    ])
    expect(data.totals).toEqual({
      busy: 9,
      empty: 4,
      idle: 7,
      km: 1121,
      revenue: [{ currency: 'RUB', amount: 9_500_000 }],
      cargos: 4,
      unknown_prices: 1,
    })
  })

  it('a one-day period before any task: every truck idle, nothing earned', async () => {
    const res = await call('v2/transports/analytics?from=2031-01-01&to=2031-01-01', t.expeditor)
    expect(res.statusCode).toBe(200)
    const { data } = res.json()
    expect(data.days).toBe(1)
    expect(data.totals).toEqual({ busy: 0, empty: 0, idle: 2, km: 0, revenue: [], cargos: 0, unknown_prices: 0 })
  })

  it('refuses bad periods with clear messages in Russian and English', async () => {
    const cases: [string, Record<string, string[]>, Record<string, string[]>][] = [
      [
        'from=2031-03-10&to=2031-03-01',
        { to: ['Конец периода не может быть раньше его начала'] },
        { to: ['The end of the period cannot be before its start'] },
      ],
      [
        'from=2030-01-01&to=2031-01-02',
        { to: ['Период не может быть длиннее 366 дней'] },
        { to: ['The period cannot be longer than 366 days'] },
      ],
      ['to=2031-03-01', { from: ['Обязательное поле'] }, { from: ['This field is required'] }],
      ['from=2031-02-30&to=2031-03-01', { from: ['Неверный формат'] }, { from: ['Invalid format'] }],
    ]
    for (const [query, ru, en] of cases) {
      const answers = await inBothLanguages(s, {
        method: 'GET',
        url: api(`v2/transports/analytics?${query}`),
        token: t.expeditor,
      })
      expect(answers.ru.statusCode, query).toBe(422)
      expect(fieldErrorsOf(answers.ru), query).toEqual(ru)
      expect(fieldErrorsOf(answers.en), query).toEqual(en)
    }
    // a leap year's 366 days are allowed
    expect((await call('v2/transports/analytics?from=2032-01-01&to=2032-12-31', t.expeditor)).statusCode).toBe(200)
  })

  it('refuses shippers, security and anonymous callers', async () => {
    for (const who of ['shipper', 'logist', 'security']) {
      expect((await call(`v2/transports/analytics?${period}`, t[who])).statusCode, who).toBe(403)
    }
    expect((await call(`v2/transports/analytics?${period}`, null)).statusCode).toBe(401)
  })

  it("shows each company only its own trucks, and another company's prices never count", async () => {
    const res = await call(`v2/transports/analytics?${period}`, t.carrier)
    expect(res.statusCode).toBe(200)
    const ids = res.json().data.trucks.map((row: { transport: { id: number } }) => row.transport.id)
    expect(ids.length).toBeGreaterThan(0)
    expect(ids).not.toContain(truckA)
    expect(ids).not.toContain(truckB)
  })
})
