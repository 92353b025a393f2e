/** The fleet area: drivers, trucks, trailers, the transport calendar, matching and uploads (contract/fleet). */
import type { Module } from '../../http/context'
import { registerAnalyticsRoutes } from './analytics'
import { registerFileRoutes } from './files'
import { registerFleetRoutes } from './fleet-routes'
import { registerMatchingRoutes } from './matching'
import { registerTaskResponseRoutes } from './task-responses'
import { registerTaskRoutes } from './tasks'

const routes: Module = (app, ctx) => {
  registerFleetRoutes(app, ctx)
  registerTaskRoutes(app, ctx)
  registerMatchingRoutes(app, ctx)
  registerTaskResponseRoutes(app, ctx)
  registerFileRoutes(app, ctx)
  registerAnalyticsRoutes(app, ctx)
}
export default routes
