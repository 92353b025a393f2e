/** The caller's notifications: the list, unread counts and marking read (the user's other tabs follow). */
import type { FastifyInstance } from 'fastify'
import { listNotifications, notificationCount, readNotification } from '../../../core/contract/notifications'
import type { AppContext } from '../../http/context'
import { notFound } from '../../http/errors'
import { route } from '../../http/route'
import type { NotificationBus } from './bus'
import { countsOfUser, listNotificationsOf, markRead, toNotification } from './notification-repository'

export function registerNotificationRoutes(app: FastifyInstance, { db }: AppContext, bus: NotificationBus) {
  route(app, listNotifications, async ({ me, query, lang }) => {
    const { rows, size } = await listNotificationsOf(db, me.id, {
      limit: query.limit,
      offset: query.offset,
      ...(query.filter?.unread !== undefined ? { unread: query.filter.unread } : {}),
      ...(query.filter?.transport !== undefined ? { transport: query.filter.transport } : {}),
    })
    return { data: rows.map((row) => toNotification(row, lang)), meta: { size } }
  })

  route(app, notificationCount, async ({ me, query }) => {
    const counts = await countsOfUser(db, me.id)
    return { data: query.with_transport ? counts : { count: counts.count } }
  })

  route(app, readNotification, async ({ me, query }) => {
    const updated = await markRead(db, me.id, query.id)
    if (updated === null) throw notFound()
    const counts = await countsOfUser(db, me.id)
    // the user's other tabs and devices, on whichever instance, follow
    if (updated > 0) await bus.publish({ ids: [], users: [me.id] })
    return { data: { id: query.id, updated, ...counts } }
  })
}
