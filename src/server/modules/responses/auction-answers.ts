/** An auction as the contract's answer: the viewer's own best bid, whether it leads or won, the owner sees the winner. */
import { type Kysely, sql } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import type { Auction } from '../../../core/contract/responses'
import type { DB } from '../../db/schema'
import { type AuctionRow, maxBid } from './auction-repository'

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
