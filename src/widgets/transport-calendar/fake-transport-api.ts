/**
 * Test-only: the fleet on the fake exchange for the browser tests of `fx-transport-calendar` (never part of a
 * build). Trucks and tasks live in memory; the calendar, counters, task, free-window, note, relevant-cargo
 * endpoints answer like the server (overlaps are 409, display types follow spec 4); so do the transport-task
 * responses, task files (multipart), the days check, companies by INN and external trucks. The caller's role is
 * `fleetApi.roles` (a carrier unless a test signs in a shipper).
 */

import { sampleUser } from '../../core/api/testing'
import { displayTypeOf } from '../../core/contract/arrival'
import type { Cargo } from '../../core/contract/cargo'
import { ok } from '../../core/contract/common'
import { findCompanies } from '../../core/contract/companies'
import type { PublicCompany } from '../../core/contract/entities'
import type { Place } from '../../core/contract/reference'
import { listShipperCargos, type ShipperCargo } from '../../core/contract/shipper'
import {
  addExternalTransport,
  addTransportAvailable,
  addTransportNote,
  addTransportReady,
  assignedCalendar,
  type CalendarRow,
  calendarCounters,
  checkAssignedCompany,
  createTask,
  createTaskResponse,
  deleteTask,
  getTask,
  getTransportV2,
  listTaskResponses,
  listTasks,
  listTransportFiles,
  type RelevantCargo,
  relevantCargos,
  selectTaskResponse,
  type TaskType,
  type Transport,
  type TransportFile,
  type TransportNote,
  type TransportTask,
  type TransportTaskResponse,
  updateTask,
  updateTaskCounters,
  updateTransportAvailable,
  updateTransportReady,
  uploadTaskFile,
} from '../../core/contract/transport'
import type { Core } from '../../core/session'
import { createFakeExchange, refuse, setUpCore } from '../testing/fake-exchange'
import { answerMe, answerPlaces, testPlace } from '../testing/shared-handlers'
import { addDays } from './model'

const stamp = '2026-05-01T10:00:00.000Z'

export const fakePlaces: Place[] = [
  testPlace(1, 'Москва', 'Moscow', 'Москва'),
  testPlace(2, 'Казань', 'Kazan', 'Республика Татарстан'),
  testPlace(3, 'Самара', 'Samara', 'Самарская область'),
]

export function fakeTruck(id: number): Transport {
  const letters = 'АВЕКМНОРСТУХ'
  const letter = (n: number) => letters[n % letters.length]
  return {
    id,
    number: `${letter(id)}${String(id % 1000).padStart(3, '0')}${letter(id + 3)}${letter(id + 7)}77`,
    vehicle: { id: 1, name: 'КАМАЗ' },
    truck_model: { id: 1, name: '5490' },
    truck_type: { id: 1, name: 'Тент' },
    volume: 82,
    capacity: 20,
    total_volume: 82,
    total_capacity: 20,
    load_types: [{ id: 1, name: 'Задняя' }],
    trailer: null,
    driver: {
      id: id + 1000,
      name: `Водитель ${id}`,
      phone: '+79160000000',
      licence: null,
      created_at: stamp,
      updated_at: stamp,
    },
    external_company: null,
    notes_count: 0,
    created_at: stamp,
    updated_at: stamp,
  }
}

export interface FleetState {
  trucks: Transport[]
  tasks: TransportTask[]
  notes: TransportNote[]
  nextId: number
  /** Relevant cargos every free window gets. */
  cargos: number
  responses: TransportTaskResponse[]
  files: TransportFile[]
  /** The exchange's companies (found by INN). */
  companies: PublicCompany[]
  /** The signed-in shipper's available cargos (ids of `relevantCargo`). */
  shipperCargos: number[]
  /** When set, the calendar's rows are answered only once it resolves (a slow server). */
  rowsGate: Promise<void> | null
  /** The counters answer this status instead (a failing server). */
  failCounters: number | null
}

export const fleet: FleetState = {
  trucks: [],
  tasks: [],
  notes: [],
  nextId: 1,
  cargos: 3,
  responses: [],
  files: [],
  companies: [],
  shipperCargos: [],
  rowsGate: null,
  failCounters: null,
}

