/** Finance rows as the contract's answers. */
import type { Lang } from '../../../core/contract/common'
import { isoDay } from '../../../core/contract/days'
import {
  type AdvancePayment,
  type AdvanceStatus,
  type RegistryItem,
  VAT_RATE,
  vatOf,
} from '../../../core/contract/finance'
import type { OrderStatus } from '../../../core/contract/orders'
import { orderNumber } from '../orders/labels'
import type { AdvanceRow } from './advance-repository'
import type { RegistryRow } from './registry-repository'

const iso = (value: Date | string) => new Date(value).toISOString()

/**
 * What the answers read of the carrier (`cc`) and the cargo's route (`cargoWithPlaces(db).as('c')`) beside an
 * advance or a registry row: `carrier_company` and `routeOf`.
 */
export const carrierAndRouteColumns = [
  'cc.name as carrier_name',
  'cc.inn as carrier_inn',
  'c.start_place_id',
  'c.start_name_ru',
  'c.start_name_en',
  'c.finish_place_id',
  'c.finish_name_ru',
  'c.finish_name_en',
] as const

type Places = Pick<
  RegistryRow,
  'start_place_id' | 'start_name_ru' | 'start_name_en' | 'finish_place_id' | 'finish_name_ru' | 'finish_name_en'
>
function routeOf(row: Places, lang: Lang) {
  const en = lang === 'en'
  return {
    start_point: { id: row.start_place_id, name: en ? row.start_name_en : row.start_name_ru },
    finish_point: { id: row.finish_place_id, name: en ? row.finish_name_en : row.finish_name_ru },
  }
}

export const contractNumber = (id: number) => `ЗК-${id}`
export const advanceNumber = (id: number) => `АВ-${id}`

export function toRegistryItem(row: RegistryRow, lang: Lang): RegistryItem {
  const amount = Number(row.price)
  const advance = Number(row.advance)
  return {
    id: row.id,
    number: orderNumber(row.id),
    contract_number: contractNumber(row.contract_id),
    order_status: row.status as OrderStatus,
    carrier_company: { id: row.carrier_company_id, name: row.carrier_name, inn: row.carrier_inn },
    route: routeOf(row, lang),
    load_date: row.load_date,
    unloaded_at: iso(row.unloaded_at as Date),
    pay_days: Number(row.pay_days),
    due_date: String(row.due_date),
    overdue: !row.is_checked && String(row.due_date) < isoDay(new Date()),
    amount,
    vat: vatOf(amount),
    vat_rate: VAT_RATE,
    advance,
    to_pay: amount - advance,
    currency: row.currency,
    is_checked: Boolean(row.is_checked),
    checked_at: row.checked_at ? iso(row.checked_at) : null,
    checked_by: row.checked_by ?? null,
    factoring_company_id: row.factoring_company_id ?? null,
    factoring_company:
      row.factoring_company_id != null && row.factoring_name != null && row.factoring_inn != null
        ? { id: row.factoring_company_id, name: row.factoring_name, inn: row.factoring_inn }
        : null,
  }
}

export function toAdvance(row: AdvanceRow, lang: Lang): AdvancePayment {
  const amount = Number(row.amount)
  return {
    id: row.id,
    number: advanceNumber(row.id),
    status: row.status as AdvanceStatus,
    order_id: row.order_id,
    order_number: orderNumber(row.order_id),
    contract_number: contractNumber(row.contract_id),
    order_status: row.order_status as OrderStatus,
    shipper_company: { id: row.shipper_company_id, name: row.shipper_name },
    carrier_company: { id: row.carrier_company_id, name: row.carrier_name, inn: row.carrier_inn },
    route: routeOf(row, lang),
    load_date: row.load_date,
    unload_date: row.unload_date,
    order_amount: Number(row.order_amount),
    percent: row.percent,
    amount,
    vat: vatOf(amount),
    currency: row.currency,
    requested_at: iso(row.created_at),
    requested_by: row.requested_by,
    approved_at: row.approved_at ? iso(row.approved_at) : null,
    approved_by: row.approved_by,
    exported_at: row.exported_at ? iso(row.exported_at) : null,
  }
}
