/** Auctions: a reverse auction on a cargo (the lowest price wins): starting it, bidding, reading it. */
import { z } from 'zod'
import { CalendarDay } from '../cargo'
import { dataOf, IdParams, Line, TimeOfDay, Timestamp } from '../common'
import { DAY_MS } from '../days'
import { defineEndpoint } from '../endpoint'
import { MAX_PRICE_MINOR, roublesField } from '../validators'
import { PriceInput } from './cargo-responses'
import { carriers, shippers, tags } from './fields'
import { AuctionStatus } from './states'

/** What a carrier sees of an auction: never the other bidders. */
export const Auction = z.object({
  cargo_id: z.number().int(),
  status: AuctionStatus,
  currency: z.string(),
  start_price: z.number().int(),
  min_step: z.number().int(),
  /** The lowest bid so far, or null before the first. */
  best_price: z.number().int().nullable(),
  /** The highest price a new bid may name now. */
  max_bid: z.number().int(),
  bids_count: z.number().int(),
  ends_at: Timestamp,
  /** The caller's company's lowest bid (carriers), null otherwise. */
  my_price: z.number().int().nullable(),
  /** The caller's company holds the best bid. */
  leading: z.boolean(),
  /** After the end: whether the caller's company won (carriers), or the winner's name (the shipper). */
  won: z.boolean().nullable(),
  winner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
})
export type Auction = z.infer<typeof Auction>

/** An auction in short, as the cargo lists show it (a running one past its end reads `finished`). */
export const AuctionSummary = Auction.pick({
  status: true,
  currency: true,
  start_price: true,
  min_step: true,
  best_price: true,
  bids_count: true,
  ends_at: true,
})
export type AuctionSummary = z.infer<typeof AuctionSummary>

export const getAuction = defineEndpoint({
  method: 'GET',
  path: 'v2/cargos/:id/auction',
  summary: "A cargo's auction: the best price, the end, my bid (a finished auction names its outcome)",
  tags,
  access: [...carriers, ...shippers],
  params: IdParams,
  response: dataOf(Auction),
})

export const setAuctionPrice = defineEndpoint({
  method: 'POST',
  path: 'v2/cargos/:id/auction/set-price',
  summary: 'Bid in a running auction: at most the start price, and at least the step below the best bid',
  tags,
  access: carriers,
  params: IdParams,
  body: z.strictObject({ price: PriceInput }),
  response: dataOf(Auction),
})

/**
 * The bid dialog as a carrier fills it in: the price in roubles (kopecks allowed), more than 0 and at most `maxMinor`
 * (the auction's largest bid now, `Auction.max_bid`; the exchange's largest price by default), made into the body's
 * kopecks. The server checks the same against the auction as it is when the bid arrives.
 */
export const bidForm = (maxMinor: number = MAX_PRICE_MINOR) => z.object({ price: roublesField(maxMinor) })

/** How long an auction may run, at most. */
export const AUCTION_MAX_DAYS = 30
/** The bid step is at most this share of the start price (a larger one leaves room for one or two bids). */
export const AUCTION_MAX_STEP_SHARE = 0.5

/**
 * The body of `POST shipper/cargos/:id/auction`. The server checks the end against its own clock as well (in the
 * future, at most `AUCTION_MAX_DAYS` ahead): the client's check is only a hint.
 */
export const StartAuctionInput = z
  .strictObject({
    /** Minor units: the highest price a first bid may name. */
    start_price: z.number().int().min(100).max(10_000_000_000),
    /** Minor units: how much lower than the best bid the next one must be. */
    min_step: z.number().int().min(100).max(5_000_000_000),
    /** ISO 8601 with an offset, e.g. `2030-06-10T15:00:00+03:00`. */
    ends_at: Line.pipe(z.iso.datetime({ offset: true, message: 'invalid_datetime' })),
  })
  .superRefine((input, ctx) => {
    if (input.min_step > input.start_price * AUCTION_MAX_STEP_SHARE) {
      ctx.addIssue({ code: 'custom', path: ['min_step'], message: 'auction_step_too_big' })
    }
  })
export type StartAuctionInput = z.input<typeof StartAuctionInput>

/** A price the auction dialog takes: whole roubles, at least one, at most the contract's largest price. */
const WholeRoubles = z
  .number()
  .int()
  .min(1)
  .max(MAX_PRICE_MINOR / 100)

/**
 * The auction dialog as a shipper fills it in: the prices in whole roubles, the end as a local day and time; made
 * into the body (kopecks, ISO 8601 in UTC) and checked by it, so its rules (the step at most half the start price)
 * name the dialog's own fields.
 */
export const StartAuctionForm = z
  .object({
    start_price: WholeRoubles,
    min_step: WholeRoubles,
    ends_day: CalendarDay,
    ends_time: TimeOfDay,
  })
  .transform(
    (form): StartAuctionInput => ({
      start_price: form.start_price * 100,
      min_step: form.min_step * 100,
      ends_at: new Date(`${form.ends_day}T${form.ends_time}`).toISOString(),
    }),
  )
  .pipe(StartAuctionInput)

/** Why an auction end is refused, or null: the end must lie in the future, at most AUCTION_MAX_DAYS ahead. */
export function auctionEndProblem(endsAt: Date, now = new Date()): 'auction_end_past' | 'auction_end_far' | null {
  if (Number.isNaN(endsAt.getTime()) || endsAt.getTime() <= now.getTime()) return 'auction_end_past'
  if (endsAt.getTime() - now.getTime() > AUCTION_MAX_DAYS * DAY_MS) return 'auction_end_far'
  return null
}

export const startAuction = defineEndpoint({
  method: 'POST',
  path: 'shipper/cargos/:id/auction',
  summary:
    'The shipper starts a reverse auction on an available cargo of the company: start price, bid step (at most half the start price), end (future, at most 30 days). Not while one runs, nor once the cargo is given to a carrier: 409',
  tags,
  access: shippers,
  params: IdParams,
  body: StartAuctionInput,
  response: dataOf(Auction),
  status: 201,
})
