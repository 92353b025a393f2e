/**
 * Live tracking of orders on the way. The driver shares the truck's position without installing anything; the
 * parties of the order and the security service see where the truck is and when it will arrive.
 *
 * - `trackingLink` / `createTrackingLink` / `revokeTrackingLink` (`v2/orders/:id/tracking/link`): the carrier's
 *   tokenized share link for its live order (until it is unloaded; 409 after; positions are taken while the order
 *   is loading or on the way). Creating replaces the previous link (the old token
 *   stops working); `send_to_telegram` also has the bot send the link to the order's driver when the driver's phone
 *   is linked to a Telegram account. The link opens the plain page `/track/:token` (`url`) or the Telegram mini-app
 *   (`telegram_url`, null when the bot is not configured). Revoking stops all posting with it.
 * - `trackingByToken` (`v2/tracking/:token`, public, the token is the credential): what the driver's page shows —
 *   the order's number and route, whether positions are still taken, the last position taken.
 * - `postPosition` (`v2/tracking/:token/positions`, public with the token): one position from the driver's
 *   browser or the mini-app (`source`). Refused with 422 when the coordinates are out of range, `recorded_at` is in
 *   the future or too old, or the jump from the previous position needs more than `TRACKING_MAX_SPEED_KMH`; 429 when
 *   positions of that order come faster than one per `TRACKING_MIN_INTERVAL_SECONDS`; 404 for an unknown or revoked
 *   token; 409 when the order is no longer loading or on the way.
 * - `orderTracking` (`v2/orders/:id/tracking`): the order's tracking for its parties and the security service —
 *   the route's points with their windows, the track (thinned to `TRACKING_TRACK_POINTS`; `since` gives only the
 *   positions after a moment, for polling), the last position, distance left (road km), pace (km/h over the recent
 *   positions), ETA, `late` (the ETA is past the end of the unloading window) and `near` (within
 *   `TRACKING_NEAR_KM` of the loading or unloading point). Other companies get 404.
 * - `trackingSummaries` (`v2/orders/tracking?ids=1,2,3`, up to 100): the same figures without the track for the
 *   on-way list and the shipper's orders, one row per order the caller may see (others are left out, not refused).
 *
 * Telegram live locations sent to the exchange's bot by a driver linked to Telegram are taken as positions of the
 * driver's current order on the way (source `telegram`), through the bot's webhook, with the same checks.
 * Positions are kept `TRACKING_RETENTION_DAYS` days.
 */
import { z } from 'zod'
import { dataOf, decimal, Id, IdParams, Line, listOf, Timestamp } from './common'
import { defineEndpoint } from './endpoint'
import type { Role } from './roles'

const tags = ['tracking']
const carriers = ['carrier', 'expeditor'] as const satisfies readonly Role[]
/** The two parties of an order and the security service. */
const readers = ['shipper', 'carrier', 'expeditor', 'security'] as const satisfies readonly Role[]

export const TRACKING_RETENTION_DAYS = 90
/** Faster than this between two positions is no truck: the later position is refused. */
export const TRACKING_MAX_SPEED_KMH = 150
/** At most one position per order this often (429 otherwise). */
export const TRACKING_MIN_INTERVAL_SECONDS = 5
/** How often the driver's page posts while it is open. */
export const TRACKING_POST_INTERVAL_SECONDS = 15
/** Within this distance of a route point the truck is "near" it. */
export const TRACKING_NEAR_KM = 10
/** A last position older than this is shown as stale (the driver stopped sharing). */
export const TRACKING_STALE_MINUTES = 30
/** The most track points an answer carries (older ones thinned evenly). */
export const TRACKING_TRACK_POINTS = 500
/** A position recorded longer ago than this is refused (a phone's stale cache, not a live position). */
export const TRACKING_MAX_AGE_HOURS = 24

export const trackingSources = ['browser', 'telegram'] as const
export const TrackingSource = z.enum(trackingSources)
export type TrackingSource = z.infer<typeof TrackingSource>

/** The token of a share link: 32 URL-safe characters. */
export const TrackingToken = Line.regex(/^[A-Za-z0-9_-]{32}$/, 'tracking_token')
export const TokenParams = z.strictObject({ token: TrackingToken })

export const Latitude = decimal(z.number().min(-90).max(90))
export const Longitude = decimal(z.number().min(-180).max(180))

/** What the driver's page or the mini-app posts. */
export const PositionInput = z.strictObject({
  lat: Latitude,
  lon: Longitude,
  /** Metres, as the Geolocation API reports it. */
  accuracy: decimal(z.number().min(0).max(100_000)).nullable().optional(),
  recorded_at: Line.pipe(z.iso.datetime({ offset: true, message: 'invalid_datetime' })),
  source: TrackingSource,
})
export type PositionInput = z.infer<typeof PositionInput>

export const Position = z.object({
  lat: z.number(),
  lon: z.number(),
  accuracy: z.number().nullable(),
  recorded_at: Timestamp,
  source: TrackingSource,
})
export type Position = z.infer<typeof Position>

export const TrackingLink = z.object({
  order_id: z.number().int(),
  token: z.string(),
  /** The plain page: `<site>/track/<token>`. */
  url: z.string(),
  /** The Telegram mini-app with the token as its start parameter (`trk_<token>`); null when the bot is not configured. */
  telegram_url: z.string().nullable(),
  /**
   * The bot's chat with the token (`/start trk_<token>`): the driver's Telegram account is bound to the link, and the
   * live location the driver then shares in that chat is taken as the order's positions. Null without the bot.
   */
  telegram_bot_url: z.string().nullable(),
  created_at: Timestamp,
  /** The link stops working at this moment (14 days); positions are taken only while the order is loading or on the way. */
  expires_at: Timestamp,
  /** Whether the bot sent the link to the driver's Telegram (only when asked). */
  telegram_sent: z.boolean(),
  last_position_at: Timestamp.nullable(),
})
export type TrackingLink = z.infer<typeof TrackingLink>

