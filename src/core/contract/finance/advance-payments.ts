/**
 * Advance payments (prepayments) for a trip: a carrier whose company passed the advance-payment check asks for part
 * of an order's price before the shipper's pay days; the shipper's side approves it and exports the approved ones to
 * its accounting system (1C) as payment orders (`1CClientBankExchange`). Statuses: requested → approved → exported.
 */
import { z } from 'zod'
import { dataOf, Id, IdParams, listOf, pageQuery, Timestamp } from '../common'
import { defineEndpoint } from '../endpoint'
import { OrderStatus } from '../orders/states'
import { CompanyRef, carriers, FINANCE_PAGE_SIZE, Money, PeriodFilter, PlaceName, shippers, tags } from './fields'

export const advanceStatuses = ['requested', 'approved', 'exported'] as const
export const AdvanceStatus = z.enum(advanceStatuses)
export type AdvanceStatus = z.infer<typeof AdvanceStatus>

/** The share of the order's price a carrier may ask for, percent. */
export const ADVANCE_PERCENT = { min: 10, max: 80, default: 50 } as const

export const AdvancePayment = z.object({
  id: z.number().int(),
  /** `АВ-<id>`. */
  number: z.string(),
  status: AdvanceStatus,
  order_id: z.number().int(),
  order_number: z.string(),
  contract_number: z.string(),
  order_status: OrderStatus,
  shipper_company: z.object({ id: z.number().int(), name: z.string() }),
  carrier_company: CompanyRef,
  route: z.object({ start_point: PlaceName, finish_point: PlaceName }),
  load_date: z.string(),
  unload_date: z.string().nullable(),
  /** The order's agreed price, VAT included. */
  order_amount: Money,
  percent: z.number().int(),
  amount: Money,
  vat: Money,
  currency: z.string(),
  requested_at: Timestamp,
  requested_by: z.string().nullable(),
  approved_at: Timestamp.nullable(),
  approved_by: z.string().nullable(),
  exported_at: Timestamp.nullable(),
})
export type AdvancePayment = z.infer<typeof AdvancePayment>

export const advanceTypes = ['all', ...advanceStatuses] as const
export const AdvanceType = z.enum(advanceTypes)
export const AdvanceSort = z.enum(['-id', 'id', 'amount', '-amount', 'load_date', '-load_date'])

const listQuery = {
  ...pageQuery(FINANCE_PAGE_SIZE, FINANCE_PAGE_SIZE),
  type: AdvanceType.default('all'),
  sort: AdvanceSort.default('-id'),
  /** The period on the day the advance was asked for. */
  filter: PeriodFilter.optional(),
}
const listAnswer = listOf(AdvancePayment).extend({
  meta: z.object({
    size: z.number().int().nonnegative(),
    totals: z.object({ amount: Money, by_status: z.record(AdvanceStatus, z.number().int()) }),
  }),
})

export const listAdvancePayments = defineEndpoint({
  method: 'GET',
  path: 'v2/cargo-flow/shipper/advance-payments',
  summary:
    "Advances asked for my company's orders (type all|requested|approved|exported, filter[start_date,end_date] on the request day, page 200)",
  tags,
  access: shippers,
  query: z.object(listQuery),
  response: listAnswer,
})

export const getAdvancePayment = defineEndpoint({
  method: 'GET',
  path: 'v2/cargo-flow/shipper/advance-payments/:id',
  summary: 'One advance of my company’s orders',
  tags,
  access: shippers,
  params: IdParams,
  response: dataOf(AdvancePayment),
})

export const approveAdvancePayment = defineEndpoint({
  method: 'POST',
  path: 'v2/cargo-flow/shipper/advance-payments/:id/approve',
  summary: 'Approves a requested advance for payment (409 when it is not waiting)',
  tags,
  access: shippers,
  params: IdParams,
  response: dataOf(AdvancePayment),
})

export const exportAdvancePayments = defineEndpoint({
  method: 'POST',
  path: 'v2/cargo-flow/shipper/advance-payments/export-1',
  summary:
    'The approved (or already exported) advances as a 1C client-bank exchange file (1CClientBankExchange 1.03, Windows-1251): one payment order each; they become exported',
  tags,
  access: shippers,
  body: z.strictObject({ ids: z.array(Id).min(1).max(FINANCE_PAGE_SIZE) }),
  produces: ['text/plain; charset=windows-1251'],
  errors: [404],
  response: z.unknown().describe('text/plain; charset=windows-1251: the exchange file'),
})

export const listCarrierAdvancePayments = defineEndpoint({
  method: 'GET',
  path: 'v2/cargo-flow/carrier/advance-payments',
  summary: 'The advances my company (the carrier) asked for',
  tags,
  access: carriers,
  query: z.object(listQuery),
  response: listAnswer,
})

export const requestAdvancePayment = defineEndpoint({
  method: 'POST',
  path: 'v2/cargo-flow/carrier/advance-payments',
  summary:
    'The carrier asks for an advance on one of its orders before unloading (its company must have passed the advance-payment check; one per order)',
  tags,
  access: carriers,
  body: z.strictObject({
    order_id: Id,
    percent: z.number().int().min(ADVANCE_PERCENT.min).max(ADVANCE_PERCENT.max).default(ADVANCE_PERCENT.default),
  }),
  response: dataOf(AdvancePayment),
  status: 201,
})
