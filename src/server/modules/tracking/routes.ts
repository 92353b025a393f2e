/**
 * Live tracking of orders on the way (contract/tracking): the carrier's share link, positions posted with its token
 * (the driver's page or the Telegram mini-app), the order's tracking for its parties and the security service, the
 * on-way list's figures. Telegram live locations come through the bot's webhook (modules/telegram, `takeTelegramLocation`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import {
  createTrackingLink,
  orderTracking,
  postPosition,
  revokeTrackingLink,
  TRACKING_POST_INTERVAL_SECONDS,
  type TrackingLink,
  trackingByToken,
  trackingLink,
  trackingSummaries,
} from '../../../core/contract/tracking'
import type { ServerConfig } from '../../config'
import type { DB } from '../../db/schema'
import type { CurrentUser } from '../../http/auth'
import type { AppContext, Module } from '../../http/context'
import { conflict, notFound } from '../../http/errors'
import { route } from '../../http/route'
import { enqueue } from '../../services/outbox'
import { callerAnswers, trackingTables } from '../caller-answers'
import { orderNumber } from '../orders/labels'
import { requirePlatform } from '../responses/access'
import { botTexts } from '../telegram/bot-texts'
import { routeOf, summaryOf } from './figures'
import { noticeTracking } from './notices'
import * as repo from './tracking-repository'

const iso = (value: Date | string) => new Date(value).toISOString()

export async function readerOf(db: Kysely<DB>, me: CurrentUser): Promise<repo.Reader> {
  const security = me.roles.includes('security')
    ? await requirePlatform(db, me).then(
        () => true,
        () => false,
      )
    : false
  return {
    companyId: me.companyId,
    shipper: me.roles.includes('shipper'),
    carrier: me.roles.includes('carrier') || me.roles.includes('expeditor'),
    security,
  }
}

function linkAnswer(config: ServerConfig, link: repo.LinkRow, lastAt: Date | null, sent: boolean): TrackingLink {
  const site = config.publicUrl.replace(/\/+$/, '')
  return {
    order_id: link.order_id,
    token: link.token,
    url: `${site}/track/${link.token}`,
    telegram_url: config.telegramBotToken ? `https://t.me/${config.telegramBotName}?startapp=trk_${link.token}` : null,
    telegram_bot_url: config.telegramBotToken ? `https://t.me/${config.telegramBotName}?start=trk_${link.token}` : null,
    created_at: iso(link.created_at),
    expires_at: iso(link.expires_at),
    telegram_sent: sent,
    last_position_at: lastAt ? iso(lastAt) : null,
  }
}

/** The carrier's own order (404 for anyone else's). */
async function carrierOrder(db: Kysely<DB>, me: CurrentUser, id: number) {
  const order = await repo.orderHead(db, id)
  if (!order || me.companyId === null || order.carrier_company_id !== me.companyId) throw notFound()
  return order
}

async function lastPositionAt(db: Kysely<DB>, orderId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('order_tracking')
    .select('last_recorded_at')
    .where('order_id', '=', orderId)
    .executeTakeFirst()
  return row?.last_recorded_at ?? null
}

/**
 * Writes a position of an order and sends the notices its figures call for, in one transaction: what the token
 * route and the Telegram webhook share.
 */
export async function takePosition(db: Kysely<DB>, orderId: number, input: repo.PositionWrite, now: Date) {
  return db.transaction().execute(async (trx) => {
    const { position, row, head } = await repo.recordPosition(trx, orderId, input, now)
    const points = (await repo.routePoints(trx, [orderId])).get(orderId) ?? []
    const summary = summaryOf(
      {
        order_id: orderId,
        status: head.status,
        unload_date: head.unload_date,
        points,
        last: position,
        pace_kmh: row.pace_kmh,
        link_active: true,
      },
      now,
    )
    await noticeTracking(trx, head, points, row, summary, now)
    return position
  })
}

/** A Telegram live location of a driver: a position of the driver's current order, if there is one. */
export async function takeTelegramLocation(
  db: Kysely<DB>,
  telegramUserId: number,
  location: { lat: number; lon: number; accuracy: number | null; recordedAt: Date },
  now: Date = new Date(),
): Promise<'taken' | 'no_order' | 'refused'> {
  const orderId = await repo.orderOfTelegram(db, telegramUserId, now)
  if (orderId === undefined) return 'no_order'
  try {
    await takePosition(db, orderId, { ...location, source: 'telegram' }, now)
    return 'taken'
  } catch (error) {
    // Telegram would send a refused update again and again: a refused position is dropped, not an error
    if ((error as { status?: number }).status && (error as { status: number }).status < 500) return 'refused'
    throw error
  }
}

/** Per address and token: the per-order limit (one per 5 s) is the real one; this stops a flood before the database. */
const byToken = (request: FastifyRequest) => `${request.ip}|${(request.params as { token?: string }).token ?? ''}`

