/** Matching for a cargo: the caller's free trucks that fit a cargo, and the cargos that fit its free windows. */
import { z } from 'zod'
import { IdParams, listOf, pageQuery } from '../common'
import { defineEndpoint } from '../endpoint'
import { datesInOrder, datesIssue, QueryDay, QueryId, tags } from './fields'
import { fleetRoles, RELEVANT_CARGOS_PAGE_SIZE, RELEVANT_TRANSPORT_LIMIT } from './limits'
import { TransportTask } from './tasks'
import { RelevantCargo, Transport } from './trucks'

/** A truck of the caller's company that fits a cargo, with the free task that makes it fit. */
export const RelevantTransport = z.object({
  transport: Transport,
  task: TransportTask,
  /** Straight distance from the task's place to the cargo's start, km. */
  distance_km: z.number().int().nullable(),
})
export type RelevantTransport = z.infer<typeof RelevantTransport>

export const relevantForTransport = defineEndpoint({
  method: 'GET',
  path: 'cargos/relevant-for-transport',
  summary:
    "Available cargos that fit any free window (available/ready task) of the caller's trucks touching the date window",
  tags,
  access: fleetRoles,
  query: z.object({
    ...pageQuery(RELEVANT_CARGOS_PAGE_SIZE, 100),
    filter: z
      .strictObject({ start_date: QueryDay, end_date: QueryDay, transport_id: QueryId })
      .refine(datesInOrder, datesIssue)
      .optional(),
  }),
  errors: [404],
  response: listOf(RelevantCargo),
})

const relevantTransportFilter = z
  .strictObject({
    /** Which free windows count: `available`, `ready`, or both (`all`, the default). */
    type: z.enum(['all', 'available', 'ready']).optional(),
  })
  .optional()

export const relevantTransport = defineEndpoint({
  method: 'GET',
  path: 'v2/cargos/:id/relevant-transport',
  summary:
    "The caller's trucks that fit an available cargo: free (filter[type]) near its start when it loads, of a fitting type and size",
  tags,
  access: fleetRoles,
  params: IdParams,
  query: z.object({ ...pageQuery(RELEVANT_TRANSPORT_LIMIT), filter: relevantTransportFilter }),
  response: listOf(RelevantTransport),
})

export const relevantTransportCount = defineEndpoint({
  method: 'GET',
  path: 'v2/cargos/:id/relevant-transport-count',
  summary: "How many of the caller's trucks fit a cargo: meta.size, with the best one (limit 1 by default)",
  tags,
  access: fleetRoles,
  params: IdParams,
  query: z.object({ ...pageQuery(1, 100), filter: relevantTransportFilter }),
  response: listOf(RelevantTransport),
})