/** The signed-in shipper's company in the fake. */
export const SHIPPER_COMPANY = { id: 3, name: 'ООО «Грузовладелец»' }

/** An offer of `cargoId` to a task, as another shipper would make it. */
export function fakeResponse(task: TransportTask, cargoId: number, company = SHIPPER_COMPANY): TransportTaskResponse {
  const truck = fleet.trucks.find((t) => t.id === task.transport_id)
  const response: TransportTaskResponse = {
    id: fleet.nextId++,
    task_id: task.id,
    transport_id: task.transport_id,
    transport_number: truck?.number ?? '',
    cargo_id: cargoId,
    route: { start: 'Казань', finish: 'Москва' },
    carrier_company: { id: 1, name: 'Перевозчик' },
    shipper_company: company,
    price: 9_500_000,
    comment: null,
    status: 'new',
    created_at: stamp,
  }
  fleet.responses.push(response)
  return response
}

export function fakeTask(
  transportId: number,
  type: TaskType,
  start: string,
  end: string,
  placeId: number | null = 2,
): TransportTask {
  const place = placeId === null ? null : (fakePlaces.find((p) => p.id === placeId) ?? null)
  return {
    id: fleet.nextId++,
    transport_id: transportId,
    type,
    display_type: type,
    start_date: start,
    end_date: end,
    place: place
      ? {
          id: place.id,
          name: place.name,
          region: place.region,
          country_code: 'RU',
          lat: place.lat,
          lng: place.lng,
        }
      : null,
    radius_km: 50,
    cargo: null,
    comment: null,
    counters: { responses: 0, new_responses: 0, files: 0 },
    created_at: stamp,
    updated_at: stamp,
  }
}

/** `trucks` trucks; with `tasksPerTruck`, tasks of 2–4 days spread from `start` on (busy, then free, …). */
export function resetFleet(trucks = 3, tasksPerTruck = 0, start = '2026-05-01') {
  fleetApi.roles = ['carrier']
  fleet.nextId = 1
  fleet.notes = []
  fleet.cargos = 3
  fleet.responses = []
  fleet.files = []
  fleet.companies = []
  fleet.shipperCargos = []
  fleet.rowsGate = null
  fleet.failCounters = null
  fleet.trucks = Array.from({ length: trucks }, (_, i) => fakeTruck(i + 1))
  fleet.nextId = trucks + 1
  fleet.tasks = []
  const types: TaskType[] = ['busy', 'available', 'busy', 'ready']
  for (const truck of fleet.trucks) {
    let day = (truck.id * 3) % 5
    for (let i = 0; i < tasksPerTruck; i++) {
      const length = 2 + ((truck.id + i) % 3)
      fleet.tasks.push(
        fakeTask(truck.id, types[i % 4] as TaskType, addDays(start, day), addDays(start, day + length - 1)),
      )
      day += length + 1
    }
  }
}

/** The offers to a task, as the server counts them (all, and those not yet seen). */
function countersOf(task: TransportTask): TransportTask['counters'] {
  const offers = fleet.responses.filter((r) => r.task_id === task.id)
  return {
    ...task.counters,
    responses: offers.length,
    new_responses: offers.filter((r) => r.status === 'new').length,
  }
}

/** Spec 4, as the server answers it (core's rule): busy followed by a non-busy task of the same truck is arrival. */
function withDisplay(tasks: TransportTask[]): TransportTask[] {
  return tasks.map((task) => {
    const next = fleet.tasks
      .filter((other) => other.transport_id === task.transport_id && other.start_date > task.start_date)
      .sort((a, b) => a.start_date.localeCompare(b.start_date))[0]
    return { ...task, counters: countersOf(task), display_type: displayTypeOf(task.type, next?.type ?? null) }
  })
}

function rowOf(truck: Transport, from: string, to: string): CalendarRow {
  const tasks = fleet.tasks.filter((t) => t.transport_id === truck.id && t.start_date <= to && t.end_date >= from)
  return {
    transport: { ...truck, notes_count: fleet.notes.filter((n) => n.transport_id === truck.id).length },
    tasks: withDisplay(tasks),
  }
}

function overlaps(transportId: number, start: string, end: string, ignore?: number) {
  return fleet.tasks.some(
    (t) => t.transport_id === transportId && t.id !== ignore && t.start_date <= end && t.end_date >= start,
  )
}

