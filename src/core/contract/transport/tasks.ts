/**
 * Calendar tasks: what a truck does over some days (busy, available, ready), the calendar rows and counters,
 * free windows, the pre-check for a move, and the shipper's view of the trucks carrying its cargos.
 */
import { z } from 'zod'
import { CalendarDay } from '../cargo'
import { dataOf, Id, IdParams, Line, listOf, Ok, pageQuery, Timestamp } from '../common'
import { defineEndpoint } from '../endpoint'
import { BodyId, datesInOrder, datesIssue, QueryDay, QueryId, Radius, TextOf, tags, taskFields } from './fields'
import { CALENDAR_PAGE_SIZE, fleetRoles, shipperRoles } from './limits'
import { Transport } from './trucks'

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
    comment: TextOf(1000).nullable().optional(),
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
    comment: TextOf(1000).nullable().optional(),
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
    number: Line.trim().max(20).optional(),
  })
  .refine(datesInOrder, datesIssue)

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
  errors: [404],
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
  errors: [404],
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
  errors: [404],
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
  errors: [404],
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
