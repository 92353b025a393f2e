/**
 * Test-only: a fake exchange API for the browser tests and the bench of `fx-transport-calendar` (never part of a
 * build). Trucks and tasks live in memory; the calendar, counters, task, free-window, note, relevant-cargo and
 * place endpoints answer like the contract says (overlaps are 409, display types follow spec 4); so do the
 * transport-task responses, task files (multipart), the days check, companies by INN and external trucks. Every
 * request is recorded.
 */
import { noopReporter } from '../../core/api'
import { fakeFetch, jsonResponse, sampleUser } from '../../core/api/testing'
import type { Cargo } from '../../core/contract/cargo'
import type { PublicCompany } from '../../core/contract/entities'
import type {
  CalendarRow,
  RelevantCargo,
  TaskType,
  Transport,
  TransportFile,
  TransportNote,
  TransportTask,
  TransportTaskResponse,
} from '../../core/contract/fleet'
import type { Place } from '../../core/contract/reference'
import type { ShipperCargo } from '../../core/contract/shipper'
import { type Core, getCore, memoryStorage } from '../../core/session'
import { addDays } from './model'

const stamp = '2026-05-01T10:00:00.000Z'

export const fakePlaces: Place[] = [
  { id: 1, name_ru: 'Москва', name_en: 'Moscow', region: 'Москва' },
  { id: 2, name_ru: 'Казань', name_en: 'Kazan', region: 'Республика Татарстан' },
  { id: 3, name_ru: 'Самара', name_en: 'Samara', region: 'Самарская область' },
].map((p) => ({ ...p, type: 'city', name: p.name_ru, country_code: 'RU', lat: 55, lng: 49, population: 1000 }))

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
  role: 'carrier' | 'shipper'
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
}

export const fleet: FleetState = {
  role: 'carrier',
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
  fleet.role = 'carrier'
  fleet.nextId = 1
  fleet.notes = []
  fleet.cargos = 3
  fleet.responses = []
  fleet.files = []
  fleet.companies = []
  fleet.shipperCargos = []
  fleet.rowsGate = null
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

/** Spec 4, as the server answers it: busy followed by a non-busy task of the same truck is arrival. */
function withDisplay(tasks: TransportTask[]): TransportTask[] {
  return tasks.map((task) => {
    task = { ...task, counters: countersOf(task) }
    if (task.type !== 'busy') return { ...task, display_type: task.type }
    const next = fleet.tasks
      .filter((other) => other.transport_id === task.transport_id && other.start_date > task.start_date)
      .sort((a, b) => a.start_date.localeCompare(b.start_date))[0]
    return { ...task, display_type: next && next.type !== 'busy' ? 'arrival' : 'busy' }
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

/** The text fields and the file name of a multipart body (as the fake records it: text). */
function multipart(body: string): { fields: Record<string, string>; file: { name: string; size: number } | null } {
  const fields: Record<string, string> = {}
  let file: { name: string; size: number } | null = null
  const parts = body.split(/-{2,}[^\r\n]*\r\n/)
  for (const part of parts) {
    const name = /name="([^"]+)"/.exec(part)?.[1]
    if (!name) continue
    const value = part.split('\r\n\r\n').slice(1).join('\r\n\r\n').replace(/\r\n$/, '')
    const filename = /filename="([^"]*)"/.exec(part)?.[1]
    if (filename !== undefined) file = { name: filename, size: value.length }
    else fields[name] = value
  }
  return { fields, file }
}

const notFound = () => jsonResponse({ message: 'not found' }, 404)
const overlap = () => jsonResponse({ message: 'task_overlap' }, 409)

