/**
 * Trucks: the carrier's trucks with trailer and driver, the truck models dictionary, unassigning cargos and the
 * cargos relevant to a truck's free window (`carrier/transports`, `carrier/truck-models`).
 */
import { z } from 'zod'
import { Cargo, NamedRef } from '../cargo'
import { dataOf, IdParams, Line, listOf, Ok, pageQuery, Timestamp } from '../common'
import { defineEndpoint } from '../endpoint'
import { Driver } from './drivers'
import { BodyId, blankToUndefined, Capacity, IdArray, QueryId, Radius, tags, Volume } from './fields'
import { fleetRoles, RELEVANT_CARGOS_PAGE_SIZE } from './limits'
import { TruckNumber } from './plates'
import { Trailer } from './trailers'

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

/** A cargo found for a free truck, with the trucks of the caller it fits. */
export const RelevantCargo = Cargo.extend({
  /** Straight distance from the free truck's place to the cargo's start, km (the nearest truck's). */
  distance_to_start_km: z.number().int().nullable(),
  /** The caller's trucks (and their free tasks) that fit. */
  matches: z.array(z.object({ transport_id: z.number().int(), task_id: z.number().int() })),
})
export type RelevantCargo = z.infer<typeof RelevantCargo>

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
    filter: z.strictObject({ number: Line.trim().max(20).optional(), truck_type_id: QueryId }).optional(),
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
