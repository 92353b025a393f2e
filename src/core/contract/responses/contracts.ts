/** Contracts: made from an approved response, signed by both sides, completed, cancelled or archived. */
import { z } from 'zod'
import { dataOf, Id, IdParams, listOf, pageQuery, Timestamp } from '../common'
import { defineEndpoint } from '../endpoint'
import { RESPONSES_PAGE_SIZE } from './cargo-responses'
import { carriers, PlaceName, shippers, tags } from './fields'
import { ContractStatus } from './states'

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
  /** Who signed on each side (the signature's author; its moment is `*_signed_at`). */
  shipper_signer: z.string().nullable(),
  carrier_signer: z.string().nullable(),
  /** The contract as a PDF, for both parties before and after signing (`v2/contracts/:id/document`). */
  document_url: z.string(),
  /** The order made when it was signed. */
  order_id: z.number().int().nullable(),
  /** The carrier put it away (a finished or cancelled contract). */
  carrier_archived: z.boolean(),
  created_at: Timestamp,
  updated_at: Timestamp,
})
export type Contract = z.infer<typeof Contract>

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
