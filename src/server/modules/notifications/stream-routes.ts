/**
 * The live stream of the caller's notifications (server-sent events): what was missed since `Last-Event-ID`, the
 * counts, then every new notification as the hub delivers it; a heartbeat ends a stream whose token is no longer
 * good. The stream's token may come as ?token=, checked exactly as the bearer header is (http/auth.ts).
 */
import type { OutgoingHttpHeaders } from 'node:http'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { serverUrl } from '../../../core/contract/endpoint'
import { notificationStream } from '../../../core/contract/notifications'
import { authenticate } from '../../http/auth'
import type { AppContext } from '../../http/context'
import { languageOf } from '../../http/messages'
import { route } from '../../http/route'
import { countsOfUser, notificationsAfter, tokenStillValid } from './notification-repository'
import { StreamConnection, type StreamHub, streamTiming } from './stream'

const streamUrl = serverUrl(notificationStream.path)

/** `?token=` of the stream URL (EventSource cannot send an Authorization header). */
function queryToken(request: FastifyRequest): string | null {
  const at = request.url.indexOf('?')
  if (request.method !== 'GET' || at < 0 || request.url.slice(0, at) !== streamUrl) return null
  return new URLSearchParams(request.url.slice(at + 1)).get('token')
}

export function registerStreamRoutes(app: FastifyInstance, { db }: AppContext, hub: StreamHub) {
  app.addHook('onRequest', async (request) => {
    if (request.currentUser) return
    const token = queryToken(request)
    if (!token) return
    await authenticate(request, db, token)
  })

  route(app, notificationStream, async ({ me, query, request, reply }) => {
    const lang = query.lang ?? languageOf(request.headers['accept-language'])
    const header = Number(request.headers['last-event-id'])
    const lastId = query.last_event_id ?? (Number.isInteger(header) && header > 0 ? header : undefined)
    // the headers hooks set on the reply (CORS for a partner's origin, security headers) go out with the stream
    const hookHeaders = reply.getHeaders() as OutgoingHttpHeaders
    reply.hijack()
    const response = reply.raw
    response.writeHead(200, {
      ...hookHeaders,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    })
    // how long a browser waits before it reconnects by itself
    response.write('retry: 5000\n\n')
    const heartbeat = setInterval(() => {
      connection.comment('ping')
      void tokenStillValid(db, me.tokenId).then((valid) => valid || connection.end())
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
}
