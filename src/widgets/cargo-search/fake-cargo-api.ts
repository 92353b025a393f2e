/**
 * Test-only: the cargo search's data on the fake exchange (never part of a build): cargos, saved filters,
 * favourites, cargo details, and a carrier's trucks and those that fit a cargo, from memory. Places, dictionaries
 * and `me` are the shared answers.
 */
import { sampleUser } from '../../core/api/testing'
import {
  addFavorite,
  type Cargo,
  cargoPoints,
  cargoPrices,
  cargoRoute,
  cargoStatus,
  cargoViews,
  createFilter,
  deleteFilter,
  getCargo,
  listCargos,
  listFilters,
  removeFavorite,
  requestContact,
  responseStatus,
  type SavedCargoFilter,
  updateFilter,
} from '../../core/contract/cargo'
import { ok } from '../../core/contract/common'
import type { Place } from '../../core/contract/reference'
import { addResponse } from '../../core/contract/responses'
import {
  listTransports,
  type RelevantTransport,
  relevantTransport,
  relevantTransportCount,
  type Transport,
  type TransportTask,
} from '../../core/contract/transport'
import { laneIndex } from '../../core/contract/trucks'
import type { Core } from '../../core/session'
import { createFakeExchange, refuse, setUpCore } from '../testing/fake-exchange'
import { answerDictionaries, answerMe, answerPlaces, cargoPoint, testPlace } from '../testing/shared-handlers'

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

