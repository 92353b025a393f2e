/**
 * Reverse auctions: the lowest bid wins. Bids lock the auction's row for the rest of their transaction, so two
 * bids at the same moment are checked one after the other against the best price; the unique index on
 * (cargo, price) is the last guard. The winner is decided once: `finishIfDue` is one conditional update that only
 * one caller can make, whoever comes first after the end.
 */
import { type Kysely, sql } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import type { Auction } from '../../../core/contract/responses'
import type { DB } from '../../db/schema'
import { isUniqueViolation } from '../../http/errors'
import { noticeAccepted } from './notices'
import { recordEvent, responseRows } from './store'

export type AuctionRow = NonNullable<Awaited<ReturnType<typeof auctionRow>>>

export function auctionRow(db: Kysely<DB>, cargoId: number) {
  return db.selectFrom('cargo_auctions').selectAll().where('cargo_id', '=', cargoId).executeTakeFirst()
}

/** The highest price a new bid may name. */
export function maxBid(row: Pick<AuctionRow, 'best_price' | 'start_price' | 'min_step'>): number {
  return row.best_price === null ? Number(row.start_price) : Number(row.best_price) - Number(row.min_step)
}

/** Ends a running auction whose time is up and makes the best bid's response the accepted one; once. */
export async function finishIfDue(db: Kysely<DB>, cargoId: number): Promise<void> {
  const due = await db
    .selectFrom('cargo_auctions')
    .select('cargo_id')
    .where('cargo_id', '=', cargoId)
    .where('status', '=', 'running')
    .where('ends_at', '<=', sql<Date>`now()`)
    .executeTakeFirst()
  if (!due) return
  await db
    .transaction()
    .execute(async (trx) => {
      const finished = await trx
        .updateTable('cargo_auctions')
        .set({ status: 'finished', decided_at: sql<Date>`now()` })
        .where('cargo_id', '=', cargoId)
        .where('status', '=', 'running')
        .where('ends_at', '<=', sql<Date>`now()`)
        .returning(['best_company_id'])
        .executeTakeFirst()
      if (!finished || finished.best_company_id === null) return
      const response = await trx
        .selectFrom('cargo_responses')
        .select(['id', 'status'])
        .where('cargo_id', '=', cargoId)
        .where('company_id', '=', finished.best_company_id)
        .where('status', '=', 'new')
        .forUpdate()
        .executeTakeFirst()
      if (!response) return
      const taken = await trx
        .selectFrom('cargo_responses')
        .select('id')
        .where('cargo_id', '=', cargoId)
        .where('status', 'in', ['accepted', 'wait_security_check', 'security_approved', 'contract'])
        .executeTakeFirst()
      if (taken) return
      await trx
        .updateTable('cargo_responses')
        .set({ status: 'accepted', updated_at: new Date() })
        .where('id', '=', response.id)
        .execute()
      await recordEvent(trx, response.id, 'accepted', null, null)
      await trx
        .updateTable('cargo_auctions')
        .set({ winner_response_id: response.id })
        .where('cargo_id', '=', cargoId)
        .execute()
      const row = await responseRows(trx).where('r.id', '=', response.id).executeTakeFirstOrThrow()
      await noticeAccepted(trx, row)
    })
    .catch((error: unknown) => {
      // Someone else decided it in the meantime (a concurrent finish): nothing more to do.
      if (!isUniqueViolation(error)) throw error
    })
}

export interface AuctionViewer {
  companyId: number
  isOwner: boolean
}

export async function auctionView(
  db: Kysely<DB>,
  row: AuctionRow,
  viewer: AuctionViewer,
  _lang: Lang,
): Promise<Auction> {
  const mine = viewer.isOwner
    ? null
    : await db
        .selectFrom('auction_bids')
        .select(sql<string | number | null>`min(price)`.as('price'))
        .where('cargo_id', '=', row.cargo_id)
        .where('company_id', '=', viewer.companyId)
        .executeTakeFirst()
  const finished = row.status === 'finished'
  const winner =
    viewer.isOwner && finished && row.best_company_id !== null
      ? await db.selectFrom('companies').select(['id', 'name']).where('id', '=', row.best_company_id).executeTakeFirst()
      : undefined
  const leading = !viewer.isOwner && row.best_company_id === viewer.companyId
  return {
    cargo_id: row.cargo_id,
    status: finished ? 'finished' : 'running',
    currency: row.currency,
    start_price: Number(row.start_price),
    min_step: Number(row.min_step),
    best_price: row.best_price === null ? null : Number(row.best_price),
    max_bid: maxBid(row),
    bids_count: row.bids_count,
    ends_at: new Date(row.ends_at).toISOString(),
    my_price: mine?.price === null || mine?.price === undefined ? null : Number(mine.price),
    leading,
    won: viewer.isOwner || !finished ? null : leading,
    winner: winner ?? null,
  }
}
