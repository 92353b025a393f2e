import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { api, companyId, tokenFor, userId } from '../account/testing'
import { insertCargo, insertPlaces, places } from './testing'

describe('cargo: the Cargo entity, contacts and private fields', () => {
  let server: TestServer
  let north: number
  let plain: number
  let withContacts: number
  const tokens: Record<string, string> = {}
  const users: Record<string, number> = {}

  beforeAll(async () => {
    server = await createTestServer()
    await insertPlaces(server)
    north = await companyId(server, 'shipper@example.com')
    for (const name of ['shipper', 'logist', 'manager', 'carrier', 'ural']) {
      tokens[name] = await tokenFor(server, `${name}@example.com`)
      users[name] = await userId(server, `${name}@example.com`)
    }
    plain = await insertCargo(server, north, {
      created_by: users.shipper,
      comment: 'Внутреннее: ставку не поднимать',
      created_at: '2030-06-01T09:00:00.000Z',
    })
    withContacts = await insertCargo(server, north, {
      from: 'moscow',
      to: 'minsk',
      created_by: users.shipper,
      contact_user_ids: [users.logist!, users.manager!],
      truck_type_ids: [2, 3],
      load_type_ids: [1, 2],
      cargo_type_id: 3,
      pack_type_id: null,
      volume: null,
      price: null,
      price_per_km: null,
      payment_type: 2,
      created_at: '2030-06-02T09:00:00.000Z',
    })
  })
  afterAll(() => server.close())

  const list = async (query: string, token?: string, lang: 'ru' | 'en' = 'ru') => {
    const res = await server.call({ method: 'GET', url: api(`cargos?${query}`), token, lang })
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data as Record<string, unknown>[]
  }
  const byId = (rows: Record<string, unknown>[], id: number) => rows.find((row) => row.id === id)!

  it('answers the public fields, named in Russian by default', async () => {
    const cargo = byId(await list('sort=created_at'), plain)
    expect(cargo).toEqual({
      id: plain,
      stage: 'available',
      start_point: {
        id: places.kazan.id,
        type: 'city',
        name: 'Казань',
        region: 'Республика Татарстан',
        country_code: 'RU',
        lat: places.kazan.lat,
        lng: places.kazan.lng,
      },
      finish_point: {
        id: places.moscow.id,
        type: 'city',
        name: 'Москва',
        region: 'Москва',
        country_code: 'RU',
        lat: places.moscow.lat,
        lng: places.moscow.lng,
      },
      points_count: 2,
      load_date_from: '2030-06-10',
      load_date_to: '2030-06-11',
      unload_date: '2030-06-13',
      truck_types: [{ id: 1, name: 'Тент' }],
      load_types: [{ id: 1, name: 'Задняя' }],
      cargo_type: { id: 1, name: 'Товары народного потребления' },
      pack_type: { id: 1, name: 'Паллеты' },
      weight: 10,
      volume: 60,
      price: 6_000_000,
      currency: 'RUB',
      price_per_km: 6950,
      distance_km: 863,
      payment_type: 1,
      company: { id: north, name: 'ООО «Северная Торговая Компания»' },
      created_at: '2030-06-01T09:00:00.000Z',
    })
  })

  it('names places and dictionary items in English for Accept-Language en', async () => {
    const cargo = byId(await list('sort=created_at', undefined, 'en'), withContacts)
    expect(cargo).toMatchObject({
      start_point: { name: 'Moscow', region: 'Moscow' },
      finish_point: { name: 'Minsk', region: null, country_code: 'BY' },
      truck_types: [
        { id: 2, name: 'Refrigerated' },
        { id: 3, name: 'Insulated' },
      ],
      load_types: [
        { id: 1, name: 'Rear' },
        { id: 2, name: 'Side' },
      ],
      cargo_type: { id: 3, name: 'Frozen food' },
      pack_type: null,
      volume: null,
      price: null,
      price_per_km: null,
      payment_type: 2,
    })
  })

  it('gives anonymous callers no contacts, no favourite mark and no internal comment, even when asked', async () => {
    for (const cargo of await list('include=contacts')) {
      expect(cargo).not.toHaveProperty('contacts')
      expect(cargo).not.toHaveProperty('is_favorite')
      expect(cargo).not.toHaveProperty('comment')
    }
    const res = await server.call({ method: 'GET', url: api(`cargos/${plain}?include=contacts`) })
    expect(Object.keys(res.json().data)).not.toContain('contacts')
    expect(res.body).not.toContain('ставку не поднимать')
    expect(res.body).not.toContain('+7916')
  })

  it('gives signed-in callers contacts with include=contacts: the contact users, else the author', async () => {
    const rows = await list('include=contacts', tokens.carrier)
    expect(byId(rows, plain).contacts).toEqual([{ id: users.shipper, name: 'Анна Смирнова', phones: ['+79161110001'] }])
    expect(byId(rows, withContacts).contacts).toEqual([
      { id: users.logist, name: 'Дмитрий Волков', phones: ['+79161110002'] },
      { id: users.manager, name: 'Елена Кузнецова', phones: ['+79161110003'] },
    ])
    expect(byId(rows, plain).is_favorite).toBe(false)
    // Without include, no contacts.
    expect(byId(await list('', tokens.carrier), plain)).not.toHaveProperty('contacts')
  })

  it("shows the internal comment to the shipper company's own users only", async () => {
    expect(byId(await list('', tokens.logist), plain).comment).toBe('Внутреннее: ставку не поднимать')
    expect(byId(await list('', tokens.shipper), withContacts).comment).toBeNull()
    expect(byId(await list('', tokens.carrier), plain)).not.toHaveProperty('comment')
    expect(byId(await list('', tokens.ural), plain)).not.toHaveProperty('comment')
  })
})
