/** The shipper's cargos: create, edit, delete, lists, stages and statuses, price hint, comments (contract/shipper). */
import type { Module } from '../../http/context'
import { registerCargoRoutes } from './cargo-routes'
import { registerCommentRoutes } from './comment-routes'
import { registerStageRoutes } from './stage-routes'

const routes: Module = (app, ctx) => {
  registerCargoRoutes(app, ctx)
  registerStageRoutes(app, ctx)
  registerCommentRoutes(app, ctx)
}
export default routes
