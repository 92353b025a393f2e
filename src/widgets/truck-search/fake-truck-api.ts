/** The fake exchange of fx-truck-search's browser tests: found trucks, a carrier, its routes, comments, feedback. */

import {
  type CarrierCompany,
  createExternalComment,
  createFeedback,
  createPlannedRoute,
  type ExternalComment,
  getExternalCompany,
  listCompanyTransports,
  listExternalComments,
  listFeedback,
  listPlannedRoutes,
  type PlannedRoute,
  previewExternalMessage,
  sendExternalMessage,
} from '../../core/contract/external-carriers'
import { createTaskResponse } from '../../core/contract/transport'
import { type FoundTruck, laneIndex, searchTrucks } from '../../core/contract/trucks'
import type { Core } from '../../core/session'
import { createFakeExchange, refuse, setUpCore } from '../testing/fake-exchange'
import { answerDictionaries, answerMe, answerPlaces, testPlace } from '../testing/shared-handlers'

export const truckPlaces = [testPlace(1, 'Москва', 'Moscow', 'Москва'), testPlace(2, 'Казань', 'Kazan', 'Татарстан')]

export function foundTruck(i: number): FoundTruck {
  const calendar = i % 2 === 0
  return {
    key: `${calendar ? 'calendar' : 'planned_route'}:${i}`,
    source: calendar ? 'calendar' : 'planned_route',
    id: i,
    transport_id: 1000 + i,
    company: {
      id: calendar ? 10 : 20,
      name: calendar ? 'ООО «ВолгаТрансАвто»' : 'ООО «КамаКарго»',
      kind: calendar ? 'registered' : 'external',
    },
    truck_type_id: 1,
    load_type_ids: [1],
    capacity: 20,
    volume: 86,
    place: { id: 2, name: 'Казань', lat: 55.79, lng: 49.12 },
    finish: calendar ? null : { id: 1, name: 'Москва' },
    date_from: '2026-12-01',
    date_to: calendar ? '2026-12-05' : '2026-12-01',
    distance_km: i,
  }
}

const carrier = (id: number): CarrierCompany => ({
  id,
  name: id === 10 ? 'ООО «ВолгаТрансАвто»' : 'ООО «КамаКарго»',
  inn: '7709000000',
  kind: id === 10 ? 'registered' : 'external',
  phone: '+79170000000',
  email: 'dispatch@example.com',
  transport_count: 8,
  planned_route_count: 3,
  rating: 4.5,
  feedback_count: 2,
})

export const truckFake = {
  total: 300,
  comments: [] as ExternalComment[],
  routes: [] as PlannedRoute[],
  /** The search's page at this offset fails once (a next page that did not load). */
  failOffset: null as number | null,
  /** Pages past the first answer only once this settles (a slow next page, held by the test). */
  pageHold: null as Promise<void> | null,
}

