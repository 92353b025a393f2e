import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { addDays, isoDay, weekday } from '../../../core/contract/days'
import { DEMO_FAVORITES_PER_CARRIER } from '../../seed/demo/favorites'
import { seedManyTransports } from '../../seed/demo/transport'
import { api, companyId, tokenFor } from '../account/testing'

const KAZAN = 551487

describe('transport: the demo fleet (with places and demo cargos) and the benchmark fleet', () => {
  let s: TestServer
  const t: Record<string, string> = {}

  beforeAll(async () => {
    s = await createTestServer({ places: true })
    for (const name of ['carrier', 'siberia', 'petrov', 'shipper', 'expeditor']) {
      t[name] = await tokenFor(s, `${name}@example.com`)
    }
  })
  afterAll(() => s.close())

  const get = (path: string, token?: string) => s.call({ method: 'GET', url: api(path), token })

  it("stars a few cargos for each carrier, still loading, not the carrier's own", async () => {
    const starred: number[] = []
    for (const name of ['carrier', 'siberia', 'petrov']) {
      const list = await get(`cargos?filter[favorite]=true&limit=50`, t[name])
      expect(list.statusCode).toBe(200)
      const cargos = list.json().data as { id: number; load_date_from: string }[]
      expect(cargos).toHaveLength(DEMO_FAVORITES_PER_CARRIER)
      for (const cargo of cargos) expect(cargo.load_date_from >= isoDay(new Date())).toBe(true)
      starred.push(...cargos.map((cargo) => cargo.id))
    }
    expect(new Set(starred).size).toBe(starred.length)
  })

  it('gives each carrier 3 to 8 trucks with drivers and trailers, and a calendar that looks alive', async () => {
    const sizes: number[] = []
    for (const name of ['carrier', 'siberia', 'petrov']) {
      const calendar = await get('carrier/transports/tasks?limit=50', t[name])
      expect(calendar.statusCode).toBe(200)
      const { data, meta } = calendar.json()
      sizes.push(meta.size)
      for (const row of data) {
        expect(row.transport.driver).not.toBeNull()
        expect(row.tasks.length).toBeGreaterThan(3)
      }
      const types = new Set(
        data.flatMap((row: { tasks: { display_type: string }[] }) => row.tasks.map((k) => k.display_type)),
      )
      expect(types).toEqual(new Set(['busy', 'arrival', 'available', 'ready']))
    }
    expect(sizes).toEqual([8, 5, 3])
  })

  it('has two Volga trucks available in Kazan all next week, with cargos to match', async () => {
    const today = isoDay(new Date())
    const day = weekday(today)
    const monday = addDays(today, ((8 - day) % 7) + (day === 1 ? 7 : 0))
    const rows = await s.db
      .selectFrom('transport_tasks')
      .select(['id', 'transport_id'])
      .where('place_id', '=', KAZAN)
      .where('type', '=', 'available')
      .where('start_date', '=', monday)
      .where('company_id', '=', await companyId(s, 'carrier@example.com'))
      .execute()
    expect(rows).toHaveLength(2)
    // the curtainsider finds cargos from around Kazan next week
    let found = 0
    for (const row of rows) {
      const res = await get(
        `carrier/transports/${row.transport_id}/relevant-cargos?filter[task_id]=${row.id}`,
        t.carrier,
      )
      expect(res.statusCode).toBe(200)
      found += res.json().meta.size
    }
    expect(found).toBeGreaterThan(0)
    // and an offer from the north shipper waits on one of them
    const offers = await get('v2/transports/transport-task-response/list', t.carrier)
    expect(offers.json().meta.size).toBeGreaterThanOrEqual(1)
  })

  it("counts last week's carried cargos as the Volga fleet's revenue in the analytics", async () => {
    const to = isoDay(new Date())
    const from = addDays(to, -7)
    const res = await get(`v2/transports/analytics?from=${from}&to=${to}`, t.carrier)
    expect(res.statusCode).toBe(200)
    const { totals, trucks } = res.json().data
    expect(trucks).toHaveLength(8)
    expect(totals.cargos).toBeGreaterThan(0)
    expect(totals.revenue[0].amount).toBeGreaterThan(0)
    expect(totals.km).toBeGreaterThan(0)
  })

  it('gives every truck a past of round trips, so the last month and the last 90 days have work to show', async () => {
    const to = isoDay(new Date())
    const from = addDays(to, -29)
    for (const name of ['carrier', 'siberia', 'petrov']) {
      const res = await get(`v2/transports/analytics?from=${from}&to=${to}`, t[name])
      expect(res.statusCode).toBe(200)
      const { days, trucks } = res.json().data as { days: number; trucks: { busy: number; idle: number }[] }
      expect(days).toBe(30)
      // before the past was seeded every truck stood idle 23-25 of these 30 days
      for (const truck of trucks) {
        expect(truck.idle).toBeLessThanOrEqual(10)
        expect(truck.busy).toBeGreaterThanOrEqual(10)
      }
    }
    // the regular routes' 90 days: trips completed two and three months ago, on every truck
    const old = await s.db
      .selectFrom('transport_tasks')
      .select(['transport_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('type', '=', 'busy')
      .where('start_date', '>=', addDays(to, -91))
      .where('end_date', '<', addDays(to, -30))
      .groupBy('transport_id')
      .execute()
    expect(old).toHaveLength(16)
    for (const row of old) expect(Number(row.n)).toBeGreaterThanOrEqual(6)
  })

  it('shows the north shipper the Volga trucks carrying its cargos, and their free windows to offer a cargo to', async () => {
    const res = await get('v2/transports/calendar/assigned?limit=50', t.shipper)
    expect(res.statusCode).toBe(200)
    expect(res.json().meta.size).toBeGreaterThanOrEqual(1)
    const tasks = res.json().data.flatMap((row: { tasks: { type: string; cargo: unknown }[] }) => row.tasks)
    // a trip carries one of its cargos; anything else is a free window (available or ready), never a foreign trip
    for (const task of tasks) {
      if (task.cargo === null) expect(['available', 'ready']).toContain(task.type)
    }
    expect(tasks.some((task: { cargo: unknown }) => task.cargo !== null)).toBe(true)
  })

  it('seeds a benchmark fleet of many trucks and tasks that the calendar pages through', async () => {
    const expeditor = await companyId(s, 'expeditor@example.com')
    const ids = await seedManyTransports(s.db, expeditor, 500, 10)
    expect(ids).toHaveLength(500)
    const tasks = await s.db
      .selectFrom('transport_tasks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('company_id', '=', expeditor)
      .executeTakeFirstOrThrow()
    expect(Number(tasks.n)).toBe(5000)
    const today = isoDay(new Date())
    const start = addDays(today, -7)
    const end = addDays(today, 54)
    const page = await get(
      `carrier/transports/tasks?limit=50&filter[start_date]=${start}&filter[end_date]=${end}`,
      t.expeditor,
    )
    expect(page.statusCode).toBe(200)
    expect(page.json().meta.size).toBe(500)
    expect(page.json().data).toHaveLength(50)
    expect(page.json().data[0].tasks.length).toBeGreaterThan(0)
    const counters = await get(
      `v2/transports/calendar/counters?filter[start_date]=${start}&filter[end_date]=${end}`,
      t.expeditor,
    )
    expect(counters.json().data.transports).toBe(500)
    // matching over the whole large fleet still answers a page
    const relevant = await get(
      `cargos/relevant-for-transport?filter[start_date]=${start}&filter[end_date]=${end}`,
      t.expeditor,
    )
    expect(relevant.statusCode).toBe(200)
    expect(relevant.json().meta.size).toBeGreaterThan(0)
  })
})
