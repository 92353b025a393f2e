/**
 * The writers of the orders area as one shape: lock the order for the caller's side, act, notify, in one
 * transaction; answer the order as the caller sees it.
 */
import type { Kysely } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import type { OrderSide } from '../../../core/contract/orders'
import type { DB } from '../../db/schema'
import type { CurrentUser } from '../../http/auth'
import { notFound } from '../../http/errors'
import { findParties, sideOf } from './access'
import { orderAnswer } from './answers'
import { type LockedOrder, lockOrder } from './order-repository'

/**
 * Runs `act` on the order locked for the caller's side (404 when the caller is no party, 403-free: a side that may
 * not take a step gets the state machine's 409), then answers the order.
 */
export async function withOrder(
  db: Kysely<DB>,
  id: number,
  me: CurrentUser,
  lang: Lang,
  act: (trx: Kysely<DB>, order: LockedOrder, side: OrderSide) => Promise<void>,
  only?: OrderSide,
) {
  const side = await sideOf(db, me, await findParties(db, id))
  if (only && side !== only) throw notFound()
  await db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, id, side, me.companyId)
    await act(trx, order, side)
  })
  return { data: await orderAnswer(db, id, side, lang) }
}
