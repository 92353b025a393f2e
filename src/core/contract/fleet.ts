/**
 * The carrier's fleet and transport calendar (spec 3 "Carrier transport", 4 "calendar", 7 "Carrier contracts and
 * fleet"): drivers, trucks, trailers, calendar tasks, matching of cargos and trucks, transport-task responses,
 * uploads. Declared here first; modules/fleet serves them and widgets/transport-calendar calls them.
 *
 * Who may call: carrier and expeditor companies manage their own fleet (another company's ids answer 404);
 * shippers read only the trucks assigned to their cargos (`v2/transports/calendar/assigned`); anonymous: 401.
 *
 * Dates are calendar days `YYYY-MM-DD`; a task covers `start_date` to `end_date`, both included. Two tasks of
 * one truck never share a day (409 `task_overlap`).
 */
import { z } from 'zod'
import { CalendarDay, Cargo, NamedRef } from './cargo'
import { dataOf, Id, IdParams, listOf, Ok, pageQuery, Timestamp } from './common'
import { defineEndpoint } from './endpoint'
import type { Role } from './roles'
import { Phone } from './validators'

const tags = ['fleet']

/** Who manages a fleet. */
export const fleetRoles = ['carrier', 'expeditor'] as const satisfies readonly Role[]
/** Shippers and their logisticians: read the trucks assigned to their cargos. */
export const shipperRoles = ['shipper', 'shipper.logist'] as const satisfies readonly Role[]

/** Spec 9: relevant cargos come 30 to a page. */
export const RELEVANT_CARGOS_PAGE_SIZE = 30
/** Spec 9: relevant transport and truck lookups take up to 9999. */
export const RELEVANT_TRANSPORT_LIMIT = 9999
/** Trucks (calendar rows) per page of the calendar. */
export const CALENDAR_PAGE_SIZE = 50
/** The longest date window the calendar answers at once, days. */
export const CALENDAR_MAX_DAYS = 186
/** The longest task, days. */
export const TASK_MAX_DAYS = 366
/** Default radius around a free truck's place when looking for cargos, km (spec 9: 50). */
export const DEFAULT_TASK_RADIUS_KM = 50
export const MAX_TASK_RADIUS_KM = 3000
/** Uploads: at most this many bytes (the server may be configured lower); PDF, JPEG and PNG, checked by content. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024
export const uploadMimeTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const
export const UploadMimeType = z.enum(uploadMimeTypes)

// ---------------------------------------------------------------------------------------------------------------
// Field rules

const plateLetters = 'АВЕКМНОРСТУХ'
const latinLookalikes: Record<string, string> = {
  A: 'А',
  B: 'В',
  E: 'Е',
  K: 'К',
  M: 'М',
  H: 'Н',
  O: 'О',
  P: 'Р',
  C: 'С',
  T: 'Т',
  Y: 'У',
  X: 'Х',
}

/** A registration plate as stored: upper case, no spaces or dashes, Latin look-alike letters as Cyrillic. */
export function normalizePlate(value: string): string {
  return value
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[ABEKMHOPCTYX]/g, (letter) => latinLookalikes[letter] ?? letter)
}

const truckPlate = new RegExp(`^[${plateLetters}]\\d{3}[${plateLetters}]{2}\\d{2,3}$`)
const trailerPlate = new RegExp(`^[${plateLetters}]{2}\\d{4}\\d{2,3}$`)

/** Russian truck plate, e.g. `А123ВС 77` or `a123bc777` (stored as `А123ВС77`). */
export function isTruckPlate(value: string): boolean {
  return truckPlate.test(normalizePlate(value))
}
/** Russian trailer plate, e.g. `АВ 1234 16` (stored as `АВ123416`). */
export function isTrailerPlate(value: string): boolean {
  return trailerPlate.test(normalizePlate(value))
}

export const TruckNumber = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .transform(normalizePlate)
  .pipe(z.string().regex(truckPlate, { message: 'invalid_format' }))
export const TrailerNumber = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .transform(normalizePlate)
  .pipe(z.string().regex(trailerPlate, { message: 'invalid_format' }))

/** Cubic metres. */
const Volume = z.coerce.number().min(0).max(200)
/** Tonnes. */
const Capacity = z.coerce.number().min(0).max(100)
/** An id in a body: a number (or digits, from a form); a missing one is "required", not "not a number". */
const BodyId = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
  z.number().int().positive(),
)
const IdArray = z.array(BodyId).max(30)
const Text = (max: number) => z.string().trim().max(max)
const Radius = z.coerce.number().int().min(0).max(MAX_TASK_RADIUS_KM)

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)
/** A query-string id that may be blank. */
const QueryId = z.preprocess(blankToUndefined, Id.optional())
const QueryDay = z.preprocess(blankToUndefined, CalendarDay.optional())

// ---------------------------------------------------------------------------------------------------------------
// Entities