function relevantCargo(id: number): RelevantCargo {
  const place = (p: Place) => ({
    id: p.id,
    type: p.type,
    name: p.name,
    region: p.region,
    country_code: 'RU',
    lat: p.lat,
    lng: p.lng,
  })
  const cargo: Cargo = {
    id,
    stage: 'available',
    start_point: place(fakePlaces[1] as Place),
    finish_point: place(fakePlaces[0] as Place),
    points_count: 2,
    load_date_from: '2026-05-10',
    load_date_to: '2026-05-11',
    unload_date: null,
    truck_types: [{ id: 1, name: 'Тент' }],
    load_types: [],
    cargo_type: null,
    pack_type: null,
    weight: 18,
    volume: 80,
    price: 9500000,
    currency: 'RUB',
    price_per_km: null,
    distance_km: 820,
    payment_type: 1,
    company: { id: 3, name: 'Грузовладелец' },
    created_at: stamp,
  }
  return { ...cargo, distance_to_start_km: 12, matches: [] }
}

function shipperCargo(id: number): ShipperCargo {
  const { distance_to_start_km: _d, matches: _m, ...cargo } = relevantCargo(id)
  return {
    ...cargo,
    agreed_price: null,
    expired: false,
    points: [],
    additional_conditions: [],
    additional_equipments: [],
    price_mode: 'nds',
    vat: null,
    contact_user_ids: [],
    created_by: null,
    responsible: null,
    editable: true,
    actions: [],
    auction: null,
    taken: false,
    updated_at: stamp,
  }
}

export const fleetApi = createFakeExchange()
fleetApi.roles = ['carrier']
const isCarrier = () => fleetApi.roles?.includes('carrier') ?? false
answerPlaces(fleetApi, fakePlaces)
answerMe(fleetApi, () => sampleUser({ roles: isCarrier() ? ['carrier'] : ['shipper'] }))

const notFound = () => refuse(404, 'not found')
const overlap = () => refuse(409, 'task_overlap')

interface Window {
  limit: number
  offset: number
  filter?: { start_date?: string; end_date?: string; transport_id?: number; number?: string }
}

/** A page of calendar rows in the asked window. */
function calendar({ limit, offset, filter = {} }: Window) {
  const from = filter.start_date ?? '2026-05-01'
  const to = filter.end_date ?? addDays(from, 30)
  let trucks = fleet.trucks
  if (filter.transport_id) trucks = trucks.filter((t) => t.id === filter.transport_id)
  const number = filter.number?.toUpperCase()
  if (number) trucks = trucks.filter((t) => t.number.includes(number))
  const page = trucks.slice(offset, offset + limit).map((truck) => rowOf(truck, from, to))
  return { data: page, meta: { size: trucks.length } }
}

fleetApi.on(listTasks, async ({ query }) => {
  if (fleet.rowsGate) await fleet.rowsGate
  return calendar(query)
})
fleetApi.on(assignedCalendar, ({ query }) => calendar(query))
fleetApi.on(calendarCounters, () => {
  if (fleet.failCounters) return refuse(fleet.failCounters, 'failed')
  const today = new Date().toISOString().slice(0, 10)
  const now = fleet.tasks.filter((t) => t.start_date <= today && t.end_date >= today)
  const count = (type: TaskType) => now.filter((t) => t.type === type).length
  return {
    data: {
      transports: fleet.trucks.length,
      drivers: fleet.trucks.length,
      trailers: 0,
      today: {
        busy: count('busy'),
        available: count('available'),
        ready: count('ready'),
        idle: fleet.trucks.length - now.length,
      },
      tasks: { busy: 0, available: 0, ready: 0, arrival: 0 },
      new_responses: fleet.responses.filter((r) => r.status === 'new').length,
    },
  }
})

interface TaskFields {
  transport_id: number
  start_date: string
  end_date: string
  place_id?: number | null
  comment?: string | null
}

