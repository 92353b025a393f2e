/**
 * The transport area, the carrier's fleet (contract/transport): a carrier's drivers, trailers and trucks with their
 * notes and files, the transport calendar (tasks and free windows), shippers' offers of cargos to free trucks,
 * matching cargos and trucks, the fleet's analytics, and the control table of transport tasks. A transport belongs
 * here: other areas check a truck named in a request with `checkTransport` (truck-repository).
 */
import type { Module } from '../../http/context'
import { registerAnalyticsRoutes } from './analytics-routes'
import { registerControlTableRoutes } from './control-table-routes'
import { registerDriverRoutes } from './driver-routes'
import { registerFileRoutes } from './file-routes'
import { registerMatchingRoutes } from './matching-routes'
import { registerTaskResponseRoutes } from './task-response-routes'
import { registerTaskRoutes } from './task-routes'
import { registerTrailerRoutes } from './trailer-routes'
import { registerTransportRoutes } from './truck-routes'

const routes: Module = (app, ctx) => {
  registerDriverRoutes(app, ctx)
  registerTrailerRoutes(app, ctx)
  registerTransportRoutes(app, ctx)
  registerTaskRoutes(app, ctx)
  registerMatchingRoutes(app, ctx)
  registerTaskResponseRoutes(app, ctx)
  registerFileRoutes(app, ctx)
  registerAnalyticsRoutes(app, ctx)
  registerControlTableRoutes(app, ctx)
}
export default routes
