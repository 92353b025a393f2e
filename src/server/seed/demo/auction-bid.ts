/**
 * A demo auction's bid as the exchange records one: the bid itself, the response it stands for (`is_bid`) and the
 * response's first event. The responses seed (the running auction) and the integrations seed (the auto-bidder's
 * auction) both place bids this way.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'

export interface DemoBid {
  cargoId: number
  currency: string
  companyId: number
  userId: number
  /** Minor units. */
  price: number
  at: Date
}

export async function insertDemoBid(db: Kysely<DB>, bid: DemoBid): Promise<void> {
  const { cargoId, currency, companyId, userId, price, at } = bid
  await db
    .insertInto('auction_bids')
    .values({ cargo_id: cargoId, company_id: companyId, user_id: userId, price, created_at: at })
    .execute()
  const response = await db
    .insertInto('cargo_responses')
    .values({
      cargo_id: cargoId,
      company_id: companyId,
      user_id: userId,
      price,
      currency,
      is_bid: true,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('cargo_response_events')
    .values({ response_id: response.id, status: 'new', user_id: userId, reason: null, created_at: at })
    .execute()
}
