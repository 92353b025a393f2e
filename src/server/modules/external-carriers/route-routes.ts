/** Planned routes: the new-route dialog, a truck's and a carrier's routes, start date, status, delete, calendar. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../../../core/contract/common'
import {
  addPlannedRouteTask,
  createPlannedRoute,
  deleteRoute,
  listCompanyRoutes,
  listPlannedRoutes,
  setRouteStartDate,
  setRouteStatus,
} from '../../../core/contract/external-carriers'
import type { AppContext } from '../../http/context'
import { route } from '../../http/route'
import { taskAnswer, transportAnswer } from '../transport/answers'
import { keeperOf, ownExternalTransport, ownRoute, visibleCarrier } from './access'
import * as routes from './route-repository'

export function registerRouteRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, createPlannedRoute, async ({ me, body, lang }) => {
    const id = await routes.insertRoute(db, keeperOf(me), me.id, body)
    return { data: await routes.routeById(db, id, lang) }
  })

  route(app, listCompanyRoutes, async ({ me, params, lang }) => {
    const keeper = keeperOf(me)
    const carrier = await visibleCarrier(db, keeper, params.id)
    const rows = carrier.kind === 'external' ? await routes.companyRoutes(db, keeper, params.id, lang) : []
    return { data: rows, meta: { size: rows.length } }
  })

  route(app, listPlannedRoutes, async ({ me, params, lang }) => {
    const keeper = keeperOf(me)
    await ownExternalTransport(db, keeper, params.id)
    const rows = await routes.transportRoutes(db, keeper, params.id, lang)
    return { data: rows, meta: { size: rows.length } }
  })

  route(app, addPlannedRouteTask, async ({ me, params, body, lang }) => {
    const keeper = keeperOf(me)
    await ownRoute(db, keeper, params.id)
    const ids = await routes.addRouteToCalendar(db, keeper, me.id, params.id, body?.days ?? 3)
    return {
      data: {
        transport: await transportAnswer(db, ids.transportId, lang),
        tasks: [await taskAnswer(db, ids.taskId, lang)],
      },
    }
  })

  route(app, setRouteStartDate, async ({ me, params, body, lang }) => {
    const keeper = keeperOf(me)
    await ownRoute(db, keeper, params.id)
    await routes.updateRoute(db, keeper, params.id, { start_date: body.start_date })
    return { data: await routes.routeById(db, params.id, lang) }
  })

  route(app, setRouteStatus, async ({ me, params, body, lang }) => {
    const keeper = keeperOf(me)
    await ownRoute(db, keeper, params.id)
    await routes.updateRoute(db, keeper, params.id, { status: body.status })
    return { data: await routes.routeById(db, params.id, lang) }
  })

  route(app, deleteRoute, async ({ me, params }) => {
    const keeper = keeperOf(me)
    await ownRoute(db, keeper, params.id)
    await routes.deleteRoute(db, keeper, params.id)
    return ok
  })
}
