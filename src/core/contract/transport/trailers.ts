/** Trailers of the carrier company: the entity, the body and the endpoints (`carrier/trailers`). */
import { z } from 'zod'
import { NamedRef } from '../cargo'
import { dataOf, IdParams, listOf, Ok, pageQuery, Timestamp } from '../common'
import { defineEndpoint } from '../endpoint'
import { BodyId, Capacity, tags, Volume } from './fields'
import { fleetRoles } from './limits'
import { TrailerNumber } from './plates'

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

export const TrailerInput = z.strictObject({
  number: TrailerNumber,
  truck_type_id: BodyId.nullable().optional(),
  volume: Volume.nullable().optional(),
  capacity: Capacity.nullable().optional(),
})

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
