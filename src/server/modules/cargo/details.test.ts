import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { api, companyId, fieldErrorsOf, inBothLanguages, tokenFor, userId } from '../account/testing'
import { CONTACT_REQUESTS } from './contact-routes'
import { insertCargo, insertPlaces, places } from './testing'

describe('cargo: details, points, prices, route, status, response status and contacts', () => {
  let server: TestServer
  let north: number
  let available: number
  let multi: number
  let draft: number
  let otherDraft: number
  const tokens: Record<string, string> = {}

  beforeAll(async () => {
    server = await createTestServer()
    await insertPlaces(server)
    north = await companyId(server, 'shipper@example.com')
    const ural = await companyId(server, 'ural@example.com')
    for (const name of ['shipper', 'logist', 'carrier', 'ural', 'expeditor', 'security']) {
      tokens[name] = await tokenFor(server, `${name}@example.com`)
    }
    const shipper = await userId(server, 'shipper@example.com')
    available = await insertCargo(server, north, { created_by: shipper, created_at: '2030-06-01T09:00:00.000Z' })
    multi = await insertCargo(server, north, { from: 'moscow', to: 'kazan', points_count: 3, distance_km: 1000 })
    await server.db
      .insertInto('cargo_points')
      .values([
        {
          cargo_id: multi,
          position: 1,
          kind: 'load',
          place_id: places.moscow.id,
          lat: places.moscow.lat,
          lng: places.moscow.lng,
          address: 'ш. Энтузиастов, 5',
          date: '2030-06-10',
          time_from: '09:00',
          time_to: '18:00',
        },
        {
          cargo_id: multi,
          position: 2,
          kind: 'unload',
          place_id: places.nizhny.id,
          lat: places.nizhny.lat,
          lng: places.nizhny.lng,
          address: null,
          date: '2030-06-11',
        },
        {
          cargo_id: multi,
          position: 3,
          kind: 'unload',
          place_id: places.kazan.id,
          lat: places.kazan.lat,
          lng: places.kazan.lng,
          address: 'ул. Складская, 12',
          date: '2030-06-12',
          time_from: '08:00',
          time_to: '12:00',
        },
      ])
      .execute()
    await server.db
      .insertInto('cargo_prices')
      .values([
        { cargo_id: multi, mode: 'nds', price: 9_000_000, created_at: '2030-06-01T10:00:00Z' },
        { cargo_id: multi, mode: 'no_nds', price: 7_500_000, created_at: '2030-06-01T11:00:00Z' },
        { cargo_id: multi, mode: 'nds', price: 9_500_000, created_at: '2030-06-01T12:00:00Z' },
      ])
      .execute()
    await server.db
      .insertInto('cargo_status_log')
      .values([
        { cargo_id: multi, stage: 'draft', created_at: '2030-06-01T08:00:00Z' },
        { cargo_id: multi, stage: 'available', created_at: '2030-06-01T09:00:00Z' },
      ])
      .execute()
    draft = await insertCargo(server, north, { stage: 'draft' })
    otherDraft = await insertCargo(server, ural, { stage: 'in_work' })
  })
  afterAll(() => server.close())

  const get = (path: string, token?: string, lang: 'ru' | 'en' = 'ru') =>
    server.call({ method: 'GET', url: api(path), token, lang })

  describe('GET cargos/:id', () => {
    it('answers an available cargo to anyone', async () => {
      const anonymous = await get(`cargos/${available}`)
      expect(anonymous.statusCode).toBe(200)
      expect(anonymous.json().data).toMatchObject({ id: available, stage: 'available', points_count: 2 })
      const carrier = await get(`cargos/${available}?include=contacts`, tokens.carrier)
      expect(carrier.json().data).toMatchObject({ is_favorite: false, contacts: [{ name: 'Анна Смирнова' }] })
    })

    it("shows a cargo in another stage to its shipper's users only; to others it does not exist", async () => {
      expect((await get(`cargos/${draft}`, tokens.logist)).json().data).toMatchObject({ id: draft, stage: 'draft' })
      expect((await get(`cargos/${draft}`)).statusCode).toBe(404)
      expect((await get(`cargos/${draft}`, tokens.carrier)).statusCode).toBe(404)
      expect((await get(`cargos/${otherDraft}`, tokens.shipper)).statusCode).toBe(404)
      expect((await get(`cargos/${otherDraft}`, tokens.ural)).statusCode).toBe(200)
    })

    it('answers 404 for an unknown cargo and 422 for a malformed id, in both languages', async () => {
      const missing = await inBothLanguages(server, { method: 'GET', url: api('cargos/999999') })
      expect(missing.ru.statusCode).toBe(404)
      expect(missing.ru.json().message).toBe('Не найдено')
      expect(missing.en.json().message).toBe('Not found')
      const { ru, en } = await inBothLanguages(server, { method: 'GET', url: api('cargos/abc?include=phones') })
      expect(ru.statusCode).toBe(422)
      expect(fieldErrorsOf(ru)).toEqual({ id: ['Введите число'] })
      expect(fieldErrorsOf(en)).toEqual({ id: ['Enter a number'] })
    })
  })

  describe('GET v2/cargos/:id/points', () => {
    it('answers the points in route order, with time windows', async () => {
      const res = await get(`v2/cargos/${multi}/points`, undefined, 'en')
      expect(res.statusCode).toBe(200)
      const body = res.json()
      expect(body.meta).toEqual({ size: 3 })
      expect(body.data[0]).toEqual({
        position: 1,
        kind: 'load',
        place: {
          id: places.moscow.id,
          type: 'city',
          name: 'Moscow',
          region: 'Moscow',
          country_code: 'RU',
          lat: places.moscow.lat,
          lng: places.moscow.lng,
        },
        address: 'ш. Энтузиастов, 5',
        date: '2030-06-10',
        time_from: '09:00',
        time_to: '18:00',
      })
      expect(body.data.map((p: { place: { name: string }; kind: string }) => [p.kind, p.place.name])).toEqual([
        ['load', 'Moscow'],
        ['unload', 'Nizhny Novgorod'],
        ['unload', 'Kazan'],
      ])
      expect(body.data[1]).toMatchObject({ address: null, time_from: null, time_to: null })
    })

    it('answers start and finish for a cargo without point rows', async () => {
      const body = (await get(`v2/cargos/${available}/points`)).json()
      expect(body.data).toEqual([
        expect.objectContaining({
          position: 1,
          kind: 'load',
          date: '2030-06-10',
          place: expect.objectContaining({ name: 'Казань' }),
        }),
        expect.objectContaining({
          position: 2,
          kind: 'unload',
          date: '2030-06-13',
          place: expect.objectContaining({ name: 'Москва' }),
        }),
      ])
    })

    it('answers 404 for a hidden or unknown cargo', async () => {
      expect((await get(`v2/cargos/${draft}/points`)).statusCode).toBe(404)
      expect((await get('v2/cargos/999999/points')).statusCode).toBe(404)
    })
  })

  describe('GET v2/cargos/:id/prices', () => {
    it('answers the price history newest first, filtered by mode', async () => {
      const all = (await get(`v2/cargos/${multi}/prices`)).json()
      expect(all.meta).toEqual({ size: 3 })
      expect(all.data.map((p: { price: number }) => p.price)).toEqual([9_500_000, 7_500_000, 9_000_000])
      expect(all.data[0]).toEqual({
        id: expect.any(Number),
        mode: 'nds',
        price: 9_500_000,
        currency: 'RUB',
        created_at: '2030-06-01T12:00:00.000Z',
      })
      const nds = (await get(`v2/cargos/${multi}/prices?filter[mode]=nds`)).json()
      expect(nds.data.map((p: { price: number }) => p.price)).toEqual([9_500_000, 9_000_000])
      expect((await get(`v2/cargos/${available}/prices`)).json()).toEqual({ data: [], meta: { size: 0 } })
    })

    it('answers 422 for an unknown mode', async () => {
      const { ru, en } = await inBothLanguages(server, {
        method: 'GET',
        url: api(`v2/cargos/${multi}/prices?filter[mode]=barter`),
      })
      expect(ru.statusCode).toBe(422)
      expect(fieldErrorsOf(ru)).toEqual({ 'filter.mode': ['Недопустимое значение'] })
      expect(fieldErrorsOf(en)).toEqual({ 'filter.mode': ['Invalid value'] })
    })
  })

  describe('GET v2/cargos/routes/:id', () => {
    it('answers the points with coordinates, straight legs and a line', async () => {
      const res = await get(`v2/cargos/routes/${multi}`)
      expect(res.statusCode).toBe(200)
      const route = res.json().data
      expect(route.cargo_id).toBe(multi)
      expect(route.distance_km).toBe(1000)
      expect(route.points.map((p: { name: string }) => p.name)).toEqual(['Москва', 'Нижний Новгород', 'Казань'])
      const legs = route.points.map((p: { leg_km: number }) => p.leg_km)
      expect(legs[0]).toBe(0)
      // Moscow - Nizhny Novgorod about 400 km, Nizhny Novgorod - Kazan about 325 km, straight.
      expect(legs[1]).toBeGreaterThan(390)
      expect(legs[1]).toBeLessThan(410)
      expect(legs[2]).toBeGreaterThan(315)
      expect(legs[2]).toBeLessThan(335)
      expect(Math.abs(route.straight_km - (legs[1] + legs[2]))).toBeLessThanOrEqual(1)
      expect(route.geometry).toEqual({
        type: 'LineString',
        coordinates: [
          [places.moscow.lng, places.moscow.lat],
          [places.nizhny.lng, places.nizhny.lat],
          [places.kazan.lng, places.kazan.lat],
        ],
      })
    })

    it('answers 404 for a hidden cargo', async () => {
      expect((await get(`v2/cargos/routes/${draft}`, tokens.carrier)).statusCode).toBe(404)
    })
  })

  describe('GET cargos/status/:id', () => {
    it('answers the stage and its history; without a log, the stage since creation', async () => {
      expect((await get(`cargos/status/${multi}`)).json().data).toEqual({
        id: multi,
        stage: 'available',
        history: [
          { stage: 'draft', created_at: '2030-06-01T08:00:00.000Z' },
          { stage: 'available', created_at: '2030-06-01T09:00:00.000Z' },
        ],
      })
      expect((await get(`cargos/status/${available}`)).json().data).toEqual({
        id: available,
        stage: 'available',
        history: [{ stage: 'available', created_at: '2030-06-01T09:00:00.000Z' }],
      })
      expect((await get(`cargos/status/${draft}`, tokens.shipper)).json().data.stage).toBe('draft')
      expect((await get(`cargos/status/${draft}`)).statusCode).toBe(404)
    })
  })

  describe('GET v2/cargos/:id/response-status', () => {
    it('answers null to a carrier or expeditor while no response exists', async () => {
      for (const token of [tokens.carrier, tokens.expeditor]) {
        const res = await get(`v2/cargos/${available}/response-status`, token)
        expect(res.statusCode).toBe(200)
        expect(res.json()).toEqual({ data: { cargo_id: available, status: null, response: null } })
      }
    })

    it('answers 403 to shippers, 401 to anonymous callers and 404 for a hidden cargo', async () => {
      expect((await get(`v2/cargos/${available}/response-status`, tokens.shipper)).statusCode).toBe(403)
      expect((await get(`v2/cargos/${available}/response-status`)).statusCode).toBe(401)
      expect((await get(`v2/cargos/${draft}/response-status`, tokens.carrier)).statusCode).toBe(404)
    })
  })

  describe('POST v2/cargos/:id/request-contact', () => {
    const request = (id: number, token?: string) =>
      server.call({ method: 'POST', url: api(`v2/cargos/${id}/request-contact`), token })

    it('records the request (counted once per user) and answers the contacts', async () => {
      const res = await request(available, tokens.carrier)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({
        data: {
          cargo_id: available,
          contacts: [{ id: expect.any(Number), name: 'Анна Смирнова', phones: ['+79161110001'] }],
        },
      })
      await request(available, tokens.carrier)
      const rows = await server.db
        .selectFrom('cargo_contact_requests')
        .select(['user_id', 'requests'])
        .where('cargo_id', '=', available)
        .execute()
      expect(rows).toEqual([{ user_id: await userId(server, 'carrier@example.com'), requests: 2 }])
    })

    it("shows a cargo owner's phone to carriers, the cargo's own company and the operator, not to other shippers", async () => {
      for (const who of ['expeditor', 'shipper', 'logist', 'security']) {
        const res = await request(available, tokens[who])
        expect(res.statusCode, who).toBe(200)
        expect(res.json().data.contacts[0].phones, who).toEqual(['+79161110001'])
      }
      const rival = await server.call({
        method: 'POST',
        url: api(`v2/cargos/${available}/request-contact`),
        token: tokens.ural,
        lang: 'en',
      })
      expect(rival.statusCode).toBe(403)
      expect(rival.json().message).toBe(
        "A cargo owner's contacts are shown to carriers, forwarders and the cargo's own company",
      )
      // include=contacts leaves them out for the rival shipper, keeps them for a carrier
      const ownView = await get(`cargos/${available}?include=contacts`, tokens.ural)
      expect(ownView.statusCode).toBe(200)
      expect(ownView.json().data.contacts).toBeUndefined()
      const list = await server.call({
        method: 'GET',
        url: api('cargos?include=contacts&limit=50'),
        token: tokens.ural,
      })
      expect(list.json().data.every((cargo: { contacts?: unknown }) => cargo.contacts === undefined)).toBe(true)
      const carrierList = await server.call({
        method: 'GET',
        url: api('cargos?include=contacts&limit=50'),
        token: tokens.carrier,
      })
      expect(carrierList.json().data.some((cargo: { contacts?: unknown[] }) => (cargo.contacts ?? []).length > 0)).toBe(
        true,
      )
    })

    it('limits contact requests per user: 429 with Retry-After in the caller language past the hourly limit', async () => {
      const token = await tokenFor(server, 'siberia@example.com')
      let res = await request(available, token)
      let sent = 1
      while (res.statusCode === 200 && sent <= CONTACT_REQUESTS.max) {
        res = await server.call({
          method: 'POST',
          url: api(`v2/cargos/${available}/request-contact`),
          token,
          lang: 'en',
        })
        sent++
      }
      expect(sent).toBe(CONTACT_REQUESTS.max + 1)
      expect(res.statusCode).toBe(429)
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
      expect(res.json().message).toMatch(/^Too many requests, try again in \d+ s$/)
      // another user is not held back by it
      expect((await request(available, tokens.expeditor)).statusCode).toBe(200)
    })

    it('answers 401 to anonymous callers and 404 for hidden or unknown cargos', async () => {
      expect((await request(available)).statusCode).toBe(401)
      expect((await request(draft, tokens.carrier)).statusCode).toBe(404)
      expect((await request(999999, tokens.carrier)).statusCode).toBe(404)
    })
  })
})