/** A driver of the carrier company. */
export const Driver = z.object({
  id: z.number().int(),
  name: z.string(),
  /** `+` and digits, e.g. `+79161234567`. */
  phone: z.string().nullable(),
  /** The driving licence number. */
  licence: z.string().nullable(),
  /** The trucks this driver is assigned to. */
  transport_ids: z.array(z.number().int()),
  created_at: Timestamp,
  updated_at: Timestamp,
})
export type Driver = z.infer<typeof Driver>

export const Trailer = z.object({
  id: z.number().int(),
  /** Registration plate, normalised (`АВ123416`). */
  number: z.string(),
  /** A `truck_types` dictionary item (the body of the trailer). */
  truck_type: NamedRef.nullable(),
  /** Cubic metres. */
  volume: z.number().nullable(),
  /** Tonnes. */
  capacity: z.number().nullable(),
  /** The trucks pulling this trailer. */
  transport_ids: z.array(z.number().int()),
  created_at: Timestamp,
  updated_at: Timestamp,
})
export type Trailer = z.infer<typeof Trailer>

/** A truck model of the `truck_models` dictionary, of a make of the `vehicles` dictionary. */
export const TruckModel = z.object({ id: z.number().int(), vehicle_id: z.number().int(), name: z.string() })
export type TruckModel = z.infer<typeof TruckModel>

/** A carrier's truck (spec 3 "Carrier transport": number, tasks, notes). */
export const Transport = z.object({
  id: z.number().int(),
  /** Registration plate, normalised (`А123ВС77`). */
  number: z.string(),
  /** The make, a `vehicles` dictionary item. */
  vehicle: NamedRef.nullable(),
  /** The model, a `truck_models` item of that make. */
  truck_model: NamedRef.nullable(),
  /** The body, a `truck_types` dictionary item. */
  truck_type: NamedRef.nullable(),
  /** The truck's own body volume, cubic metres (with the trailer: `total_volume`). */
  volume: z.number().nullable(),
  /** The truck's own load capacity, tonnes (with the trailer: `total_capacity`). */
  capacity: z.number().nullable(),
  /** Truck and trailer together, what matching uses: cubic metres and tonnes. */
  total_volume: z.number().nullable(),
  total_capacity: z.number().nullable(),
  /** `load_types` dictionary items. */
  load_types: z.array(NamedRef),
  trailer: Trailer.omit({ transport_ids: true }).nullable(),
  driver: Driver.omit({ transport_ids: true }).nullable(),
  /**
   * Set when this is an external carrier's truck the company placed on its calendar
   * (`v2/external-transports/calendar/:id/add-transport`).
   */
  external_company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  notes_count: z.number().int(),
  created_at: Timestamp,
  updated_at: Timestamp,
})
export type Transport = z.infer<typeof Transport>

/** A note on a truck (spec 3 "Comment": transport_id, content). */
export const TransportNote = z.object({
  id: z.number().int(),
  transport_id: z.number().int(),
  content: z.string(),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: Timestamp,
})
export type TransportNote = z.infer<typeof TransportNote>

/** A file kept for a truck or a task (documents, photos). Downloaded from `download_url` with the bearer token. */
export const TransportFile = z.object({
  id: z.number().int(),
  transport_id: z.number().int(),
  task_id: z.number().int().nullable(),
  /** What the file is: registration certificate, insurance, photo, waybill, other. */
  kind: z.enum(['registration', 'insurance', 'photo', 'waybill', 'other']),
  /** The name it was uploaded under (for display only; stored under a random name). */
  name: z.string(),
  /** Found from the content: PDF, JPEG or PNG. */
  mime: UploadMimeType,
  size: z.number().int(),
  /** `/api/v2/transports/files/:id`. */
  download_url: z.string(),
  created_at: Timestamp,
})
export type TransportFile = z.infer<typeof TransportFile>
export const FileKind = TransportFile.shape.kind

/** What a task says the truck does on its days. */
export const taskTypes = ['busy', 'available', 'ready'] as const
/**
 * - `busy`: on a trip (may carry an assigned cargo);
 * - `available`: free at `place` (within `radius_km`), looking for cargo;
 * - `ready`: free and ready to load at once at `place`.
 */
export const TaskType = z.enum(taskTypes)
export type TaskType = z.infer<typeof TaskType>

/**
 * How the calendar shows a task: its type, except that a busy task directly followed by a non-busy one (starting
 * the next day) is `arrival` (spec 4).
 */
export const TaskDisplayType = z.enum(['busy', 'available', 'ready', 'arrival'])
export type TaskDisplayType = z.infer<typeof TaskDisplayType>

/** A task's place (geography place), named in the request language. */
export const TaskPlace = z.object({
  id: z.number().int(),
  name: z.string(),
  region: z.string().nullable(),
  country_code: z.string(),
  lat: z.number(),
  lng: z.number(),
})
export type TaskPlace = z.infer<typeof TaskPlace>