function create(body: TaskFields, type: TaskType) {
  const { transport_id: transportId, start_date: start, end_date: end } = body
  if (!fleet.trucks.some((t) => t.id === transportId)) return notFound()
  if (overlaps(transportId, start, end)) return overlap()
  const task = fakeTask(transportId, type, start, end, body.place_id ?? null)
  task.comment = body.comment ?? null
  fleet.tasks.push(task)
  return { data: withDisplay([task])[0] as TransportTask }
}
fleetApi.on(createTask, ({ body }) => create(body, body.type))
fleetApi.on(addTransportAvailable, ({ body }) => create(body, 'available'))
fleetApi.on(addTransportReady, ({ body }) => create(body, 'ready'))

interface TaskChange {
  type?: TaskType
  start_date?: string
  end_date?: string
  place_id?: number | null
  comment?: string | null
  cargo_id?: number | null
  transport_id?: number
}

function update(id: number, body: TaskChange) {
  const index = fleet.tasks.findIndex((t) => t.id === id)
  const task = fleet.tasks[index]
  if (!task) return notFound()
  const start = body.start_date ?? task.start_date
  const end = body.end_date ?? task.end_date
  const transportId = body.transport_id ?? task.transport_id
  if (overlaps(transportId, start, end, id)) return overlap()
  const placeId = body.place_id === undefined ? (task.place?.id ?? null) : body.place_id
  const moved = fakeTask(transportId, body.type ?? task.type, start, end, placeId)
  fleet.nextId--
  const updated = { ...moved, id, comment: body.comment === undefined ? task.comment : body.comment }
  if (typeof body.cargo_id === 'number') {
    updated.cargo = { id: body.cargo_id, company_id: 3, start: 'Казань', finish: 'Москва' }
    for (const r of fleet.responses) {
      if (r.task_id === id) r.status = r.cargo_id === body.cargo_id ? 'selected' : 'declined'
    }
  }
  fleet.tasks[index] = updated
  return { data: withDisplay([updated])[0] as TransportTask }
}
fleetApi.on(updateTransportAvailable, ({ params, body }) => update(params.taskId, { ...body, type: 'available' }))
fleetApi.on(updateTransportReady, ({ params, body }) => update(params.taskId, { ...body, type: 'ready' }))
fleetApi.on(updateTask, ({ params, body }) => update(params.id, body))
fleetApi.on(deleteTask, ({ params }) => {
  fleet.tasks = fleet.tasks.filter((t) => t.id !== params.id)
  return ok
})
fleetApi.on(getTask, ({ params }) => {
  const task = fleet.tasks.find((t) => t.id === params.id)
  return task ? { data: withDisplay([task])[0] as TransportTask } : notFound()
})

fleetApi.on(relevantCargos, ({ query: { limit, offset } }) => {
  const ids = Array.from({ length: Math.max(0, Math.min(limit, fleet.cargos - offset)) }, (_, i) => 500 + offset + i)
  return { data: ids.map(relevantCargo), meta: { size: fleet.cargos } }
})

fleetApi.on(listTaskResponses, ({ query }) => {
  const task = query.filter?.task_id
  const list = fleet.responses
    .filter((r) => (!task || r.task_id === task) && (isCarrier() || r.shipper_company.id === SHIPPER_COMPANY.id))
    .sort((a, b) => b.id - a.id)
  return { data: list, meta: { size: list.length } }
})
fleetApi.on(updateTaskCounters, ({ params }) => {
  const task = fleet.tasks.find((t) => t.id === params.id)
  if (!task) return notFound()
  for (const r of fleet.responses) if (r.task_id === task.id && r.status === 'new') r.status = 'seen'
  return { data: withDisplay([task])[0] as TransportTask }
})
fleetApi.on(selectTaskResponse, ({ params }) => {
  const response = fleet.responses.find((r) => r.id === params.id)
  const task = fleet.tasks.find((t) => t.id === response?.task_id)
  if (!response || !task) return notFound()
  if (isCarrier() && response.status === 'new') response.status = 'seen'
  const { distance_to_start_km: _d, matches: _m, ...cargo } = relevantCargo(response.cargo_id)
  return { data: { ...response, task: withDisplay([task])[0] as TransportTask, cargo } }
})
fleetApi.on(createTaskResponse, ({ body }) => {
  const task = fleet.tasks.find((t) => t.id === body.task_id)
  if (!task) return notFound()
  if (fleet.responses.some((r) => r.task_id === task.id && r.cargo_id === body.cargo_id)) {
    return refuse(409, 'exists', { cargo_id: ['Этот груз уже предложен на это окно'] })
  }
  const response = fakeResponse(task, body.cargo_id)
  response.price = body.price ?? null
  response.comment = body.comment ?? null
  return { data: response }
})
fleetApi.on(listShipperCargos, () => {
  const list = fleet.shipperCargos.map(shipperCargo)
  return { data: list, meta: { size: list.length } }
})

