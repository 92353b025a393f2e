/**
 * Test-only: a fake exchange API for the browser tests of `fx-cargo-search` (never part of a build). It answers
 * the cargo, filter, dictionary and place endpoints, and a carrier's trucks and those that fit a cargo
 * (`v2/cargos/{id}/relevant-transport[-count]`, refused without a token as the server refuses non-carriers), from
 * memory, and records every request.
 */
import { noopReporter } from '../../core/api'
import { fakeFetch, jsonResponse, sampleUser } from '../../core/api/testing'
import type { Cargo, SavedCargoFilter } from '../../core/contract/cargo'
import type { RelevantTransport, Transport, TransportTask } from '../../core/contract/fleet'
import type { Place } from '../../core/contract/reference'
import { type Core, getCore, memoryStorage } from '../../core/session'

export function testPlace(id: number, name_ru: string, name_en: string, region: string | null): Place {
  return {
    id,
    type: 'city',
    name: name_ru,
    name_ru,
    name_en,
    region,
    country_code: 'RU',
    lat: 55 + id / 10,
    lng: 37 + id / 10,
    population: 1000,
  }
}

export const testPlaces = [
  testPlace(1, 'Москва', 'Moscow', 'Москва'),
  testPlace(2, 'Казань', 'Kazan', 'Республика Татарстан'),
  testPlace(3, 'Самара', 'Samara', 'Самарская область'),
  testPlace(4, 'Пермь', 'Perm', 'Пермский край'),
  testPlace(5, 'Тверь', 'Tver', 'Тверская область'),
  testPlace(6, 'Тула', 'Tula', 'Тульская область'),
  testPlace(7, 'Омск', 'Omsk', 'Омская область'),
  testPlace(8, 'Орёл', 'Oryol', 'Орловская область'),
]

const named = (place: Place, en: boolean) => ({ ...place, name: en ? place.name_en : place.name_ru })

export function testCargo(id: number, overrides: Partial<Cargo> = {}): Cargo {
  const from = testPlaces[id % 4] as Place
  const to = testPlaces[(id % 4) + 4] as Place
  const cargoPlace = (p: Place) => ({
    id: p.id,
    type: p.type,
    name: p.name_ru,
    region: p.region,
    country_code: p.country_code,
    lat: p.lat,
    lng: p.lng,
  })
  return {
    id,
    stage: 'available',
    start_point: cargoPlace(from),
    finish_point: cargoPlace(to),
    points_count: 2,
    load_date_from: '2026-05-03',
    load_date_to: '2026-05-05',
    unload_date: '2026-05-08',
    truck_types: [{ id: 1, name: 'Тент' }],
    load_types: [{ id: 1, name: 'Задняя' }],
    cargo_type: { id: 2, name: 'Стройматериалы' },
    pack_type: null,
    weight: 20,
    volume: 82,
    price: 12345000,
    currency: 'RUB',
    price_per_km: 9550,
    distance_km: 1293,
    payment_type: 1,
    company: { id: 3, name: `Грузовладелец ${id}` },
    created_at: '2026-05-01T10:00:00.000Z',
    ...overrides,
  }
}

const stamp = '2026-05-01T10:00:00.000Z'

export function testTruck(id: number, number: string, overrides: Partial<Transport> = {}): Transport {
  return {
    id,
    number,
    vehicle: { id: 1, name: 'MAN' },
    truck_model: { id: 1, name: 'TGX' },
    truck_type: { id: 1, name: 'Тент' },
    volume: null,
    capacity: null,
    total_volume: 86,
    total_capacity: 20,
    load_types: [{ id: 1, name: 'Задняя' }],
    trailer: null,
    driver: null,
    external_company: null,
    notes_count: 0,
    created_at: stamp,
    updated_at: stamp,
    ...overrides,
  }
}

/** A free window of a truck in Kazan (place 2). */
export function testFreeTask(id: number, transportId: number, type: 'available' | 'ready'): TransportTask {
  const kazan = testPlaces[1] as Place
  return {
    id,
    transport_id: transportId,
    type,
    display_type: type,
    start_date: '2026-05-03',
    end_date: '2026-05-09',
    place: {
      id: kazan.id,
      name: kazan.name_ru,
      region: kazan.region,
      country_code: 'RU',
      lat: kazan.lat,
      lng: kazan.lng,
    },
    radius_km: 100,
    cargo: null,
    comment: null,
    counters: { responses: 0, new_responses: 0, files: 0 },
    created_at: stamp,
    updated_at: stamp,
  }
}

export const testTrucks = [
  testTruck(31, 'А100АА116', {
    trailer: {
      id: 41,
      number: 'АВ123416',
      truck_type: { id: 1, name: 'Тент' },
      volume: 82,
      capacity: 20,
      created_at: stamp,
      updated_at: stamp,
    },
  }),
  testTruck(32, 'В200ВВ116', { truck_type: { id: 2, name: 'Рефрижератор' }, total_capacity: 18, total_volume: 70 }),
  testTruck(33, 'Е300ЕЕ116'),
]

