/**
 * Reverse auctions: the lowest bid wins. Bids lock the auction's row for the rest of their transaction, so two
 * bids at the same moment are checked one after the other against the best price; the unique index on
 * (cargo, price) is the last guard. The winner is decided once: `finishIfDue` is one conditional update that only
 * one caller can make, whoever comes first after the end.
 */
import { type Kysely, sql } from 'kysely'
import type { CargoStage } from '../../../core/contract/cargo'
import type { Lang } from '../../../core/contract/common'
import type { DB } from '../../db/schema'
import { conflict, HttpError, isUniqueViolation, notFound } from '../../http/errors'
import { lockCargo } from '../cargo/cargo-repository'
import { stageNames } from '../shipper/access'
import {
  insertResponse,
  lockLiveResponse,
  moveResponse,
  recordEvent,
  responseRows,
  settle,
  winnerOf,
} from './cargo-response-repository'
import { money } from './labels'
import { noticeAccepted, noticeNewResponse } from './notices'

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

/**
 * Starts an auction on the company's available cargo that no carrier holds and that has no running auction. A
 * finished auction is started again: its row is reset and its bids dropped.
 */
export async function startAuction(
  db: Kysely<DB>,
  cargoId: number,
  companyId: number,
  auction: { start_price: number; min_step: number; ends_at: Date },
  lang: Lang,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const cargo = await lockCargo(trx, cargoId)
    if (!cargo || cargo.company_id !== companyId) throw notFound()
    if (cargo.stage !== 'available') {
      throw new HttpError(409, 'auction_cargo_not_available', { stage: stageNames[lang][cargo.stage as CargoStage] })
    }
    const existing = await trx
      .selectFrom('cargo_auctions')
      .select(['status'])
      .where('cargo_id', '=', cargo.id)
      .forUpdate()
      .executeTakeFirst()
    if (existing?.status === 'running') throw conflict('auction_is_on')
    if (await winnerOf(trx, cargo.id)) throw conflict('cargo_taken')
    const values = {
      status: 'running' as const,
      start_price: auction.start_price,
      min_step: auction.min_step,
      currency: cargo.currency,
      ends_at: auction.ends_at,
      best_price: null,
      best_company_id: null,
      bids_count: 0,
      winner_response_id: null,
      decided_at: null,
    }
    if (existing) {
      await trx.deleteFrom('auction_bids').where('cargo_id', '=', cargo.id).execute()
      await trx.updateTable('cargo_auctions').set(values).where('cargo_id', '=', cargo.id).execute()
    } else {
      await trx
        .insertInto('cargo_auctions')
        .values({ cargo_id: cargo.id, ...values })
        .execute()
    }
  })
}

/**
 * Whether the company may see the cargo's auction: its owner (a shipper's) always; a carrier while the cargo is
 * available, or after, when it bid. Undefined for no cargo or nothing to see; else whether the caller is the owner.
 */
export async function auctionSight(
  db: Kysely<DB>,
  cargoId: number,
  companyId: number,
  isShipper: boolean,
): Promise<{ isOwner: boolean } | undefined> {
  const cargo = await db
    .selectFrom('cargos')
    .select(['id', 'stage', 'company_id'])
    .where('id', '=', cargoId)
    .executeTakeFirst()
  if (!cargo) return undefined
  const isOwner = isShipper && cargo.company_id === companyId
  if (isShipper && !isOwner) return undefined
  if (!isOwner && cargo.stage !== 'available') {
    const bid = await db
      .selectFrom('auction_bids')
      .select('id')
      .where('cargo_id', '=', cargo.id)
      .where('company_id', '=', companyId)
      .executeTakeFirst()
    if (!bid) return undefined
  }
  return { isOwner }
}

/**
 * A carrier's bid: below the best by at least the step, while the auction runs and the company does not lead.
 * The bid is the company's response at that price (a new one, or its live one changed); the shipper is told of a
 * new one. Two bids at one price: the unique (cargo, price) index lets one win, the other is told the new maximum.
 */
export function placeBid(
  db: Kysely<DB>,
  cargoId: number,
  bid: { companyId: number; userId: number; price: number },
  lang: Lang,
): Promise<void> {
  const { companyId, userId, price } = bid
  return settle(
    () =>
      db.transaction().execute(async (trx) => {
        const cargo = await lockCargo(trx, cargoId)
        if (!cargo) throw notFound()
        const auction = await trx
          .selectFrom('cargo_auctions')
          .selectAll()
          .where('cargo_id', '=', cargo.id)
          .forUpdate()
          .executeTakeFirst()
        if (!auction) throw new HttpError(404, 'auction_missing')
        if (cargo.stage !== 'available') throw conflict('response_cargo_closed')
        if (auction.status !== 'running' || new Date(auction.ends_at).getTime() <= Date.now())
          throw conflict('auction_ended')
        if (auction.best_company_id === companyId) throw conflict('auction_leading')
        const max = maxBid(auction)
        if (price > max) throw new HttpError(409, 'auction_bid_too_high', { max: money(max, auction.currency) })
        await trx
          .insertInto('auction_bids')
          .values({ cargo_id: cargo.id, company_id: companyId, user_id: userId, price })
          .execute()
        await trx
          .updateTable('cargo_auctions')
          .set({ best_price: price, best_company_id: companyId, bids_count: auction.bids_count + 1 })
          .where('cargo_id', '=', cargo.id)
          .execute()
        const existing = await lockLiveResponse(trx, cargo.id, companyId)
        if (existing) {
          await moveResponse(trx, existing, { to: 'new', userId, set: { price } }, lang)
          await trx.updateTable('cargo_responses').set({ is_bid: true }).where('id', '=', existing.id).execute()
          return
        }
        const id = await insertResponse(trx, {
          cargo_id: cargo.id,
          company_id: companyId,
          user_id: userId,
          price,
          currency: auction.currency,
          is_bid: true,
        })
        await noticeNewResponse(trx, await responseRows(trx).where('r.id', '=', id).executeTakeFirstOrThrow())
      }),
    // The unique (cargo, price) index: another bid took this price a moment ago.
    () => new HttpError(409, 'auction_bid_too_high', { max: money(price - 1) }),
  )
}