/** A point of the order's route (loading first, unloading last) with its window. */
export const TrackingRoutePoint = z.object({
  kind: z.enum(['loading', 'unloading']),
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  date: z.string().nullable(),
  time_from: z.string().nullable(),
  time_to: z.string().nullable(),
})
export type TrackingRoutePoint = z.infer<typeof TrackingRoutePoint>

export const nearKinds = ['loading', 'unloading'] as const
export const NearKind = z.enum(nearKinds)
export type NearKind = z.infer<typeof NearKind>

/** The figures of one order's tracking (the on-way list's row; the order page adds route and track). */
export const TrackingSummary = z.object({
  order_id: z.number().int(),
  /** The order's status (`loading`, `on_way`, …): tracking shows only while it is loading or on the way. */
  status: z.string(),
  /** Whether the truck's position is shared now: a live share link, or positions still coming (Telegram, fresh). */
  sharing: z.boolean(),
  last: Position.nullable(),
  /** `last` is older than `TRACKING_STALE_MINUTES`. */
  stale: z.boolean(),
  /** Road km from the last position through the remaining route points; null without a position. */
  distance_left_km: z.number().nullable(),
  /** Whole route in road km (the exchange's route distance). */
  route_km: z.number().nullable(),
  /** Km/h over the recent positions (last hours); null until there is enough track. */
  pace_kmh: z.number().nullable(),
  /** Expected arrival at the unloading point; null without a position or a pace. */
  eta: Timestamp.nullable(),
  /** The end of the unloading window (unloading date and its `time_to`, or the end of that day), Moscow time. */
  unload_by: Timestamp.nullable(),
  /** The ETA is past `unload_by`. */
  late: z.boolean(),
  near: NearKind.nullable(),
})
export type TrackingSummary = z.infer<typeof TrackingSummary>

export const OrderTracking = TrackingSummary.extend({
  number: z.string(),
  route: z.array(TrackingRoutePoint),
  /** Oldest first. */
  track: z.array(Position),
})
export type OrderTracking = z.infer<typeof OrderTracking>

/** What the driver's page shows (no company or price: the token is all the page has). */
export const DriverTracking = z.object({
  order_id: z.number().int(),
  number: z.string(),
  status: z.string(),
  /** Whether positions are taken now (the link is live and the order is loading or on the way). */
  accepting: z.boolean(),
  route: z.array(TrackingRoutePoint),
  last: Position.nullable(),
  post_interval_seconds: z.number().int(),
})
export type DriverTracking = z.infer<typeof DriverTracking>

export const trackingLink = defineEndpoint({
  method: 'GET',
  path: 'v2/orders/:id/tracking/link',
  summary: "The carrier's active share link for its order, or null",
  tags,
  access: carriers,
  params: IdParams,
  response: dataOf(TrackingLink.nullable()),
})

export const createTrackingLink = defineEndpoint({
  method: 'POST',
  path: 'v2/orders/:id/tracking/link',
  summary:
    "The carrier creates a share link for the driver (replacing the previous one); `send_to_telegram` has the bot send it to the driver's Telegram",
  tags,
  access: carriers,
  params: IdParams,
  body: z.strictObject({ send_to_telegram: z.boolean().optional() }),
  response: dataOf(TrackingLink),
  status: 201,
})

export const revokeTrackingLink = defineEndpoint({
  method: 'DELETE',
  path: 'v2/orders/:id/tracking/link',
  summary: 'The carrier revokes the share link: positions are no longer taken with its token',
  tags,
  access: carriers,
  params: IdParams,
  response: dataOf(z.object({ ok: z.literal(true) })),
})

export const trackingByToken = defineEndpoint({
  method: 'GET',
  path: 'v2/tracking/:token',
  summary: "The driver's page: the order's number, route and whether positions are taken (the token is the credential)",
  tags,
  access: 'public',
  params: TokenParams,
  response: dataOf(DriverTracking),
})

export const postPosition = defineEndpoint({
  method: 'POST',
  path: 'v2/tracking/:token/positions',
  summary:
    "One position from the driver's browser or the Telegram mini-app; impossible coordinates or jumps are refused (422), too frequent ones 429",
  tags,
  access: 'public',
  params: TokenParams,
  body: PositionInput,
  errors: [409, 429],
  response: dataOf(Position),
  status: 201,
})

export const orderTracking = defineEndpoint({
  method: 'GET',
  path: 'v2/orders/:id/tracking',
  summary:
    "The order's tracking for its parties and security: route, track, last position, distance left, pace, ETA, late and near",
  tags,
  access: readers,
  params: IdParams,
  query: z.object({ since: Line.pipe(z.iso.datetime({ offset: true, message: 'invalid_datetime' })).optional() }),
  response: dataOf(OrderTracking),
})

/** `1,2,3`: up to 100 order ids. */
const IdList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter((part) => part !== '') : value),
  z.array(Id).min(1).max(100),
)

export const trackingSummaries = defineEndpoint({
  method: 'GET',
  path: 'v2/orders/tracking',
  summary:
    'The tracking figures of several orders at once (`ids=1,2,3`, up to 100) for the on-way list; orders the caller may not see are left out',
  tags,
  access: readers,
  query: z.object({ ids: IdList }),
  response: listOf(TrackingSummary),
})
