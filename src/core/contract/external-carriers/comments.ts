/** Comments of the caller's company on an external carrier's truck (spec 3 "Comment": transport_id, content). */
import { z } from 'zod'
import { dataOf, Id, listOf, Text, Timestamp } from '../common'
import { defineEndpoint } from '../endpoint'
import { BodyId, tags, truckRoles } from './fields'

export const ExternalComment = z.object({
  id: z.number().int(),
  transport_id: z.number().int(),
  content: z.string(),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: Timestamp,
})
export type ExternalComment = z.infer<typeof ExternalComment>

export const listExternalComments = defineEndpoint({
  method: 'GET',
  path: 'external-carrier/comments',
  summary: "The company's comments on a truck, newest first (spec 9: the last 3 by default)",
  tags,
  access: truckRoles,
  query: z.object({
    filter: z.object({ transport_id: Id }),
    limit: z.coerce.number().int().min(1).max(100).default(3),
    offset: z.coerce.number().int().min(0).default(0),
  }),
  errors: [404],
  response: listOf(ExternalComment),
})

export const createExternalComment = defineEndpoint({
  method: 'POST',
  path: 'external-carrier/comments',
  summary: "Comment on a truck of the caller's external carriers",
  tags,
  access: truckRoles,
  body: z.strictObject({ transport_id: BodyId, content: Text.trim().min(1).max(2000) }),
  response: dataOf(ExternalComment),
  status: 201,
})