export const fleetApi = fakeFetch(async (request) => {
  const path = request.url.pathname
  const query = request.url.searchParams
  const method = request.method
  const body = (request.json ?? {}) as Record<string, unknown>
  const match = (pattern: RegExp) => {
    const found = pattern.exec(path)
    return found ? Number(found[1]) : null
  }

  if (path === '/api/v1/me') {
    return jsonResponse({
      data: sampleUser(fleet.role === 'carrier' ? { roles: ['carrier'] } : { roles: ['shipper'] }),
    })
  }
  if (path === '/api/v1/geo/places') {
    const q = (query.get('query') ?? '').toLowerCase()
    const en = request.headers.get('accept-language') === 'en'
    const found = fakePlaces
      .filter((p) => p.name_ru.toLowerCase().startsWith(q) || p.name_en.toLowerCase().startsWith(q))
      .map((p) => ({ ...p, name: en ? p.name_en : p.name_ru }))
    return jsonResponse({ data: found, meta: { size: found.length } })
  }
  if (path === '/api/v1/carrier/transports/tasks' && method === 'GET') {
    if (fleet.rowsGate) await fleet.rowsGate
    return calendar(query)
  }
  if (path === '/api/v2/transports/calendar/assigned') {
    if (fleet.role !== 'shipper') return jsonResponse({ message: 'no access' }, 403)
    return calendar(query)
  }
  if (path === '/api/v2/transports/calendar/counters') {
    const today = new Date().toISOString().slice(0, 10)
    const now = fleet.tasks.filter((t) => t.start_date <= today && t.end_date >= today)
    const count = (type: TaskType) => now.filter((t) => t.type === type).length
    return jsonResponse({
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
    })
  }
  if (path === '/api/v1/carrier/transports/tasks' && method === 'POST') {
    return create(body, body.type as TaskType)
  }
  if (path === '/api/v2/transports/calendar/add-transport-available') return create(body, 'available')
  if (path === '/api/v2/transports/calendar/add-transport-ready') return create(body, 'ready')
  const freeUpdate = /^\/api\/v2\/transports\/calendar\/(\d+)\/update-transport-(available|ready)$/.exec(path)
  if (freeUpdate) return update(Number(freeUpdate[1]), { ...body, type: freeUpdate[2] })
  const taskId = match(/^\/api\/v1\/carrier\/transports\/tasks\/(\d+)$/)
  if (taskId !== null) {
    if (method === 'PUT') return update(taskId, body)
    if (method === 'DELETE') {
      fleet.tasks = fleet.tasks.filter((t) => t.id !== taskId)
      return jsonResponse({ data: { ok: true } })
    }
    const task = fleet.tasks.find((t) => t.id === taskId)
    return task ? jsonResponse({ data: withDisplay([task])[0] }) : notFound()
  }
  const relevant = match(/^\/api\/v1\/carrier\/transports\/(\d+)\/relevant-cargos$/)
  if (relevant !== null) {
    const limit = Number(query.get('limit') ?? 30)
    const offset = Number(query.get('offset') ?? 0)
    const ids = Array.from({ length: Math.max(0, Math.min(limit, fleet.cargos - offset)) }, (_, i) => 500 + offset + i)
    return jsonResponse({ data: ids.map(relevantCargo), meta: { size: fleet.cargos } })
  }
  if (path === '/api/v2/transports/transport-task-response/list') {
    const task = Number(query.get('filter[task_id]') ?? 0)
    const list = fleet.responses
      .filter((r) => (!task || r.task_id === task) && (fleet.role === 'carrier' || r.shipper_company.id === 3))
      .sort((a, b) => b.id - a.id)
    return jsonResponse({ data: list, meta: { size: list.length } })
  }
  const seenId = match(/^\/api\/v2\/transports\/tasks\/(\d+)\/update-counters$/)
  if (seenId !== null && method === 'POST') {
    if (fleet.role !== 'carrier') return jsonResponse({ message: 'no access' }, 403)
    const task = fleet.tasks.find((t) => t.id === seenId)
    if (!task) return notFound()
    for (const r of fleet.responses) if (r.task_id === task.id && r.status === 'new') r.status = 'seen'
    return jsonResponse({ data: withDisplay([task])[0] })
  }
  const selectId = match(/^\/api\/v2\/transports\/transport-task-response\/(\d+)\/select$/)
  if (selectId !== null) {
    const response = fleet.responses.find((r) => r.id === selectId)
    const task = fleet.tasks.find((t) => t.id === response?.task_id)
    if (!response || !task) return notFound()
    if (fleet.role === 'carrier' && response.status === 'new') response.status = 'seen'
    const { distance_to_start_km: _d, matches: _m, ...cargo } = relevantCargo(response.cargo_id)
    return jsonResponse({ data: { ...response, task: withDisplay([task])[0], cargo } })
  }
  if (path === '/api/v2/transports/transport-task-response' && method === 'POST') {
    if (fleet.role !== 'shipper') return jsonResponse({ message: 'no access' }, 403)
    const task = fleet.tasks.find((t) => t.id === Number(body.task_id))
    if (!task) return notFound()
    const cargoId = Number(body.cargo_id)
    if (fleet.responses.some((r) => r.task_id === task.id && r.cargo_id === cargoId)) {
      return jsonResponse({ message: 'exists', errors: { cargo_id: ['Этот груз уже предложен на это окно'] } }, 409)
    }
    const response = fakeResponse(task, cargoId)
    response.price = (body.price as number | null | undefined) ?? null
    response.comment = (body.comment as string | null | undefined) ?? null
    return jsonResponse({ data: response }, 201)
  }
  if (path === '/api/v1/shipper/cargos') {
    const list = fleet.shipperCargos.map(shipperCargo)
    return jsonResponse({ data: list, meta: { size: list.length } })
  }
  if (path === '/api/v2/transports/calendar/check-assigned-company') {
    const transportId = Number(body.transport_id)
    const start = String(body.start_date)
    const end = String(body.end_date)
    const inWay = fleet.tasks.filter(
      (t) =>
        t.transport_id === transportId && t.id !== body.ignore_task_id && t.start_date <= end && t.end_date >= start,
    )
    const companies = inWay
      .filter((t) => t.cargo)
      .map((t) => ({
        id: t.cargo?.company_id ?? 0,
        name: `Компания ${t.cargo?.company_id}`,
        cargo_ids: [t.cargo?.id ?? 0],
      }))
    return jsonResponse({
      data: { transport_id: transportId, free: inWay.length === 0, task_ids: inWay.map((t) => t.id), companies },
    })
  }
  if (path === '/api/v2/transports/upload-transport-task-file' && method === 'POST') {
    const { fields, file } = multipart(request.body)
    const task = fleet.tasks.find((t) => t.id === Number(fields.task_id))
    if (!task) return notFound()
    if (!file) return jsonResponse({ message: 'file', errors: { file: ['Выберите файл'] } }, 422)
    if (!/\.(pdf|png|jpe?g)$/i.test(file.name)) {
      return jsonResponse({ message: 'type', errors: { file: ['Допустимы только файлы PDF, JPEG и PNG'] } }, 422)
    }
    if (file.name.startsWith('big')) {
      return jsonResponse({ message: 'Файл больше допустимого размера (4 КБ)' }, 413)
    }
    const saved: TransportFile = {
      id: fleet.nextId++,
      transport_id: task.transport_id,
      task_id: task.id,
      kind: (fields.kind as TransportFile['kind'] | undefined) ?? 'waybill',
      name: file.name,
      mime: 'application/pdf',
      size: file.size,
      download_url: '',
      created_at: stamp,
    }
    saved.download_url = `/api/v2/transports/files/${saved.id}`
    fleet.files.push(saved)
    task.counters = { ...task.counters, files: task.counters.files + 1 }
    return jsonResponse({ data: saved }, 201)
  }
  const filesOf = match(/^\/api\/v2\/transports\/(\d+)\/files$/)
  if (filesOf !== null) {
    const list = fleet.files.filter((f) => f.transport_id === filesOf)
    return jsonResponse({ data: list, meta: { size: list.length } })
  }
  if (path === '/api/v1/companies' && method === 'GET') {
    const inn = query.get('filter[inn]')
    const found = fleet.companies.filter((c) => c.inn === inn)
    return jsonResponse({ data: found, meta: { size: found.length } })
  }
  const externalFor = match(/^\/api\/v2\/external-transports\/calendar\/(\d+)\/add-transport$/)
  if (externalFor !== null) {
    const company = fleet.companies.find((c) => c.id === externalFor)
    if (!company) return notFound()
    if (!body.number) return jsonResponse({ message: 'number', errors: { number: ['Обязательное поле'] } }, 422)
    const truck = { ...fakeTruck(fleet.nextId++), driver: null }
    truck.number = String(body.number).toUpperCase()
    truck.external_company = { id: company.id, name: company.name }
    truck.capacity = (body.capacity as number | null | undefined) ?? null
    fleet.trucks.push(truck)
    return jsonResponse({ data: { transport: truck, tasks: [] } }, 201)
  }
  const noteFor = match(/^\/api\/v2\/transports\/(\d+)\/note$/)
  if (noteFor !== null) {
    const note: TransportNote = {
      id: fleet.nextId++,
      transport_id: noteFor,
      content: String(body.content ?? ''),
      user: { id: 7, name: 'Ivan Petrov' },
      created_at: stamp,
    }
    fleet.notes.push(note)
    return jsonResponse({ data: note }, 201)
  }
  const truckId = match(/^\/api\/v2\/transports\/(\d+)$/)
  if (truckId !== null) {
    const truck = fleet.trucks.find((t) => t.id === truckId)
    if (!truck) return notFound()
    return jsonResponse({
      data: {
        ...truck,
        notes: fleet.notes.filter((n) => n.transport_id === truckId),
        files: [],
        tasks: withDisplay(fleet.tasks.filter((t) => t.transport_id === truckId)),
      },
    })
  }
  return notFound()
})