/** A bar of the calendar: what one truck does over some days. */
export const TransportTask = z.object({
  id: z.number().int(),
  transport_id: z.number().int(),
  type: TaskType,
  /**
   * `arrival` for a busy task directly followed (its next task starts the day after it ends) by a non-busy task of
   * the same truck; else `type`.
   */
  display_type: TaskDisplayType,
  /** First day, `YYYY-MM-DD`. */
  start_date: z.string(),
  /** Last day (included), `YYYY-MM-DD`. */
  end_date: z.string(),
  /** Where the truck is (available, ready) or goes to (busy); matching searches around it. */
  place: TaskPlace.nullable(),
  /** Kilometres around `place` the truck will go to load (available, ready). */
  radius_km: z.number().int(),
  /** The cargo the truck carries (busy tasks only). */
  cargo: z
    .object({ id: z.number().int(), company_id: z.number().int(), start: z.string(), finish: z.string() })
    .nullable(),
  comment: z.string().nullable(),
  /** Transport-task responses: all, and those not yet seen (`update-counters` marks them seen). */
  counters: z.object({ responses: z.number().int(), new_responses: z.number().int(), files: z.number().int() }),
  created_at: Timestamp,
  updated_at: Timestamp,
})
export type TransportTask = z.infer<typeof TransportTask>

/** One row of the calendar: a truck (with trailer and driver) and its tasks that touch the window. */
export const CalendarRow = z.object({ transport: Transport, tasks: z.array(TransportTask) })
export type CalendarRow = z.infer<typeof CalendarRow>

/** A truck with its notes, files and the tasks from today on. */
export const TransportDetails = Transport.extend({
  notes: z.array(TransportNote),
  files: z.array(TransportFile),
  tasks: z.array(TransportTask),
})
export type TransportDetails = z.infer<typeof TransportDetails>

/** A cargo found for a free truck, with the trucks of the caller it fits. */
export const RelevantCargo = Cargo.extend({
  /** Straight distance from the free truck's place to the cargo's start, km (the nearest truck's). */
  distance_to_start_km: z.number().int().nullable(),
  /** The caller's trucks (and their free tasks) that fit. */
  matches: z.array(z.object({ transport_id: z.number().int(), task_id: z.number().int() })),
})
export type RelevantCargo = z.infer<typeof RelevantCargo>

/** A truck of the caller's company that fits a cargo, with the free task that makes it fit. */
export const RelevantTransport = z.object({
  transport: Transport,
  task: TransportTask,
  /** Straight distance from the task's place to the cargo's start, km. */
  distance_km: z.number().int().nullable(),
})
export type RelevantTransport = z.infer<typeof RelevantTransport>

export const taskResponseStatuses = ['new', 'seen', 'selected', 'declined'] as const
export const TaskResponseStatus = z.enum(taskResponseStatuses)

/**
 * A shipper offers one of its available cargos to a carrier's free truck (an available or ready task). The carrier
 * sees them on the task (`counters`), opens one (`:id/select`, marking it seen) and takes it by assigning the cargo
 * to the task (`PUT carrier/transports/tasks/:id` with `type: busy, cargo_id`): that response becomes `selected`,
 * the task's other responses `declined`.
 */
export const TransportTaskResponse = z.object({
  id: z.number().int(),
  task_id: z.number().int(),
  transport_id: z.number().int(),
  transport_number: z.string(),
  cargo_id: z.number().int(),
  /** The cargo's start and finish place names. */
  route: z.object({ start: z.string(), finish: z.string() }),
  carrier_company: z.object({ id: z.number().int(), name: z.string() }),
  shipper_company: z.object({ id: z.number().int(), name: z.string() }),
  /** Minor units (x100); null: no price offered. */
  price: z.number().int().nullable(),
  comment: z.string().nullable(),
  status: TaskResponseStatus,
  created_at: Timestamp,
})
export type TransportTaskResponse = z.infer<typeof TransportTaskResponse>

/** `GET v2/transports/calendar/counters`: the caller's fleet today and in the window. */
export const CalendarCounters = z.object({
  transports: z.number().int(),
  drivers: z.number().int(),
  trailers: z.number().int(),
  /** Trucks by what they do today; `idle` have no task today. */
  today: z.object({
    busy: z.number().int(),
    available: z.number().int(),
    ready: z.number().int(),
    idle: z.number().int(),
  }),
  /** Tasks touching the window, by display type. */
  tasks: z.object({
    busy: z.number().int(),
    available: z.number().int(),
    ready: z.number().int(),
    arrival: z.number().int(),
  }),
  /** Transport-task responses not yet seen. */
  new_responses: z.number().int(),
})
export type CalendarCounters = z.infer<typeof CalendarCounters>

// ---------------------------------------------------------------------------------------------------------------
// Request bodies

/** A driver as created or replaced. */
export const DriverInput = z.strictObject({
  name: z.string().trim().min(2).max(200),
  phone: Phone.nullable().optional(),
  licence: Text(30).nullable().optional(),
})

export const TrailerInput = z.strictObject({
  number: TrailerNumber,
  truck_type_id: BodyId.nullable().optional(),
  volume: Volume.nullable().optional(),
  capacity: Capacity.nullable().optional(),
})

