/** The reports area (contract/reports): client errors written to the server log. */
import type { Module } from '../../http/context'
import { registerClientErrorRoutes } from './client-error-routes'

const routes: Module = (app, ctx) => {
  registerClientErrorRoutes(app, ctx)
}
export default routes