/** Trucks 31 (available) and 32 (ready) fit every cargo; 33 does not. */
export const testRelevant = (): RelevantTransport[] => [
  { transport: testTrucks[0] as Transport, task: testFreeTask(51, 31, 'available'), distance_km: 12 },
  { transport: testTrucks[1] as Transport, task: testFreeTask(52, 32, 'ready'), distance_km: 48 },
]

export interface FakeState {
  /** `meta.size` of the cargo lists. */
  total: number
  /** Cargos by id override (content tests). */
  cargos: Map<number, Cargo>
  filters: SavedCargoFilter[]
  favorites: Set<number>
  nextFilterId: number
  /** Answer the cargo list with this status instead. */
  failList: number | null
  /** The caller's trucks that fit any cargo. */
  relevant: RelevantTransport[]
}

export const fake: FakeState = {
  total: 45,
  cargos: new Map(),
  filters: [],
  favorites: new Set(),
  nextFilterId: 100,
  failList: null,
  relevant: testRelevant(),
}

export function resetFake() {
  fake.total = 45
  fake.cargos = new Map()
  fake.filters = []
  fake.favorites = new Set()
  fake.nextFilterId = 100
  fake.failList = null
  fake.relevant = testRelevant()
}

export function savedFilter(id: number, name: string, filter: SavedCargoFilter['filter']): SavedCargoFilter {
  return { id, name, filter, created_at: '2026-05-01T10:00:00.000Z', updated_at: '2026-05-01T10:00:00.000Z' }
}

function cargoOf(id: number, signedIn: boolean): Cargo {
  const cargo = fake.cargos.get(id) ?? testCargo(id)
  return signedIn ? { ...cargo, is_favorite: fake.favorites.has(id) } : cargo
}

