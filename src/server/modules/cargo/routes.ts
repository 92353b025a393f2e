/** The cargo area: search and views, details, favourites, contacts and saved filter tabs. */
import type { Module } from '../../http/context'
import { registerContactRoutes } from './contact-routes'
import { registerDetailsRoutes } from './details-routes'
import { registerFavoriteRoutes } from './favorite-routes'
import { registerFilterRoutes } from './filter-routes'
import { registerSearchRoutes } from './search-routes'

const routes: Module = (app, ctx) => {
  registerSearchRoutes(app, ctx)
  registerDetailsRoutes(app, ctx)
  registerFavoriteRoutes(app, ctx)
  registerContactRoutes(app, ctx)
  registerFilterRoutes(app, ctx)
}
export default routes
