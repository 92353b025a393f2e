/**
 * One cargo and what hangs on it: GET cargos/:id, v2/cargos/:id/points, v2/cargos/:id/prices,
 * v2/cargos/routes/:id, cargos/status/:id and v2/cargos/:id/response-status. A cargo the caller may not see
 * answers 404, as if it did not exist.
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import {
  type CargoStage,
  cargoPoints,
  cargoPrices,
  cargoRoute,
  cargoStatus,
  getCargo,
  responseStatus,
} from '../../../core/contract/cargo'
import type { DB } from '../../db/schema'
import type { CurrentUser } from '../../http/auth'
import type { AppContext } from '../../http/context'
import { notFound } from '../../http/errors'
import { route } from '../../http/route'
import { viewerOf } from './access'
import { cargoAnswers, cargoRouteAnswer, stageHistory, toCargoPrice } from './answers'
import { type CargoRow, cargoPriceHistory, cargoStageLog, companyResponse, findVisibleCargo } from './cargo-repository'
import { cargoPointList } from './point-repository'

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
    const data = (await cargoPriceHistory(db, cargo.id, query.filter?.mode)).map(toCargoPrice)
    return { data, meta: { size: data.length } }
  })

  route(app, cargoRoute, async ({ params, user, lang }) => {
    const cargo = await visibleCargo(db, params.id, user)
    return { data: cargoRouteAnswer(cargo, await cargoPointList(db, cargo, lang)) }
  })

  route(app, cargoStatus, async ({ params, user }) => {
    const cargo = await visibleCargo(db, params.id, user)
    const history = stageHistory(cargo, await cargoStageLog(db, cargo.id))
    return { data: { id: cargo.id, stage: cargo.stage as CargoStage, history } }
  })

  // The status of the caller's company's response (modules/responses): its live one, else its newest; null if none.
  // A cargo that has left the search stays visible to a carrier that responded to it.
  route(app, responseStatus, async ({ params, me }) => {
    const row = me.companyId ? await companyResponse(db, params.id, me.companyId) : undefined
    const cargo = row !== undefined ? { id: params.id } : await visibleCargo(db, params.id, me)
    const response = row
      ? {
          id: row.id,
          price: Number(row.price),
          currency: row.currency,
          comment: row.comment,
          transport:
            row.transport_id !== null && row.transport_number !== null
              ? { id: row.transport_id, number: row.transport_number }
              : null,
        }
      : null
    return { data: { cargo_id: cargo.id, status: row?.status ?? null, response } }
  })
}
