/**
 * Ratings and reviews of companies. After an order is closed or cancelled, each side reviews the other once for that
 * order: an overall rating 1-5, the criteria of the reviewed side and a text. The review is editable by its
 * company for `REVIEW_EDIT_DAYS` days; the reviewed company may answer once. Any other company may report a review;
 * the exchange's security service hides (with a reason shown to both sides) or shows it again.
 *
 * The spec's `POST /external-carrier/feedback` and `GET /feedback/suggest` are other things (an external carrier's
 * feedback and suggestions) and keep their own meaning; reviews live under `v2/reviews`, `v2/orders/:id/reviews`
 * and `v2/companies/:id/rating|reviews`.
 */
import { z } from 'zod'
import { dataOf, decimal, Id, IdParams, listOf, pageQuery, Text, Timestamp } from './common'
import { defineEndpoint } from './endpoint'
import type { Role } from './roles'

const tags = ['reviews']
const parties = ['shipper', 'carrier', 'expeditor'] as const satisfies readonly Role[]

export const REVIEW_EDIT_DAYS = 14
export const REVIEWS_PAGE_SIZE = 5
export const REVIEW_TEXT_MAX = 2000

/** Whom a review is about: the order's carrier (written by the shipper) or its shipper (written by the carrier). */
export const reviewSubjects = ['carrier', 'shipper'] as const
export const ReviewSubject = z.enum(reviewSubjects)
export type ReviewSubject = z.infer<typeof ReviewSubject>

export const carrierCriteria = ['punctuality', 'documents', 'cargo_safety', 'communication'] as const
export const shipperCriteria = ['payment_on_time', 'loading_times', 'cargo_accuracy'] as const
export const reviewCriteria = [...carrierCriteria, ...shipperCriteria] as const
export const ReviewCriterion = z.enum(reviewCriteria)
export type ReviewCriterion = z.infer<typeof ReviewCriterion>

/** The criteria that fit the reviewed side. */
export function criteriaOf(subject: ReviewSubject): readonly ReviewCriterion[] {
  return subject === 'carrier' ? carrierCriteria : shipperCriteria
}

export const Stars = decimal(z.number().int().min(1).max(5))
export const ReviewText = Text.trim().min(1).max(REVIEW_TEXT_MAX)
export const ModerationReason = Text.trim().min(3).max(500)

/** The criteria marks, one per criterion of the reviewed side (checked against the side by the server). */
export const CriteriaMarks = z.partialRecord(ReviewCriterion, z.number().int().min(1).max(5))
export type CriteriaMarks = z.infer<typeof CriteriaMarks>

export const ReviewInput = z.strictObject({
  rating: Stars,
  criteria: CriteriaMarks,
  text: ReviewText,
})
export type ReviewInput = z.infer<typeof ReviewInput>

const CompanyRef = z.object({ id: z.number().int(), name: z.string() })

export const Review = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  subject: ReviewSubject,
  author_company: CompanyRef,
  company: CompanyRef,
  rating: z.number().int().min(1).max(5),
  criteria: CriteriaMarks,
  /** Plain text, rendered as text. Null when the review is hidden and the reader is neither side. */
  text: z.string().nullable(),
  answer: z.object({ text: z.string(), created_at: Timestamp }).nullable(),
  hidden: z.object({ reason: z.string(), at: Timestamp }).nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
  /** Until when its author may edit it. */
  editable_until: Timestamp,
  /** What the caller may do with it now. */
  actions: z.array(z.enum(['edit', 'answer', 'report'])),
  /** Reports the security service reads (only in its list). */
  reports: z.array(z.object({ company: z.string(), reason: z.string(), created_at: Timestamp })).optional(),
})
export type Review = z.infer<typeof Review>

export const RatingSummary = z.object({
  company: CompanyRef,
  average: z.number().nullable(),
  count: z.number().int().nonnegative(),
  /** Reviews by rating: `distribution[0]` is the number of 1-star reviews, `[4]` of 5-star ones. */
  distribution: z.array(z.number().int().nonnegative()).length(5),
  /** The average of each criterion that has marks. */
  criteria: z.partialRecord(ReviewCriterion, z.number()),
})
export type RatingSummary = z.infer<typeof RatingSummary>

const subjectFilter = { subject: ReviewSubject.optional() }

/** A company's average and count, for the lists that show many companies at once. */
export const RatingBrief = z.object({
  company_id: z.number().int(),
  average: z.number().nullable(),
  count: z.number().int().nonnegative(),
})
export type RatingBrief = z.infer<typeof RatingBrief>

