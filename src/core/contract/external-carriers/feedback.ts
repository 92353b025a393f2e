/**
 * Feedback about a carrier (external or registered): a rating 1-5 and a text, kept by the company that wrote it
 * (another company never reads it). `feedback/suggest` finds the carriers the caller may write about by name.
 */
import { z } from 'zod'
import { dataOf, Id, listOf, Text as MultiLine, Timestamp } from '../common'
import { defineEndpoint } from '../endpoint'
import { CarrierKind } from './companies'
import { BodyId, Text, tags, truckRoles } from './fields'

export const CarrierFeedback = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  rating: z.number().int(),
  content: z.string(),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: Timestamp,
})
export type CarrierFeedback = z.infer<typeof CarrierFeedback>

export const createFeedback = defineEndpoint({
  method: 'POST',
  path: 'external-carrier/feedback',
  summary: 'Feedback about a carrier: an external carrier of the caller company or a registered carrier',
  tags,
  access: truckRoles,
  body: z.strictObject({
    company_id: BodyId,
    rating: z.coerce.number().int().min(1).max(5),
    content: MultiLine.trim().min(1).max(2000),
  }),
  response: dataOf(CarrierFeedback),
  status: 201,
})

export const listFeedback = defineEndpoint({
  method: 'GET',
  path: 'external-carrier/feedback',
  summary: "The caller company's feedback about a carrier, newest first",
  tags,
  access: truckRoles,
  query: z.object({
    filter: z.object({ company_id: Id }),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    offset: z.coerce.number().int().min(0).default(0),
  }),
  errors: [404],
  response: listOf(CarrierFeedback),
})

export const FeedbackSuggestion = z.object({
  id: z.number().int(),
  name: z.string(),
  inn: z.string(),
  kind: CarrierKind,
})

export const suggestFeedbackCompany = defineEndpoint({
  method: 'GET',
  path: 'feedback/suggest',
  summary: "Carriers to write feedback about, by name: the caller's external carriers and the exchange's carriers",
  tags,
  access: truckRoles,
  query: z.object({ query: Text(100).pipe(z.string().min(2)) }),
  response: listOf(FeedbackSuggestion),
})