export const cargoApi = fakeFetch(async (request) => {
  const path = request.url.pathname
  const query = request.url.searchParams
  const en = request.headers.get('accept-language') === 'en'
  const signedIn = request.headers.has('authorization')
  const method = request.method
  /** The number a path pattern captures, or null. */
  const idIn = (pattern: RegExp): number | null => {
    const found = pattern.exec(path)
    return found ? Number(found[1]) : null
  }

  if (path === '/api/v1/me') return jsonResponse({ data: sampleUser({ roles: ['carrier'] }) })
  if (path === '/api/v1/geo/places') {
    const q = (query.get('query') ?? '').toLowerCase()
    const found = testPlaces
      .filter((p) => p.name_ru.toLowerCase().startsWith(q) || p.name_en.toLowerCase().startsWith(q))
      .map((p) => named(p, en))
    return jsonResponse({ data: found, meta: { size: found.length } })
  }
  const id1 = idIn(/^\/api\/v1\/geo\/places\/(\d+)$/)
  if (id1 !== null) {
    const place = testPlaces.find((p) => p.id === id1)
    return place ? jsonResponse({ data: named(place, en) }) : jsonResponse({ message: 'not found' }, 404)
  }
  const kind = /^\/api\/v1\/dictionaries\/(\w+)$/.exec(path)?.[1]
  if (kind) {
    const items =
      kind === 'truck_types'
        ? [
            { id: 1, name: en ? 'Curtain' : 'Тент', short_name: 'T' },
            { id: 2, name: en ? 'Reefer' : 'Рефрижератор', short_name: 'R' },
          ]
        : [
            { id: 1, name: en ? 'Rear' : 'Задняя', short_name: 'R' },
            { id: 2, name: en ? 'Side' : 'Боковая', short_name: 'S' },
          ]
    return jsonResponse({ data: items, meta: { size: items.length } })
  }
  if (path === '/api/v1/cargos' || path === '/api/v2/cargos/views') {
    if (fake.failList) return jsonResponse({ message: 'failed' }, fake.failList)
    const limit = Number(query.get('limit') ?? 20)
    const offset = Number(query.get('offset') ?? 0)
    const ids = Array.from({ length: Math.max(0, Math.min(limit, fake.total - offset)) }, (_, i) => offset + i + 1)
    return jsonResponse({ data: ids.map((id) => cargoOf(id, signedIn)), meta: { size: fake.total } })
  }
  if (path === '/api/v2/cargos/filters') {
    if (method === 'POST') {
      const body = request.json as { name: string; filter: SavedCargoFilter['filter'] }
      const saved = savedFilter(fake.nextFilterId++, body.name, body.filter)
      fake.filters.push(saved)
      return jsonResponse({ data: saved }, 201)
    }
    return jsonResponse({ data: fake.filters, meta: { size: fake.filters.length } })
  }
  const id3 = idIn(/^\/api\/v2\/cargos\/filters\/(\d+)$/)
  if (id3 !== null) {
    const index = fake.filters.findIndex((f) => f.id === id3)
    if (index < 0) return jsonResponse({ message: 'not found' }, 404)
    if (method === 'DELETE') {
      fake.filters.splice(index, 1)
      return jsonResponse({ data: { ok: true } })
    }
    const body = request.json as Partial<SavedCargoFilter>
    const updated = { ...(fake.filters[index] as SavedCargoFilter), ...body }
    fake.filters[index] = updated
    return jsonResponse({ data: updated })
  }
  const id4 = idIn(/^\/api\/v1\/cargos\/(\d+)\/favorite$/)
  if (id4 !== null) {
    if (method === 'POST') fake.favorites.add(id4)
    else fake.favorites.delete(id4)
    return jsonResponse({ data: { id: id4, is_favorite: method === 'POST' } })
  }
  const id5 = idIn(/^\/api\/v1\/cargos\/(\d+)$/)
  if (id5 !== null) return jsonResponse({ data: cargoOf(id5, signedIn) })
  const id6 = idIn(/^\/api\/v2\/cargos\/(\d+)\/points$/)
  if (id6 !== null) {
    const cargo = cargoOf(id6, signedIn)
    const point = (position: number, kind: 'load' | 'unload', place: Cargo['start_point'], date: string) => ({
      position,
      kind,
      place,
      address: position === 1 ? 'ул. Складская, 1' : null,
      date,
      time_from: '09:00',
      time_to: '18:00',
    })
    const data = [
      point(1, 'load', cargo.start_point, cargo.load_date_from),
      point(2, 'unload', cargo.finish_point, cargo.unload_date ?? cargo.load_date_to),
    ]
    return jsonResponse({ data, meta: { size: 2 } })
  }
  const id7 = idIn(/^\/api\/v2\/cargos\/(\d+)\/prices$/)
  if (id7 !== null) {
    const mode = query.get('filter[mode]')
    const all = [
      { id: 2, mode: 'nds', price: 12345000, currency: 'RUB', created_at: '2026-05-02T10:00:00.000Z' },
      { id: 1, mode: 'cash', price: 11000000, currency: 'RUB', created_at: '2026-05-01T10:00:00.000Z' },
    ]
    const data = mode ? all.filter((p) => p.mode === mode) : all
    return jsonResponse({ data, meta: { size: data.length } })
  }
  const id8 = idIn(/^\/api\/v2\/cargos\/(\d+)\/response-status$/)
  if (id8 !== null) {
    return jsonResponse({ data: { cargo_id: id8, status: null } })
  }
  const id9 = idIn(/^\/api\/v2\/cargos\/routes\/(\d+)$/)
  if (id9 !== null) {
    const cargo = cargoOf(id9, signedIn)
    return jsonResponse({
      data: {
        cargo_id: cargo.id,
        distance_km: cargo.distance_km,
        straight_km: 1100,
        points: [],
        geometry: { type: 'LineString', coordinates: [] },
      },
    })
  }
  const id10 = idIn(/^\/api\/v1\/cargos\/status\/(\d+)$/)
  if (id10 !== null) {
    return jsonResponse({
      data: {
        id: id10,
        stage: 'available',
        history: [{ stage: 'available', created_at: '2026-05-01T10:00:00.000Z' }],
      },
    })
  }
  const id11 = idIn(/^\/api\/v2\/cargos\/(\d+)\/request-contact$/)
  if (id11 !== null) {
    return jsonResponse({
      data: { cargo_id: id11, contacts: [{ id: 9, name: 'Анна Смирнова', phones: ['+7 916 000-00-09'] }] },
    })
  }
  if (path === '/api/v1/carrier/transports') {
    if (!signedIn) return jsonResponse({ message: 'unauthorized' }, 401)
    return jsonResponse({ data: testTrucks, meta: { size: testTrucks.length } })
  }
  const relevant = /^\/api\/v2\/cargos\/(\d+)\/relevant-transport(-count)?$/.exec(path)
  if (relevant) {
    if (!signedIn) return jsonResponse({ message: 'unauthorized' }, 401)
    const type = query.get('filter[type]') ?? 'all'
    const fits = fake.relevant.filter((item) => type === 'all' || item.task.type === type)
    const limit = Number(query.get('limit') ?? (relevant[2] ? 1 : 9999))
    return jsonResponse({ data: fits.slice(0, limit), meta: { size: fits.length } })
  }
  return jsonResponse({ message: 'not found' }, 404)
})

/** The page's core on the fake API (created before any element connects). */
export function setUpCargoCore(): Core {
  return getCore({
    apiBase: 'https://api.test',
    storage: memoryStorage(),
    fetch: cargoApi.fetch,
    reporter: noopReporter,
  })
}

/** The recorded requests to a path. */
export function requestsTo(path: string) {
  return cargoApi.requests.filter((r) => r.url.pathname === path)
}
