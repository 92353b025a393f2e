/**
 * The registry of orders to pay (spec 3 "Registry order list", 7 "Finance"): every order of the shipper's company
 * that was delivered, with what it owes, VAT, and the day it is due (the unloading day plus the company's pay days,
 * at most 100). The accountant marks the rows of a period checked and hands them to a factoring company.
 */
import { z } from 'zod'
import { dataOf, Id, IdParams, listOf, pageQuery, Timestamp } from '../common'
import { defineEndpoint } from '../endpoint'
import { OrderStatus } from '../orders/states'
import { CompanyRef, FINANCE_PAGE_SIZE, Money, PeriodFilter, PlaceName, shippers, tags } from './fields'

export const FactoringCompany = z.object({ id: z.number().int(), name: z.string(), inn: z.string() })
export type FactoringCompany = z.infer<typeof FactoringCompany>

export const RegistryItem = z.object({
  /** The order's id: one registry row per delivered order. */
  id: z.number().int(),
  /** `З-<id>`. */
  number: z.string(),
  contract_number: z.string(),
  order_status: OrderStatus,
  carrier_company: CompanyRef,
  route: z.object({ start_point: PlaceName, finish_point: PlaceName }),
  load_date: z.string(),
  unloaded_at: Timestamp,
  pay_days: z.number().int(),
  /** The day the order is to be paid: the unloading day plus the pay days. */
  due_date: z.string(),
  overdue: z.boolean(),
  /** The agreed price, VAT included. */
  amount: Money,
  vat: Money,
  vat_rate: z.number(),
  /** Advances already sent to payment (exported) for this order. */
  advance: Money,
  /** What is left to pay: amount − advance. */
  to_pay: Money,
  currency: z.string(),
  is_checked: z.boolean(),
  checked_at: Timestamp.nullable(),
  checked_by: z.string().nullable(),
  factoring_company_id: z.number().int().nullable(),
  factoring_company: FactoringCompany.nullable(),
})
export type RegistryItem = z.infer<typeof RegistryItem>

export const registryTypes = ['all', 'unchecked', 'checked'] as const
export const RegistryType = z.enum(registryTypes)
export const RegistrySort = z.enum(['due_date', '-due_date', 'amount', '-amount', 'id', '-id'])
export type RegistrySort = z.infer<typeof RegistrySort>

export const RegistryTotals = z.object({
  count: z.number().int(),
  amount: Money,
  vat: Money,
  to_pay: Money,
  checked: z.number().int(),
  checked_amount: Money,
})
export type RegistryTotals = z.infer<typeof RegistryTotals>

export const listRegistries = defineEndpoint({
  method: 'GET',
  path: 'finance/registries',
  summary:
    "The registry: my company's delivered orders with amounts, VAT and due days (type all|unchecked|checked, sort, filter[start_date,end_date] on the due day, page 200); meta.totals sums the whole selection",
  tags,
  access: shippers,
  query: z.object({
    ...pageQuery(FINANCE_PAGE_SIZE, FINANCE_PAGE_SIZE),
    type: RegistryType.default('all'),
    sort: RegistrySort.default('due_date'),
    filter: PeriodFilter.optional(),
  }),
  response: listOf(RegistryItem).extend({
    meta: z.object({ size: z.number().int().nonnegative(), totals: RegistryTotals }),
  }),
})

export const updateRegistry = defineEndpoint({
  method: 'PUT',
  path: 'finance/registries/:id',
  summary: 'Hands a registry row to a factoring company (or takes it back with null); data.data is the changed row',
  tags,
  access: shippers,
  params: IdParams,
  body: z.strictObject({ factoring_company_id: Id.nullable() }),
  response: dataOf(z.object({ data: RegistryItem })),
})

export const checkRegistries = defineEndpoint({
  method: 'POST',
  path: 'finance/registries/checked',
  summary: 'Marks registry rows checked (reconciled) or not; all the ids must be rows of my registry',
  tags,
  access: shippers,
  body: z.strictObject({
    is_checked: z.boolean(),
    ids: z.array(Id).min(1).max(FINANCE_PAGE_SIZE),
  }),
  errors: [404],
  response: dataOf(z.object({ ids: z.array(z.number().int()), is_checked: z.boolean() })),
})

export const listFactoringCompanies = defineEndpoint({
  method: 'GET',
  path: 'finance/factoring-companies',
  summary: 'The factoring companies a registry row can be handed to',
  tags,
  access: shippers,
  response: listOf(FactoringCompany),
})
