/** Orders: from the signed contract to the delivered cargo, with its documents (contract/orders). */
import type { Module } from '../../http/context'
import { registerDocumentRoutes } from './document-routes'
import { registerHolderRoutes } from './holder-routes'
import { registerOrderRoutes } from './order-routes'
import { registerSecurityRoutes } from './security-routes'

const routes: Module = (app, ctx) => {
  registerOrderRoutes(app, ctx)
  registerHolderRoutes(app, ctx)
  registerSecurityRoutes(app, ctx)
  registerDocumentRoutes(app, ctx)
}
export default routes
