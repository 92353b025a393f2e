/**
 * Webhooks for partners (spec 7 `external/subscribers`): a company subscribes a URL to events; each event goes out
 * through the outbox as a POST with a JSON body signed with HMAC-SHA256 of `<timestamp>.<body>` under the
 * subscription's secret (`x-fx-signature: sha256=<hex>`, `x-fx-timestamp`, `x-fx-event`, `x-fx-delivery`), retried
 * with a growing pause when the receiver fails; every attempt is in the delivery log.
 */
import { z } from 'zod'
import { dataOf, Line, listOf, Ok, Timestamp } from '../common'
import { defineEndpoint } from '../endpoint'
import { BodyId, subscribers, tags } from './fields'

export const webhookEvents = ['cargo.created', 'response.received', 'contract.signed', 'order.status_changed'] as const
export const WebhookEvent = z.enum(webhookEvents)
export type WebhookEvent = z.infer<typeof WebhookEvent>

export const WebhookUrl = Line.trim()
  .max(500)
  .refine(
    (value) => {
      try {
        const url = new URL(value)
        return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password
      } catch {
        return false
      }
    },
    { message: 'invalid_url' },
  )

export const Delivery = z.object({
  id: z.number().int(),
  event: WebhookEvent,
  /** waiting (will be tried again), delivered, failed (gave up). */
  status: z.enum(['waiting', 'delivered', 'failed']),
  attempts: z.number().int(),
  response_status: z.number().int().nullable(),
  error: z.string().nullable(),
  created_at: Timestamp,
  delivered_at: Timestamp.nullable(),
})
export type Delivery = z.infer<typeof Delivery>

export const Subscription = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(WebhookEvent),
  active: z.boolean(),
  /** The newest deliveries. */
  deliveries: z.array(Delivery),
  created_at: Timestamp,
})
export type Subscription = z.infer<typeof Subscription>

export const subscribe = defineEndpoint({
  method: 'POST',
  path: 'external/subscribers/subscribe',
  summary: 'Subscribe a URL to events; answers the signing secret once',
  tags,
  access: subscribers,
  body: z.strictObject({ url: WebhookUrl, events: z.array(WebhookEvent).min(1).max(webhookEvents.length) }),
  response: dataOf(Subscription.extend({ secret: z.string() })),
  status: 201,
})

export const unsubscribe = defineEndpoint({
  method: 'POST',
  path: 'external/subscribers/unsubscribe',
  summary: 'Stop a subscription (its delivery log stays readable)',
  tags,
  access: subscribers,
  body: z.strictObject({ id: BodyId }),
  errors: [404],
  response: Ok,
})

export const listSubscriptions = defineEndpoint({
  method: 'GET',
  path: 'external/subscribers',
  summary: "The company's subscriptions with their newest deliveries",
  tags,
  access: subscribers,
  response: listOf(Subscription),
})
