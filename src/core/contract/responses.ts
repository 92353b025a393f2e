/**
 * Carriers' responses to cargos, auctions and bids, security checks and contracts (spec 4, 7 "Cargo",
 * "Responses and security", "Shipper" contracts, "Carrier contracts"), and the carrier's cargo lists.
 * Declared here first; modules/responses serves them, the host screens call them.
 *
 * Every change of a response or a contract is a state machine on the server (`responseTransitions`,
 * `contractTransitions`): an illegal step answers 409 with a message and changes nothing.
 *
 * - A response: `new` → `accepted` (the shipper accepts it; a carrier taking a cargo at its price; the auction's
 *   winner) | `rejected` (the shipper) | `withdrawn` (the carrier); `accepted` → `wait_security_check` (the shipper
 *   sends it to the security check) → `security_approved` | `security_rejected` (the security service);
 *   `security_approved` → `contract` (a contract is made) → `cancelled` (the contract is cancelled). At most one
 *   response of a cargo is "winning" (accepted … contract) at a time: a unique index makes sure of it.
 * - A contract: `pending_carrier` (the shipper made it) | `pending_shipper` (the carrier made it) → `signed` (the
 *   other side signs: the cargo goes to `in_work`) → `completed` (the cargo too); `pending_*` and `signed` →
 *   `cancelled` (the cargo is available again). Creating a contract puts the cargo to the stage `contract`.
 * - An auction (a reverse one: the lowest price wins): the shipper starts it on an available cargo that no carrier
 *   holds and that has no running auction (a finished one may be started again; its bids are dropped). A bid must
 *   be at most the start price, and at least
 *   `min_step` below the best bid; it is taken until `ends_at`; the first request after the end decides the winner,
 *   once (the winner's response becomes `accepted`). Carriers see the best price, never who bid it.
 */
import { z } from 'zod'
import { Cargo, CargoSort } from './cargo'
import { dataOf, Id, IdParams, listOf, pageQuery, Timestamp } from './common'
import { defineEndpoint } from './endpoint'

const tags = ['responses']
const carriers = ['carrier', 'expeditor'] as const
const shippers = ['shipper'] as const

export const RESPONSES_PAGE_SIZE = 20

// ---------------------------------------------------------------------------------------------------------------
// States

export const responseStatuses = [
  'new',
  'accepted',
  'rejected',
  'withdrawn',
  'wait_security_check',
  'security_approved',
  'security_rejected',
  'contract',
  'cancelled',
] as const
export const ResponseStatus = z.enum(responseStatuses)
export type ResponseStatus = z.infer<typeof ResponseStatus>

/** The statuses in which a response holds the cargo: at most one response of a cargo is in one of them. */
export const winningStatuses = [
  'accepted',
  'wait_security_check',
  'security_approved',
  'contract',
] as const satisfies readonly ResponseStatus[]

/** Where a response may go from each status. */
export const responseTransitions: Record<ResponseStatus, readonly ResponseStatus[]> = {
  new: ['new', 'accepted', 'rejected', 'withdrawn'],
  accepted: ['wait_security_check', 'rejected', 'withdrawn'],
  rejected: [],
  withdrawn: [],
  wait_security_check: ['security_approved', 'security_rejected', 'withdrawn'],
  security_approved: ['contract', 'withdrawn'],
  security_rejected: [],
  contract: ['cancelled'],
  cancelled: [],
}

export const contractStatuses = ['pending_carrier', 'pending_shipper', 'signed', 'completed', 'cancelled'] as const
export const ContractStatus = z.enum(contractStatuses)
export type ContractStatus = z.infer<typeof ContractStatus>

export const contractTransitions: Record<ContractStatus, readonly ContractStatus[]> = {
  pending_carrier: ['signed', 'cancelled'],
  pending_shipper: ['signed', 'cancelled'],
  signed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
}

export const AuctionStatus = z.enum(['running', 'finished'])