export function testCargo(id: number, overrides: Partial<Cargo> = {}): Cargo {
  const from = testPlaces[id % 4] as Place
  const to = testPlaces[(id % 4) + 4] as Place
  return {
    id,
    stage: 'available',
    start_point: cargoPoint(from),
    finish_point: cargoPoint(to),
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
  /** The caller's response to every cargo (v2/cargos/:id/response-status). */
  responseStatus: string | null
  /** The field errors a new response is refused with (422); without them it is refused as a conflict (409). */
  respondErrors: Record<string, string[]> | null
}

export const fake: FakeState = {
  total: 45,
  cargos: new Map(),
  filters: [],
  favorites: new Set(),
  nextFilterId: 100,
  failList: null,
  relevant: testRelevant(),
  responseStatus: null,
  respondErrors: null,
}

export function resetFake() {
  fake.total = 45
  fake.cargos = new Map()
  fake.filters = []
  fake.favorites = new Set()
  fake.nextFilterId = 100
  fake.failList = null
  fake.relevant = testRelevant()
  fake.responseStatus = null
  fake.respondErrors = null
}

export function savedFilter(id: number, name: string, filter: SavedCargoFilter['filter']): SavedCargoFilter {
  return { id, name, filter, created_at: '2026-05-01T10:00:00.000Z', updated_at: '2026-05-01T10:00:00.000Z' }
}

function cargoOf(id: number, signedIn: boolean): Cargo {
  const cargo = fake.cargos.get(id) ?? testCargo(id)
  return signedIn ? { ...cargo, is_favorite: fake.favorites.has(id) } : cargo
}

export const cargoApi = createFakeExchange()
answerPlaces(cargoApi, testPlaces)
answerDictionaries(cargoApi)
answerMe(cargoApi, () => sampleUser({ roles: ['carrier'] }))

/** One page of the 1..`fake.total` cargos. */
const cargoPage = ({ query, token }: { query: { limit: number; offset: number }; token: string | null }) => {
  if (fake.failList) return refuse(fake.failList, 'failed')
  const { limit, offset } = query
  const ids = Array.from({ length: Math.max(0, Math.min(limit, fake.total - offset)) }, (_, i) => offset + i + 1)
  return { data: ids.map((id) => cargoOf(id, token !== null)), meta: { size: fake.total } }
}
cargoApi.on(listCargos, cargoPage)
cargoApi.on(cargoViews, cargoPage)

cargoApi.on(listFilters, () => ({ data: fake.filters, meta: { size: fake.filters.length } }))
cargoApi.on(createFilter, ({ body }) => {
  const saved = savedFilter(fake.nextFilterId++, body.name, body.filter)
  fake.filters.push(saved)
  return { data: saved }
})
cargoApi.on(updateFilter, ({ params, body }) => {
  const index = fake.filters.findIndex((f) => f.id === params.id)
  if (index < 0) return refuse(404, 'not found')
  const updated = { ...(fake.filters[index] as SavedCargoFilter), ...body }
  fake.filters[index] = updated
  return { data: updated }
})
cargoApi.on(deleteFilter, ({ params }) => {
  const index = fake.filters.findIndex((f) => f.id === params.id)
  if (index < 0) return refuse(404, 'not found')
  fake.filters.splice(index, 1)
  return ok
})

cargoApi.on(addFavorite, ({ params }) => {
  fake.favorites.add(params.id)
  return { data: { id: params.id, is_favorite: true } }
})
cargoApi.on(removeFavorite, ({ params }) => {
  fake.favorites.delete(params.id)
  return { data: { id: params.id, is_favorite: false } }
})

cargoApi.on(getCargo, ({ params, token }) => ({ data: cargoOf(params.id, token !== null) }))
cargoApi.on(cargoPoints, ({ params, token }) => {
  const cargo = cargoOf(params.id, token !== null)
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
  return { data, meta: { size: 2 } }
})
cargoApi.on(cargoPrices, ({ query }) => {
  const mode = query.filter?.mode
  const all = [
    { id: 2, mode: 'nds' as const, price: 12345000, currency: 'RUB', created_at: '2026-05-02T10:00:00.000Z' },
    { id: 1, mode: 'cash' as const, price: 11000000, currency: 'RUB', created_at: '2026-05-01T10:00:00.000Z' },
  ]
  const data = mode ? all.filter((p) => p.mode === mode) : all
  return { data, meta: { size: data.length } }
})
cargoApi.on(responseStatus, ({ params }) => ({ data: { cargo_id: params.id, status: fake.responseStatus } }))
cargoApi.on(addResponse, () =>
  fake.respondErrors ? refuse(422, 'Проверьте поля', fake.respondErrors) : refuse(409, 'Груз уже взят'),
)
// the lane price index of the details: no prices on the lane yet
cargoApi.on(laneIndex, ({ query }) => ({
  data: {
    start_point_id: query.start_point_id,
    finish_point_id: query.finish_point_id,
    radius_km: 50,
    truck_type: query.truck_type ?? null,
    currency: 'RUB',
    weeks: [],
  },
}))
cargoApi.on(cargoRoute, ({ params, token }) => {
  const cargo = cargoOf(params.id, token !== null)
  return {
    data: {
      cargo_id: cargo.id,
      distance_km: cargo.distance_km,
      straight_km: 1100,
      points: [],
      geometry: { type: 'LineString' as const, coordinates: [] },
    },
  }
})
cargoApi.on(cargoStatus, ({ params }) => ({
  data: {
    id: params.id,
    stage: 'available' as const,
    history: [{ stage: 'available' as const, created_at: '2026-05-01T10:00:00.000Z' }],
  },
}))
cargoApi.on(requestContact, ({ params }) => ({
  data: { cargo_id: params.id, contacts: [{ id: 9, name: 'Анна Смирнова', phones: ['+7 916 000-00-09'] }] },
}))

cargoApi.on(listTransports, () => ({ data: testTrucks, meta: { size: testTrucks.length } }))
/** The caller's trucks that fit any cargo, of the asked window type. */
const fitting = ({ query }: { query: { limit: number; filter?: { type?: string } } }) => {
  const type = query.filter?.type ?? 'all'
  const fits = fake.relevant.filter((item) => type === 'all' || item.task.type === type)
  return { data: fits.slice(0, query.limit), meta: { size: fits.length } }
}
cargoApi.on(relevantTransport, fitting)
cargoApi.on(relevantTransportCount, fitting)

/** The page's core on the fake API (created before any element connects). */
export function setUpCargoCore(): Core {
  return setUpCore(cargoApi)
}

/** The recorded requests to a path. */
export const requestsTo = (path: string) => cargoApi.requestsTo(path)
