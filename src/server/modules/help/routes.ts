/**
 * Help and news (spec 3 "Tutorials", "Release notes"; spec 7 "Notifications and panel"): guided tours
 * per screen with the step each user stopped at, release notes with read marks, and the public version file.
 */
import type { Module } from '../../http/context'
import { registerGuideRoutes } from './guide-routes'
import { registerReleaseNoteRoutes } from './release-note-routes'
import { registerVersionRoute } from './version-route'

const routes: Module = (app, ctx) => {
  registerGuideRoutes(app, ctx)
  registerReleaseNoteRoutes(app, ctx)
  registerVersionRoute(app, ctx)
}
export default routes
