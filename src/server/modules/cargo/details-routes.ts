/**
 * One cargo and what hangs on it: GET cargos/:id, v2/cargos/:id/points, v2/cargos/:id/prices,
 * v2/cargos/routes/:id, cargos/status/:id and v2/cargos/:id/response-status. A cargo the caller may not see
 * answers 404, as if it did not exist.
 */
import type { FastifyInstance } from 'fastify'
import { type Kysely, sql } from 'kysely'
import type { z } from 'zod'
import {
  type CargoStage,
  cargoPoints,
  cargoPrices,
  cargoRoute,
  cargoStatus,
  getCargo,
  type PriceMode,
  responseStatus,
} from '../../../core/contract/cargo'
import type { DB } from '../../db/schema'
import type { CurrentUser } from '../../http/auth'
import type { AppContext } from '../../http/context'
import { notFound } from '../../http/errors'
import { route } from '../../http/route'
import { cargoAnswers } from './answers'
import { distanceKm } from './geo'
import { cargoPointList } from './points'
import { type CargoRow, findVisibleCargo } from './rows'
import { viewerOf } from './viewer'

async function visibleCargo(db: Kysely<DB>, id: number, user: CurrentUser | null): Promise<CargoRow> {
  const row = await findVisibleCargo(db, id, viewerOf(user))
  if (!row) throw notFound()
  return row
}

export function registerDetailsRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, getCargo, async ({ params, query, user, lang }) => {
    const row = await visibleCargo(db, params.id, user)
    const [data] = await cargoAnswers(db, [row], { lang, viewer: viewerOf(user), include: query.include })
    return { data: data! }
  })

  route(app, cargoPoints, async ({ params, user, lang }) => {
    const points = await cargoPointList(db, await visibleCargo(db, params.id, user), lang)
    return { data: points, meta: { size: points.length } }
  })

  route(app, cargoPrices, async ({ params, query, user }) => {
    const cargo = await visibleCargo(db, params.id, user)
    let prices = db
      .selectFrom('cargo_prices')
      .select(['id', 'mode', 'price', 'currency', 'created_at'])
      .where('cargo_id', '=', cargo.id)
    if (query.filter?.mode) prices = prices.where('mode', '=', query.filter.mode)
    const rows = await prices.orderBy('created_at', 'desc').orderBy('id', 'desc').execute()
    const data = rows.map((row) => ({
      id: row.id,
      mode: row.mode as z.infer<typeof PriceMode>,
      price: Number(row.price),
      currency: row.currency,
      created_at: new Date(row.created_at).toISOString(),
    }))
    return { data, meta: { size: data.length } }
  })

  route(app, cargoRoute, async ({ params, user, lang }) => {
    const cargo = await visibleCargo(db, params.id, user)
    const points = await cargoPointList(db, cargo, lang)
    const legs = points.map((point, i) => {
      const previous = points[i - 1]
      return previous ? distanceKm(previous.place, point.place) : 0
    })
    return {
      data: {
        cargo_id: cargo.id,
        distance_km: cargo.distance_km,
        straight_km: Math.round(legs.reduce((sum, leg) => sum + leg, 0)),
        points: points.map((point, i) => ({
          position: point.position,
          kind: point.kind,
          place_id: point.place.id,
          name: point.place.name,
          lat: point.place.lat,
          lng: point.place.lng,
          leg_km: Math.round(legs[i] ?? 0),
        })),
        geometry: {
          type: 'LineString' as const,
          coordinates: points.map((point) => [point.place.lng, point.place.lat] as [number, number]),
        },
      },
    }
  })

  route(app, cargoStatus, async ({ params, user }) => {
    const cargo = await visibleCargo(db, params.id, user)
    const log = await db
      .selectFrom('cargo_status_log')
      .select(['stage', 'created_at'])
      .where('cargo_id', '=', cargo.id)
      .orderBy('id')
      .execute()
    const history = (log.length > 0 ? log : [{ stage: cargo.stage, created_at: cargo.created_at }]).map((entry) => ({
      stage: entry.stage as CargoStage,
      created_at: new Date(entry.created_at).toISOString(),
    }))
    return { data: { id: cargo.id, stage: cargo.stage as CargoStage, history } }
  })

  // The status of the caller's company's response (modules/responses): its live one, else its newest; null if none.
  // A cargo that has left the search stays visible to a carrier that responded to it.
  route(app, responseStatus, async ({ params, me }) => {
    const responses = me.companyId
      ? await db
          .selectFrom('cargo_responses')
          .select(['status'])
          .where('cargo_id', '=', params.id)
          .where('company_id', '=', me.companyId)
          .orderBy(
            sql`case when status in ('rejected', 'withdrawn', 'security_rejected', 'cancelled') then 1 else 0 end`,
          )
          .orderBy('id', 'desc')
          .limit(1)
          .execute()
      : []
    const cargo = responses.length > 0 ? { id: params.id } : await visibleCargo(db, params.id, me)
    return { data: { cargo_id: cargo.id, status: responses[0]?.status ?? null } }
  })
}