/** `now`: the clock links, checks and figures read (tests pass their own). */
export function registerTrackingRoutes(
  app: FastifyInstance,
  { db, config }: AppContext,
  now: () => Date = () => new Date(),
) {
  route(app, trackingLink, async ({ params, me }) => {
    await carrierOrder(db, me, params.id)
    const link = await repo.activeLink(db, params.id, now())
    return { data: link ? linkAnswer(config, link, await lastPositionAt(db, params.id), false) : null }
  })

  route(app, createTrackingLink, async ({ params, body, me, reply, lang }) => {
    const order = await carrierOrder(db, me, params.id)
    if (!(repo.LINKABLE as readonly string[]).includes(order.status)) throw conflict('tracking_order_not_moving')
    const at = now()
    const { link, sent } = await db.transaction().execute(async (trx) => {
      const link = await repo.createLink(trx, order.id, me.id, at)
      let sent = false
      if (body.send_to_telegram) {
        const chat = await repo.driverTelegramOf(trx, order.id)
        if (chat) {
          // the bot writes to that account: its live locations are this order's from now on
          await repo.bindLinkTo(trx, link.id, Number(chat))
          const answer = linkAnswer(config, link, null, false)
          await enqueue(trx, {
            channel: 'telegram',
            recipient: chat,
            subject: '',
            body: botTexts[lang as Lang].tracking_share_link
              .replace('{order}', orderNumber(order.id))
              .replace('{url}', answer.telegram_bot_url ?? answer.url),
          })
          sent = true
        }
      }
      return { link, sent }
    })
    reply.status(201)
    return { data: linkAnswer(config, link, await lastPositionAt(db, order.id), sent) }
  })

  route(app, revokeTrackingLink, async ({ params, me }) => {
    await carrierOrder(db, me, params.id)
    await repo.revokeLinks(db, params.id, now())
    return { data: { ok: true as const } }
  })

  route(
    app,
    trackingByToken,
    async ({ params, lang }) => {
      const link = await repo.linkByToken(db, params.token)
      if (!link) throw notFound()
      const at = now()
      const points = (await repo.routePoints(db, [link.order_id])).get(link.order_id) ?? []
      const row = await db
        .selectFrom('order_tracking')
        .selectAll()
        .where('order_id', '=', link.order_id)
        .executeTakeFirst()
      return {
        data: {
          order_id: link.order_id,
          number: orderNumber(link.order_id),
          status: link.status,
          accepting: repo.linkLive(link, at) && (repo.MOVING as readonly string[]).includes(link.status),
          route: routeOf(points, lang),
          last: repo.lastOf(row ? { ...row, last_path_km: Number(row.last_path_km) } : undefined),
          post_interval_seconds: TRACKING_POST_INTERVAL_SECONDS,
        },
      }
    },
    { rateLimit: { max: 120, timeWindow: '1 minute' } },
  )

  route(
    app,
    postPosition,
    async ({ params, body, reply }) => {
      const link = await repo.linkByToken(db, params.token)
      const at = now()
      if (!link || !repo.linkLive(link, at)) throw notFound('tracking_link_gone')
      const position = await takePosition(db, link.order_id, repo.writeOf(body), at)
      reply.status(201)
      return { data: position }
    },
    { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: byToken } },
  )

  // the order's page and the on-way list ask again every 10 s while open; between two positions (or 10 s) the
  // caller's last answer stands (the access check is part of it: it reads orders, companies and users, whose writes
  // forget it)
  const rememberedTracking = callerAnswers(db, orderTracking, trackingTables, { ttlMs: 10_000 })
  route(app, orderTracking, (ctx) =>
    rememberedTracking(ctx, async () => {
      const { params, query, me, lang } = ctx
      const reader = await readerOf(db, me)
      const at = now()
      const [facts] = await repo.trackingFacts(db, [params.id], reader, at)
      if (!facts) throw notFound()
      const track = await repo.trackOf(db, params.id, query.since ? new Date(query.since) : undefined)
      return {
        data: {
          ...summaryOf(facts, at),
          number: orderNumber(facts.order_id),
          route: routeOf(facts.points, lang),
          track,
        },
      }
    }),
  )

  const rememberedSummaries = callerAnswers(db, trackingSummaries, trackingTables, { ttlMs: 10_000 })
  route(app, trackingSummaries, (ctx) =>
    rememberedSummaries(ctx, async () => {
      const reader = await readerOf(db, ctx.me)
      const at = now()
      const ids = [...new Set(ctx.query.ids)]
      const rows = await repo.trackingFacts(db, ids, reader, at)
      return { data: rows.map((facts) => summaryOf(facts, at)), meta: { size: rows.length } }
    }),
  )
}

const routes: Module = (app, ctx) => registerTrackingRoutes(app, ctx)
export default routes
