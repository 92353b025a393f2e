/** The notifications of the reviews area, written inside the writer's transaction (modules/notifications). */
import type { Kysely } from 'kysely'
import type { ReviewSubject } from '../../../core/contract/reviews'
import type { DB } from '../../db/schema'
import { notify } from '../../services/notify'
import { securityUsers } from '../../services/users'
import { orderNumber } from '../orders/labels'
import { rolesOf } from './access'

export const REVIEWS_PAGE_PATH = '/account/reviews'

async function companyName(trx: Kysely<DB>, id: number) {
  return (await trx.selectFrom('companies').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name
}

interface Facts {
  order_id: number
  subject: string
  author_company_id: number
  company_id: number
}

/** The reviewed company hears of a new review. */
export async function noticeNewReview(trx: Kysely<DB>, review: Facts, rating: number) {
  const subject = review.subject as ReviewSubject
  await notify(trx, {
    companyId: review.company_id,
    roles: rolesOf(subject),
    type: 'order',
    titleKey: 'review_new_title',
    bodyKey: 'review_new_body',
    params: { company: await companyName(trx, review.author_company_id), rating, order: orderNumber(review.order_id) },
    link: REVIEWS_PAGE_PATH,
  })
}

/** The author's company hears of the answer. */
export async function noticeAnswer(trx: Kysely<DB>, review: Facts) {
  const authorSubject: ReviewSubject = review.subject === 'carrier' ? 'shipper' : 'carrier'
  await notify(trx, {
    companyId: review.author_company_id,
    roles: rolesOf(authorSubject),
    type: 'order',
    titleKey: 'review_answer_title',
    bodyKey: 'review_answer_body',
    params: { company: await companyName(trx, review.company_id), order: orderNumber(review.order_id) },
    link: `${REVIEWS_PAGE_PATH}?direction=given`,
  })
}

/** The security service hears of a report. */
export async function noticeReport(trx: Kysely<DB>, review: Facts, reason: string) {
  const users = await securityUsers(trx)
  if (users.length === 0) return
  await notify(trx, {
    userId: users,
    type: 'order',
    titleKey: 'review_reported_title',
    bodyKey: 'review_reported_body',
    params: { company: await companyName(trx, review.company_id), reason },
    link: '/security#reviews',
  })
}

/** Both sides hear that the review is hidden, and why. */
export async function noticeHidden(trx: Kysely<DB>, review: Facts, reason: string) {
  for (const companyId of [review.author_company_id, review.company_id]) {
    await notify(trx, {
      companyId,
      type: 'order',
      titleKey: 'review_hidden_title',
      bodyKey: 'review_hidden_body',
      params: { order: orderNumber(review.order_id), reason },
      link: companyId === review.author_company_id ? `${REVIEWS_PAGE_PATH}?direction=given` : REVIEWS_PAGE_PATH,
    })
  }
}
