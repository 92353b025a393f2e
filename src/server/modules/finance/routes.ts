/** Finance: the registry of orders to pay, advance payments and their 1C export, the advance-payment check. */
import type { Module } from '../../http/context'
import { registerAdvanceRoutes } from './advance-routes'
import { registerRegistryRoutes } from './registry-routes'
import { registerVerificationRoutes } from './verification-routes'

const routes: Module = (app, ctx) => {
  registerRegistryRoutes(app, ctx)
  registerAdvanceRoutes(app, ctx)
  registerVerificationRoutes(app, ctx)
}
export default routes
