/** The account area: the signed-in user, profile and company data, e-mail and phone changes. */
import type { Module } from '../../http/context'
import { registerContactChangeRoutes } from './contact-change-routes'
import { registerProfileRoutes } from './profile-routes'

const routes: Module = (app, ctx) => {
  registerProfileRoutes(app, ctx)
  registerContactChangeRoutes(app, ctx)
}
export default routes