/** A truck as created or replaced; dictionary ids must exist, trailer and driver must be the company's own. */
export const TransportInput = z.strictObject({
  number: TruckNumber,
  /** `vehicles` dictionary id (make). */
  vehicle_id: BodyId.nullable().optional(),
  /** `truck_models` id; must belong to `vehicle_id` when both are given. */
  truck_model_id: BodyId.nullable().optional(),
  /** `truck_types` dictionary id. */
  truck_type_id: BodyId.nullable().optional(),
  volume: Volume.nullable().optional(),
  capacity: Capacity.nullable().optional(),
  /** `load_types` dictionary ids. */
  load_type_ids: IdArray.optional(),
  trailer_id: BodyId.nullable().optional(),
  driver_id: BodyId.nullable().optional(),
})
export type TransportInput = z.output<typeof TransportInput>

/** What every task body may carry about place and dates. */
const taskFields = {
  start_date: CalendarDay,
  /** Included; not before `start_date`; at most 366 days after it. */
  end_date: CalendarDay,
  /** A geography place (`geo/places`), e.g. Kazan. */
  place_id: BodyId.nullable().optional(),
  radius_km: Radius.optional(),
  comment: Text(1000).nullable().optional(),
}

const datesInOrder = (value: { start_date?: string; end_date?: string }) =>
  value.start_date === undefined || value.end_date === undefined || value.end_date >= value.start_date
const datesIssue = { message: 'invalid_value', path: ['end_date'] }

/** `POST carrier/transports/tasks`: a task of any type; a busy task may name the cargo it carries. */
export const TaskInput = z
  .strictObject({
    transport_id: BodyId,
    type: TaskType,
    ...taskFields,
    /**
     * Busy tasks only: the cargo carried: an available cargo, or one a shipper offered to this truck's task
     * (a transport-task response, which then becomes `selected`).
     */
    cargo_id: BodyId.nullable().optional(),
  })
  .refine(datesInOrder, datesIssue)

/** `PUT carrier/transports/tasks/:id`: move, resize, retype; absent fields stay. */
export const TaskUpdate = z
  .strictObject({
    type: TaskType.optional(),
    start_date: CalendarDay.optional(),
    end_date: CalendarDay.optional(),
    place_id: BodyId.nullable().optional(),
    radius_km: Radius.optional(),
    comment: Text(1000).nullable().optional(),
    cargo_id: BodyId.nullable().optional(),
    /** Move the task to another truck of the company. */
    transport_id: BodyId.optional(),
  })
  .refine(datesInOrder, datesIssue)

/** `add-transport-available` / `add-transport-ready`: a free window of a truck at a place. */
export const FreeWindowInput = z
  .strictObject({ transport_id: BodyId, ...taskFields, place_id: BodyId })
  .refine(datesInOrder, datesIssue)

/** `update-transport-available` / `update-transport-ready`: absent fields stay; the task takes that type. */
export const FreeWindowUpdate = z
  .strictObject({
    start_date: CalendarDay.optional(),
    end_date: CalendarDay.optional(),
    place_id: BodyId.optional(),
    radius_km: Radius.optional(),
    comment: Text(1000).nullable().optional(),
  })
  .refine(datesInOrder, datesIssue)

const calendarWindow = z
  .strictObject({
    /** First day of the window; default today. */
    start_date: QueryDay,
    /** Last day of the window (included); default start + 30 days; at most 186 days. */
    end_date: QueryDay,
    /** Only this truck. */
    transport_id: QueryId,
    /** Trucks whose number contains this. */
    number: z.string().trim().max(20).optional(),
  })
  .refine(datesInOrder, datesIssue)

// ---------------------------------------------------------------------------------------------------------------
// Drivers

export const listDrivers = defineEndpoint({
  method: 'GET',
  path: 'carrier/drivers',
  summary: "The company's drivers, by name",
  tags,
  access: fleetRoles,
  query: z.object({ ...pageQuery(9999), filter: z.strictObject({ name: Text(100).optional() }).optional() }),
  response: listOf(Driver),
})

export const createDriver = defineEndpoint({
  method: 'POST',
  path: 'carrier/drivers',
  summary: 'Add a driver',
  tags,
  access: fleetRoles,
  body: DriverInput,
  response: dataOf(Driver),
  status: 201,
})

export const updateDriver = defineEndpoint({
  method: 'PUT',
  path: 'carrier/drivers/:id',
  summary: "Change a driver's name, phone, licence",
  tags,
  access: fleetRoles,
  params: IdParams,
  body: DriverInput.partial(),
  response: dataOf(Driver),
})

export const deleteDriver = defineEndpoint({
  method: 'DELETE',
  path: 'carrier/drivers/:id',
  summary: 'Remove a driver (their trucks are left without a driver)',
  tags,
  access: fleetRoles,
  params: IdParams,
  response: Ok,
})

// ---------------------------------------------------------------------------------------------------------------
// Trailers

export const listTrailers = defineEndpoint({
  method: 'GET',
  path: 'carrier/trailers',
  summary: "The company's trailers",
  tags,
  access: fleetRoles,
  query: z.object({ ...pageQuery(9999) }),
  response: listOf(Trailer),
})

