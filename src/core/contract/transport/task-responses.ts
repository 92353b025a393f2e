/** Transport-task responses: a shipper offers a cargo to a carrier's free truck. */
import { z } from 'zod'
import { Cargo } from '../cargo'
import { dataOf, decimal, IdParams, listOf, pageQuery, Timestamp } from '../common'
import { defineEndpoint } from '../endpoint'
import { BodyId, QueryId, TextOf, tags } from './fields'
import { fleetRoles, shipperRoles } from './limits'
import { TransportTask } from './tasks'

export const taskResponseStatuses = ['new', 'seen', 'selected', 'declined'] as const
export const TaskResponseStatus = z.enum(taskResponseStatuses)

/**
 * A shipper offers one of its available cargos to a carrier's free truck (an available or ready task). The carrier
 * sees them on the task (`counters`), opens one (`:id/select`, marking it seen) and takes it by assigning the cargo
 * to the task (`PUT carrier/transports/tasks/:id` with `type: busy, cargo_id`): that response becomes `selected`,
 * the task's other responses `declined`.
 */
export const TransportTaskResponse = z.object({
  id: z.number().int(),
  task_id: z.number().int(),
  transport_id: z.number().int(),
  transport_number: z.string(),
  cargo_id: z.number().int(),
  /** The cargo's start and finish place names. */
  route: z.object({ start: z.string(), finish: z.string() }),
  carrier_company: z.object({ id: z.number().int(), name: z.string() }),
  shipper_company: z.object({ id: z.number().int(), name: z.string() }),
  /** Minor units (x100); null: no price offered. */
  price: z.number().int().nullable(),
  comment: z.string().nullable(),
  status: TaskResponseStatus,
  created_at: Timestamp,
})
export type TransportTaskResponse = z.infer<typeof TransportTaskResponse>

export const listTaskResponses = defineEndpoint({
  method: 'GET',
  path: 'v2/transports/transport-task-response/list',
  summary: "Transport-task responses: a carrier's own (of its tasks), a shipper's those for its cargos; newest first",
  tags,
  access: [...fleetRoles, ...shipperRoles],
  query: z.object({
    ...pageQuery(20, 200),
    filter: z
      .strictObject({
        task_id: QueryId,
        transport_id: QueryId,
        cargo_id: QueryId,
        status: TaskResponseStatus.optional(),
      })
      .optional(),
  }),
  response: listOf(TransportTaskResponse),
})

export const selectTaskResponse = defineEndpoint({
  method: 'GET',
  path: 'v2/transports/transport-task-response/:id/select',
  summary:
    'One transport-task response with its task and cargo, to choose from; the carrier opening a new one marks it seen',
  tags,
  access: [...fleetRoles, ...shipperRoles],
  params: IdParams,
  response: dataOf(TransportTaskResponse.extend({ task: TransportTask, cargo: Cargo })),
})

export const createTaskResponse = defineEndpoint({
  method: 'POST',
  path: 'v2/transports/transport-task-response',
  summary:
    "A shipper offers its available cargo to a carrier's free truck (an available/ready task); one offer per task and cargo",
  tags,
  access: shipperRoles,
  body: z.strictObject({
    task_id: BodyId,
    cargo_id: BodyId,
    /** Minor units (x100). */
    price: decimal(z.number().int().min(0).max(1e12).nullable()).optional(),
    comment: TextOf(1000).nullable().optional(),
  }),
  response: dataOf(TransportTaskResponse),
  status: 201,
})