// ---------------------------------------------------------------------------------------------------------------
// Entities

const PlaceName = z.object({ id: z.number().int(), name: z.string() })

/** What a response is about: the cargo in short (spec 3: request with startPoint and finishPoint, cargo). */
export const ResponseCargo = z.object({
  id: z.number().int(),
  stage: Cargo.shape.stage,
  start_point: PlaceName,
  finish_point: PlaceName,
  load_date_from: z.string(),
  weight: z.number(),
  /** The shipper's price, minor units. */
  price: z.number().int().nullable(),
  currency: z.string(),
  company: z.object({ id: z.number().int(), name: z.string() }),
})

export const ResponseDocument = z.object({
  kind: z.enum(['power_of_attorney']),
  name: z.string(),
  /** The API path that answers the file (bearer token). */
  url: z.string(),
})

export const CargoResponse = z.object({
  id: z.number().int(),
  cargo_id: z.number().int(),
  status: ResponseStatus,
  /** Minor units (kopecks). */
  price: z.number().int(),
  currency: z.string(),
  comment: z.string().nullable(),
  /** Made by a bid in the cargo's auction. */
  is_bid: z.boolean(),
  transport: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  carrier_company: z.object({ id: z.number().int(), name: z.string(), inn: z.string() }),
  carrier_user: z.object({ id: z.number().int(), name: z.string(), phone: z.string().nullable() }).nullable(),
  /** Why the shipper rejected it, or why the security service did. */
  reason: z.string().nullable(),
  request: z.object({ start_point: PlaceName, finish_point: PlaceName }),
  cargo: ResponseCargo,
  documents: z.array(ResponseDocument),
  contract_id: z.number().int().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
})
export type CargoResponse = z.infer<typeof CargoResponse>

export const ResponseEvent = z.object({
  status: ResponseStatus,
  user_name: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: Timestamp,
})

