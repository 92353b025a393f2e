/**
 * An external carrier's trucks (spec 3 "External truck"): the regular route `{start_city_id, finish_point_id,
 * finish_point_type}`, weight, volume, `extra.note`, body and load types, and the contacts to message. They belong
 * to the company that keeps the database; another company's ids answer 404.
 */
import { z } from 'zod'
import { dataOf, IdParams, Line, listOf, Ok, pageQuery, Timestamp } from '../common'
import { defineEndpoint } from '../endpoint'
import { PlaceType } from '../reference'
import { Email, Phone } from '../validators'
import { BodyId, QueryId, Text, tags, truckRoles, Volume, Weight } from './fields'

export const ExternalContact = z.object({
  id: z.number().int(),
  name: z.string(),
  phones: z.array(z.string()),
  email: z.string().nullable(),
  /** A Telegram user id: messages go there first, then e-mail, then SMS. */
  telegram_user_id: z.number().int().nullable(),
})
export type ExternalContact = z.infer<typeof ExternalContact>

export const ExternalRoute = z.object({
  id: z.number().int(),
  start_city_id: z.number().int().nullable(),
  start_city_name: z.string().nullable(),
  finish_point_id: z.number().int().nullable(),
  finish_point_name: z.string().nullable(),
  finish_point_type: PlaceType,
})

export const ExternalTransport = z.object({
  id: z.number().int(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  route: ExternalRoute,
  weight: z.number().nullable(),
  volume: z.number().nullable(),
  extra: z.object({ note: z.string().nullable() }),
  truck_type_id: z.number().int().nullable(),
  load_type_ids: z.array(z.number().int()),
  contacts: z.array(ExternalContact),
  created_at: Timestamp,
})
export type ExternalTransport = z.infer<typeof ExternalTransport>

const ContactInput = z.strictObject({
  id: BodyId.optional(),
  name: Line.trim().min(1).max(200),
  phones: z.array(Phone).max(5).default([]),
  email: Email.nullable().optional(),
  telegram_user_id: z.number().int().positive().nullable().optional(),
})

export const ExternalTransportInput = z.strictObject({
  /** The external carrier (a company of the caller's database). */
  company_id: BodyId,
  route: z.strictObject({
    start_city_id: BodyId,
    finish_point_id: BodyId.nullable().optional(),
    finish_point_type: PlaceType.default('city'),
  }),
  weight: Weight.nullable().optional(),
  volume: Volume.nullable().optional(),
  extra: z.strictObject({ note: Text(1000).nullable().optional() }).optional(),
  truck_type_id: BodyId.nullable().optional(),
  load_type_ids: z.array(BodyId).max(20).default([]),
  contacts: z.array(ContactInput).max(10).default([]),
})

export const listExternalTransports = defineEndpoint({
  method: 'GET',
  path: 'external-carrier/transports',
  summary: "The trucks of the caller's external carriers, newest first; `filter[company_id]` for one carrier",
  tags,
  access: truckRoles,
  query: z.object({ ...pageQuery(20, 500), filter: z.object({ company_id: QueryId }).optional() }),
  response: listOf(ExternalTransport),
})

export const createExternalTransport = defineEndpoint({
  method: 'POST',
  path: 'external-carrier/transports',
  summary: "Add a truck to one of the caller's external carriers",
  tags,
  access: truckRoles,
  body: ExternalTransportInput,
  response: dataOf(ExternalTransport),
  status: 201,
})

export const updateExternalTransport = defineEndpoint({
  method: 'PUT',
  path: 'external-carrier/transports/:id',
  summary: "Change an external carrier's truck (the whole record)",
  tags,
  access: truckRoles,
  params: IdParams,
  body: ExternalTransportInput.omit({ company_id: true }),
  response: dataOf(ExternalTransport),
})

export const deleteExternalTransport = defineEndpoint({
  method: 'DELETE',
  path: 'external-carrier/transports/:id',
  summary: "Delete an external carrier's truck with its planned routes and comments",
  tags,
  access: truckRoles,
  params: IdParams,
  response: Ok,
})

export const listCompanyTransports = defineEndpoint({
  method: 'GET',
  path: 'external-carrier/companies/:id/transports',
  summary: "A carrier's trucks: an external carrier's from the caller's database, a registered carrier's own fleet",
  tags,
  access: truckRoles,
  params: IdParams,
  query: z.object(pageQuery(50, 500)),
  response: listOf(ExternalTransport),
})
