/** The orders' endpoints: lists of each side, one order, its status steps, holders and their hints. */
import { z } from 'zod'
import { dataOf, Id, IdParams, listOf, pageQuery } from '../common'
import { defineEndpoint } from '../endpoint'
import { carriers, ORDERS_PAGE_SIZE, parties, Reason, shippers, tags } from './fields'
import { DirectorInput, DriverInput, Order, OrderLink, OrderSummary, TransportInput } from './order'
import { OrderStatus, OrderStatusStep } from './states'

export const OrderSort = z.enum(['-id', 'id', 'load_date', '-load_date', 'unload_date', '-unload_date', '-status_at'])

const listQuery = {
  ...pageQuery(ORDERS_PAGE_SIZE, 100),
  sort: OrderSort.default('-id'),
  filter: z
    .strictObject({
      status: OrderStatus.optional(),
      /** `in_work`: every live order; `on_way`: loading and on the way; `closed`: closed and cancelled. */
      view: z.enum(['in_work', 'on_way', 'closed']).optional(),
      late: z
        .preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean())
        .optional(),
      cargo_id: Id.optional(),
    })
    .optional(),
}

export const listShipperOrders = defineEndpoint({
  method: 'GET',
  path: 'v2/cargo-flow/shipper/orders',
  summary: "My company's orders as the shipper (filter[status|view|late|cargo_id], sort, page 20)",
  tags,
  access: shippers,
  query: z.object(listQuery),
  response: listOf(OrderSummary),
})

export const shipperOrder = defineEndpoint({
  method: 'GET',
  path: 'v2/cargo-flow/shipper/orders/:id',
  summary: "One of my company's orders as the shipper: timeline, holders, documents, links and next steps",
  tags,
  access: shippers,
  params: IdParams,
  response: dataOf(Order),
})

export const shipperOrderDocumentLink = defineEndpoint({
  method: 'GET',
  path: 'v2/cargo-flow/shipper/orders/:id/document-link',
  summary: "Where an order's documents are: the contract and the power of attorney (PDF)",
  tags,
  access: shippers,
  params: IdParams,
  response: dataOf(z.object({ documents: z.array(OrderLink) })),
})

export const listCarrierOrders = defineEndpoint({
  method: 'GET',
  path: 'carrier/orders',
  summary: "My company's orders as the carrier, with what it still has to fill or upload",
  tags,
  access: carriers,
  query: z.object(listQuery),
  response: listOf(OrderSummary),
})

export const getOrder = defineEndpoint({
  method: 'GET',
  path: 'orders/:id',
  summary: 'The order page of either party (and of the security service): what the caller may do is in `actions`',
  tags,
  access: parties,
  params: IdParams,
  response: dataOf(Order),
})

export const moveOrder = defineEndpoint({
  method: 'POST',
  path: 'orders/:id/status',
  summary:
    'A step of the order by its owner: the carrier loaded (on_way; before the loading day only with `early`, which the shipper sees in the timeline) and unloaded (after loaded); the shipper approves the documents, closes, or cancels with a reason',
  tags,
  access: [...shippers, ...carriers],
  params: IdParams,
  body: z.strictObject({
    status: OrderStatusStep,
    reason: Reason.optional(),
    /** The carrier confirms loading before the loading day (409 `order_before_loading_day` without it). */
    early: z.boolean().optional(),
  }),
  response: dataOf(Order),
})

const holder = <T extends z.ZodType>(section: string, body: T) =>
  defineEndpoint({
    method: 'PUT',
    path: `orders/:id/${section}`,
    summary: `The carrier fills the ${section} section (until the security check starts)`,
    tags,
    access: carriers,
    params: IdParams,
    body,
    response: dataOf(Order),
  })

export const putOrderDirector = holder('director', DirectorInput)
export const putOrderDriver = holder('driver', DriverInput)
export const putOrderTransport = holder('transport', TransportInput)

export const OrderHint = z.object({
  /** The driver's or truck's id; null for a director (the company's staff). */
  id: z.number().int().nullable(),
  label: z.string(),
  /** What the section is filled with when the hint is taken. */
  value: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
})

export const orderHints = defineEndpoint({
  method: 'GET',
  path: 'orders/:id/:type/hints',
  summary: "Suggestions for a section from the carrier's staff (director), drivers (driver) and fleet (transport)",
  tags,
  access: carriers,
  params: z.strictObject({ id: Id, type: z.enum(['director', 'driver', 'transport']) }),
  response: listOf(OrderHint),
})

export const downloadContract = defineEndpoint({
  method: 'GET',
  path: 'v2/contracts/:id/document',
  summary:
    'The contract as a PDF (parties, route, cargo, price, terms; driver and truck once the order has them), for both parties before and after signing',
  tags,
  access: [...shippers, ...carriers],
  params: IdParams,
  produces: ['application/pdf'],
  response: z.any(),
})
