/**
 * Responses: a carrier responding to a cargo (a price, or taking it at its price) and changing or withdrawing its
 * response; the shipper's lists and decisions (and the carrier's own responses); the power of attorney.
 */
import { z } from 'zod'
import { Cargo } from '../cargo'
import { dataOf, decimal, Id, IdParams, listOf, pageQuery, Timestamp } from '../common'
import { defineEndpoint } from '../endpoint'
import { MAX_PRICE_MINOR, roublesField } from '../validators'
import { Comment, carriers, PlaceName, Reason, shippers, tags } from './fields'
import { ResponseStatus } from './states'

export const RESPONSES_PAGE_SIZE = 20

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

/** Minor units: more than 0 (`priceRule` in roubles for the forms), at most `MAX_PRICE_MINOR`. */
export const PriceInput = decimal(z.number().int().positive().max(MAX_PRICE_MINOR))

/** `response`: offer a price for the shipper to choose; `accept`: take the cargo at its own price, first come. */
export const ResponseKind = z.enum(['response', 'accept'])

const responsesSort = z.enum(['-created_at', 'created_at', 'price', '-price']).default('-created_at')

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

/**
 * The response form as a carrier fills it in (the widgets' `RespondForm`, making or changing a response): the price
 * in roubles (kopecks allowed; more than 0, at most the exchange's largest price: `priceRule`), the truck offered or
 * none, a comment. Made into the fields of `addResponse`'s and `changeResponse`'s bodies: the price in kopecks, the
 * comment trimmed, an empty one null.
 */
export const ResponseForm = z
  .object({
    price: roublesField(),
    transport_id: Id.nullable(),
    comment: Comment,
  })
  .transform((form) => ({ ...form, comment: form.comment === '' ? null : form.comment }))

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
  produces: ['application/pdf'],
  errors: [409],
  response: z.any(),
})
