/** The managers' statistics and the cargo owners with their lanes. */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { analyticsLaneDefaults, cargoOwnerRoutes, cargoOwners, managerStats } from '../../../core/contract/analytics'
import type { DB } from '../../db/schema'
import type { AppContext } from '../../http/context'
import { invalidField } from '../../http/errors'
import { route } from '../../http/route'
import { requireSupervisor, teamOf } from './access'
import { periodOf } from './period'
import { type LaneFilter, managerRows, ownerRows, routeRows } from './stats-repository'

/**
 * The lane filter of the owners' lanes: with a place, cargos loading within the radius (default 200 km) on trips up
 * to the distance (default 500 km), spec 3's analytics defaults; without one, only a distance asked for.
 */
async function laneOf(
  db: Kysely<DB>,
  f:
    | { start_point_id?: number | undefined; start_point_radius?: number | undefined; distance?: number | undefined }
    | undefined,
): Promise<LaneFilter | undefined> {
  if (f?.start_point_id === undefined) {
    return f?.distance === undefined ? undefined : { near: undefined, distanceKm: f.distance }
  }
  const place = await db
    .selectFrom('places')
    .select(['lat', 'lng'])
    .where('id', '=', f.start_point_id)
    .executeTakeFirst()
  if (!place) throw invalidField('filter.start_point_id', 'place_unknown')
  return {
    near: { lat: place.lat, lng: place.lng, radiusKm: f.start_point_radius ?? analyticsLaneDefaults.radius },
    distanceKm: f.distance ?? analyticsLaneDefaults.distance,
  }
}

export function registerStatsRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, managerStats, async ({ query, me }) => {
    const v = await requireSupervisor(db, me)
    const team = v.manager ? null : await teamOf(db, v)
    const { rows, size } = await managerRows(db, v.companyId, team, periodOf(query.filter), {
      limit: query.limit,
      offset: query.offset,
      sort: query.sort,
      department_id: query.filter?.department_id,
    })
    return { data: rows, meta: { size } }
  })

  route(app, cargoOwners, async ({ query, me }) => {
    const v = await requireSupervisor(db, me)
    const { rows, size } = await ownerRows(db, v.companyId, periodOf(query.filter), query)
    return { data: rows, meta: { size } }
  })

  route(app, cargoOwnerRoutes, async ({ query, me, lang }) => {
    const v = await requireSupervisor(db, me)
    const f = query.filter
    const { rows, size } = await routeRows(
      db,
      v.companyId,
      periodOf(f),
      { limit: query.limit, offset: query.offset, owner_id: f?.owner_id, lane: await laneOf(db, f) },
      lang,
    )
    return { data: rows, meta: { size } }
  })
}
