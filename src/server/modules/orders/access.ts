/**
 * Who sees an order: its shipper company, its carrier company, and the exchange's security service (a user with
 * the role `security` in the `platform` company). Anyone else gets 404, as if it did not exist.
 */
import type { Kysely } from 'kysely'
import type { OrderSide } from '../../../core/contract/orders'
import type { DB } from '../../db/schema'
import type { CurrentUser } from '../../http/auth'
import { notFound } from '../../http/errors'
import { requirePlatform } from '../responses/access'

export interface OrderParties {
  shipper_company_id: number
  carrier_company_id: number
}

/** The caller's side of an order, or 404. */
export async function sideOf(db: Kysely<DB>, me: CurrentUser, order: OrderParties | undefined): Promise<OrderSide> {
  if (!order) throw notFound()
  if (me.companyId !== null && me.roles.includes('shipper') && order.shipper_company_id === me.companyId)
    return 'shipper'
  if (
    me.companyId !== null &&
    (me.roles.includes('carrier') || me.roles.includes('expeditor')) &&
    order.carrier_company_id === me.companyId
  )
    return 'carrier'
  if (me.roles.includes('security')) {
    await requirePlatform(db, me).catch(() => {
      throw notFound()
    })
    return 'security'
  }
  throw notFound()
}

/** The side a shipper or carrier acts on by its roles (for the writers that lock the order first). */
export function partySide(me: CurrentUser): 'shipper' | 'carrier' {
  return me.roles.includes('shipper') ? 'shipper' : 'carrier'
}

export async function findParties(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'shipper_company_id', 'carrier_company_id', 'contract_id'])
    .where('id', '=', id)
    .executeTakeFirst()
}
