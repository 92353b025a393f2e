/**
 * The order's security check before loading: the driver, truck and signer are checked by the exchange's security
 * service. (`orders/security/:id` is the response's check, made before the contract; the order's is at
 * `orders/:id/security-check`.)
 */
import { z } from 'zod'
import { dataOf, Id, IdParams, listOf, pageQuery } from '../common'
import { defineEndpoint } from '../endpoint'
import { carriers, ORDERS_PAGE_SIZE, Reason, shippers, tags } from './fields'
import { Order, OrderSummary } from './order'

export const sendOrderToSecurity = defineEndpoint({
  method: 'POST',
  path: 'orders/:id/security-check',
  summary: 'Either party sends an order whose director, driver and truck are filled to the security check',
  tags,
  access: [...shippers, ...carriers],
  params: IdParams,
  response: dataOf(Order),
})

export const listOrderChecks = defineEndpoint({
  method: 'GET',
  path: 'orders/security-checks',
  summary: 'Orders waiting for the security service (oldest first)',
  tags,
  access: ['security'],
  query: z.object({ ...pageQuery(ORDERS_PAGE_SIZE, 100) }),
  response: listOf(OrderSummary),
})

export const decideOrderCheck = defineEndpoint({
  method: 'POST',
  path: 'orders/:id/security-check/:action',
  summary: 'The security service approves the order for loading, or rejects it with a comment (back to documents)',
  tags,
  access: ['security'],
  params: z.strictObject({ id: Id, action: z.enum(['approve', 'reject']) }),
  body: z.strictObject({ comment: Reason.optional() }),
  response: dataOf(Order),
})
