/**
 * Test-only: a fake exchange API for the browser tests of `fx-order-form` (never part of a build). It answers the
 * dictionaries, places, staff, price hint and the shipper's cargo endpoints from memory and records every request.
 */
import { noopReporter } from '../../core/api'
import { fakeFetch, jsonResponse } from '../../core/api/testing'
import type { Place } from '../../core/contract/reference'
import type { ShipperCargo } from '../../core/contract/shipper'
import { type Core, getCore, memoryStorage } from '../../core/session'

const city = (id: number, name_ru: string, name_en: string): Place => ({
  id,
  type: 'city',
  name: name_ru,
  name_ru,
  name_en,
  region: null,
  country_code: 'RU',
  lat: 55 + id,
  lng: 37 + id,
  population: 1000,
})

export const orderPlaces = [city(1, 'Москва', 'Moscow'), city(2, 'Казань', 'Kazan'), city(3, 'Самара', 'Samara')]

const dict = (en: boolean, items: [number, string, string][]) =>
  items.map(([id, ru, english]) => ({ id, name: en ? english : ru, short_name: en ? english : ru }))

export function testShipperCargo(id: number, overrides: Partial<ShipperCargo> = {}): ShipperCargo {
  const place = (p: Place) => ({
    id: p.id,
    type: p.type,
    name: p.name_ru,
    region: p.region,
    country_code: p.country_code,
    lat: p.lat,
    lng: p.lng,
  })
  const [moscow, kazan] = orderPlaces as [Place, Place]
  return {
    auction: null,
    taken: false,
    id,
    stage: 'draft',
    start_point: place(moscow),
    finish_point: place(kazan),
    points_count: 2,
    load_date_from: '2030-07-01',
    load_date_to: '2030-07-01',
    unload_date: '2030-07-03',
    truck_types: [{ id: 1, name: 'Тент' }],
    load_types: [],
    cargo_type: { id: 2, name: 'Стройматериалы' },
    pack_type: null,
    weight: 7.5,
    volume: null,
    price: 5_000_000,
    currency: 'RUB',
    price_per_km: 5800,
    distance_km: 860,
    payment_type: 1,
    company: { id: 3, name: 'Cargo Owner LLC' },
    contacts: [],
    comment: 'Осторожно',
    created_at: '2030-06-01T10:00:00.000Z',
    points: [
      {
        position: 1,
        kind: 'load',
        place: place(moscow),
        address: 'ул. Складская, 1',
        date: '2030-07-01',
        time_from: '09:00',
        time_to: '18:00',
      },
      {
        position: 2,
        kind: 'unload',
        place: place(kazan),
        address: null,
        date: '2030-07-03',
        time_from: null,
        time_to: null,
      },
    ],
    additional_conditions: [],
    additional_equipments: [],
    price_mode: 'nds',
    vat: 20,
    contact_user_ids: [],
    created_by: 7,
    responsible: null,
    editable: true,
    actions: ['publish', 'cancel'],
    updated_at: '2030-06-01T10:00:00.000Z',
    ...overrides,
  }
}

export const orderFake = {
  /** The status the next save answers with (null: success). */
  failSave: null as number | null,
  cargos: new Map<number, ShipperCargo>(),
}

export function resetOrderFake() {
  orderFake.failSave = null
  orderFake.cargos = new Map([[5, testShipperCargo(5)]])
}
resetOrderFake()

export const orderApi = fakeFetch(async (request) => {
  const path = request.url.pathname
  const query = request.url.searchParams
  const en = request.headers.get('accept-language') === 'en'
  if (path === '/api/v1/geo/places') {
    const q = (query.get('query') ?? '').toLowerCase()
    const found = orderPlaces
      .filter((p) => p.name_ru.toLowerCase().startsWith(q) || p.name_en.toLowerCase().startsWith(q))
      .map((p) => ({ ...p, name: en ? p.name_en : p.name_ru }))
    return jsonResponse({ data: found, meta: { size: found.length } })
  }
  const kind = /^\/api\/v1\/dictionaries\/([\w-]+)$/.exec(path)?.[1]
  if (kind) {
    const items =
      kind === 'cargo_types'
        ? dict(en, [
            [1, 'Продукты', 'Food'],
            [2, 'Стройматериалы', 'Building materials'],
          ])
        : kind === 'truck_types'
          ? dict(en, [
              [1, 'Тент', 'Curtain'],
              [2, 'Рефрижератор', 'Reefer'],
            ])
          : kind === 'currencies'
            ? [{ id: 1, name: en ? 'Russian rouble' : 'Российский рубль', short_name: en ? 'RUB' : '₽' }]
            : kind === 'money_types'
              ? dict(en, [
                  [1, 'С НДС', 'VAT'],
                  [2, 'Без НДС', 'No VAT'],
                ])
              : dict(en, [[1, 'Первый', 'First']])
    return jsonResponse({ data: items, meta: { size: items.length } })
  }
  if (path === '/api/v1/company/staff') {
    const staff = [
      {
        id: 1,
        name: 'Помощник',
        full_name: 'Системный помощник',
        type: 'system_assistant',
        email: null,
        phone: null,
        roles: [],
        status: 'active',
      },
      {
        id: 7,
        name: 'Иван П.',
        full_name: 'Иван Петров',
        type: 'user',
        email: 'ivan@example.com',
        phone: '+79161234567',
        roles: ['shipper'],
        status: 'active',
      },
    ]
    return jsonResponse({ data: staff, meta: { size: staff.length } })
  }
  if (path === '/api/v1/cargos/price-calculation') {
    return jsonResponse({
      data: {
        distance_km: 860,
        price_per_km: 6000,
        price: 5_160_000,
        price_low: 4_300_000,
        price_high: 6_020_000,
        currency: 'RUB',
        sample_size: 12,
        basis: 'route',
      },
    })
  }
  const save = async (id: number, created: boolean) => {
    if (orderFake.failSave) {
      return orderFake.failSave === 422
        ? jsonResponse({ message: 'Проверьте', errors: { weight: ['Слишком тяжело'] } }, 422)
        : jsonResponse({ message: 'Ошибка сервера' }, orderFake.failSave)
    }
    const body = request.json as { weight: number; price: number | null; publish?: boolean }
    const cargo = testShipperCargo(id, {
      weight: body.weight,
      price: body.price,
      stage: body.publish ? 'available' : 'draft',
    })
    orderFake.cargos.set(id, cargo)
    return jsonResponse({ data: cargo }, created ? 201 : 200)
  }
  if (path === '/api/v1/shipper/cargos' && request.method === 'POST') return save(101, true)
  const id = /^\/api\/v1\/shipper\/cargos\/(\d+)$/.exec(path)?.[1]
  if (id) {
    if (request.method === 'PUT') return save(Number(id), false)
    const cargo = orderFake.cargos.get(Number(id))
    return cargo ? jsonResponse({ data: cargo }) : jsonResponse({ message: 'Не найдено' }, 404)
  }
  return jsonResponse({ message: 'not found' }, 404)
})

export function setUpOrderCore(): Core {
  return getCore({
    apiBase: 'https://api.test',
    storage: memoryStorage(),
    fetch: orderApi.fetch,
    reporter: noopReporter,
  })
}

export const orderRequests = (method: string, path: string) =>
  orderApi.requests.filter((r) => r.method === method && r.url.pathname === path)
