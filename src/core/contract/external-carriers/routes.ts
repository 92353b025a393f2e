/**
 * Planned routes of external carriers' trucks (spec 3 "Route", 4 "Route status", the new-route dialog): a truck
 * goes from a city to a place on a day. Planned routes are what truck search finds for a date; `add-task` puts one
 * on the caller's transport calendar (carriers and expeditors: the truck becomes a calendar row with a free
 * window from the start date).
 */
import { z } from 'zod'
import { CalendarDay } from '../cargo'
import { dataOf, IdParams, listOf, Ok, Timestamp } from '../common'
import { defineEndpoint } from '../endpoint'
import { CalendarRow } from '../transport'
import { BodyId, tags, truckRoles } from './fields'

export const routeStatuses = ['planned', 'in_progress', 'done', 'cancelled'] as const
export const RouteStatus = z.enum(routeStatuses)
export type RouteStatus = z.infer<typeof RouteStatus>

export const PlannedRoute = z.object({
  id: z.number().int(),
  transport_id: z.number().int(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  start_city_id: z.number().int(),
  start_city_name: z.string(),
  finish_point_id: z.number().int(),
  finish_point_name: z.string(),
  start_date: z.string(),
  status: RouteStatus,
  /** The calendar task it was put on, when added to the calendar. */
  task_id: z.number().int().nullable(),
  created_at: Timestamp,
})
export type PlannedRoute = z.infer<typeof PlannedRoute>

export const createPlannedRoute = defineEndpoint({
  method: 'POST',
  path: 'external-carrier/routes',
  summary: "The new-route dialog: a planned route of one of the caller's external carriers' trucks",
  tags,
  access: truckRoles,
  body: z.strictObject({
    transport_id: BodyId,
    start_city_id: BodyId,
    finish_point_id: BodyId,
    start_date: CalendarDay,
  }),
  response: dataOf(PlannedRoute),
  status: 201,
})

/**
 * The new-route dialog as a user fills it in (the truck search's): the city to start from and the place to go to as
 * picked (places; their ids are sent), the day. Made into `createPlannedRoute`'s body but the truck's id, which the
 * dialog knows.
 */
export const PlannedRouteForm = z
  .object({
    start_city: z.object({ id: BodyId }),
    finish_point: z.object({ id: BodyId }),
    start_date: CalendarDay,
  })
  .transform((form) => ({
    start_city_id: form.start_city.id,
    finish_point_id: form.finish_point.id,
    start_date: form.start_date,
  }))

export const listCompanyRoutes = defineEndpoint({
  method: 'GET',
  path: 'external-carrier/companies/:id/routes',
  summary:
    "An external carrier's planned routes from today on, not cancelled (the ones its card counts), by start date",
  tags,
  access: truckRoles,
  params: IdParams,
  response: listOf(PlannedRoute),
})

export const listPlannedRoutes = defineEndpoint({
  method: 'GET',
  path: 'external-carrier/planned-routes/:id',
  summary: "A truck's planned routes from today on (the truck :id of the caller's database)",
  tags,
  access: truckRoles,
  params: IdParams,
  response: listOf(PlannedRoute),
})

export const addPlannedRouteTask = defineEndpoint({
  method: 'POST',
  path: 'external-carrier/planned-routes/:id/add-task',
  summary:
    "Put a planned route on the caller's transport calendar: the external truck becomes a calendar row with a free window at the start city from the start date (carriers and expeditors)",
  tags,
  access: ['carrier', 'expeditor'],
  params: IdParams,
  body: z.strictObject({ days: z.coerce.number().int().min(1).max(31).default(3) }).optional(),
  response: dataOf(CalendarRow),
  status: 201,
})

export const setRouteStartDate = defineEndpoint({
  method: 'POST',
  path: 'external-carrier/routes/:id/start-date',
  summary: 'Move a planned route to another start date',
  tags,
  access: truckRoles,
  params: IdParams,
  body: z.strictObject({ start_date: CalendarDay }),
  response: dataOf(PlannedRoute),
})

export const setRouteStatus = defineEndpoint({
  method: 'POST',
  path: 'external-carrier/routes/:id/status',
  summary: "A planned route's status (spec 4: planned -> in_progress -> done, or cancelled)",
  tags,
  access: truckRoles,
  params: IdParams,
  body: z.strictObject({ status: RouteStatus }),
  response: dataOf(PlannedRoute),
})

export const deleteRoute = defineEndpoint({
  method: 'DELETE',
  path: 'external-carrier/routes/:id',
  summary: 'Delete a planned route',
  tags,
  access: truckRoles,
  params: IdParams,
  response: Ok,
})
