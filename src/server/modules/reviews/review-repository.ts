/**
 * Reviews' SQL. One review per order and reviewed side (`reviews_one_per_side` turns a race into a 409); the
 * writers take the moment as an argument (`now`), so the edit window is tested with a clock, not with sleeps. Each
 * list is one statement (its total by `count(*) over ()`); the rating summary is one statement too.
 */
import { type Kysely, sql } from 'kysely'
import {
  criteriaOf,
  REVIEW_EDIT_DAYS,
  type ReviewCriterion,
  type ReviewInput,
  type ReviewSubject,
  reviewCriteria,
} from '../../../core/contract/reviews'
import type { DB } from '../../db/schema'
import { conflict, HttpError, invalidField, isUniqueViolation, notFound } from '../../http/errors'

const DAY_MS = 86_400_000
export const editableUntil = (createdAt: Date) => new Date(createdAt.getTime() + REVIEW_EDIT_DAYS * DAY_MS)

/** Whose eyes read a review: the caller's company (null for none) and whether it is the security service. */
export interface Viewer {
  companyId: number | null
  security: boolean
}

export function reviewRows(db: Kysely<DB>, viewer: Viewer) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('companies as ac', 'ac.id', 'r.author_company_id')
    .innerJoin('companies as rc', 'rc.id', 'r.company_id')
    .select([
      'r.id',
      'r.order_id',
      'r.subject',
      'r.author_company_id',
      'ac.name as author_name',
      'r.company_id',
      'rc.name as company_name',
      'r.rating',
      'r.criteria',
      'r.text',
      'r.answer',
      'r.answered_at',
      'r.hidden_reason',
      'r.hidden_at',
      'r.created_at',
      'r.updated_at',
      sql<boolean>`exists (select 1 from review_reports p where p.review_id = r.id and p.company_id = ${viewer.companyId ?? 0})`.as(
        'reported_by_me',
      ),
    ])
}
export type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewRows>['executeTakeFirstOrThrow']>>
type Page = { limit: number; offset: number }

async function paged<R extends { size: number }>(rows: Promise<R[]>) {
  const list = await rows
  return { rows: list, size: list[0]?.size ?? 0 }
}

export async function findReview(db: Kysely<DB>, id: number, viewer: Viewer) {
  return reviewRows(db, viewer).where('r.id', '=', id).executeTakeFirst()
}

/** The order's parties and whether it is over (closed or cancelled). */
export async function orderForReview(db: Kysely<DB>, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'status', 'shipper_company_id', 'carrier_company_id', 'closed_at', 'updated_at'])
    .where('id', '=', orderId)
    .executeTakeFirst()
}
export const orderIsOver = (status: string) => status === 'closed' || status === 'cancelled'

/** The criteria must be exactly those of the reviewed side, each 1-5. */
export function checkCriteria(subject: ReviewSubject, criteria: Partial<Record<ReviewCriterion, number>>) {
  const wanted = criteriaOf(subject)
  const given = Object.keys(criteria)
  if (given.length !== wanted.length || !wanted.every((c) => Number.isInteger(criteria[c])))
    throw invalidField('criteria', 'review_criteria')
}