function calendar(query: URLSearchParams) {
  const limit = Number(query.get('limit') ?? 50)
  const offset = Number(query.get('offset') ?? 0)
  const from = query.get('filter[start_date]') ?? '2026-05-01'
  const to = query.get('filter[end_date]') ?? addDays(from, 30)
  const only = query.get('filter[transport_id]')
  const number = query.get('filter[number]')
  let trucks = fleet.trucks
  if (only) trucks = trucks.filter((t) => t.id === Number(only))
  if (number) trucks = trucks.filter((t) => t.number.includes(number.toUpperCase()))
  const page = trucks.slice(offset, offset + limit).map((truck) => rowOf(truck, from, to))
  return jsonResponse({ data: page, meta: { size: trucks.length } })
}

function create(body: Record<string, unknown>, type: TaskType) {
  const transportId = Number(body.transport_id)
  const start = String(body.start_date)
  const end = String(body.end_date)
  if (!fleet.trucks.some((t) => t.id === transportId)) return notFound()
  if (overlaps(transportId, start, end)) return overlap()
  const task = fakeTask(transportId, type, start, end, (body.place_id as number | null | undefined) ?? null)
  task.comment = (body.comment as string | null | undefined) ?? null
  fleet.tasks.push(task)
  return jsonResponse({ data: withDisplay([task])[0] }, 201)
}

