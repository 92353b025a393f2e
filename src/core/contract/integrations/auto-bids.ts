/**
 * Auto-bid trades (spec 7 "trades", 4 "An auto-bid bid changes status"): a carrier's settings (lanes, body types,
 * the lowest price it accepts, its step, bids per day) under which the exchange bids for it in running auctions.
 * The auto-bidder never bids below the floor, never against the carrier itself (not while it leads), and never
 * more than the day's limit; its bids are listed with their outcome. A bid's status `stopped` stops the
 * auto-bidder on that cargo; `active` lets it go on.
 */
import { z } from 'zod'
import { dataOf, Id, IdParams, Line, listOf, pageQuery, Timestamp } from '../common'
import { defineEndpoint } from '../endpoint'
import { MAX_PRICE_MINOR } from '../validators'
import { BodyId, bidders, IdArray, Ref, tags } from './fields'

export const AUTO_BID_PAGE_SIZE = 20

export const Lane = z.strictObject({ from_place_id: BodyId, to_place_id: BodyId.nullable().default(null) })

export const AutoBidSetting = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  /** A lane matches a cargo starting in the region of `from` (and finishing in the region of `to`, when given). */
  lanes: z.array(z.object({ from: Ref, to: Ref.nullable() })),
  truck_types: z.array(z.number().int()),
  /** Minor units: never bid below. */
  floor: z.number().int(),
  /** Minor units: how far below the best bid it bids (at least the auction's step). */
  step: z.number().int(),
  daily_limit: z.number().int(),
  bids_today: z.number().int(),
  bids_count: z.number().int(),
  won_count: z.number().int(),
  created_at: Timestamp,
})
export type AutoBidSetting = z.infer<typeof AutoBidSetting>

export const AutoBidSettingInput = z
  .strictObject({
    /** Given: change that setting; absent: a new one. */
    id: BodyId.optional(),
    name: Line.trim().min(2).max(100),
    active: z.boolean().default(true),
    lanes: z.array(Lane).min(1, 'departure_required').max(20),
    truck_types: IdArray(20).default([]),
    floor: z.number().int().positive().max(MAX_PRICE_MINOR),
    step: z.number().int().positive().max(MAX_PRICE_MINOR),
    daily_limit: z.number().int().min(1).max(1000).default(50),
  })
  .superRefine((input, ctx) => {
    if (input.step > input.floor) ctx.addIssue({ code: 'custom', path: ['step'], message: 'step_above_floor' })
  })
export type AutoBidSettingInput = z.input<typeof AutoBidSettingInput>

export const listAutoBidSettings = defineEndpoint({
  method: 'GET',
  path: 'v2/integration/auto-bids/settings',
  summary: "The carrier's auto-bid settings",
  tags,
  access: bidders,
  response: listOf(AutoBidSetting),
})

export const saveAutoBidSetting = defineEndpoint({
  method: 'POST',
  path: 'v2/integration/auto-bids/settings',
  summary: 'Add an auto-bid setting, or change one (`id`); the auto-bidder runs on the open auctions at once',
  tags,
  access: bidders,
  body: AutoBidSettingInput,
  response: dataOf(AutoBidSetting),
})

export const autoBidStatuses = ['active', 'stopped'] as const
export const AutoBidStatus = z.enum(autoBidStatuses)
export const autoBidOutcomes = ['leading', 'outbid', 'won', 'lost'] as const
export const AutoBidOutcome = z.enum(autoBidOutcomes)
export type AutoBidOutcome = z.infer<typeof AutoBidOutcome>

export const AutoBid = z.object({
  id: z.number().int(),
  setting: Ref,
  cargo_id: z.number().int(),
  from: z.string(),
  to: z.string(),
  price: z.number().int(),
  currency: z.string(),
  status: AutoBidStatus,
  /** The auction as it stands for the carrier: leading or outbid while it runs, won or lost once decided. */
  outcome: AutoBidOutcome,
  best_price: z.number().int().nullable(),
  ends_at: Timestamp,
  created_at: Timestamp,
})
export type AutoBid = z.infer<typeof AutoBid>

export const listAutoBids = defineEndpoint({
  method: 'GET',
  path: 'v2/integration/auto-bids/bids',
  summary: "The auto-bidder's bids, newest first: one setting's, or one outcome's",
  tags,
  access: bidders,
  query: z.strictObject({
    ...pageQuery(AUTO_BID_PAGE_SIZE, 200),
    filter: z.strictObject({ setting_id: Id.optional(), outcome: AutoBidOutcome.optional() }).optional(),
  }),
  response: listOf(AutoBid),
})

export const setAutoBidStatus = defineEndpoint({
  method: 'POST',
  path: 'v2/integration/auto-bids/bids/:id/status',
  summary: "Stop the auto-bidder on this bid's cargo (`stopped`), or let it go on (`active`)",
  tags,
  access: bidders,
  params: IdParams,
  body: z.strictObject({ status: AutoBidStatus }),
  response: dataOf(AutoBid),
})