/** `1,2,3`: up to 100 company ids. */
const IdList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter((part) => part !== '') : value),
  z.array(Id).min(1).max(100),
)

export const companyRatings = defineEndpoint({
  method: 'GET',
  path: 'v2/companies/ratings',
  summary: 'The average and count of several companies at once (`ids=1,2,3`, up to 100), for lists and cards',
  tags,
  access: 'user',
  query: z.object({ ids: IdList, ...subjectFilter }),
  response: listOf(RatingBrief),
})

export const companyRating = defineEndpoint({
  method: 'GET',
  path: 'v2/companies/:id/rating',
  summary: "A company's rating: average, count, distribution 1-5 and per-criterion averages of its visible reviews",
  tags,
  access: 'user',
  params: IdParams,
  query: z.object(subjectFilter),
  response: dataOf(RatingSummary),
})

export const companyReviews = defineEndpoint({
  method: 'GET',
  path: 'v2/companies/:id/reviews',
  summary: "A company's latest visible reviews, newest first (limit/offset)",
  tags,
  access: 'user',
  params: IdParams,
  query: z.object({ ...pageQuery(REVIEWS_PAGE_SIZE, 50), ...subjectFilter }),
  response: listOf(Review),
})

export const myReviews = defineEndpoint({
  method: 'GET',
  path: 'v2/reviews/mine',
  summary: "My company's reviews: received (with answer and report) or given (editable for 14 days), hidden ones too",
  tags,
  access: 'user',
  query: z.object({ ...pageQuery(REVIEWS_PAGE_SIZE * 2, 50), direction: z.enum(['received', 'given']) }),
  response: listOf(Review),
})

export const OrderReviews = z.object({
  /** The side the caller reviews (the other side of the order), or null when it cannot review this order. */
  subject: ReviewSubject.nullable(),
  /** May the caller's company write its review now (the order is closed or cancelled, none written yet). */
  can_review: z.boolean(),
  given: Review.nullable(),
  received: Review.nullable(),
})
export type OrderReviews = z.infer<typeof OrderReviews>

export const orderReviews = defineEndpoint({
  method: 'GET',
  path: 'v2/orders/:id/reviews',
  summary: "The order's two reviews as its parties see them, and whether the caller may write its own",
  tags,
  access: parties,
  params: IdParams,
  response: dataOf(OrderReviews),
})

export const createReview = defineEndpoint({
  method: 'POST',
  path: 'v2/orders/:id/reviews',
  summary: 'A party of a closed or cancelled order reviews the other side, once per order',
  tags,
  access: parties,
  params: IdParams,
  body: ReviewInput,
  response: dataOf(Review),
  status: 201,
})

export const updateReview = defineEndpoint({
  method: 'PUT',
  path: 'v2/reviews/:id',
  summary: `The author's company edits its review within ${REVIEW_EDIT_DAYS} days`,
  tags,
  access: parties,
  params: IdParams,
  body: ReviewInput,
  response: dataOf(Review),
})

export const answerReview = defineEndpoint({
  method: 'POST',
  path: 'v2/reviews/:id/answer',
  summary: 'The reviewed company answers a review, once',
  tags,
  access: parties,
  params: IdParams,
  body: z.strictObject({ text: ReviewText }),
  response: dataOf(Review),
})

export const reportReview = defineEndpoint({
  method: 'POST',
  path: 'v2/reviews/:id/report',
  summary: 'A company other than the author reports a review that breaks the rules, once, with a reason',
  tags,
  access: parties,
  params: IdParams,
  body: z.strictObject({ reason: ModerationReason }),
  response: dataOf(Review),
})

export const reportedReviews = defineEndpoint({
  method: 'GET',
  path: 'v2/reviews/reported',
  summary: 'The security service: reported and hidden reviews, newest report first',
  tags,
  access: ['security'],
  query: z.object({ ...pageQuery(20, 100), filter: z.enum(['reported', 'hidden']).default('reported') }),
  response: listOf(Review),
})

export const hideReview = defineEndpoint({
  method: 'POST',
  path: 'v2/reviews/:id/hide',
  summary: 'The security service hides a review that breaks the rules; the reason is shown to both sides',
  tags,
  access: ['security'],
  params: IdParams,
  body: z.strictObject({ reason: ModerationReason }),
  response: dataOf(Review),
})

export const unhideReview = defineEndpoint({
  method: 'POST',
  path: 'v2/reviews/:id/unhide',
  summary: 'The security service shows a hidden review again (its reports are settled)',
  tags,
  access: ['security'],
  params: z.strictObject({ id: Id }),
  response: dataOf(Review),
})