/** The shipper's full view of one response (spec 7 v2/cargo-flow/shipper/responses/{id}). */
export const ResponseFlow = CargoResponse.extend({
  carrier_details: z.object({
    inn: z.string(),
    kpp: z.string().nullable(),
    ogrn: z.string().nullable(),
    legal_address: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  history: z.array(ResponseEvent),
  /** What the shipper may do next. */
  actions: z.array(z.enum(['accept', 'reject', 'send_to_security', 'create_contract'])),
})

/** The security service's view (spec 7 orders/security/{id}). */
export const SecurityCheck = ResponseFlow.omit({ actions: true }).extend({
  carrier_stats: z.object({
    responses: z.number().int(),
    contracts: z.number().int(),
    security_rejections: z.number().int(),
  }),
})

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

/** A cargo in the carrier's lists: the cargo, the carrier's own response and the auction, if any. */
export const CarrierCargo = Cargo.extend({
  my_response: z
    .object({
      id: z.number().int(),
      status: ResponseStatus,
      price: z.number().int(),
      contract_id: z.number().int().nullable(),
    })
    .nullable(),
  auction: z.object({ best_price: z.number().int().nullable(), ends_at: Timestamp, status: AuctionStatus }).nullable(),
})
export type CarrierCargo = z.infer<typeof CarrierCargo>

export const Contract = z.object({
  id: z.number().int(),
  /** `ЗК-<id>`. */
  number: z.string(),
  status: ContractStatus,
  cargo_id: z.number().int(),
  response_id: z.number().int(),
  price: z.number().int(),
  currency: z.string(),
  shipper_company: z.object({ id: z.number().int(), name: z.string() }),
  carrier_company: z.object({ id: z.number().int(), name: z.string() }),
  route: z.object({ start_point: PlaceName, finish_point: PlaceName }),
  load_date_from: z.string(),
  transport: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  shipper_signed_at: Timestamp.nullable(),
  carrier_signed_at: Timestamp.nullable(),
  /** The carrier put it away (a finished or cancelled contract). */
  carrier_archived: z.boolean(),
  created_at: Timestamp,
  updated_at: Timestamp,
})
export type Contract = z.infer<typeof Contract>

// ---------------------------------------------------------------------------------------------------------------
// Inputs

/** A price in minor units: at least 1 rouble, at most 100 million. */
export const PriceInput = z.coerce.number().int().min(100).max(10_000_000_000)
const Comment = z.string().trim().max(1000)
const Reason = z.string().trim().min(3).max(500)

export const carrierCargoTypes = ['free', 'available', 'work', 'contract'] as const
export const CarrierCargoType = z.enum(carrierCargoTypes)
export type CarrierCargoType = z.infer<typeof CarrierCargoType>

/** `response`: offer a price for the shipper to choose; `accept`: take the cargo at its own price, first come. */
export const ResponseKind = z.enum(['response', 'accept'])

const responsesSort = z.enum(['-created_at', 'created_at', 'price', '-price']).default('-created_at')

// ---------------------------------------------------------------------------------------------------------------
// Carrier: cargo lists, responding, auctions, telegram

export const carrierCargos = defineEndpoint({
  method: 'GET',
  path: 'carrier/cargos/:type',
  summary:
    "The carrier's cargo tabs: free (available, not responded to by my company), available (responded to), work (in work with my company), contract (under contract with my company)",
  tags,
  access: carriers,
  params: z.strictObject({ type: CarrierCargoType }),
  query: z.object({ ...pageQuery(20, 100), sort: CargoSort.default('-created_at') }),
  response: listOf(CarrierCargo),
})

export const carrierCargo = defineEndpoint({
  method: 'GET',
  path: 'carrier/cargos/:id',
  summary: 'One cargo as a carrier sees it: available ones, and any my company responded to; with my response',
  tags,
  access: carriers,
  params: IdParams,
  query: z.object({
    source: z.coerce.number().int().min(0).max(9).optional(),
    include: z.preprocess(
      (value) => (typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : value),
      z
        .array(z.enum(['contacts']))
        .max(5)
        .optional(),
    ),
  }),
  response: dataOf(CarrierCargo),
})

export const addResponse = defineEndpoint({
  method: 'POST',
  path: 'cargos/:id/:status/add',
  summary:
    'Respond to an available cargo: status=response offers a price (and a truck of my company), status=accept takes it at its price (first carrier wins)',
  tags,
  access: carriers,
  params: z.strictObject({ id: Id, status: ResponseKind }),
  body: z.strictObject({
    price: PriceInput.optional(),
    transport_id: Id.optional(),
    comment: Comment.optional(),
  }),
  response: dataOf(CargoResponse),
  status: 201,
})

export const changeResponse = defineEndpoint({
  method: 'POST',
  path: 'cargos/:id/status',
  summary: "Withdraw my company's response to a cargo, or change its price, truck or comment while it is new",
  tags,
  access: carriers,
  params: IdParams,
  body: z.strictObject({
    status: z.enum(['withdrawn', 'new']),
    price: PriceInput.optional(),
    transport_id: Id.nullable().optional(),
    comment: Comment.nullable().optional(),
  }),
  response: dataOf(CargoResponse),
})

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
    ends_at: z.iso.datetime({ offset: true, message: 'invalid_datetime' }),
  })
  .superRefine((input, ctx) => {
    if (input.min_step > input.start_price * AUCTION_MAX_STEP_SHARE) {
      ctx.addIssue({ code: 'custom', path: ['min_step'], message: 'auction_step_too_big' })
    }
  })
export type StartAuctionInput = z.input<typeof StartAuctionInput>