function update(id: number, body: Record<string, unknown>) {
  const index = fleet.tasks.findIndex((t) => t.id === id)
  const task = fleet.tasks[index]
  if (!task) return notFound()
  const start = (body.start_date as string | undefined) ?? task.start_date
  const end = (body.end_date as string | undefined) ?? task.end_date
  const transportId = (body.transport_id as number | undefined) ?? task.transport_id
  if (overlaps(transportId, start, end, id)) return overlap()
  const placeId = body.place_id === undefined ? (task.place?.id ?? null) : (body.place_id as number | null)
  const moved = fakeTask(transportId, (body.type as TaskType | undefined) ?? task.type, start, end, placeId)
  fleet.nextId--
  const updated = { ...moved, id, comment: body.comment === undefined ? task.comment : (body.comment as string | null) }
  if (typeof body.cargo_id === 'number') {
    updated.cargo = { id: body.cargo_id, company_id: 3, start: 'Казань', finish: 'Москва' }
    for (const r of fleet.responses) {
      if (r.task_id === id) r.status = r.cargo_id === body.cargo_id ? 'selected' : 'declined'
    }
  }
  fleet.tasks[index] = updated
  return jsonResponse({ data: withDisplay([updated])[0] })
}

/** The page's core on the fake API (created before any element connects), signed in. */
export function setUpFleetCore(): Core {
  const core = getCore({
    apiBase: 'https://api.test',
    storage: memoryStorage(),
    fetch: fleetApi.fetch,
    reporter: noopReporter,
  })
  return core
}

export function requestsTo(path: string, method = 'GET') {
  return fleetApi.requests.filter((r) => r.url.pathname === path && r.method === method)
}
