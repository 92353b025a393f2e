/**
 * Truck search and the lane price index through HTTP: registered carriers' free windows seen by every shipper,
 * external trucks and planned routes only by the company that keeps them; filters, sorts, bad input, wrong role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { addDays, isoDay, weekday } from '../../../core/contract/days'
import { api } from '../account/testing'

const KAZAN = 551487
const MOSCOW = 524901

interface Found {
  key: string
  source: string
  company: { id: number; kind: string }
  distance_km: number | null
  date_from: string | null
  truck_type_id: number | null
  finish: { id: number } | null
}

describe('truck search', () => {
  let s: TestServer
  const t: Record<string, string> = {}
  let volga = 0
  const today = isoDay(new Date())
  const monday = addDays(today, ((8 - weekday(today)) % 7) + (weekday(today) === 1 ? 7 : 0))
  const sunday = addDays(monday, 6)

  beforeAll(async () => {
    s = await createTestServer({ places: true })
    Object.assign(t, await s.loginDemo(['shipper', 'logist', 'carrier', 'ural', 'security']))
    volga = (
      await s.db
        .selectFrom('users')
        .select('company_id')
        .where('email', '=', 'carrier@example.com')
        .executeTakeFirstOrThrow()
    ).company_id!
  })
  afterAll(() => s.close())

  const search = async (who: string, query: string) => {
    const res = await s.call({ method: 'GET', url: api(`v2/trucks/search?${query}`), token: t[who] ?? null })
    return {
      status: res.statusCode,
      body: res.body,
      data: (res.statusCode === 200 ? res.json().data : []) as Found[],
      size: res.statusCode === 200 ? (res.json().meta.size as number) : 0,
    }
  }
  const kazanNextWeek = `filter[start_point_id]=${KAZAN}&filter[date_from]=${monday}&filter[date_to]=${sunday}`

  it('finds the free windows in Kazan next week and the own external trucks, nearest first', async () => {
    const res = await search('shipper', `${kazanNextWeek}&limit=200`)
    expect(res.status, res.body).toBe(200)
    const sources = new Set(res.data.map((row) => row.source))
    expect(sources).toEqual(new Set(['calendar', 'external', 'planned_route']))
    expect(
      res.data.filter((row) => row.source === 'calendar' && row.company.id === volga).length,
    ).toBeGreaterThanOrEqual(2)
    for (const row of res.data) expect(row.distance_km!).toBeLessThanOrEqual(50)
    const distances = res.data.map((row) => row.distance_km!)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(res.size).toBe(res.data.length)
  })

  it('sorts by date and filters by body type, finish and source', async () => {
    const byDate = await search('shipper', `${kazanNextWeek}&sort=date&limit=200`)
    const dates = byDate.data.map((row) => row.date_from).filter((day): day is string => day !== null)
    expect(dates).toEqual([...dates].sort())
    const reefers = await search('shipper', `${kazanNextWeek}&filter[truck_types]=2&limit=200`)
    for (const row of reefers.data) expect(row.truck_type_id).toBe(2)
    const toMoscow = await search(
      'shipper',
      `${kazanNextWeek}&filter[finish_point_id]=${MOSCOW}&filter[source]=external&limit=200`,
    )
    expect(toMoscow.data.length).toBeGreaterThan(0)
    for (const row of toMoscow.data) expect(row.finish?.id).toBe(MOSCOW)
    const registered = await search('shipper', `${kazanNextWeek}&filter[source]=registered`)
    for (const row of registered.data) expect(row.company.kind).toBe('registered')
  })

  it('pages through the same order as one long page, in both sorts and without a place', async () => {
    // each kind of truck is read place by place and cut at offset + limit: the pages must still join up
    for (const query of [kazanNextWeek, `${kazanNextWeek}&sort=date`, `filter[date_from]=${monday}&sort=date`]) {
      const whole = await search('shipper', `${query}&limit=60`)
      expect(whole.status, whole.body).toBe(200)
      expect(whole.data.length).toBeGreaterThan(7)
      const paged = []
      for (let offset = 0; offset < whole.data.length; offset += 7) {
        paged.push(...(await search('shipper', `${query}&limit=7&offset=${offset}`)).data)
      }
      expect(paged.slice(0, whole.data.length).map((row) => row.key)).toEqual(whole.data.map((row) => row.key))
    }
  })

  it('shows another company the registered carriers’ windows but not this company’s external trucks', async () => {
    const ural = await search('ural', `${kazanNextWeek}&limit=200`)
    expect(ural.status).toBe(200)
    expect(ural.data.length).toBeGreaterThan(0)
    for (const row of ural.data) expect(row.source).toBe('calendar')
    const carrier = await search('carrier', `${kazanNextWeek}&filter[source]=external&limit=200`)
    const north = await search('shipper', `${kazanNextWeek}&filter[source]=external&limit=200`)
    const theirs = new Set(carrier.data.map((row) => row.key))
    for (const row of north.data) expect(theirs.has(row.key)).toBe(false)
  })

  it('counts the same trucks by place for the map, each place with its first truck', async () => {
    const list = await search('shipper', `${kazanNextWeek}&filter[start_point_radius]=300&limit=5000`)
    const res = await s.call({
      method: 'GET',
      url: api(`v2/trucks/map?${kazanNextWeek}&filter[start_point_radius]=300`),
      token: t.shipper ?? null,
    })
    expect(res.statusCode, res.body).toBe(200)
    const { data, meta } = res.json() as {
      data: { place: { id: number; lat: number }; count: number; first: Found & { place: { id: number } } }[]
      meta: { size: number }
    }
    expect(meta.size).toBe(list.size)
    const byPlace = new Map<number, string[]>()
    for (const row of list.data as (Found & { place: { id: number } | null })[]) {
      if (row.place) byPlace.set(row.place.id, [...(byPlace.get(row.place.id) ?? []), row.key])
    }
    expect(data.length).toBe(byPlace.size)
    expect(data.length).toBeGreaterThan(1)
    for (const place of data) {
      expect(place.count).toBe(byPlace.get(place.place.id)?.length)
      expect(place.first.key).toBe(byPlace.get(place.place.id)?.[0])
      expect(place.first.place.id).toBe(place.place.id)
    }
    const other = await s.call({ method: 'GET', url: api(`v2/trucks/map?${kazanNextWeek}`), token: t.ural ?? null })
    for (const place of other.json().data as { first: Found }[]) expect(place.first.source).toBe('calendar')
    expect(
      (await s.call({ method: 'GET', url: api('v2/trucks/map?filter[start_point_id]=999999999'), token: t.shipper }))
        .statusCode,
    ).toBe(422)
    expect((await s.call({ method: 'GET', url: api('v2/trucks/map'), token: t.logist })).statusCode).toBe(403)
  })

  it('refuses bad input and the roles that do not search trucks', async () => {
    expect((await search('shipper', 'filter[start_point_id]=999999999')).status).toBe(422)
    expect((await search('shipper', `filter[date_from]=${sunday}&filter[date_to]=${monday}`)).status).toBe(422)
    expect((await search('shipper', 'filter[start_point_radius]=5000')).status).toBe(422)
    expect((await search('shipper', 'sort=price')).status).toBe(422)
    expect((await search('logist', kazanNextWeek)).status).toBe(403)
    expect((await search('security', kazanNextWeek)).status).toBe(403)
    expect((await search('anonymous', kazanNextWeek)).status).toBe(401)
  })

  it('follows a change of a truck into its free windows and planned routes (the copies the search reads)', async () => {
    const found = await search('shipper', `${kazanNextWeek}&limit=200`)
    const window = found.data.find((row) => row.source === 'calendar' && row.company.id === volga)!
    const route = found.data.find((row) => row.source === 'planned_route')!
    const windowTruck = await s.db
      .selectFrom('transports')
      .select(['id', 'truck_type_id', 'capacity', 'external_company_id'])
      .where('id', '=', (window as Found & { transport_id: number }).transport_id)
      .executeTakeFirstOrThrow()
    const routeTruck = await s.db
      .selectFrom('external_transports')
      .select(['id', 'truck_type_id', 'weight'])
      .where('id', '=', (route as Found & { transport_id: number }).transport_id)
      .executeTakeFirstOrThrow()
    const keys = async (query: string) => (await search('shipper', `${kazanNextWeek}&limit=200&${query}`)).data
    try {
      // a body type no other demo truck has, and a capacity under every searched weight
      await s.db
        .updateTable('transports')
        .set({ truck_type_id: 40, capacity: 0.5 })
        .where('id', '=', windowTruck.id)
        .execute()
      await s.db
        .updateTable('external_transports')
        .set({ truck_type_id: 40, weight: 0.5 })
        .where('id', '=', routeTruck.id)
        .execute()
      const bodies = await keys('filter[truck_types]=40')
      expect(bodies.map((row) => row.key)).toEqual(expect.arrayContaining([window.key, route.key]))
      for (const row of bodies) expect(row.truck_type_id).toBe(40)
      const heavy = (await keys('filter[weight]=1')).map((row) => row.key)
      expect(heavy).not.toContain(window.key)
      expect(heavy).not.toContain(route.key)
      // placed on a calendar as an external carrier's truck, the window leaves the registered carriers' search
      await s.db
        .updateTable('transports')
        .set({ external_company_id: volga })
        .where('id', '=', windowTruck.id)
        .execute()
      expect((await keys('filter[truck_types]=40')).map((row) => row.key)).not.toContain(window.key)
    } finally {
      await s.db
        .updateTable('transports')
        .set({
          truck_type_id: windowTruck.truck_type_id,
          capacity: windowTruck.capacity,
          external_company_id: windowTruck.external_company_id,
        })
        .where('id', '=', windowTruck.id)
        .execute()
      await s.db
        .updateTable('external_transports')
        .set({
          truck_type_id: routeTruck.truck_type_id,
          weight: routeTruck.weight === null ? null : Number(routeTruck.weight),
        })
        .where('id', '=', routeTruck.id)
        .execute()
    }
    // restored, both are found as before, with their own body type again
    const back = await keys(`filter[truck_types]=${windowTruck.truck_type_id}`)
    expect(back.map((row) => row.key)).toContain(window.key)
    expect(back.find((row) => row.key === window.key)?.truck_type_id).toBe(windowTruck.truck_type_id)
    expect((await keys('filter[source]=external')).find((row) => row.key === route.key)?.truck_type_id).toBe(
      routeTruck.truck_type_id,
    )
  })
})

describe('lane price index', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await createTestServer({ places: true })
  })
  afterAll(() => s.close())

  const lane = (query: string) => s.call({ method: 'GET', url: api(`v2/price-index/lanes?${query}`) })

  it('answers price per km by week, oldest first, to anyone', async () => {
    const res = await lane(`start_point_id=${MOSCOW}&finish_point_id=${KAZAN}&weeks=12&radius=150`)
    expect(res.statusCode, res.body).toBe(200)
    const { weeks, radius_km } = res.json().data
    expect(radius_km).toBe(150)
    expect(weeks.length).toBeGreaterThan(0)
    for (const week of weeks) {
      expect(week.q1).toBeLessThanOrEqual(week.median)
      expect(week.median).toBeLessThanOrEqual(week.q3)
      expect(week.count).toBeGreaterThan(0)
      expect(weekday(week.week)).toBe(1)
    }
    expect(weeks.map((w: { week: string }) => w.week)).toEqual([...weeks.map((w: { week: string }) => w.week)].sort())
  })

  it('refuses unknown places and bad values', async () => {
    expect((await lane(`start_point_id=999999999&finish_point_id=${KAZAN}`)).statusCode).toBe(422)
    expect((await lane(`start_point_id=${MOSCOW}`)).statusCode).toBe(422)
    expect((await lane(`start_point_id=${MOSCOW}&finish_point_id=${KAZAN}&weeks=100`)).statusCode).toBe(422)
  })
})
