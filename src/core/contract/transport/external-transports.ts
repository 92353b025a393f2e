/** External carriers' trucks placed on the caller's calendar. */
import { z } from 'zod'
import { dataOf, IdParams } from '../common'
import { defineEndpoint } from '../endpoint'
import { datesInOrder, datesIssue, tags, taskFields } from './fields'
import { fleetRoles } from './limits'
import { CalendarRow, TaskType } from './tasks'
import { TransportInput } from './trucks'

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

/**
 * The external truck dialog as a user fills it in (the transport calendar's): the plate, capacity and volume of
 * `addExternalTransport`'s body, by the body's own rules.
 */
export const ExternalTruckForm = TransportInput.pick({ number: true, capacity: true, volume: true })
