/**
 * External carriers (spec 7 "External carrier"): third-party carrier companies a company keeps in its own database.
 * They are `companies` of type `external_carrier` added by the company (`POST companies`); another company's
 * external carrier answers 404. The carrier page also reads a registered carrier (type carrier or expeditor):
 * its company card, its trucks' count and the caller's own feedback about it.
 */
import { z } from 'zod'
import { dataOf, IdParams, Line, listOf, pageQuery } from '../common'
import { defineEndpoint } from '../endpoint'
import { Email, Inn, Phone } from '../validators'
import { Text, tags, truckRoles } from './fields'

export const CarrierKind = z.enum(['external', 'registered'])

export const CarrierCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  inn: z.string(),
  /** `external`: in the caller's database; `registered`: a carrier of the exchange. */
  kind: CarrierKind,
  phone: z.string().nullable(),
  email: z.string().nullable(),
  transport_count: z.number().int(),
  planned_route_count: z.number().int(),
  /** The caller's company's feedback: average rating (1-5) and how many. */
  rating: z.number().nullable(),
  feedback_count: z.number().int(),
})
export type CarrierCompany = z.infer<typeof CarrierCompany>

export const listExternalCompanies = defineEndpoint({
  method: 'GET',
  path: 'external-carrier/companies',
  summary: "The caller's company's database of external carriers, by name",
  tags,
  access: truckRoles,
  query: z.object({ ...pageQuery(20, 200), query: Text(100).optional() }),
  response: listOf(CarrierCompany),
})

/** What the keeper writes about an external carrier: its name and how to reach the office. */
const CarrierFields = {
  name: Line.trim().min(2).max(300),
  phone: Phone.nullable().optional(),
  email: Email.nullable().optional(),
}

/**
 * Adds an external carrier to the caller's database by its INN (checksum validated). Every user of the area keeps
 * the database (not only the company's managers, who may also record counterparties through `POST companies`). An
 * INN already in the database, or of a carrier registered on the exchange (its trucks are in the search already),
 * answers 409 on `inn`.
 */
export const createExternalCompany = defineEndpoint({
  method: 'POST',
  path: 'external-carrier/companies',
  summary: "Add an external carrier to the caller's database, by INN with its name and contacts",
  tags,
  access: truckRoles,
  body: z.strictObject({ inn: Inn, ...CarrierFields }),
  response: dataOf(CarrierCompany),
  status: 201,
})

export const updateExternalCompany = defineEndpoint({
  method: 'PUT',
  path: 'external-carrier/companies/:id',
  summary: "Change an external carrier of the caller's database: its name and contacts (the INN stays)",
  tags,
  access: truckRoles,
  params: IdParams,
  body: z.strictObject(CarrierFields),
  response: dataOf(CarrierCompany),
})

export const getExternalCompany = defineEndpoint({
  method: 'GET',
  path: 'external-carrier/companies/:id',
  summary: 'A carrier: an external carrier of the caller company, or a registered carrier of the exchange',
  tags,
  access: truckRoles,
  params: IdParams,
  response: dataOf(CarrierCompany),
})

export const TransportCount = z.object({
  total: z.number().int(),
  by_truck_type: z.array(z.object({ truck_type_id: z.number().int().nullable(), count: z.number().int() })),
  planned_routes: z.number().int(),
})

export const externalTransportCount = defineEndpoint({
  method: 'POST',
  path: 'external-carrier/companies/:id/transport-count',
  summary: "A carrier's trucks counted by body type, and its planned routes from today",
  tags,
  access: truckRoles,
  params: IdParams,
  body: z.strictObject({}).optional(),
  response: dataOf(TransportCount),
})