fleetApi.on(checkAssignedCompany, ({ body }) => {
  const { transport_id: transportId, start_date: start, end_date: end } = body
  const inWay = fleet.tasks.filter(
    (t) => t.transport_id === transportId && t.id !== body.ignore_task_id && t.start_date <= end && t.end_date >= start,
  )
  const companies = inWay
    .filter((t) => t.cargo)
    .map((t) => ({
      id: t.cargo?.company_id ?? 0,
      name: `Компания ${t.cargo?.company_id}`,
      cargo_ids: [t.cargo?.id ?? 0],
    }))
  return { data: { transport_id: transportId, free: inWay.length === 0, task_ids: inWay.map((t) => t.id), companies } }
})

fleetApi.on(uploadTaskFile, ({ body, files }) => {
  const task = fleet.tasks.find((t) => t.id === body.task_id)
  if (!task) return notFound()
  const file = files.file?.[0]
  if (!file) return refuse(422, 'file', { file: ['Выберите файл'] })
  if (!/\.(pdf|png|jpe?g)$/i.test(file.name)) {
    return refuse(422, 'type', { file: ['Допустимы только файлы PDF, JPEG и PNG'] })
  }
  if (file.name.startsWith('big')) return refuse(413, 'Файл больше допустимого размера (4 КБ)')
  const id = fleet.nextId++
  const saved: TransportFile = {
    id,
    transport_id: task.transport_id,
    task_id: task.id,
    kind: body.kind,
    name: file.name,
    mime: 'application/pdf',
    size: file.size,
    download_url: `/api/v2/transports/files/${id}`,
    created_at: stamp,
  }
  fleet.files.push(saved)
  task.counters = { ...task.counters, files: task.counters.files + 1 }
  return { data: saved }
})
fleetApi.on(listTransportFiles, ({ params }) => {
  const list = fleet.files.filter((f) => f.transport_id === params.id)
  return { data: list, meta: { size: list.length } }
})

fleetApi.on(findCompanies, ({ query }) => {
  const found = fleet.companies.filter((c) => c.inn === query.filter.inn)
  return { data: found, meta: { size: found.length } }
})
fleetApi.on(addExternalTransport, ({ params, body }) => {
  const company = fleet.companies.find((c) => c.id === params.id)
  if (!company) return notFound()
  // the fleet's numbers are unique (the server answers 409 on the field)
  if (fleet.trucks.some((t) => t.number === body.number.toUpperCase()))
    return refuse(409, 'Такой госномер уже есть', { number: ['Такой госномер уже есть'] })
  const truck: Transport = { ...fakeTruck(fleet.nextId++), driver: null }
  truck.number = body.number.toUpperCase()
  truck.external_company = { id: company.id, name: company.name }
  truck.capacity = body.capacity ?? null
  fleet.trucks.push(truck)
  return { data: { transport: truck, tasks: [] } }
})
fleetApi.on(addTransportNote, ({ params, body }) => {
  const note: TransportNote = {
    id: fleet.nextId++,
    transport_id: params.id,
    content: body.content,
    user: { id: 7, name: 'Ivan Petrov' },
    created_at: stamp,
  }
  fleet.notes.push(note)
  return { data: note }
})
fleetApi.on(getTransportV2, ({ params }) => {
  const truck = fleet.trucks.find((t) => t.id === params.id)
  if (!truck) return notFound()
  return {
    data: {
      ...truck,
      notes: fleet.notes.filter((n) => n.transport_id === params.id),
      files: [],
      tasks: withDisplay(fleet.tasks.filter((t) => t.transport_id === params.id)),
    },
  }
})

/** The page's core on the fake API (created before any element connects). */
export function setUpFleetCore(): Core {
  return setUpCore(fleetApi)
}

export function requestsTo(path: string, method = 'GET') {
  return fleetApi.requestsTo(path, method)
}