export const truckApi = createFakeExchange()
answerPlaces(truckApi, truckPlaces)
answerDictionaries(truckApi)
answerMe(truckApi)
truckApi.on(searchTrucks, async ({ query }) => {
  if (query.offset > 0 && truckFake.pageHold) await truckFake.pageHold
  if (query.offset === truckFake.failOffset) {
    truckFake.failOffset = null
    return refuse(503)
  }
  const all = Array.from({ length: truckFake.total }, (_, i) => foundTruck(i + 1))
  const sorted = query.sort === 'date' ? all.reverse() : all
  return { data: sorted.slice(query.offset, query.offset + query.limit), meta: { size: truckFake.total } }
})
truckApi.on(getExternalCompany, ({ params }) => ({ data: carrier(params.id) }))
truckApi.on(listCompanyTransports, ({ params }) => ({
  data: [
    {
      id: 1001,
      company: { id: params.id, name: carrier(params.id).name },
      route: {
        id: 1001,
        start_city_id: 2,
        start_city_name: 'Казань',
        finish_point_id: 1,
        finish_point_name: 'Москва',
        finish_point_type: 'city' as const,
      },
      weight: 20,
      volume: 86,
      extra: { note: null },
      truck_type_id: 1,
      load_type_ids: [1],
      contacts: [{ id: 1, name: 'Ринат', phones: ['+79175550011'], email: null, telegram_user_id: null }],
      created_at: '2026-11-01T10:00:00.000Z',
    },
  ],
  meta: { size: 1 },
}))
const plannedRoute = (id: number, transportId: number, start: number, finish: number, day: string) => ({
  id,
  transport_id: transportId,
  company: { id: 20, name: 'ООО «КамаКарго»' },
  start_city_id: start,
  start_city_name: truckPlaces.find((place) => place.id === start)?.name ?? '',
  finish_point_id: finish,
  finish_point_name: truckPlaces.find((place) => place.id === finish)?.name ?? '',
  start_date: day,
  status: 'planned' as const,
  task_id: null,
  created_at: '2026-11-01T10:00:00.000Z',
})
truckApi.on(listPlannedRoutes, ({ params }) => {
  const data = [
    plannedRoute(7, params.id, 2, 1, '2026-12-01'),
    ...truckFake.routes.filter((route) => route.transport_id === params.id),
  ]
  return { data, meta: { size: data.length } }
})
truckApi.on(createPlannedRoute, ({ body }) => {
  const route = plannedRoute(
    100 + truckFake.routes.length,
    body.transport_id,
    body.start_city_id,
    body.finish_point_id,
    body.start_date,
  )
  truckFake.routes.push(route)
  return { data: route }
})
truckApi.on(laneIndex, ({ query }) => ({
  data: {
    start_point_id: query.start_point_id,
    finish_point_id: query.finish_point_id,
    radius_km: query.radius,
    truck_type: query.truck_type ?? null,
    currency: 'RUB',
    weeks: [
      { week: '2026-11-02', median: 5600, q1: 5000, q3: 6100, count: 14 },
      { week: '2026-11-09', median: 5800, q1: 5200, q3: 6300, count: 11 },
      { week: '2026-11-16', median: 6000, q1: 5500, q3: 6600, count: 9 },
    ],
  },
}))
truckApi.on(listExternalComments, () => ({
  data: truckFake.comments.slice(0, 3),
  meta: { size: truckFake.comments.length },
}))
truckApi.on(createExternalComment, ({ body }) => {
  const comment = {
    id: truckFake.comments.length + 1,
    transport_id: body.transport_id,
    content: body.content,
    user: { id: 1, name: 'Иван' },
    created_at: '2026-11-20T10:00:00.000Z',
  }
  truckFake.comments.unshift(comment)
  return { data: comment }
})
truckApi.on(listFeedback, () => ({ data: [], meta: { size: 0 } }))
truckApi.on(createFeedback, ({ body }) => ({
  data: {
    id: 1,
    company_id: body.company_id,
    rating: body.rating,
    content: body.content,
    user: null,
    created_at: '2026-11-20T10:00:00.000Z',
  },
}))
/** The cargo №43 is already offered to every window: the server's 409 with its words. */
export const OFFERED_CARGO = 43
truckApi.on(createTaskResponse, ({ body }) =>
  body.cargo_id === OFFERED_CARGO
    ? refuse(409, 'Этот груз уже предложен этой машине', { cargo_id: ['Этот груз уже предложен этой машине'] })
    : body.task_id === 404
      ? refuse(404, 'Не найдено')
      : {
          data: {
            id: 5,
            task_id: body.task_id,
            transport_id: 1002,
            transport_number: 'А123ВС77',
            cargo_id: body.cargo_id,
            route: { start: 'Казань', finish: 'Москва' },
            carrier_company: { id: 10, name: 'ООО «ВолгаТрансАвто»' },
            shipper_company: { id: 1, name: 'ООО «Северная Торговая Компания»' },
            price: null,
            comment: null,
            status: 'new' as const,
            created_at: '2026-11-20T10:00:00.000Z',
          },
        },
)
truckApi.on(previewExternalMessage, ({ body }) => ({ data: { message: `Есть груз №${body.cargo_id}` } }))
truckApi.on(sendExternalMessage, ({ body }) => ({
  data: { sent: body.transports.length, channels: { email: 0, telegram: 0, sms: body.transports.length }, skipped: 0 },
}))

export function resetTruckFake() {
  truckFake.total = 300
  truckFake.failOffset = null
  truckFake.pageHold = null
  truckFake.comments = []
  truckFake.routes = []
}

export function setUpTruckCore(): Core {
  return setUpCore(truckApi)
}