export const createTrailer = defineEndpoint({
  method: 'POST',
  path: 'carrier/trailers',
  summary: 'Add a trailer (registration number checked)',
  tags,
  access: fleetRoles,
  body: TrailerInput,
  response: dataOf(Trailer),
  status: 201,
})

export const updateTrailer = defineEndpoint({
  method: 'PUT',
  path: 'carrier/trailers/:id',
  summary: 'Change a trailer',
  tags,
  access: fleetRoles,
  params: IdParams,
  body: TrailerInput.partial(),
  response: dataOf(Trailer),
})

export const deleteTrailer = defineEndpoint({
  method: 'DELETE',
  path: 'carrier/trailers/:id',
  summary: 'Remove a trailer (its trucks are left without one)',
  tags,
  access: fleetRoles,
  params: IdParams,
  response: Ok,
})

// ---------------------------------------------------------------------------------------------------------------
// Trucks

export const listTruckModels = defineEndpoint({
  method: 'GET',
  path: 'carrier/truck-models',
  summary: 'The truck models dictionary; filter[vehicle_id] gives the models of one make',
  tags,
  access: 'public',
  query: z.object({ filter: z.strictObject({ vehicle_id: QueryId }).optional() }),
  response: listOf(TruckModel),
})

export const listTransports = defineEndpoint({
  method: 'GET',
  path: 'carrier/transports',
  summary: "The company's trucks with trailer and driver, by number",
  tags,
  access: fleetRoles,
  query: z.object({
    ...pageQuery(40, 9999),
    filter: z.strictObject({ number: z.string().trim().max(20).optional(), truck_type_id: QueryId }).optional(),
  }),
  response: listOf(Transport),
})

export const createTransport = defineEndpoint({
  method: 'POST',
  path: 'carrier/transports',
  summary: 'Add a truck',
  tags,
  access: fleetRoles,
  body: TransportInput,
  response: dataOf(Transport),
  status: 201,
})

export const getTransport = defineEndpoint({
  method: 'GET',
  path: 'carrier/transports/:id',
  summary: 'One truck of the company',
  tags,
  access: fleetRoles,
  params: IdParams,
  response: dataOf(Transport),
})

export const updateTransport = defineEndpoint({
  method: 'PUT',
  path: 'carrier/transports/:id',
  summary: 'Change a truck; absent fields stay',
  tags,
  access: fleetRoles,
  params: IdParams,
  body: TransportInput.partial(),
  response: dataOf(Transport),
})

export const deleteTransport = defineEndpoint({
  method: 'DELETE',
  path: 'carrier/transports/:id',
  summary: 'Remove a truck with its tasks, notes and files',
  tags,
  access: fleetRoles,
  params: IdParams,
  response: Ok,
})

export const unassignCargos = defineEndpoint({
  method: 'DELETE',
  path: 'carrier/transports/:id/cargos',
  summary:
    'Unassign cargos from a truck: its busy tasks carrying them become available again; ?cargo_id= only that one',
  tags,
  access: fleetRoles,
  params: IdParams,
  query: z.object({ cargo_id: QueryId }),
  response: dataOf(z.object({ transport_id: z.number().int(), unassigned: z.number().int() })),
})

export const relevantCargos = defineEndpoint({
  method: 'GET',
  path: 'carrier/transports/:id/relevant-cargos',
  summary:
    "Available cargos for a truck's free window (task_id, or its next available/ready task): start within the radius of the task's place, loading in the window, fitting type, weight and volume",
  tags,
  access: fleetRoles,
  params: IdParams,
  query: z.object({
    ...pageQuery(RELEVANT_CARGOS_PAGE_SIZE, 100),
    filter: z.strictObject({ task_id: QueryId, radius: z.preprocess(blankToUndefined, Radius.optional()) }).optional(),
  }),
  response: listOf(RelevantCargo),
})

// ---------------------------------------------------------------------------------------------------------------
// v2/transports: one truck with notes and files; quick add from the calendar

export const getTransportV2 = defineEndpoint({
  method: 'GET',
  path: 'v2/transports/:id',
  summary:
    'One truck with notes, files and its tasks from today on (the owner company; a shipper when the truck carries its cargo)',
  tags,
  access: [...fleetRoles, ...shipperRoles],
  params: IdParams,
  response: dataOf(TransportDetails),
})

export const deleteTransportV2 = defineEndpoint({
  method: 'DELETE',
  path: 'v2/transports/:id',
  summary: 'Remove a truck with its tasks, notes and files',
  tags,
  access: fleetRoles,
  params: IdParams,
  response: Ok,
})

export const createTransportV2 = defineEndpoint({
  method: 'POST',
  path: 'v2/transports',
  summary: 'Add a truck from the calendar, with a new trailer and driver in the same request if wanted',
  tags,
  access: fleetRoles,
  body: TransportInput.extend({ trailer: TrailerInput.optional(), driver: DriverInput.optional() }),
  response: dataOf(Transport),
  status: 201,
})

