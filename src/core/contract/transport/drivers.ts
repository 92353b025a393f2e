/** Drivers of the carrier company: the entity, the body and the endpoints (`carrier/drivers`). */
import { z } from 'zod'
import { dataOf, IdParams, Line, listOf, Ok, pageQuery, Timestamp } from '../common'
import { defineEndpoint } from '../endpoint'
import { Phone } from '../validators'
import { LineOf, tags } from './fields'
import { fleetRoles } from './limits'

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

/** A driver as created or replaced. */
export const DriverInput = z.strictObject({
  name: Line.trim().min(2).max(200),
  phone: Phone.nullable().optional(),
  licence: LineOf(30).nullable().optional(),
})

export const listDrivers = defineEndpoint({
  method: 'GET',
  path: 'carrier/drivers',
  summary: "The company's drivers, by name",
  tags,
  access: fleetRoles,
  query: z.object({ ...pageQuery(9999), filter: z.strictObject({ name: LineOf(100).optional() }).optional() }),
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
