/** Helpers for the finance tests: orders walked to a step of their trip, and the calls the world lacks. */
import type { LightMyRequestResponse } from 'fastify'
import { api } from '../account/testing'
import { fillHolders, signedContract, type Who, type World } from '../orders/testing'

export type { Who, World } from '../orders/testing'
export { messageOf, multipart, put, world } from '../orders/testing'

/** A new order of north carried by volga, walked to `to` (loading: approved by security; unloaded: delivered). */
export async function orderAt(w: World, to: 'documents' | 'loading' | 'on_way' | 'unloaded'): Promise<number> {
  const { order } = await signedContract(w)
  if (to === 'documents') return order
  await fillHolders(w, order)
  await w.ok('carrier', `orders/${order}/security-check`)
  await w.ok('security', `orders/${order}/security-check/approve`, {})
  if (to === 'loading') return order
  await w.ok('carrier', `orders/${order}/status`, { status: 'on_way', early: true })
  if (to === 'on_way') return order
  await w.ok('carrier', `orders/${order}/status`, { status: 'unloaded' })
  return order
}

export function call(
  w: World,
  who: Who | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
  lang: 'ru' | 'en' = 'ru',
): Promise<LightMyRequestResponse> {
  return w.server.call({
    method,
    url: api(path),
    token: who ? w.tokens[who] : null,
    lang,
    ...(payload ? { payload } : {}),
  })
}