export const addTransportNote = defineEndpoint({
  method: 'POST',
  path: 'v2/transports/:id/note',
  summary: 'Add a note to a truck',
  tags,
  access: fleetRoles,
  params: IdParams,
  body: z.strictObject({ content: z.string().trim().min(1).max(2000) }),
  response: dataOf(TransportNote),
  status: 201,
})

// ---------------------------------------------------------------------------------------------------------------
// Calendar tasks

export const listTasks = defineEndpoint({
  method: 'GET',
  path: 'carrier/transports/tasks',
  summary:
    'The calendar: a page of trucks (rows, by number) with their tasks touching filter[start_date]..filter[end_date]; meta.size counts trucks',
  tags,
  access: fleetRoles,
  query: z.object({ ...pageQuery(CALENDAR_PAGE_SIZE, 500), filter: calendarWindow.optional() }),
  response: listOf(CalendarRow),
})

export const createTask = defineEndpoint({
  method: 'POST',
  path: 'carrier/transports/tasks',
  summary: 'Add a task to a truck; 409 when it overlaps another task of the truck',
  tags,
  access: fleetRoles,
  body: TaskInput,
  response: dataOf(TransportTask),
  status: 201,
})

export const getTask = defineEndpoint({
  method: 'GET',
  path: 'carrier/transports/tasks/:id',
  summary: 'One task',
  tags,
  access: fleetRoles,
  params: IdParams,
  response: dataOf(TransportTask),
})

export const updateTask = defineEndpoint({
  method: 'PUT',
  path: 'carrier/transports/tasks/:id',
  summary: 'Move, resize or retype a task, assign a cargo; 409 when it would overlap another task',
  tags,
  access: fleetRoles,
  params: IdParams,
  body: TaskUpdate,
  response: dataOf(TransportTask),
})

export const deleteTask = defineEndpoint({
  method: 'DELETE',
  path: 'carrier/transports/tasks/:id',
  summary: 'Remove a task',
  tags,
  access: fleetRoles,
  params: IdParams,
  response: Ok,
})

export const addTransportAvailable = defineEndpoint({
  method: 'POST',
  path: 'v2/transports/calendar/add-transport-available',
  summary: 'Mark a truck available (free, looking for cargo) at a place over some days',
  tags,
  access: fleetRoles,
  body: FreeWindowInput,
  response: dataOf(TransportTask),
  status: 201,
})

export const addTransportReady = defineEndpoint({
  method: 'POST',
  path: 'v2/transports/calendar/add-transport-ready',
  summary: 'Mark a truck ready to load at a place over some days',
  tags,
  access: fleetRoles,
  body: FreeWindowInput,
  response: dataOf(TransportTask),
  status: 201,
})

const TaskIdParams = z.strictObject({ taskId: Id })

export const updateTransportAvailable = defineEndpoint({
  method: 'POST',
  path: 'v2/transports/calendar/:taskId/update-transport-available',
  summary: 'Change a free window; the task becomes available',
  tags,
  access: fleetRoles,
  params: TaskIdParams,
  body: FreeWindowUpdate,
  response: dataOf(TransportTask),
})

export const updateTransportReady = defineEndpoint({
  method: 'POST',
  path: 'v2/transports/calendar/:taskId/update-transport-ready',
  summary: 'Change a free window; the task becomes ready',
  tags,
  access: fleetRoles,
  params: TaskIdParams,
  body: FreeWindowUpdate,
  response: dataOf(TransportTask),
})

export const checkAssignedCompany = defineEndpoint({
  method: 'POST',
  path: 'v2/transports/calendar/check-assigned-company',
  summary:
    "Before placing or moving a task: whether a truck's days are free, and which shipper companies' cargos it carries then",
  tags,
  access: fleetRoles,
  body: z
    .strictObject({
      transport_id: BodyId,
      start_date: CalendarDay,
      end_date: CalendarDay,
      /** A task being moved: not counted against itself. */
      ignore_task_id: BodyId.optional(),
    })
    .refine(datesInOrder, datesIssue),
  response: dataOf(
    z.object({
      transport_id: z.number().int(),
      /** No task of the truck touches the days. */
      free: z.boolean(),
      /** The tasks in the way. */
      task_ids: z.array(z.number().int()),
      /** Shipper companies whose cargos the truck carries on those days. */
      companies: z.array(z.object({ id: z.number().int(), name: z.string(), cargo_ids: z.array(z.number().int()) })),
    }),
  ),
})

export const calendarCounters = defineEndpoint({
  method: 'GET',
  path: 'v2/transports/calendar/counters',
  summary: "Counts for the calendar header: the fleet, trucks by today's state, tasks in the window, new responses",
  tags,
  access: fleetRoles,
  query: z.object({ filter: calendarWindow.optional() }),
  response: dataOf(CalendarCounters),
})

