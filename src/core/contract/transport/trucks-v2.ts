/** v2/transports: one truck with notes and files; quick add from the calendar. */
import { z } from 'zod'
import { dataOf, IdParams, Ok, Text, Timestamp } from '../common'
import { defineEndpoint } from '../endpoint'
import { DriverInput } from './drivers'
import { tags } from './fields'
import { TransportFile } from './files'
import { fleetRoles, shipperRoles } from './limits'
import { TransportTask } from './tasks'
import { TrailerInput } from './trailers'
import { Transport, TransportInput } from './trucks'

/** A note on a truck (spec 3 "Comment": transport_id, content). */
export const TransportNote = z.object({
  id: z.number().int(),
  transport_id: z.number().int(),
  content: z.string(),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: Timestamp,
})
export type TransportNote = z.infer<typeof TransportNote>

/** A truck with its notes, files and the tasks from today on. */
export const TransportDetails = Transport.extend({
  notes: z.array(TransportNote),
  files: z.array(TransportFile),
  tasks: z.array(TransportTask),
})
export type TransportDetails = z.infer<typeof TransportDetails>

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
  body: z.strictObject({ content: Text.trim().min(1).max(2000) }),
  response: dataOf(TransportNote),
  status: 201,
})
