/** The managers' statistics and the cargo owners with their lanes. */
import type { FastifyInstance } from 'fastify'
import { cargoOwnerRoutes, cargoOwners, managerStats } from '../../../core/contract/analytics'
import type { AppContext } from '../../http/context'
import { route } from '../../http/route'
import { requireSupervisor, teamOf } from './access'
import { periodOf } from './period'
import { managerRows, ownerRows, routeRows } from './stats-repository'

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
    const { rows, size } = await routeRows(
      db,
      v.companyId,
      periodOf(query.filter),
      { limit: query.limit, offset: query.offset, owner_id: query.filter?.owner_id },
      lang,
    )
    return { data: rows, meta: { size } }
  })
}
