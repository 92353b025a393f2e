/** Analytics: goals counted from the exchange's events, departments, statistics (contract/analytics). */
import type { Module } from '../../http/context'
import { registerDepartmentAdminRoutes } from './department-admin-routes'
import { registerDepartmentRoutes } from './department-routes'
import { registerGoalRoutes } from './goal-routes'
import { registerStatsRoutes } from './stats-routes'

const routes: Module = (app, ctx) => {
  registerGoalRoutes(app, ctx)
  registerDepartmentRoutes(app, ctx)
  registerDepartmentAdminRoutes(app, ctx)
  registerStatsRoutes(app, ctx)
}
export default routes
