/** Security: the security service's checks of the carriers of accepted responses. */
import { z } from 'zod'
import { dataOf, Id, IdParams, listOf, pageQuery } from '../common'
import { defineEndpoint } from '../endpoint'
import { CargoResponse, RESPONSES_PAGE_SIZE, ResponseFlow } from './cargo-responses'
import { Reason, tags } from './fields'

/** The security service's view (spec 7 orders/security/{id}). */
export const SecurityCheck = ResponseFlow.omit({ actions: true }).extend({
  carrier_stats: z.object({
    responses: z.number().int(),
    contracts: z.number().int(),
    security_rejections: z.number().int(),
  }),
})

export const listSecurityChecks = defineEndpoint({
  method: 'GET',
  path: 'orders/security',
  summary: 'Responses for the security service; filter[status] is wait_security_check unless given (spec 3)',
  tags,
  access: ['security'],
  query: z.object({
    ...pageQuery(RESPONSES_PAGE_SIZE, 100),
    filter: z
      .strictObject({
        status: z
          .enum(['wait_security_check', 'security_approved', 'security_rejected'])
          .default('wait_security_check'),
      })
      .default({ status: 'wait_security_check' }),
  }),
  response: listOf(CargoResponse),
})

export const getSecurityCheck = defineEndpoint({
  method: 'GET',
  path: 'orders/security/:id',
  summary: 'One response under the security check, with the carrier company details and its record',
  tags,
  access: ['security'],
  params: IdParams,
  response: dataOf(SecurityCheck),
})

export const decideSecurityCheck = defineEndpoint({
  method: 'POST',
  path: 'orders/security/:id/:action',
  summary: 'Approve the carrier of a response, or reject it with a reason; both sides are notified',
  tags,
  access: ['security'],
  params: z.strictObject({ id: Id, action: z.enum(['approve', 'reject']) }),
  body: z.strictObject({ reason: Reason.optional() }),
  response: dataOf(CargoResponse),
})
