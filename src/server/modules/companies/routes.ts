/** The companies area: counterparty companies, payment details, staff and employees, partners. */
import type { Module } from '../../http/context'
import { registerCompanyRoutes } from './company-routes'
import { registerPartnerRoutes } from './partner-routes'
import { registerStaffRoutes } from './staff-routes'

const routes: Module = (app, ctx) => {
  registerCompanyRoutes(app, ctx)
  registerStaffRoutes(app, ctx)
  registerPartnerRoutes(app, ctx)
}
export default routes