export async function insertReview(
  trx: Kysely<DB>,
  review: {
    orderId: number
    subject: ReviewSubject
    authorCompanyId: number
    companyId: number
    userId: number
    input: ReviewInput
    now: Date
  },
): Promise<number> {
  if (review.authorCompanyId === review.companyId) throw new HttpError(422, 'review_own_company')
  checkCriteria(review.subject, review.input.criteria)
  try {
    const row = await trx
      .insertInto('reviews')
      .values({
        order_id: review.orderId,
        subject: review.subject,
        author_company_id: review.authorCompanyId,
        company_id: review.companyId,
        author_user_id: review.userId,
        rating: review.input.rating,
        criteria: JSON.stringify(review.input.criteria),
        text: review.input.text,
        created_at: review.now,
        updated_at: review.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  } catch (error) {
    if (isUniqueViolation(error, 'reviews_one_per_side')) throw conflict('review_exists')
    throw error
  }
}

async function lockReview(trx: Kysely<DB>, id: number) {
  const row = await trx
    .selectFrom('reviews')
    .select(['id', 'order_id', 'subject', 'author_company_id', 'company_id', 'created_at', 'answer', 'hidden_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst()
  if (!row) throw notFound()
  return row
}

/** The author's company edits its review, until `REVIEW_EDIT_DAYS` after it was written (on the clock `now`). */
export async function editReview(trx: Kysely<DB>, id: number, companyId: number, input: ReviewInput, now: Date) {
  const review = await lockReview(trx, id)
  if (review.author_company_id !== companyId) throw notFound()
  if (review.hidden_at) throw conflict('review_hidden')
  if (now.getTime() >= editableUntil(review.created_at).getTime())
    throw new HttpError(409, 'review_edit_closed', { days: REVIEW_EDIT_DAYS })
  checkCriteria(review.subject as ReviewSubject, input.criteria)
  await trx
    .updateTable('reviews')
    .set({ rating: input.rating, criteria: JSON.stringify(input.criteria), text: input.text, updated_at: now })
    .where('id', '=', id)
    .execute()
  return review
}

/** The reviewed company answers, once. */
export async function answerReview(
  trx: Kysely<DB>,
  id: number,
  companyId: number,
  userId: number,
  text: string,
  now: Date,
) {
  const review = await lockReview(trx, id)
  if (review.company_id !== companyId) throw notFound()
  if (review.hidden_at) throw conflict('review_hidden')
  if (review.answer !== null) throw conflict('review_answered')
  await trx
    .updateTable('reviews')
    .set({ answer: text, answer_user_id: userId, answered_at: now })
    .where('id', '=', id)
    .execute()
  return review
}

/** A company other than the author reports a visible review, once. */
export async function reportReview(trx: Kysely<DB>, id: number, companyId: number, userId: number, reason: string) {
  const review = await lockReview(trx, id)
  if (review.author_company_id === companyId) throw new HttpError(422, 'review_own_report')
  if (review.hidden_at) throw conflict('review_hidden')
  try {
    await trx
      .insertInto('review_reports')
      .values({ review_id: id, company_id: companyId, user_id: userId, reason })
      .execute()
  } catch (error) {
    if (isUniqueViolation(error, 'review_reports_once')) throw conflict('review_reported')
    throw error
  }
  return review
}

/** The security service hides a review (with the reason) or shows it again; either settles its open reports. */
export async function setHidden(trx: Kysely<DB>, id: number, hide: { reason: string; by: number } | null, now: Date) {
  const review = await lockReview(trx, id)
  await trx
    .updateTable('reviews')
    .set(
      hide
        ? { hidden_reason: hide.reason, hidden_at: now, hidden_by: hide.by }
        : { hidden_reason: null, hidden_at: null, hidden_by: null },
    )
    .where('id', '=', id)
    .execute()
  await trx
    .updateTable('review_reports')
    .set({ settled_at: now })
    .where('review_id', '=', id)
    .where('settled_at', 'is', null)
    .execute()
  return review
}

/** A company's visible reviews, newest first. */
export function listCompanyReviews(
  db: Kysely<DB>,
  companyId: number,
  subject: ReviewSubject | undefined,
  page: Page,
  viewer: Viewer,
) {
  let query = reviewRows(db, viewer)
    .select(sql<number>`count(*) over ()`.as('size'))
    .where('r.company_id', '=', companyId)
    .where('r.hidden_at', 'is', null)
  if (subject) query = query.where('r.subject', '=', subject)
  return paged(
    query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(page.limit).offset(page.offset).execute(),
  )
}

/** The caller's company's reviews, received or given, hidden ones included. */
export function listOwnReviews(db: Kysely<DB>, direction: 'received' | 'given', page: Page, viewer: Viewer) {
  return paged(
    reviewRows(db, viewer)
      .select(sql<number>`count(*) over ()`.as('size'))
      .where(direction === 'received' ? 'r.company_id' : 'r.author_company_id', '=', viewer.companyId ?? 0)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  )
}

export interface ReportJson {
  company: string
  reason: string
  created_at: string
}

/** The security service's list: reviews with open reports (newest report first), or the hidden ones. */
export function listModeration(db: Kysely<DB>, filter: 'reported' | 'hidden', page: Page, viewer: Viewer) {
  let query = reviewRows(db, viewer)
    .select([
      sql<number>`count(*) over ()`.as('size'),
      sql<ReportJson[]>`coalesce((select json_agg(json_build_object('company', pc.name, 'reason', p.reason,
        'created_at', p.created_at) order by p.id) from review_reports p join companies pc on pc.id = p.company_id
        where p.review_id = r.id), '[]'::json)`.as('reports'),
      sql<Date>`(select max(p.created_at) from review_reports p where p.review_id = r.id)`.as('reported_at'),
    ])
    .limit(page.limit)
    .offset(page.offset)
  query =
    filter === 'hidden'
      ? query.where('r.hidden_at', 'is not', null).orderBy('r.hidden_at', 'desc')
      : query
          .where('r.hidden_at', 'is', null)
          .where(
            sql<boolean>`exists (select 1 from review_reports p where p.review_id = r.id and p.settled_at is null)`,
          )
          .orderBy(sql`(select max(p.created_at) from review_reports p where p.review_id = r.id)`, 'desc')
  return paged(query.orderBy('r.id', 'desc').execute())
}

/** The two reviews of an order. */
export function orderReviewRows(db: Kysely<DB>, orderId: number, viewer: Viewer) {
  return reviewRows(db, viewer).where('r.order_id', '=', orderId).execute()
}

export interface SummaryRow {
  id: number
  name: string
  count: number
  average: number | null
  d1: number
  d2: number
  d3: number
  d4: number
  d5: number
  [criterion: string]: number | string | null
}

/** A company's rating over its visible reviews (of one side, when `subject` says): one statement. */
export async function ratingSummary(db: Kysely<DB>, companyId: number, subject: ReviewSubject | undefined) {
  const criteria = reviewCriteria.map((c) => sql`avg((r.criteria->>${sql.lit(c)})::numeric)::float8 as ${sql.ref(c)}`)
  const bySubject = subject ? sql`and r.subject = ${subject}` : sql``
  const result = await sql<SummaryRow>`
    select c.id, c.name, s.*
    from companies c
    cross join lateral (
      select count(*)::int as count, round(avg(r.rating)::numeric, 2)::float8 as average,
        count(*) filter (where r.rating = 1)::int as d1, count(*) filter (where r.rating = 2)::int as d2,
        count(*) filter (where r.rating = 3)::int as d3, count(*) filter (where r.rating = 4)::int as d4,
        count(*) filter (where r.rating = 5)::int as d5, ${sql.join(criteria)}
      from reviews r
      where r.company_id = c.id and r.hidden_at is null ${bySubject}
    ) s
    where c.id = ${companyId}`.execute(db)
  return result.rows[0]
}

/** The average and count of several companies' visible reviews: one statement. */
export function ratingBriefs(db: Kysely<DB>, companyIds: readonly number[], subject: ReviewSubject | undefined) {
  let query = db
    .selectFrom('reviews as r')
    .select([
      'r.company_id',
      sql<number>`round(avg(r.rating)::numeric, 2)::float8`.as('average'),
      sql<number>`count(*)::int`.as('count'),
    ])
    .where('r.company_id', 'in', [...companyIds])
    .where('r.hidden_at', 'is', null)
    .groupBy('r.company_id')
  if (subject) query = query.where('r.subject', '=', subject)
  return query.execute()
}
