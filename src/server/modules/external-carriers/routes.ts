/**
 * The external carriers' database (contract/external-carriers): a company's own third-party carriers, their trucks, planned
 * routes, comments and feedback, and messages to their contacts; the carrier page of registered carriers too.
 * Truck search and the lane price index are modules/trucks.
 */
import type { Module } from '../../http/context'
import { registerCommentRoutes } from './comment-routes'
import { registerCompanyRoutes } from './company-routes'
import { registerFeedbackRoutes } from './feedback-routes'
import { registerMessageRoutes } from './message-routes'
import { registerRouteRoutes } from './route-routes'
import { registerTransportRoutes } from './transport-routes'

const routes: Module = (app, ctx) => {
  registerCompanyRoutes(app, ctx)
  registerTransportRoutes(app, ctx)
  registerRouteRoutes(app, ctx)
  registerCommentRoutes(app, ctx)
  registerFeedbackRoutes(app, ctx)
  registerMessageRoutes(app, ctx)
}
export default routes