export const updateTaskCounters = defineEndpoint({
  method: 'POST',
  path: 'v2/transports/tasks/:id/update-counters',
  summary: "Mark the task's transport-task responses as seen; answers the task with fresh counters",
  tags,
  access: fleetRoles,
  params: IdParams,
  response: dataOf(TransportTask),
})

export const assignedCalendar = defineEndpoint({
  method: 'GET',
  path: 'v2/transports/calendar/assigned',
  summary:
    "The shipper's view of the calendar: trucks carrying the caller's company's cargos in the window (a task carrying one, or a winning cargo response naming the truck), with those tasks and the trucks' free windows (no comment, no counters) that the shipper may offer a cargo to",
  tags,
  access: shipperRoles,
  query: z.object({ ...pageQuery(CALENDAR_PAGE_SIZE, 500), filter: calendarWindow.optional() }),
  response: listOf(CalendarRow),
})

// ---------------------------------------------------------------------------------------------------------------
// Matching for a cargo

export const relevantForTransport = defineEndpoint({
  method: 'GET',
  path: 'cargos/relevant-for-transport',
  summary:
    "Available cargos that fit any free window (available/ready task) of the caller's trucks touching the date window",
  tags,
  access: fleetRoles,
  query: z.object({
    ...pageQuery(RELEVANT_CARGOS_PAGE_SIZE, 100),
    filter: z
      .strictObject({ start_date: QueryDay, end_date: QueryDay, transport_id: QueryId })
      .refine(datesInOrder, datesIssue)
      .optional(),
  }),
  response: listOf(RelevantCargo),
})

const relevantTransportFilter = z
  .strictObject({
    /** Which free windows count: `available`, `ready`, or both (`all`, the default). */
    type: z.enum(['all', 'available', 'ready']).optional(),
  })
  .optional()

export const relevantTransport = defineEndpoint({
  method: 'GET',
  path: 'v2/cargos/:id/relevant-transport',
  summary:
    "The caller's trucks that fit an available cargo: free (filter[type]) near its start when it loads, of a fitting type and size",
  tags,
  access: fleetRoles,
  params: IdParams,
  query: z.object({ ...pageQuery(RELEVANT_TRANSPORT_LIMIT), filter: relevantTransportFilter }),
  response: listOf(RelevantTransport),
})

export const relevantTransportCount = defineEndpoint({
  method: 'GET',
  path: 'v2/cargos/:id/relevant-transport-count',
  summary: "How many of the caller's trucks fit a cargo: meta.size, with the best one (limit 1 by default)",
  tags,
  access: fleetRoles,
  params: IdParams,
  query: z.object({ ...pageQuery(1, 100), filter: relevantTransportFilter }),
  response: listOf(RelevantTransport),
})

// ---------------------------------------------------------------------------------------------------------------
// Analytics: how the fleet was used over a period

/** The longest period the analytics answer at once, days (both ends included). */
export const ANALYTICS_MAX_DAYS = 366

/** Days of a period, both ends included (`YYYY-MM-DD`). */
export function periodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
}

/** An amount of money in one currency, minor units (x100). */
export const MoneySum = z.object({ currency: z.string(), amount: z.number().int() })
export type MoneySum = z.infer<typeof MoneySum>

const usageFields = {
  /** Days on a trip (busy tasks) in the period. */
  busy: z.number().int(),
  /** Days free, waiting for cargo (available or ready tasks). */
  empty: z.number().int(),
  /** Days without any task. */
  idle: z.number().int(),
  /**
   * Kilometres, an estimate: for each trip in the period, the straight line from the place of the truck's task
   * before it to the trip's place.
   */
  km: z.number().int(),
  /**
   * What the carried cargos earned, by currency: for each cargo of a trip starting in the period, the price of the
   * company's contract for it, else of its winning response (accepted onwards), else of the shipper's offer the
   * truck took (a selected transport-task response).
   */
  revenue: z.array(MoneySum),
  /** Cargos carried on trips starting in the period. */
  cargos: z.number().int(),
  /** Of those, the cargos with no known price (not counted in `revenue`). */
  unknown_prices: z.number().int(),
}

/** One truck of the caller's company over the period. */
export const TruckUsage = z.object({
  transport: z.object({ id: z.number().int(), number: z.string(), trailer_number: z.string().nullable() }),
  ...usageFields,
})
export type TruckUsage = z.infer<typeof TruckUsage>

export const TransportAnalytics = z.object({
  from: z.string(),
  to: z.string(),
  /** Days in the period: for every truck busy + empty + idle = days. */
  days: z.number().int(),
  /** Every truck of the company, by number. */
  trucks: z.array(TruckUsage),
  /** Sums over the trucks. */
  totals: z.object(usageFields),
})
export type TransportAnalytics = z.infer<typeof TransportAnalytics>

export const AnalyticsQuery = z
  .object({
    /** First day of the period. */
    from: CalendarDay,
    /** Last day of the period (included); not before `from`, at most 366 days in all. */
    to: CalendarDay,
  })
  .refine((value) => value.to >= value.from, { message: 'period_order', path: ['to'] })
  .refine((value) => value.to < value.from || periodDays(value.from, value.to) <= ANALYTICS_MAX_DAYS, {
    message: 'period_too_long',
    path: ['to'],
  })

