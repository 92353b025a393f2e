/**
 * The notifications area (spec 7 "Notifications and panel"): the caller's list, unread counts, marking read, and
 * the live stream. The bus that carries new notifications between instances starts with the app and stops with it.
 */
import type { Module } from '../../http/context'
import { type BusLogger, NotificationBus } from './bus'
import { registerNotificationRoutes } from './notification-routes'
import { StreamHub } from './stream'
import { registerStreamRoutes } from './stream-routes'

const routes: Module = async (app, ctx) => {
  const { db, dbKind, config } = ctx
  const log: BusLogger = {
    info: (message) => app.log.info(message),
    warn: (message) => app.log.warn(message),
    error: (error, message) => app.log.error({ err: error }, message),
  }
  const bus = await NotificationBus.start({
    db,
    kind: dbKind,
    databaseUrl: config.databaseUrl,
    redisUrl: config.redisUrl,
    log,
  })
  const hub = new StreamHub(db, log)
  bus.onMessage((message) => void hub.deliver(message))
  // open streams would keep the server from closing: end them first, then stop listening
  app.addHook('preClose', async () => hub.closeAll())
  app.addHook('onClose', async () => bus.close())

  registerStreamRoutes(app, ctx, hub)
  registerNotificationRoutes(app, ctx, bus)
}
export default routes