/** Why an auction end is refused, or null: the end must lie in the future, at most AUCTION_MAX_DAYS ahead. */
export function auctionEndProblem(endsAt: Date, now = new Date()): 'auction_end_past' | 'auction_end_far' | null {
  if (Number.isNaN(endsAt.getTime()) || endsAt.getTime() <= now.getTime()) return 'auction_end_past'
  if (endsAt.getTime() - now.getTime() > AUCTION_MAX_DAYS * 86_400_000) return 'auction_end_far'
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

export const sendTelegramMessage = defineEndpoint({
  method: 'POST',
  path: 'v2/cargos/:id/send-telegram-message',
  summary: "Send the cargo to the caller's Telegram (queued; delivered by the Telegram adapter)",
  tags,
  access: 'user',
  params: IdParams,
  body: z.strictObject({ message: z.string().trim().max(1000).optional() }),
  response: dataOf(z.object({ queued: z.literal(true), recipient: z.string() })),
})

// ---------------------------------------------------------------------------------------------------------------
// Responses: the shipper's lists and decisions (and the carrier's own responses)

export const listResponses = defineEndpoint({
  method: 'GET',
  path: 'v2/cargos/responses',
  summary: "Responses to my company's cargos (shippers), or my company's own responses (carriers)",
  tags,
  access: [...shippers, ...carriers],
  query: z.object({
    ...pageQuery(RESPONSES_PAGE_SIZE, 100),
    sort: responsesSort,
    filter: z
      .strictObject({
        status: z.preprocess(
          (value) => (typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : value),
          z.array(ResponseStatus).max(10).optional(),
        ),
        cargo_id: Id.optional(),
      })
      .optional(),
  }),
  response: listOf(CargoResponse),
})

export const getResponse = defineEndpoint({
  method: 'GET',
  path: 'v2/cargos/responses/:id',
  summary: "One response: to my company's cargo, or my company's own",
  tags,
  access: [...shippers, ...carriers],
  params: IdParams,
  response: dataOf(CargoResponse),
})

export const responseFlow = defineEndpoint({
  method: 'GET',
  path: 'v2/cargo-flow/shipper/responses/:id',
  summary: "The shipper's view of a response: the carrier's details, its history and the next actions",
  tags,
  access: shippers,
  params: IdParams,
  response: dataOf(ResponseFlow),
})

export const responseDocumentLink = defineEndpoint({
  method: 'GET',
  path: 'v2/cargo-flow/shipper/responses/:id/document-link',
  summary: 'Where the documents of a response are: the power of attorney (once the response is accepted)',
  tags,
  access: shippers,
  params: IdParams,
  response: dataOf(z.object({ documents: z.array(ResponseDocument) })),
})

export const changeSecureState = defineEndpoint({
  method: 'POST',
  path: 'v2/cargos/responses/:id/secure-state',
  summary: 'The shipper accepts a response (one per cargo) or rejects it, with a reason',
  tags,
  access: shippers,
  params: IdParams,
  body: z.strictObject({ state: z.enum(['accepted', 'rejected']), reason: Reason.optional() }),
  response: dataOf(CargoResponse),
})

export const sendToSecurityCheck = defineEndpoint({
  method: 'POST',
  path: 'v2/cargos/responses/:id/security-check',
  summary: 'The shipper sends an accepted response to the security check',
  tags,
  access: shippers,
  params: IdParams,
  response: dataOf(CargoResponse),
})

/** The PDF itself; its schema describes nothing JSON (the answer is `application/pdf`). */
export const downloadPowerAttorney = defineEndpoint({
  method: 'GET',
  path: 'v2/cargos/responses/:id/download-power-attorney',
  summary: 'The power of attorney of an accepted response, as a PDF (application/pdf)',
  tags,
  access: [...shippers, ...carriers],
  params: IdParams,
  response: z.any(),
})

// ---------------------------------------------------------------------------------------------------------------
// Security

export const listSecurityChecks = defineEndpoint({
  method: 'GET',
  path: 'orders/security',
  summary: 'Responses for the security service; filter[status] is wait_security_check unless given (spec 3)',
  tags,
  access: ['security'],
  query: z.object({
    ...pageQuery(RESPONSES_PAGE_SIZE, 100),
    filter: z
      .strictObject({
        status: z
          .enum(['wait_security_check', 'security_approved', 'security_rejected'])
          .default('wait_security_check'),
      })
      .default({ status: 'wait_security_check' }),
  }),
  response: listOf(CargoResponse),
})

export const getSecurityCheck = defineEndpoint({
  method: 'GET',
  path: 'orders/security/:id',
  summary: 'One response under the security check, with the carrier company details and its record',
  tags,
  access: ['security'],
  params: IdParams,
  response: dataOf(SecurityCheck),
})

export const decideSecurityCheck = defineEndpoint({
  method: 'POST',
  path: 'orders/security/:id/:action',
  summary: 'Approve the carrier of a response, or reject it with a reason; both sides are notified',
  tags,
  access: ['security'],
  params: z.strictObject({ id: Id, action: z.enum(['approve', 'reject']) }),
  body: z.strictObject({ reason: Reason.optional() }),
  response: dataOf(CargoResponse),
})

// ---------------------------------------------------------------------------------------------------------------
// Contracts

const ContractRef = z.strictObject({ contract_id: Id })

export const listMyContracts = defineEndpoint({
  method: 'GET',
  path: 'v2/contracts',
  summary: "My company's contracts (as a shipper or as a carrier), newest first; archived ones with filter[archived]",
  tags,
  access: [...shippers, ...carriers],
  query: z.object({
    ...pageQuery(RESPONSES_PAGE_SIZE, 100),
    filter: z
      .strictObject({
        status: ContractStatus.optional(),
        archived: z
          .preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean())
          .optional(),
      })
      .optional(),
  }),
  response: listOf(Contract),
})

