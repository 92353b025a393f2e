/** Security: the security service's checks of the carriers of accepted responses. */
import { z } from 'zod'
import { dataOf, Id, IdParams, listOf, pageQuery, Timestamp } from '../common'
import { defineEndpoint } from '../endpoint'
import { TransportFile } from '../transport/files'
import { uploadMimeTypes } from '../uploads'
import { CargoResponse, RESPONSES_PAGE_SIZE, ResponseFlow } from './cargo-responses'
import { Reason, tags } from './fields'

/** A document of the truck the carrier offered, downloaded by the security service from `download_url`. */
export const SecurityDocument = TransportFile.pick({ id: true, kind: true, name: true, mime: true, size: true })
  .extend({
    /** `/api/orders/security/:id/files/:file` (bearer token). */
    download_url: z.string(),
    created_at: Timestamp,
  })
  .describe('SecurityDocument')
export type SecurityDocument = z.infer<typeof SecurityDocument>

/** The security service's view (spec 7 orders/security/{id}): who the carrier is and what it sends. */
export const SecurityCheck = ResponseFlow.omit({ actions: true }).extend({
  carrier_stats: z.object({
    responses: z.number().int(),
    contracts: z.number().int(),
    security_rejections: z.number().int(),
  }),
  /** When the carrier company registered on the exchange. */
  carrier_registered_at: Timestamp,
  /** The truck of the response (null when none was given). */
  transport: z
    .object({
      id: z.number().int(),
      number: z.string(),
      model: z.string().nullable(),
      /** Tonnes and cubic metres. */
      capacity: z.number().nullable(),
      volume: z.number().nullable(),
      trailer_number: z.string().nullable(),
    })
    .nullable(),
  /** The truck's driver (null when the truck has none). */
  driver: z.object({ name: z.string(), phone: z.string().nullable(), licence: z.string().nullable() }).nullable(),
  /** The truck's documents and photos (its own, not its tasks'), newest first. */
  documents: z.array(SecurityDocument),
})
export type SecurityCheck = z.infer<typeof SecurityCheck>

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
  summary:
    'Approve the carrier of a response (an optional comment), or reject it with a reason (required); both sides are notified',
  tags,
  access: ['security'],
  params: z.strictObject({ id: Id, action: z.enum(['approve', 'reject']) }),
  body: z.strictObject({ reason: Reason.optional() }),
  response: dataOf(CargoResponse),
})

export const downloadSecurityDocument = defineEndpoint({
  method: 'GET',
  path: 'orders/security/:id/files/:file',
  summary: "The bytes of a document of the checked response's truck, for the security service",
  tags,
  access: ['security'],
  params: z.strictObject({ id: Id, file: Id }),
  produces: uploadMimeTypes,
  response: z.unknown().describe('the file, with its content type'),
})
