import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { api, companyId, fieldErrorsOf, inBothLanguages } from '../account/testing'
import { anonymous } from './access'
import { isSurelyPastCap, readInSortOrder, searchCargos } from './search-repository'
import { insertCargo, insertPlaces, places } from './testing'

describe('cargo: GET cargos (the public search)', () => {
  let server: TestServer
  const ids: Record<string, number> = {}
  let ural: number

  beforeAll(async () => {
    server = await createTestServer()
    await insertPlaces(server)
    const north = await companyId(server, 'shipper@example.com')
    ural = await companyId(server, 'ural@example.com')
    const at = (minutes: number) => new Date(Date.UTC(2030, 5, 1, 12, minutes)).toISOString()
    // c1..c5 are available; created one minute apart, so the default order (newest first) is c5..c1.
    ids.c1 = await insertCargo(server, north, { created_at: at(1) })
    ids.c2 = await insertCargo(server, north, {
      from: 'zelenodolsk',
      weight: 20,
      volume: 92,
      price: 5_000_000,
      price_per_km: 6000,
      distance_km: 820,
      truck_type_ids: [2],
      load_type_ids: [2],
      load_date_from: '2030-06-12',
      load_date_to: '2030-06-12',
      created_at: at(2),
    })
    ids.c3 = await insertCargo(server, ural, {
      from: 'chistopol',
      to: 'petersburg',
      weight: 1.5,
      volume: 10,
      price: null,
      price_per_km: null,
      distance_km: 1900,
      truck_type_ids: [19, 4],
      load_type_ids: [1, 2],
      load_date_from: '2030-06-09',
      load_date_to: '2030-06-10',
      created_at: at(3),
    })
    ids.c4 = await insertCargo(server, north, {
      from: 'moscow',
      to: 'kazan',
      weight: 5,
      volume: 30,
      price: 8_000_000,
      price_per_km: 9270,
      truck_type_ids: [4],
      load_date_from: '2030-06-15',
      load_date_to: '2030-06-16',
      created_at: at(4),
    })
    ids.c5 = await insertCargo(server, ural, {
      from: 'minsk',
      to: 'moscow',
      weight: 15,
      volume: 82,
      price: 7_000_000,
      price_per_km: 10_000,
      distance_km: 700,
      truck_type_ids: [1, 7],
      load_date_from: '2030-06-10',
      load_date_to: '2030-06-10',
      created_at: at(5),
    })
    // Not in the public search.
    ids.inWork = await insertCargo(server, north, { stage: 'in_work', created_at: at(6) })
    ids.draft = await insertCargo(server, north, { stage: 'draft', created_at: at(7) })
    ids.cancelled = await insertCargo(server, ural, { from: 'kazan', to: 'nizhny', stage: 'cancelled' })
  })
  afterAll(() => server.close())

  const search = async (query = '', lang: 'ru' | 'en' = 'ru') => {
    const res = await server.call({ method: 'GET', url: api(`cargos${query ? `?${query}` : ''}`), lang })
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as { data: { id: number }[]; meta: { size: number } }
  }
  const names = (body: { data: { id: number }[] }) =>
    body.data.map((cargo) => Object.entries(ids).find(([, id]) => id === cargo.id)?.[0] ?? cargo.id)
  /** The names of the cargos found, in id order (for filters, where the order is not the point). */
  const found = async (query: string) => names(await search(query)).sort()

  it('lists only available cargos, newest first, with the total in meta.size', async () => {
    const body = await search()
    expect(names(body)).toEqual(['c5', 'c4', 'c3', 'c2', 'c1'])
    expect(body.meta).toEqual({ size: 5 })
  })

  it("takes spec 3's id, user_id, mode, status and wv filters (no longer 422)", async () => {
    const shipper = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'shipper@example.com')
      .executeTakeFirstOrThrow()
    await server.db.updateTable('cargos').set({ created_by: shipper.id }).where('id', '=', ids.c2!).execute()
    await server.db
      .updateTable('cargos')
      .set({ contact_user_ids: [shipper.id], price_mode: 'cash' })
      .where('id', '=', ids.c4!)
      .execute()
    expect(await found(`filter[id]=${ids.c1},${ids.c3}`)).toEqual(['c1', 'c3'])
    expect(await found(`filter[id][]=${ids.c5}`)).toEqual(['c5'])
    expect(await found(`filter[id]=${ids.inWork}`)).toEqual([]) // not in the public search, by id neither
    expect(await found(`filter[user_id]=${shipper.id}`)).toEqual(['c2', 'c4'])
    expect(await found('filter[mode]=cash')).toEqual(['c4'])
    expect(await found('filter[status]=available')).toEqual(['c1', 'c2', 'c3', 'c4', 'c5'])
    expect(await found('filter[status]=in_work')).toEqual([]) // the public search shows available cargos only
    // a 15 t, 82 m3 truck: c1 (10 t, 60), c3 (1.5 t, 10), c4 (5 t, 30), c5 (15 t, 82); not c2 (20 t)
    expect(await found('filter[wv]=15,82')).toEqual(['c1', 'c3', 'c4', 'c5'])
    expect(await found('filter[wv][weight]=15&filter[wv][volume]=60')).toEqual(['c1', 'c3', 'c4'])
    expect(await found('filter[wv]=5')).toEqual(['c3', 'c4'])
    const bad = await server.call({
      method: 'GET',
      url: api('cargos?filter[mode]=barter&filter[status]=x'),
      lang: 'en',
    })
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(fieldErrorsOf(bad)).sort()).toEqual(['filter.mode', 'filter.status'])
    await server.db.updateTable('cargos').set({ created_by: null }).where('id', '=', ids.c2!).execute()
    await server.db
      .updateTable('cargos')
      .set({ contact_user_ids: [], price_mode: 'nds' })
      .where('id', '=', ids.c4!)
      .execute()
  })

  describe('start and finish points', () => {
    it('a city: a radius around it, 50 km by default (Zelenodolsk is 38 km from Kazan)', async () => {
      const kazan = places.kazan.id
      expect(await found(`filter[start_point_id]=${kazan}&filter[start_point_type]=city`)).toEqual(['c1', 'c2'])
      expect(
        await found(`filter[start_point_id]=${kazan}&filter[start_point_type]=city&filter[start_point_radius]=50`),
      ).toEqual(['c1', 'c2'])
      expect(
        await found(`filter[start_point_id]=${kazan}&filter[start_point_type]=city&filter[start_point_radius]=30`),
      ).toEqual(['c1'])
      // Chistopol is 110 km away.
      expect(await found(`filter[start_point_id]=${kazan}&filter[start_point_radius]=120`)).toEqual(['c1', 'c2', 'c3'])
      // Without a type, the place's own type (a city) applies.
      expect(await found(`filter[start_point_id]=${kazan}`)).toEqual(['c1', 'c2'])
    })

    it('a region: every city of the region, given as the region or as one of its cities', async () => {
      expect(await found(`filter[start_point_id]=${places.tatarstan.id}&filter[start_point_type]=region`)).toEqual([
        'c1',
        'c2',
        'c3',
      ])
      expect(await found(`filter[start_point_id]=${places.tatarstan.id}`)).toEqual(['c1', 'c2', 'c3'])
      expect(await found(`filter[start_point_id]=${places.zelenodolsk.id}&filter[start_point_type]=region`)).toEqual([
        'c1',
        'c2',
        'c3',
      ])
      expect(await found(`filter[finish_point_id]=${places.tatarstan.id}`)).toEqual(['c4'])
    })

    it('a country: every place of the country', async () => {
      expect(await found(`filter[start_point_id]=${places.belarus.id}&filter[start_point_type]=country`)).toEqual([
        'c5',
      ])
      expect(await found(`filter[start_point_id]=${places.minsk.id}&filter[start_point_type]=country`)).toEqual(['c5'])
      expect(await found(`filter[start_point_id]=${places.russia.id}`)).toEqual(['c1', 'c2', 'c3', 'c4'])
      expect(await found(`filter[finish_point_id]=${places.russia.id}&filter[finish_point_type]=country`)).toEqual([
        'c1',
        'c2',
        'c3',
        'c4',
        'c5',
      ])
    })

    it('start and finish together', async () => {
      const query = `filter[start_point_id]=${places.tatarstan.id}&filter[finish_point_id]=${places.moscow.id}&filter[finish_point_radius]=100`
      expect(await found(query)).toEqual(['c1', 'c2'])
    })
  })

  it('start_date: cargos that can be loaded that day', async () => {
    expect(await found('filter[start_date]=2030-06-11')).toEqual(['c1'])
    expect(await found('filter[start_date]=2030-06-10')).toEqual(['c1', 'c3', 'c5'])
    expect(await found('filter[start_date]=2030-07-01')).toEqual([])
  })

  it('truck and load types: any of the ids, as an array, a single value or comma-joined', async () => {
    expect(await found('filter[truck_types][]=2')).toEqual(['c2'])
    expect(await found('filter[truck_types][]=4&filter[truck_types][]=7')).toEqual(['c3', 'c4', 'c5'])
    expect(await found('filter[truck_types]=4,7')).toEqual(['c3', 'c4', 'c5'])
    expect(await found('filter[truck_types]=1')).toEqual(['c1', 'c5'])
    expect(await found('filter[load_types][]=2')).toEqual(['c2', 'c3'])
    expect(await found('filter[truck_types][]=1&filter[load_types][]=2')).toEqual([])
  })

  describe('ranges', () => {
    it('weight and volume, min and max inclusive', async () => {
      expect(await found('filter[weight][min]=10')).toEqual(['c1', 'c2', 'c5'])
      expect(await found('filter[weight][min]=5&filter[weight][max]=12')).toEqual(['c1', 'c4'])
      expect(await found('filter[weight][max]=1.5')).toEqual(['c3'])
      expect(await found('filter[volume][max]=30')).toEqual(['c3', 'c4'])
    })

    it('a max below the min is ignored', async () => {
      expect(await found('filter[weight][min]=12&filter[weight][max]=5')).toEqual(['c2', 'c5'])
    })

    it('price and price per km in minor units (x100); a cargo without a price matches no price range', async () => {
      expect(await found('filter[price][min]=6000000&filter[price][max]=7000000')).toEqual(['c1', 'c5'])
      expect(await found('filter[price][min]=6000001')).toEqual(['c4', 'c5'])
      expect(await found('filter[price_per_km][min]=9000')).toEqual(['c4', 'c5'])
      expect(await found('filter[price_per_km][min]=9000&filter[price_per_km][max]=9500')).toEqual(['c4'])
    })

    it('distance, and empty bounds are not set', async () => {
      expect(await found('filter[distance][max]=850')).toEqual(['c2', 'c5'])
      expect(await found('filter[distance][min]=&filter[distance][max]=850')).toEqual(['c2', 'c5'])
    })
  })

  it('owner_company: one shipper', async () => {
    expect(await found(`filter[owner_company]=${ural}`)).toEqual(['c3', 'c5'])
  })

  it('favorite: nothing for an anonymous caller', async () => {
    expect(await search('filter[favorite]=true')).toEqual({ data: [], meta: { size: 0 } })
  })

  it('sorts by price, price per km, load date, distance, weight and creation, cargos without a price last', async () => {
    expect(names(await search('sort=price'))).toEqual(['c2', 'c1', 'c5', 'c4', 'c3'])
    expect(names(await search('sort=-price'))).toEqual(['c4', 'c5', 'c1', 'c2', 'c3'])
    expect(names(await search('sort=-price_per_km'))).toEqual(['c5', 'c4', 'c1', 'c2', 'c3'])
    expect(names(await search('sort=load_date'))).toEqual(['c3', 'c1', 'c5', 'c2', 'c4'])
    expect(names(await search('sort=-load_date'))).toEqual(['c4', 'c2', 'c5', 'c1', 'c3'])
    expect(names(await search('sort=distance'))).toEqual(['c5', 'c2', 'c1', 'c4', 'c3'])
    expect(names(await search('sort=weight'))).toEqual(['c3', 'c4', 'c1', 'c5', 'c2'])
    expect(names(await search('sort=created_at'))).toEqual(['c1', 'c2', 'c3', 'c4', 'c5'])
  })

  it('pages with limit and offset; meta.size is the total', async () => {
    const first = await search('limit=2')
    expect(names(first)).toEqual(['c5', 'c4'])
    expect(first.meta).toEqual({ size: 5 })
    expect(names(await search('limit=2&offset=2'))).toEqual(['c3', 'c2'])
    expect(names(await search('limit=2&offset=4'))).toEqual(['c1'])
    expect(await search('limit=2&offset=10')).toEqual({ data: [], meta: { size: 5 } })
    const filtered = await search('limit=1&filter[weight][min]=10&sort=weight')
    expect(names(filtered)).toEqual(['c1'])
    expect(filtered.meta).toEqual({ size: 3 })
  })

  it('finds the same page reading in sort order as through the radius index, and counts up to the cap', async () => {
    const base = {
      filter: { start_point_id: places.kazan.id, start_point_radius: 120 },
      limit: 2,
      offset: 1,
      viewer: anonymous,
      scope: { stages: ['available'] as const },
    }
    for (const sort of ['-created_at', 'load_date', '-load_date', '-price_per_km', 'price'] as const) {
      const walked = await searchCargos(server.db, { ...base, sort, walk: true })
      const boxed = await searchCargos(server.db, { ...base, sort, walk: false })
      expect(walked.rows.map((row) => row.id)).toEqual(boxed.rows.map((row) => row.id))
      expect(walked.rows).toHaveLength(2)
      expect(walked.size).toBe(3)
    }
    // Past the cap the count stops, and a page beyond it is still read.
    const capped = await searchCargos(server.db, { ...base, sort: 'created_at', countCap: 2, offset: 2 })
    expect(capped.size).toBe(2)
    expect(capped.rows.map((row) => row.id)).toEqual([ids.c3])
  })

  it('skips counting only when a sampled estimate is three times past the cap', () => {
    expect(isSurelyPastCap(30_000, 10_000)).toBe(true)
    expect(isSurelyPastCap(29_999, 10_000)).toBe(false)
    // sampling noise around the cap never turns into "10,000 or more"
    expect(isSurelyPastCap(12_000, 10_000)).toBe(false)
  })

  it('reads in sort order when the matches are dense enough', () => {
    // 90,000 of a million cargos around Moscow: a page of 20 is found after ~220 rows in order.
    expect(readInSortOrder(10_000, 20, 1_000_000)).toBe(true)
    // 300 matches: collecting them through the index is cheaper than reading ~66,000 rows in order.
    expect(readInSortOrder(300, 20, 1_000_000)).toBe(false)
    // Never analyzed (tests, a fresh database): the index.
    expect(readInSortOrder(5, 20, 0)).toBe(false)
  })

  it('answers 422 with errors by field, in Russian and English', async () => {
    const { ru, en } = await inBothLanguages(server, {
      method: 'GET',
      url: api(
        'cargos?limit=0&offset=-1&sort=cheap&include=everything&filter[weight][min]=heavy&filter[start_date]=2030-02-30&filter[truck_types][]=x&filter[start_point_type]=street&filter[start_point_radius]=5000&filter[colour]=red',
      ),
    })
    expect(ru.statusCode).toBe(422)
    expect(ru.json().message).toBe('Проверьте введённые данные')
    expect(fieldErrorsOf(ru)).toEqual({
      limit: ['Значение должно быть не меньше 1'],
      offset: ['Значение должно быть не меньше 0'],
      sort: ['Недопустимое значение'],
      'include.0': ['Недопустимое значение'],
      'filter.weight.min': ['Введите число'],
      'filter.start_date': ['Неверный формат'],
      'filter.truck_types.0': ['Введите число'],
      'filter.start_point_type': ['Недопустимое значение'],
      'filter.start_point_radius': ['Значение должно быть не больше 3000'],
      'filter.colour': ['Неизвестное поле'],
    })
    expect(en.json().message).toBe('Check the data you entered')
    expect(fieldErrorsOf(en)).toMatchObject({
      limit: ['The value must be at least 1'],
      'filter.weight.min': ['Enter a number'],
      'filter.colour': ['Unknown field'],
    })
  })

  it('answers 422 on the field for a place that does not exist', async () => {
    const { ru, en } = await inBothLanguages(server, {
      method: 'GET',
      url: api('cargos?filter[finish_point_id]=999999999'),
    })
    expect(ru.statusCode).toBe(422)
    expect(fieldErrorsOf(ru)).toEqual({ 'filter.finish_point_id': ['Не найдено'] })
    expect(fieldErrorsOf(en)).toEqual({ 'filter.finish_point_id': ['Not found'] })
  })
})