export const cargoContracts = defineEndpoint({
  method: 'GET',
  path: 'shipper/cargos/:id/contracts',
  summary: "The contracts of one of my company's cargos",
  tags,
  access: shippers,
  params: IdParams,
  response: listOf(Contract),
})

export const shipperCreateContract = defineEndpoint({
  method: 'POST',
  path: 'shipper/contract/create',
  summary: 'The shipper makes (and signs) the contract of a response the security service approved',
  tags,
  access: shippers,
  body: z.strictObject({ response_id: Id }),
  response: dataOf(Contract),
  status: 201,
})

export const shipperConfirmContract = defineEndpoint({
  method: 'POST',
  path: 'shipper/contract/confirm',
  summary: 'The shipper signs a contract the carrier made: it is signed, and the cargo goes to work',
  tags,
  access: shippers,
  body: ContractRef,
  response: dataOf(Contract),
})

export const shipperContractStatus = defineEndpoint({
  method: 'POST',
  path: 'shipper/contract/status',
  summary: 'The shipper completes a signed contract or cancels one (the cargo is available again)',
  tags,
  access: shippers,
  body: ContractRef.extend({ status: z.enum(['completed', 'cancelled']) }),
  response: dataOf(Contract),
})

export const carrierCreateContract = defineEndpoint({
  method: 'POST',
  path: 'carrier/contract/create',
  summary:
    'The carrier makes (and signs) the contract of its approved response, or signs the one the shipper made; a truck of my company may be named',
  tags,
  access: carriers,
  body: z.strictObject({ response_id: Id, transport_id: Id.optional() }),
  response: dataOf(Contract),
  status: 201,
})

export const carrierCreateContractsAuto = defineEndpoint({
  method: 'POST',
  path: 'carrier/contract/create/auto',
  summary: "Makes and signs contracts for all of my company's approved responses that have none",
  tags,
  access: carriers,
  response: listOf(Contract),
})

export const carrierArchiveContract = defineEndpoint({
  method: 'POST',
  path: 'carrier/contract/archive',
  summary: 'The carrier puts a completed or cancelled contract away',
  tags,
  access: carriers,
  body: ContractRef,
  response: dataOf(Contract),
})
