/**
 * The notifications area (spec 7 "Notifications and panel"): the caller's list, unread counts, marking read, and
 * the live stream. The bus that carries new notifications between instances starts with the app and stops with it.
 */
import type { FastifyRequest } from 'fastify'
import { serverUrl } from '../../../core/contract/endpoint'
import {
  listNotifications,
  notificationCount,
  notificationStream,
  readNotification,
} from '../../../core/contract/notifications'
import { authenticate } from '../../http/auth'
import type { Module } from '../../http/context'
import { notFound } from '../../http/errors'
import { languageOf } from '../../http/messages'
import { route } from '../../http/route'
import { type BusLogger, NotificationBus } from './bus'
import { countsOfUser, listNotificationsOf, markRead, notificationsAfter, toNotification } from './repository'
import { StreamConnection, StreamHub, streamTiming } from './stream'

const streamUrl = serverUrl(notificationStream.path)

/** `?token=` of the stream URL (EventSource cannot send an Authorization header). */
function queryToken(request: FastifyRequest): string | null {
  const at = request.url.indexOf('?')
  if (request.method !== 'GET' || at < 0 || request.url.slice(0, at) !== streamUrl) return null
  return new URLSearchParams(request.url.slice(at + 1)).get('token')
}

const routes: Module = async (app, { db, dbKind, config }) => {
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

  // The stream's token may come as ?token=, checked exactly as the bearer header is (http/auth.ts).
  app.addHook('onRequest', async (request) => {
    if (request.currentUser) return
    const token = queryToken(request)
    if (!token) return
    await authenticate(request, db, token)
  })

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

  route(app, notificationStream, async ({ me, query, request, reply }) => {
    const lang = query.lang ?? languageOf(request.headers['accept-language'])
    const header = Number(request.headers['last-event-id'])
    const lastId = query.last_event_id ?? (Number.isInteger(header) && header > 0 ? header : undefined)
    reply.hijack()
    const response = reply.raw
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    })
    // how long a browser waits before it reconnects by itself
    response.write('retry: 5000\n\n')
    const heartbeat = setInterval(() => {
      connection.comment('ping')
      void stillValid(me.tokenId).then((valid) => valid || connection.end())
    }, streamTiming.heartbeatMs)
    heartbeat.unref()
    const connection = new StreamConnection(me.id, lang, response, () => {
      clearInterval(heartbeat)
      hub.remove(connection)
    })
    hub.add(connection)
    try {
      if (lastId !== undefined) {
        for (const row of await notificationsAfter(db, me.id, lastId)) connection.sendNotification(row)
      }
      connection.sendCounts(await countsOfUser(db, me.id))
    } catch (error) {
      request.log.error({ err: error }, 'notifications: the stream could not start')
      connection.end()
    }
    return undefined as never
  })

  /** The stream's token is still good (not revoked or expired, the user still active). */
  async function stillValid(tokenId: number): Promise<boolean> {
    try {
      const row = await db
        .selectFrom('access_tokens as t')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .select('t.id')
        .where('t.id', '=', tokenId)
        .where('t.revoked_at', 'is', null)
        .where('t.expires_at', '>', new Date())
        .where('u.status', '=', 'active')
        .executeTakeFirst()
      return row !== undefined
    } catch {
      return true
    }
  }
}
export default routes
