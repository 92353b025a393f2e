/**
 * The trip's scans (bank account details, waybill, invoice, act, other): uploaded by the carrier, approved or rejected
 * by the shipper. An upload without a kind is a waybill (the API's default since before the bank account kind); the
 * site's upload form starts at the bank account details (spec 3).
 */
import { z } from 'zod'
import { dataOf, Id, IdParams } from '../common'
import { defineEndpoint } from '../endpoint'
import { PickedFile, uploadMimeTypes } from '../uploads'
import { carriers, parties, Reason, shippers, tags } from './fields'
import { Order } from './order'
import { OrderDocumentKind } from './states'

/** Multipart text fields of the upload, besides the `file` part. */
export const OrderDocumentFields = z.strictObject({
  kind: OrderDocumentKind.default('waybill'),
  /** A rejected scan of this order that the new one replaces. */
  replaces_id: z.preprocess((v) => (v === '' ? undefined : v), Id.optional()),
})

/** The site's upload form: the scan's kind and the file (a replacement keeps the rejected scan's kind). */
export const OrderDocumentUploadForm = z.object({ kind: OrderDocumentKind, file: PickedFile })

export const uploadOrderDocument = defineEndpoint({
  method: 'POST',
  path: 'orders/:id/documents',
  summary:
    'The carrier uploads a scan (multipart: kind, replaces_id, file); PDF, JPEG or PNG by content, size limited; answers the order',
  tags,
  access: carriers,
  params: IdParams,
  multipart: true,
  body: OrderDocumentFields,
  response: dataOf(Order),
  status: 201,
})

export const downloadOrderDocument = defineEndpoint({
  method: 'GET',
  path: 'orders/documents/:id',
  summary: "A scan's bytes, for the order's two parties and the security service (others: 404)",
  tags,
  access: parties,
  params: IdParams,
  produces: uploadMimeTypes,
  response: z.unknown().describe('the file, with its content type'),
})

export const changeDocumentStatus = defineEndpoint({
  method: 'POST',
  path: 'v2/cargo-flow/shipper/documents/:id/status',
  summary: 'The shipper approves a scan or rejects it with a reason (the carrier then replaces it)',
  tags,
  access: shippers,
  params: IdParams,
  body: z.discriminatedUnion('status', [
    z.strictObject({ status: z.literal('approved') }),
    z.strictObject({ status: z.literal('rejected'), reason: Reason }),
  ]),
  response: dataOf(Order),
})
