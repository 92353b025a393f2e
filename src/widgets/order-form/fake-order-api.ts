/**
 * Test-only: the order form's data on the fake exchange (never part of a build): staff, the price hint and the
 * shipper's cargos, from memory. Places and dictionaries are the shared answers.
 */
import { listStaff } from '../../core/contract/companies'
import type { Place } from '../../core/contract/reference'
import {
  createCargo,
  getShipperCargo,
  priceCalculation,
  type ShipperCargo,
  updateCargo,
} from '../../core/contract/shipper'
import type { Core } from '../../core/session'
import { createFakeExchange, refuse, setUpCore } from '../testing/fake-exchange'
import { answerDictionaries, answerPlaces, cargoPoint, testPlace } from '../testing/shared-handlers'

export const orderPlaces = [
  testPlace(1, 'Москва', 'Moscow'),
  testPlace(2, 'Казань', 'Kazan'),
  testPlace(3, 'Самара', 'Samara'),
]

export function testShipperCargo(id: number, overrides: Partial<ShipperCargo> = {}): ShipperCargo {
  const [moscow, kazan] = orderPlaces as [Place, Place]
  return {
    auction: null,
    taken: false,
    agreed_price: null,
    expired: false,
    id,
    stage: 'draft',
    start_point: cargoPoint(moscow),
    finish_point: cargoPoint(kazan),
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
        place: cargoPoint(moscow),
        address: 'ул. Складская, 1',
        date: '2030-07-01',
        time_from: '09:00',
        time_to: '18:00',
      },
      {
        position: 2,
        kind: 'unload',
        place: cargoPoint(kazan),
        address: null,
        date: '2030-07-03',
        time_from: null,
        time_to: null,
      },
    ],
    additional_conditions: [],
    additional_equipments: [],
    price_mode: 'nds',
    vat: 22,
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
  /** How many saves were answered: `failSave` is read when a save is answered, after its request is recorded. */
  saves: 0,
  cargos: new Map<number, ShipperCargo>(),
}

export function resetOrderFake() {
  orderFake.failSave = null
  orderFake.saves = 0
  orderFake.cargos = new Map([[5, testShipperCargo(5)]])
}
resetOrderFake()

export const orderApi = createFakeExchange()
answerPlaces(orderApi, orderPlaces)
answerDictionaries(orderApi)

orderApi.on(listStaff, () => {
  const staff = [
    {
      id: 1,
      name: 'Помощник',
      full_name: 'Системный помощник',
      type: 'system_assistant' as const,
      email: null,
      phone: null,
      roles: [],
      status: 'active' as const,
    },
    {
      id: 7,
      name: 'Иван П.',
      full_name: 'Иван Петров',
      type: 'user' as const,
      email: 'ivan@example.com',
      phone: '+79161234567',
      roles: ['shipper' as const],
      status: 'active' as const,
    },
  ]
  return { data: staff, meta: { size: staff.length } }
})

orderApi.on(priceCalculation, () => ({
  data: {
    distance_km: 860,
    price_per_km: 6000,
    price: 5_160_000,
    price_low: 4_300_000,
    price_high: 6_020_000,
    currency: 'RUB',
    sample_size: 12,
    basis: 'route' as const,
  },
}))

/** Saves a cargo as the server would, or fails as `orderFake.failSave` says. */
function save(id: number, body: { weight: number; price?: number | null; publish?: boolean }) {
  orderFake.saves += 1
  if (orderFake.failSave === 422) return refuse(422, 'Проверьте', { weight: ['Слишком тяжело'] })
  if (orderFake.failSave) return refuse(orderFake.failSave, 'Ошибка сервера')
  const cargo = testShipperCargo(id, {
    weight: body.weight,
    price: body.price ?? null,
    stage: body.publish ? 'available' : 'draft',
  })
  orderFake.cargos.set(id, cargo)
  return { data: cargo }
}
orderApi.on(createCargo, ({ body }) => save(101, body))
orderApi.on(updateCargo, ({ params, body }) => save(params.id, body))
orderApi.on(getShipperCargo, ({ params }) => {
  const cargo = orderFake.cargos.get(params.id)
  return cargo ? { data: cargo } : refuse(404, 'Не найдено')
})

export function setUpOrderCore(): Core {
  return setUpCore(orderApi)
}

export const orderRequests = (method: string, path: string) => orderApi.requestsTo(path, method)
