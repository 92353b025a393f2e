/**
 * The control table (spec 4, 6: where logisticians are sent; spec 2's "calendar table of transport tasks"): the
 * transport tasks a dispatcher works through, one row per task. A carrier sees its own trucks' tasks; a shipper
 * (and its logistician) the tasks that carry the company's cargos. Where a task stands (`status`) and what comes
 * next (`next_step`) follow from its type and dates, by `controlStateOf`, the one rule the server filters by and
 * the screen shows.
 */
import { z } from 'zod'
import { Line, listOf, pageQuery } from '../common'
import { defineEndpoint } from '../endpoint'
import { datesInOrder, datesIssue, QueryDay, tags } from './fields'
import { fleetRoles, shipperRoles } from './limits'
import { TaskType } from './tasks'

/** Where a task stands today: not begun, under way (today within its days), over. */
export const controlStatuses = ['planned', 'in_progress', 'done'] as const
export const ControlStatus = z.enum(controlStatuses)
export type ControlStatus = z.infer<typeof ControlStatus>

/**
 * What the dispatcher does next: `load` (a trip to begin: loading on `start_date`), `unload` (a trip under way:
 * unloading by `end_date`), `confirm_ready` (a free truck to confirm ready to load), `find_cargo` (a ready truck
 * waits for a cargo), `none` (over).
 */
export const controlSteps = ['load', 'unload', 'confirm_ready', 'find_cargo', 'none'] as const
export const ControlStep = z.enum(controlSteps)
export type ControlStep = z.infer<typeof ControlStep>

/** The status and next step of a task of `type` over `start`..`end` (days, included) on `today`. */
export function controlStateOf(
  task: { type: TaskType; start_date: string; end_date: string },
  today: string,
): { status: ControlStatus; next_step: ControlStep } {
  const status: ControlStatus = task.end_date < today ? 'done' : task.start_date > today ? 'planned' : 'in_progress'
  if (status === 'done') return { status, next_step: 'none' }
  if (task.type === 'busy') return { status, next_step: status === 'planned' ? 'load' : 'unload' }
  return { status, next_step: task.type === 'available' ? 'confirm_ready' : 'find_cargo' }
}

export const ControlRow = z.object({
  /** The task. */
  id: z.number().int(),
  type: TaskType,
  start_date: z.string(),
  end_date: z.string(),
  status: ControlStatus,
  next_step: ControlStep,
  transport: z.object({ id: z.number().int(), number: z.string(), trailer_number: z.string().nullable() }),
  driver: z.object({ name: z.string(), phone: z.string().nullable() }).nullable(),
  /** The carrier company (a shipper works with several). */
  carrier: z.object({ id: z.number().int(), name: z.string() }),
  /** Where the truck goes (busy) or waits (available, ready), named in the request language. */
  place: z.string().nullable(),
  /** The cargo carried (busy tasks), with its route; `null` for a free window. */
  cargo: z.object({ id: z.number().int(), start: z.string(), finish: z.string() }).nullable(),
})
export type ControlRow = z.infer<typeof ControlRow>

export const controlSorts = [
  'start_date',
  '-start_date',
  'end_date',
  '-end_date',
  'number',
  '-number',
  'driver',
  '-driver',
] as const
export const ControlSort = z.enum(controlSorts)
export type ControlSort = z.infer<typeof ControlSort>

export const CONTROL_PAGE_SIZE = 200

export const ControlFilter = z
  .strictObject({
    status: z.preprocess((v) => (v === '' ? undefined : v), ControlStatus.optional()),
    type: z.preprocess((v) => (v === '' ? undefined : v), TaskType.optional()),
    /** Trucks whose number contains this. */
    number: Line.trim().max(20).optional(),
    /** Tasks touching start_date..end_date. */
    start_date: QueryDay,
    end_date: QueryDay,
  })
  .refine(datesInOrder, datesIssue)

/**
 * The control table's filter form, as the page holds it (`''` or null for "any" and an open end), made into the filter and
 * checked by it: a truck number past its length is said under the field (`controlFilterFieldMap` for the dates).
 */
export const ControlFilterForm = z
  .object({
    status: z.union([ControlStatus, z.literal('')]).nullable(),
    type: z.union([TaskType, z.literal('')]).nullable(),
    number: z.string(),
    from: z.string(),
    to: z.string(),
  })
  .transform(
    (form): z.input<typeof ControlFilter> => ({
      ...(form.status ? { status: form.status } : {}),
      ...(form.type ? { type: form.type } : {}),
      ...(form.number.trim() ? { number: form.number } : {}),
      ...(form.from ? { start_date: form.from } : {}),
      ...(form.to ? { end_date: form.to } : {}),
    }),
  )
  .pipe(ControlFilter)
export const controlFilterFieldMap = { start_date: 'from', end_date: 'to' }

export const controlTable = defineEndpoint({
  method: 'GET',
  path: 'v2/transports/control-table',
  summary:
    "The control table: a page of transport tasks (a carrier's own trucks'; for a shipper, the tasks carrying the company's cargos), with truck, driver, cargo, route, dates, status and next step; meta.size counts all",
  tags,
  access: [...fleetRoles, ...shipperRoles],
  query: z.object({
    ...pageQuery(CONTROL_PAGE_SIZE, 500),
    sort: ControlSort.default('start_date'),
    filter: ControlFilter.optional(),
  }),
  response: listOf(ControlRow),
})

/** The default window of the table: the tasks not over before today (what a dispatcher is still working on). */
export const controlWindowStart = (today: string) => today
