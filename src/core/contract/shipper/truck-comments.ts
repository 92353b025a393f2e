/** Comments of the shipper company on a truck for one of its cargos (spec 3 "Comment"). */
import { z } from 'zod'
import { dataOf, Id, listOf, Ok, pageQuery, Text, Timestamp } from '../common'
import { defineEndpoint } from '../endpoint'
import { shippers, tags } from './fields'

export const TruckComment = z.object({
  id: z.number().int(),
  cargo_id: z.number().int(),
  transport_id: z.number().int(),
  content: z.string(),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: Timestamp,
})
export type TruckComment = z.infer<typeof TruckComment>

const TruckParams = z.strictObject({ id: Id, tid: Id })

export const listTruckComments = defineEndpoint({
  method: 'GET',
  path: 'shipper/cargos/:id/trucks/:tid/comments',
  summary: "The company's comments on a truck for a cargo, newest first (spec 9: limit 3 by default)",
  tags,
  access: shippers,
  params: TruckParams,
  query: z.object(pageQuery(3, 100)),
  response: listOf(TruckComment),
})

export const createTruckComment = defineEndpoint({
  method: 'POST',
  path: 'shipper/cargos/:id/trucks/:tid/comments',
  summary: 'Comment on a truck (spec 3 Comment: transport_id, content) for a cargo of the company',
  tags,
  access: shippers,
  params: TruckParams,
  body: z.strictObject({ content: Text.trim().min(1).max(2000) }),
  response: dataOf(TruckComment),
  status: 201,
})

export const deleteTruckComment = defineEndpoint({
  method: 'DELETE',
  path: 'shipper/cargos/:id/trucks/:tid/comments/:cid',
  summary: 'Delete a comment on a truck of a cargo of the company',
  tags,
  access: shippers,
  params: z.strictObject({ id: Id, tid: Id, cid: Id }),
  response: Ok,
})
