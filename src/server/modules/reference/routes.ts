/**
 * The reference area (contract/reference): dictionaries, place search, full-name and company suggestions, and the
 * dictionary names other areas' answers show. Public, rate-limited per client address.
 */
import type { Module } from '../../http/context'
import { registerReferenceRoutes } from './reference-routes'

const routes: Module = (app, ctx) => {
  registerReferenceRoutes(app, ctx)
}
export default routes