export const transportAnalytics = defineEndpoint({
  method: 'GET',
  path: 'v2/transports/analytics',
  summary:
    "How each truck of the caller's company was used over a period: busy, empty and idle days, kilometres (straight-line estimate) and revenue from the prices of the cargos it carried; with totals",
  tags,
  access: fleetRoles,
  query: AnalyticsQuery,
  response: dataOf(TransportAnalytics),
})

// ---------------------------------------------------------------------------------------------------------------
// Transport-task responses

export const listTaskResponses = defineEndpoint({
  method: 'GET',
  path: 'v2/transports/transport-task-response/list',
  summary: "Transport-task responses: a carrier's own (of its tasks), a shipper's those for its cargos; newest first",
  tags,
  access: [...fleetRoles, ...shipperRoles],
  query: z.object({
    ...pageQuery(20, 200),
    filter: z
      .strictObject({
        task_id: QueryId,
        transport_id: QueryId,
        cargo_id: QueryId,
        status: TaskResponseStatus.optional(),
      })
      .optional(),
  }),
  response: listOf(TransportTaskResponse),
})

export const selectTaskResponse = defineEndpoint({
  method: 'GET',
  path: 'v2/transports/transport-task-response/:id/select',
  summary:
    'One transport-task response with its task and cargo, to choose from; the carrier opening a new one marks it seen',
  tags,
  access: [...fleetRoles, ...shipperRoles],
  params: IdParams,
  response: dataOf(TransportTaskResponse.extend({ task: TransportTask, cargo: Cargo })),
})

export const createTaskResponse = defineEndpoint({
  method: 'POST',
  path: 'v2/transports/transport-task-response',
  summary:
    "A shipper offers its available cargo to a carrier's free truck (an available/ready task); one offer per task and cargo",
  tags,
  access: shipperRoles,
  body: z.strictObject({
    task_id: BodyId,
    cargo_id: BodyId,
    /** Minor units (x100). */
    price: z.coerce.number().int().min(0).max(1e12).nullable().optional(),
    comment: Text(1000).nullable().optional(),
  }),
  response: dataOf(TransportTaskResponse),
  status: 201,
})

// ---------------------------------------------------------------------------------------------------------------
// External carriers' trucks

export const addExternalTransport = defineEndpoint({
  method: 'POST',
  path: 'v2/external-transports/calendar/:id/add-transport',
  summary: "Place an external carrier's truck (company :id) on the caller's calendar, with its first task when given",
  tags,
  access: fleetRoles,
  params: IdParams,
  body: TransportInput.omit({ trailer_id: true, driver_id: true }).extend({
    task: z
      .strictObject({ type: TaskType, ...taskFields })
      .refine(datesInOrder, datesIssue)
      .optional(),
  }),
  response: dataOf(CalendarRow),
  status: 201,
})

// ---------------------------------------------------------------------------------------------------------------
// Files

/** Multipart text fields of `upload-transport-file`, besides the `file` part. */
export const TransportFileFields = z.strictObject({ transport_id: BodyId, kind: FileKind.default('other') })
/** Multipart text fields of `upload-transport-task-file`, besides the `file` part. */
export const TaskFileFields = z.strictObject({ task_id: BodyId, kind: FileKind.default('waybill') })

export const uploadTransportFile = defineEndpoint({
  method: 'POST',
  path: 'v2/transports/upload-transport-file',
  summary:
    'Upload a document or photo of a truck (multipart: transport_id, kind, file); PDF, JPEG or PNG by content, size limited',
  tags,
  access: fleetRoles,
  multipart: true,
  body: TransportFileFields,
  response: dataOf(TransportFile),
  status: 201,
})

export const uploadTaskFile = defineEndpoint({
  method: 'POST',
  path: 'v2/transports/upload-transport-task-file',
  summary: 'Upload a document of a task (multipart: task_id, kind, file); PDF, JPEG or PNG by content, size limited',
  tags,
  access: fleetRoles,
  multipart: true,
  body: TaskFileFields,
  response: dataOf(TransportFile),
  status: 201,
})

export const listTransportFiles = defineEndpoint({
  method: 'GET',
  path: 'v2/transports/:id/files',
  summary: "A truck's files and its tasks' files, newest first",
  tags,
  access: fleetRoles,
  params: IdParams,
  response: listOf(TransportFile),
})

export const downloadTransportFile = defineEndpoint({
  method: 'GET',
  path: 'v2/transports/files/:id',
  summary: 'The bytes of an uploaded file, only for its owner company (others: 404)',
  tags,
  access: fleetRoles,
  params: IdParams,
  response: z.unknown().describe('the file, with its content type'),
})

export const deleteTransportFile = defineEndpoint({
  method: 'DELETE',
  path: 'v2/transports/files/:id',
  summary: 'Remove an uploaded file',
  tags,
  access: fleetRoles,
  params: IdParams,
  response: Ok,
})
