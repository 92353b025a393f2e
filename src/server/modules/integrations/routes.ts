/** Integrations (contract/integrations): imports, partners, distribution, custom logic, webhooks, auto-bids. */
import type { Module } from '../../http/context'
import { registerAutoBidRoutes } from './auto-bid-routes'
import { registerDistributionRoutes } from './distribution-routes'
import { registerImportRoutes } from './import-routes'
import { registerLogicRoutes } from './logic-routes'
import { registerWebhookRoutes } from './webhook-routes'

const routes: Module = (app, ctx) => {
  registerImportRoutes(app, ctx)
  registerDistributionRoutes(app, ctx)
  registerLogicRoutes(app, ctx)
  registerWebhookRoutes(app, ctx)
  registerAutoBidRoutes(app, ctx)
}
export default routes
