/**
 * The access rows of the reviews area (see ../access-table.ts for the shape and the callers). The access test's
 * exchange has no orders, so valid bodies on unknown ids show who is let through past the role check (404 as for
 * another company's review or order, which the module's own tests walk with real orders), an empty body 422.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../../src/server/db/schema'
import type { AccessRow } from '../access-table'
import { sides } from './sides'

/** Shippers (shipper, logist, manager) get `shipper`, the carrier `carrier`, the security service `security`. */
const by = sides
/** Every signed-in caller (a module of its own cannot take `all` from the table, which imports this file). */
const everyone = sides(200, 200, 200)
const review = { rating: 4, criteria: { punctuality: 4, documents: 4, cargo_safety: 4, communication: 4 }, text: 'Ok' }

export const rows: AccessRow[] = [
  { endpoint: 'reviews.companyRating', request: (f) => ({ url: `v2/companies/${f.north}/rating` }), expect: everyone },
  {
    endpoint: 'reviews.companyRatings',
    request: (f) => ({ url: `v2/companies/ratings?ids=${f.north},999999` }),
    expect: everyone,
  },
  {
    endpoint: 'reviews.companyReviews',
    request: (f) => ({ url: `v2/companies/${f.north}/reviews` }),
    expect: everyone,
  },
  { endpoint: 'reviews.myReviews', request: () => ({ url: 'v2/reviews/mine?direction=given' }), expect: everyone },
  { endpoint: 'reviews.orderReviews', request: () => ({ url: 'v2/orders/999999/reviews' }), expect: by(404, 404) },
  {
    endpoint: 'reviews.createReview',
    request: () => ({ url: 'v2/orders/999999/reviews', payload: review }),
    expect: by(404, 404),
  },
  {
    endpoint: 'reviews.updateReview',
    request: () => ({ url: 'v2/reviews/999999', payload: review }),
    expect: by(404, 404),
  },
  {
    endpoint: 'reviews.answerReview',
    request: () => ({ url: 'v2/reviews/999999/answer', payload: { text: 'Спасибо' } }),
    expect: by(404, 404),
  },
  {
    endpoint: 'reviews.reportReview',
    request: () => ({ url: 'v2/reviews/999999/report', payload: { reason: 'Оскорбления' } }),
    expect: by(404, 404),
  },
  { endpoint: 'reviews.reportedReviews', request: () => ({ url: 'v2/reviews/reported' }), expect: by(403, 403, 200) },
  {
    endpoint: 'reviews.hideReview',
    request: () => ({ url: 'v2/reviews/999999/hide', payload: { reason: 'Нарушает правила' } }),
    expect: by(403, 403, 404),
  },
  {
    endpoint: 'reviews.unhideReview',
    request: () => ({ url: 'v2/reviews/999999/unhide' }),
    expect: by(403, 403, 404),
  },
]

export async function fixtures(_db: Kysely<DB>): Promise<Record<string, number>> {
  return {}
}
