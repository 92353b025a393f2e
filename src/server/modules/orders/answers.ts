/** Order rows as the contract's answers: the summary of the lists, and the full order of the order page. */
import type { Kysely } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import { addDays, isoDay } from '../../../core/contract/days'
import {
  type Order,
  type OrderSide,
  type OrderStatus,
  type OrderSummary,
  type orderGaps,
  orderTransitions,
} from '../../../core/contract/orders'
import type { DirectorJson, DriverJson, TransportJson } from '../../db/orders-schema'
import type { DB } from '../../db/schema'
import { notFound } from '../../http/errors'
import { documentRows, toDocument } from './document-repository'
import { orderNumber } from './labels'
import { type OrderRow, orderRows, orderTimeline } from './order-repository'

const iso = (value: Date | string) => new Date(value).toISOString()
const today = () => isoDay(new Date())
type Gap = (typeof orderGaps)[number]

/** What the next step still lacks: the carrier's sections and scans, or the shipper's review of them. */
function missingOf(row: OrderRow): Gap[] {
  const gaps: Gap[] = []
  const status = row.status as OrderStatus
  if (status === 'closed' || status === 'cancelled') return gaps
  if (row.director === null) gaps.push('director')
  if (row.driver === null) gaps.push('driver')
  if (row.transport === null) gaps.push('transport')
  if ((status === 'on_way' || status === 'unloaded') && Number(row.waybills) === 0) gaps.push('waybill')
  if (Number(row.rejected_scans) > 0) gaps.push('rejected_scan')
  if (Number(row.pending_scans) > 0) gaps.push('scan_review')
  return gaps
}

function isLate(row: OrderRow): boolean {
  const now = today()
  if (row.status === 'on_way') return row.unload_date !== null && row.unload_date < now
  if (row.status === 'documents' || row.status === 'security_check' || row.status === 'loading')
    return row.load_date < now
  return false
}

export function toOrderSummary(row: OrderRow, lang: Lang): OrderSummary {
  const en = lang === 'en'
  const payDays = row.pay_days ?? 0
  const unloadedAt = row.unloaded_at ? iso(row.unloaded_at) : null
  return {
    id: row.id,
    number: orderNumber(row.id),
    status: row.status as OrderStatus,
    contract_id: row.contract_id,
    contract_number: `ЗК-${row.contract_id}`,
    cargo_id: row.cargo_id,
    response_id: row.response_id,
    price: Number(row.price),
    currency: row.currency,
    shipper_company: { id: row.shipper_company_id, name: row.shipper_name },
    carrier_company: { id: row.carrier_company_id, name: row.carrier_name, inn: row.carrier_inn },
    route: {
      start_point: { id: row.start_place_id, name: en ? row.start_en : row.start_ru },
      finish_point: { id: row.finish_place_id, name: en ? row.finish_en : row.finish_ru },
    },
    weight: Number(row.weight),
    load_date: row.load_date,
    unload_date: row.unload_date,
    late: isLate(row),
    director: row.director as DirectorJson | null,
    driver: row.driver as DriverJson | null,
    transport: row.transport as TransportJson | null,
    security: {
      status: row.security_status as OrderSummary['security']['status'],
      comment: row.security_comment,
    },
    reason: row.reason,
    status_at: iso(row.status_at ?? row.updated_at),
    missing: missingOf(row),
    payment: {
      amount: Number(row.price),
      currency: row.currency,
      pay_days: payDays,
      unloaded_at: unloadedAt,
      due_date: unloadedAt ? addDays(isoDay(new Date(unloadedAt)), payDays) : null,
    },
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }
}

/** The steps of the generic status endpoint and the security check that `side` may take now. */
function actionsOf(status: OrderStatus, side: OrderSide): OrderStatus[] {
  return Object.entries(orderTransitions[status])
    .filter(([, sides]) => sides?.includes(side))
    .map(([to]) => to as OrderStatus)
}

export async function orderAnswer(db: Kysely<DB>, id: number, side: OrderSide, lang: Lang): Promise<Order> {
  const row = await orderRows(db).where('o.id', '=', id).executeTakeFirst()
  if (!row) throw notFound()
  const en = lang === 'en'
  const [events, documents] = await Promise.all([orderTimeline(db, id), documentRows(db, id)])
  return {
    ...toOrderSummary(row, lang),
    timeline: events.map((e) => ({
      status: e.status as OrderStatus,
      at: iso(e.created_at),
      user: e.user_id !== null && e.user_name !== null ? { id: e.user_id, name: e.user_name } : null,
      reason: e.reason,
    })),
    documents: documents.map(toDocument),
    links: [
      {
        kind: 'contract',
        name: en ? `Contract ЗК-${row.contract_id}.pdf` : `Договор-заявка ЗК-${row.contract_id}.pdf`,
        url: `/api/v2/contracts/${row.contract_id}/document`,
      },
      {
        kind: 'power_of_attorney',
        name: en ? `Power of attorney ${row.response_id}.pdf` : `Доверенность ${row.response_id}.pdf`,
        url: `/api/v2/cargos/responses/${row.response_id}/download-power-attorney`,
      },
    ],
    side,
    actions: actionsOf(row.status as OrderStatus, side),
  }
}
