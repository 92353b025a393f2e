/** Helpers for the analytics tests: the callers, a logistician's cargo walked through every counted event. */
import { sql } from 'kysely'
import type { TestServer } from '../../../../tests/helpers/server'
import { api, tokenFor, userId } from '../account/testing'
import type { CargoSpec } from '../cargo/testing'
import { fillHolders } from '../orders/testing'
import type { World } from '../responses/testing'

export { world } from '../responses/testing'

export const analyticsLogins = {
  manager: 'manager@example.com',
  /** Heads «Логистика: Восток» in the demo. */
  head: 'morozova@north-trade.example',
} as const

export interface Callers {
  tokens: Record<keyof typeof analyticsLogins, string>
  ids: { logist: number; manager: number; head: number; shipper: number; ural: number }
  get(
    token: string,
    path: string,
    query?: Record<string, string | number>,
    lang?: 'ru' | 'en',
  ): ReturnType<TestServer['call']>
  put(token: string, path: string, payload: object, lang?: 'ru' | 'en'): ReturnType<TestServer['call']>
}

export async function callers(server: TestServer): Promise<Callers> {
  const tokens = {
    manager: await tokenFor(server, analyticsLogins.manager),
    head: await tokenFor(server, analyticsLogins.head),
  }
  const ids = {
    logist: await userId(server, 'logist@example.com'),
    manager: await userId(server, analyticsLogins.manager),
    head: await userId(server, analyticsLogins.head),
    shipper: await userId(server, 'shipper@example.com'),
    ural: await userId(server, 'ural@example.com'),
  }
  const qs = (query: Record<string, string | number> = {}) => {
    const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))
    return params.size > 0 ? `?${params}` : ''
  }
  return {
    tokens,
    ids,
    get: (token, path, query, lang) =>
      server.call({ method: 'GET', url: api(path) + qs(query), token, ...(lang ? { lang } : {}) }),
    put: (token, path, payload, lang) =>
      server.call({ method: 'PUT', url: api(path), token, payload, ...(lang ? { lang } : {}) }),
  }
}

/**
 * A cargo the logistician posts (written as the order form writes it, by the logistician and in their charge),
 * a carrier's response the logistician accepts, the security check, the contract the shipper signs, and the trip
 * to unloading: every event a goal counts. Answers the ids.
 */
export async function walkCargo(w: World, logistId: number, spec: CargoSpec = {}) {
  const cargo = await w.cargo({ created_by: logistId, responsible_user_id: logistId, ...spec })
  const response = await w.ok<{ id: number }>('carrier', `cargos/${cargo}/response/add`, { price: 5_800_000 }, 201)
  await w.ok('logist', `v2/cargos/responses/${response.id}/secure-state`, { state: 'accepted' })
  await w.ok('logist', `v2/cargos/responses/${response.id}/security-check`)
  await w.ok('security', `orders/security/${response.id}/approve`, {})
  const contract = await w.ok<{ id: number }>('carrier', 'carrier/contract/create', { response_id: response.id }, 201)
  const signed = await w.ok<{ order_id: number }>('shipper', 'shipper/contract/confirm', { contract_id: contract.id })
  const order = signed.order_id
  await fillHolders(w, order)
  await w.ok('carrier', `orders/${order}/security-check`)
  await w.ok('security', `orders/${order}/security-check/approve`, {})
  await w.ok('carrier', `orders/${order}/status`, { status: 'on_way', early: true })
  await w.ok('carrier', `orders/${order}/status`, { status: 'unloaded' })
  return { cargo, response: response.id, contract: contract.id, order }
}

/** The lane median the margin is measured against, computed here apart from the trigger (same rule). */
export async function laneMedian(server: TestServer, cargoId: number): Promise<number | null> {
  const row = await sql<{ per_km: number | null }>`
    with me as (select start_region, finish_region, date_trunc('week', load_date_from)::date as week
      from cargos where id = ${cargoId})
    select percentile_cont(0.5) within group (order by c.price_per_km) as per_km
    from cargos c, me
    where c.start_region = me.start_region and c.finish_region = me.finish_region and c.price_per_km > 0
      and c.load_date_from >= me.week - 28 and c.load_date_from < me.week + 14`.execute(server.db)
  const value = row.rows[0]?.per_km
  return value === null || value === undefined ? null : Number(value)
}
