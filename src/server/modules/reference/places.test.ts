import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { seedPlaces } from '../../seed/reference/places'
import { rateLimits } from './reference-routes'

interface PlaceBody {
  id: number
  type: string
  name: string
  name_ru: string
  name_en: string
  region: string | null
  country_code: string
  lat: number
  lng: number
  population: number
}

describe('places', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer({ demo: false, places: true })
  })
  afterAll(() => server.close())

  const search = async (params: Record<string, string | number>, lang: 'ru' | 'en' = 'ru') => {
    const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))
    const res = await server.call({ method: 'GET', url: `/api/v1/geo/places?${query}`, lang })
    return {
      status: res.statusCode,
      body: res.json() as {
        data: [PlaceBody, ...PlaceBody[]]
        meta: { size: number }
        errors: Record<string, string[]>
      },
    }
  }
  const first = async (query: string, extra: Record<string, string | number> = {}, lang: 'ru' | 'en' = 'ru') =>
    (await search({ query, ...extra }, lang)).body.data[0]

  it('loads Russian cities, regions and neighbouring countries with Russian and English names', async () => {
    const counts = await server.db
      .selectFrom('places')
      .select(['type', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('type')
      .execute()
    const byType = Object.fromEntries(counts.map((c) => [c.type, Number(c.n)]))
    expect(byType.city).toBeGreaterThan(4000)
    expect(byType.region).toBeGreaterThanOrEqual(80)
    expect(byType.country).toBeGreaterThanOrEqual(10)
    const names = await server.db
      .selectFrom('places')
      .select(['name_ru', 'name_en', 'country_code'])
      .where('type', '=', 'city')
      .where('name_en', 'in', ['Moscow', 'Saint Petersburg', 'Kazan', 'Naberezhnye Chelny', 'Minsk', 'Almaty'])
      .orderBy('population', 'desc')
      .execute()
    expect(names).toEqual([
      { name_ru: 'Москва', name_en: 'Moscow', country_code: 'RU' },
      { name_ru: 'Санкт-Петербург', name_en: 'Saint Petersburg', country_code: 'RU' },
      { name_ru: 'Алматы', name_en: 'Almaty', country_code: 'KZ' },
      { name_ru: 'Минск', name_en: 'Minsk', country_code: 'BY' },
      { name_ru: 'Казань', name_en: 'Kazan', country_code: 'RU' },
      { name_ru: 'Набережные Челны', name_en: 'Naberezhnye Chelny', country_code: 'RU' },
    ])
  })

  it('finds a city by its Russian name, with its region, in the request language', async () => {
    const { status, body } = await search({ query: 'Казань' })
    expect(status).toBe(200)
    expect(body.data[0]).toMatchObject({
      type: 'city',
      name: 'Казань',
      name_ru: 'Казань',
      name_en: 'Kazan',
      region: 'Республика Татарстан',
      country_code: 'RU',
    })
    expect(body.data[0].lat).toBeCloseTo(55.79, 1)
    expect(body.data[0].lng).toBeCloseTo(49.12, 1)
    expect(body.data[0].population).toBeGreaterThan(1_000_000)
    expect(body.meta.size).toBe(body.data.length)
    expect(await first('Казань', {}, 'en')).toMatchObject({ name: 'Kazan', region: 'Republic of Tatarstan' })
  })

  it('finds by English name and by prefix, larger places first', async () => {
    expect(await first('kazan', {}, 'en')).toMatchObject({ name: 'Kazan', name_ru: 'Казань' })
    expect(await first('Saint Peters', {}, 'en')).toMatchObject({ name_ru: 'Санкт-Петербург', type: 'city' })
    expect(await first('Екатер')).toMatchObject({ name_en: 'Yekaterinburg' })
    expect(await first('Набережные')).toMatchObject({ name_en: 'Naberezhnye Chelny' })
    expect(await first('Min', { country: 'by' }, 'en')).toMatchObject({ name: 'Minsk', country_code: 'BY' })
  })

  it('puts the city before the region of the same name', async () => {
    const { body } = await search({ query: 'Москва' })
    expect(body.data[0]).toMatchObject({ type: 'city', name: 'Москва' })
    expect(body.data[1]).toMatchObject({ type: 'region', name: 'Москва' })
  })

  it('tolerates typos, ё written as е, spaces for hyphens and the wrong keyboard layout', async () => {
    expect(await first('казн')).toMatchObject({ name: 'Казань' })
    expect(await first('масква')).toMatchObject({ name: 'Москва', type: 'city' })
    expect(await first('челябинк')).toMatchObject({ name: 'Челябинск' })
    expect(await first('novosibirks', {}, 'en')).toMatchObject({ name: 'Novosibirsk' })
    expect(await first('Королев')).toMatchObject({ name: 'Королёв' })
    expect(await first('ростов на дону')).toMatchObject({ name: 'Ростов-на-Дону' })
    expect(await first('rfpfym')).toMatchObject({ name: 'Казань' })
  })

  it('filters by type and country', async () => {
    const regions = await search({ query: 'Татарстан', type: 'region' })
    expect(regions.body.data).toHaveLength(1)
    expect(regions.body.data[0]).toMatchObject({ type: 'region', name: 'Республика Татарстан', region: null })
    const countries = await search({ query: 'Казахстан', type: 'country' })
    expect(countries.body.data[0]).toMatchObject({ type: 'country', name: 'Казахстан', country_code: 'KZ' })
    const cities = await search({ query: 'Новгород', type: 'city' })
    expect(cities.body.data.map((p) => p.name).slice(0, 2)).toEqual(['Нижний Новгород', 'Великий Новгород'])
    for (const p of cities.body.data) expect(p.type).toBe('city')
    const kz = await search({ query: 'Петропавловск', country: 'KZ' })
    expect(kz.body.data.length).toBeGreaterThan(0)
    for (const p of kz.body.data) expect(p.country_code).toBe('KZ')
  })

  it('answers at most limit places', async () => {
    const { body } = await search({ query: 'Но', limit: 3 })
    expect(body.data).toHaveLength(3)
    expect(body.data[0].name).toBe('Новосибирск')
    expect((await search({ query: 'Но' })).body.data).toHaveLength(10)
    expect((await search({ query: 'Ъъъъ' })).body.data).toEqual([])
  })

  it('rejects bad input with errors by field', async () => {
    const empty = await search({ query: ' ' })
    expect(empty.status).toBe(422)
    expect(Object.keys(empty.body.errors)).toEqual(['query'])
    const bad = await search({ query: 'Казань', type: 'village', limit: 500 })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors).sort()).toEqual(['limit', 'type'])
    const missing = await server.call({ method: 'GET', url: '/api/v1/geo/places' })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors.query).toHaveLength(1)
  })

  it('answers one place by id, 404 when missing', async () => {
    const kazan = await first('Казань')
    const res = await server.call({ method: 'GET', url: `/api/v1/geo/places/${kazan.id}`, lang: 'en' })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({ ...kazan, name: 'Kazan', region: 'Republic of Tatarstan' })
    const missing = await server.call({ method: 'GET', url: '/api/v1/geo/places/999999999' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe('Не найдено')
    const bad = await server.call({ method: 'GET', url: '/api/v1/geo/places/abc' })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors.id).toHaveLength(1)
  })

  it('finds the nearest city to a point (search near me), 404 far from any, 422 for a bad point', async () => {
    const near = (query: string, lang?: 'ru' | 'en') =>
      server.call({ method: 'GET', url: `/api/v1/geo/places/nearest?${query}`, lang })
    // a few kilometres from Kazan's centre
    const kazan = await near('lat=55.80&lng=49.15', 'en')
    expect(kazan.statusCode).toBe(200)
    expect(kazan.json().data).toMatchObject({ type: 'city', name: 'Kazan', name_ru: 'Казань' })
    expect((await near('lat=55.751&lng=37.618')).json().data.name).toBe('Москва')
    const ocean = await near('lat=0&lng=-30')
    expect(ocean.statusCode).toBe(404)
    expect(ocean.json().message).toBe('Не найдено')
    const bad = await near('lat=91&lng=abc')
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['lat', 'lng'])
  })

  it('limits requests per address, then answers 429 with Retry-After', async () => {
    const call = (ip: string) =>
      server.call({ method: 'GET', url: '/api/v1/geo/places/551487', lang: 'en', remoteAddress: ip })
    for (let i = 0; i < rateLimits.places; i++) expect((await call('10.30.0.1')).statusCode).toBe(200)
    const limited = await call('10.30.0.1')
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.json().message).toMatch(/^Too many requests, try again in \d+ s$/)
    expect((await call('10.30.0.2')).statusCode).toBe(200)
  })

  it('seeds only an empty table, and new places continue after the fixed ids', async () => {
    const count = async () =>
      Number(
        (
          await server.db
            .selectFrom('places')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = await count()
    await seedPlaces(server.db)
    expect(await count()).toBe(before)
    const added = await server.db
      .insertInto('places')
      .values({ type: 'city', name_ru: 'Тест', name_en: 'Test', country_code: 'RU', lat: 0, lng: 0, population: 0 })
      .returning('id')
      .executeTakeFirstOrThrow()
    const max = await server.db
      .selectFrom('places')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow()
    expect(added.id).toBe(max.id)
    await server.db.deleteFrom('places').where('id', '=', added.id).execute()
  })
})
