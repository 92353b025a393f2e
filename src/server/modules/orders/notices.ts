/**
 * The notifications of the orders area: each step that needs the other party (or the security service) tells it,
 * inside the step's transaction, with a link to the order page.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { notify } from '../../services/notify'
import { securityUsers } from '../../services/users'
import type { NotificationKey } from '../notifications/messages'
import { orderNumber } from './labels'

export const orderPath = (id: number) => `/cargos/orders/${id}`

async function orderFacts(trx: Kysely<DB>, orderId: number) {
  return trx
    .selectFrom('orders as o')
    .innerJoin('cargos as c', 'c.id', 'o.cargo_id')
    .innerJoin('places as sp', 'sp.id', 'c.start_place_id')
    .innerJoin('places as fp', 'fp.id', 'c.finish_place_id')
    .innerJoin('companies as cc', 'cc.id', 'o.carrier_company_id')
    .select([
      'o.id',
      'o.shipper_company_id',
      'o.carrier_company_id',
      'cc.name as carrier_name',
      'sp.name_ru as start_ru',
      'sp.name_en as start_en',
      'fp.name_ru as finish_ru',
      'fp.name_en as finish_en',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirstOrThrow()
}

type Recipient = 'shipper' | 'carrier' | 'security'

/** Tells `to` about a step of the order: `order_<key>_title` (and `_body` when the catalogue has one). */
export async function noticeOrder(
  trx: Kysely<DB>,
  orderId: number,
  to: Recipient,
  key:
    | 'opened'
    | 'security'
    | 'security_approved'
    | 'security_rejected'
    | 'on_way'
    | 'unloaded'
    | 'scan'
    | 'scan_rejected'
    | 'scan_approved'
    | 'documents_approved'
    | 'closed'
    | 'cancelled',
  extra: { reason?: string | null } = {},
) {
  const o = await orderFacts(trx, orderId)
  const message = {
    type: 'order' as const,
    titleKey: `order_${key}_title` as NotificationKey,
    bodyKey: `order_${key}_body` as NotificationKey,
    params: {
      order: orderNumber(o.id),
      carrier: o.carrier_name,
      route: { ru: `${o.start_ru} → ${o.finish_ru}`, en: `${o.start_en} → ${o.finish_en}` },
      reason: extra.reason ?? '',
    },
    link: orderPath(o.id),
  }
  if (to === 'security') {
    const users = await securityUsers(trx)
    if (users.length > 0) await notify(trx, { userId: users, ...message })
    return
  }
  await notify(trx, { companyId: to === 'shipper' ? o.shipper_company_id : o.carrier_company_id, ...message })
}
