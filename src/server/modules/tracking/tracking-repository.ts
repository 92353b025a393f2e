/**
 * Tracking's SQL. A position is written in one transaction that locks the order's `order_tracking` row first, so
 * two positions of one order are checked one after the other (rate limit, order in time, jump) against the last one
 * written; the row then carries the new last position and pace, and the notices already sent. Readers take the
 * figures from `order_tracking` (one row per order) and the route from the cargo's points; only the order page reads
 * the track itself.
 */
import { randomBytes } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import {
  type Position,
  type PositionInput,
  TRACKING_MAX_AGE_HOURS,
  TRACKING_MAX_SPEED_KMH,
  TRACKING_MIN_INTERVAL_SECONDS,
  TRACKING_RETENTION_DAYS,
  TRACKING_TRACK_POINTS,
  type TrackingSource,
} from '../../../core/contract/tracking'
import type { DB } from '../../db/schema'
import { conflict, invalidField, notFound, tooManyRequests } from '../../http/errors'
import { distanceKm } from '../cargo/geo'
import { PACE_MIN_MINUTES, PACE_WINDOW_HOURS, type RoutePointRow, type TrackingFacts } from './figures'

/** The statuses in which positions are taken. */
export const MOVING = ['loading', 'on_way'] as const
/** The statuses in which the carrier may make a share link (a live order, before it is unloaded). */
export const LINKABLE = ['documents', 'security_check', 'loading', 'on_way'] as const
export const LINK_LIFETIME_DAYS = 14
/** A position may be dated this far ahead of the server's clock (a phone's clock runs a little fast). */
const CLOCK_SKEW_MS = 2 * 60_000

const HOUR = 3_600_000

export const newToken = () => randomBytes(24).toString('base64url')

/** The moment in a `timestamptz` column read by either driver. */
const iso = (value: Date | string) => new Date(value).toISOString()

// ---------------------------------------------------------------- links

export interface LinkRow {
  id: number
  order_id: number
  token: string
  telegram_user_id: string | number | null
  created_at: Date
  expires_at: Date
  revoked_at: Date | null
  status: string
  shipper_company_id: number
  carrier_company_id: number
}

function links(db: Kysely<DB>) {
  return db
    .selectFrom('tracking_links as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .select([
      'l.id',
      'l.order_id',
      'l.token',
      'l.telegram_user_id',
      'l.created_at',
      'l.expires_at',
      'l.revoked_at',
      'o.status',
      'o.shipper_company_id',
      'o.carrier_company_id',
    ])
}

export async function linkByToken(db: Kysely<DB>, token: string): Promise<LinkRow | undefined> {
  return links(db).where('l.token', '=', token).executeTakeFirst()
}

/** The order's live link (not revoked, not expired), newest first. */
export async function activeLink(db: Kysely<DB>, orderId: number, now: Date): Promise<LinkRow | undefined> {
  return links(db)
    .where('l.order_id', '=', orderId)
    .where('l.revoked_at', 'is', null)
    .where('l.expires_at', '>', now)
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .executeTakeFirst()
}

export const linkLive = (link: LinkRow, now: Date) => link.revoked_at === null && new Date(link.expires_at) > now

/** A new link for the order; the previous live one is revoked (its token stops working), its Telegram binding kept. */
export async function createLink(trx: Kysely<DB>, orderId: number, userId: number, now: Date): Promise<LinkRow> {
  const previous = await trx
    .updateTable('tracking_links')
    .set({ revoked_at: now })
    .where('order_id', '=', orderId)
    .where('revoked_at', 'is', null)
    .returning(['telegram_user_id'])
    .execute()
  const bound = previous.find((row) => row.telegram_user_id !== null)?.telegram_user_id ?? null
  const row = await trx
    .insertInto('tracking_links')
    .values({
      order_id: orderId,
      token: newToken(),
      created_by: userId,
      telegram_user_id: bound === null ? null : Number(bound),
      created_at: now,
      expires_at: new Date(now.getTime() + LINK_LIFETIME_DAYS * 24 * HOUR),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const link = await links(trx).where('l.id', '=', row.id).executeTakeFirstOrThrow()
  return link
}

export async function revokeLinks(db: Kysely<DB>, orderId: number, now: Date): Promise<void> {
  await db
    .updateTable('tracking_links')
    .set({ revoked_at: now })
    .where('order_id', '=', orderId)
    .where('revoked_at', 'is', null)
    .execute()
}

/** Binds a link to a Telegram account (its other links forget it: one order at a time per account). */
export async function bindLinkTo(trx: Kysely<DB>, linkId: number, telegramUserId: number): Promise<void> {
  await trx
    .updateTable('tracking_links')
    .set({ telegram_user_id: null })
    .where('telegram_user_id', '=', telegramUserId)
    .where('id', '<>', linkId)
    .execute()
  await trx.updateTable('tracking_links').set({ telegram_user_id: telegramUserId }).where('id', '=', linkId).execute()
}

/** The driver opened the link in the bot: live locations from this Telegram account go to the link's order. */
export async function bindTelegram(db: Kysely<DB>, token: string, telegramUserId: number, now: Date) {
  const link = await linkByToken(db, token)
  if (!link || !linkLive(link, now) || !(LINKABLE as readonly string[]).includes(link.status)) return undefined
  await db.transaction().execute((trx) => bindLinkTo(trx, link.id, telegramUserId))
  return link
}

/**
 * The order a Telegram account's live location belongs to: the order of a live link bound to it, else an order on
 * the way whose driver's phone is the phone of the exchange user linked to that Telegram account.
 */
export async function orderOfTelegram(db: Kysely<DB>, telegramUserId: number, now: Date): Promise<number | undefined> {
  const bound = await db
    .selectFrom('tracking_links as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .select('o.id')
    .where('l.telegram_user_id', '=', telegramUserId)
    .where('l.revoked_at', 'is', null)
    .where('l.expires_at', '>', now)
    .where('o.status', 'in', MOVING)
    .orderBy(sql`o.status = 'on_way'`, 'desc')
    .orderBy('l.created_at', 'desc')
    .executeTakeFirst()
  if (bound) return bound.id
  const user = await db
    .selectFrom('users')
    .select('phone')
    .where('telegram_user_id', '=', telegramUserId)
    .where('status', '=', 'active')
    .executeTakeFirst()
  const digits = user?.phone?.replace(/\D/g, '')
  if (!digits) return undefined
  const order = await db
    .selectFrom('orders as o')
    .select('o.id')
    .where('o.status', 'in', MOVING)
    .where(sql<boolean>`regexp_replace(coalesce(o.driver->>'phone', ''), '\\D', '', 'g') = ${digits}`)
    .orderBy(sql`o.status = 'on_way'`, 'desc')
    .orderBy('o.loaded_at', 'desc')
    .executeTakeFirst()
  return order?.id
}

/** The driver's Telegram account: the one bound to the order's link, else the linked user with the driver's phone. */
export async function driverTelegramOf(db: Kysely<DB>, orderId: number): Promise<string | null> {
  const bound = await db
    .selectFrom('tracking_links')
    .select('telegram_user_id')
    .where('order_id', '=', orderId)
    .where('telegram_user_id', 'is not', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst()
  if (bound?.telegram_user_id) return String(bound.telegram_user_id)
  const user = await db
    .selectFrom('orders as o')
    .innerJoin('users as u', (join) =>
      join.on(
        sql<boolean>`regexp_replace(coalesce(u.phone, ''), '\\D', '', 'g') = regexp_replace(coalesce(o.driver->>'phone', ''), '\\D', '', 'g')`,
      ),
    )
    .select('u.telegram_user_id')
    .where('o.id', '=', orderId)
    .where(sql<boolean>`coalesce(o.driver->>'phone', '') <> ''`)
    .where('u.telegram_user_id', 'is not', null)
    .where('u.status', '=', 'active')
    .executeTakeFirst()
  return user?.telegram_user_id ? String(user.telegram_user_id) : null
}

// ---------------------------------------------------------------- positions

export interface PositionWrite {
  lat: number
  lon: number
  accuracy: number | null
  recordedAt: Date
  source: TrackingSource
}

export const writeOf = (input: PositionInput): PositionWrite => ({
  lat: input.lat,
  lon: input.lon,
  accuracy: input.accuracy ?? null,
  recordedAt: new Date(input.recorded_at),
  source: input.source,
})

/** Out of range, not a number, or exactly 0,0 (what a phone reports when it has no fix): no place a truck can be. */
export function impossibleCoordinates(lat: number, lon: number): boolean {
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return true
  if (lat < -90 || lat > 90 || lon < -180 || lon > 180) return true
  return lat === 0 && lon === 0
}

export interface TrackingRow {
  order_id: number
  last_lat: number | null
  last_lon: number | null
  last_accuracy: number | null
  last_source: string | null
  last_recorded_at: Date | null
  last_path_km: number
  last_received_at: Date | null
  pace_kmh: number | null
  late_noticed_at: Date | null
  near_loading_noticed_at: Date | null
  near_unloading_noticed_at: Date | null
}

export const lastOf = (row: TrackingRow | undefined): Position | null =>
  row && row.last_lat !== null && row.last_lon !== null && row.last_recorded_at
    ? {
        lat: row.last_lat,
        lon: row.last_lon,
        accuracy: row.last_accuracy === null ? null : Number(row.last_accuracy),
        recorded_at: iso(row.last_recorded_at),
        source: (row.last_source ?? 'browser') as TrackingSource,
      }
    : null

/**
 * Locks (creating if need be) the order's tracking row, in one statement: an upsert that touches the row takes its
 * lock and answers it as it is.
 */
async function lockTracking(trx: Kysely<DB>, orderId: number): Promise<TrackingRow> {
  const row = await trx
    .insertInto('order_tracking')
    .values({ order_id: orderId })
    .onConflict((oc) => oc.column('order_id').doUpdateSet((eb) => ({ order_id: eb.ref('excluded.order_id') })))
    .returningAll()
    .executeTakeFirstOrThrow()
  return { ...row, last_path_km: Number(row.last_path_km) }
}

/**
 * Checks a position against the clock and the order's last one; throws the refusal. `d` is the km from the last
 * position (0 for the first).
 */
function checkPosition(row: TrackingRow, input: PositionWrite, now: Date): number {
  if (impossibleCoordinates(input.lat, input.lon)) throw invalidField('lat', 'tracking_bad_coordinates')
  const at = input.recordedAt.getTime()
  if (Number.isNaN(at)) throw invalidField('recorded_at', 'tracking_old_position')
  if (at > now.getTime() + CLOCK_SKEW_MS) throw invalidField('recorded_at', 'tracking_future_position')
  if (at < now.getTime() - TRACKING_MAX_AGE_HOURS * HOUR) throw invalidField('recorded_at', 'tracking_old_position')
  if (row.last_received_at) {
    const wait = TRACKING_MIN_INTERVAL_SECONDS * 1000 - (now.getTime() - new Date(row.last_received_at).getTime())
    if (wait > 0) throw tooManyRequests(Math.ceil(wait / 1000), 'tracking_too_often')
  }
  if (row.last_lat === null || row.last_lon === null || !row.last_recorded_at) return 0
  const lastAt = new Date(row.last_recorded_at).getTime()
  if (at <= lastAt) throw invalidField('recorded_at', 'tracking_old_position')
  const d = distanceKm({ lat: row.last_lat, lng: row.last_lon }, { lat: input.lat, lng: input.lon })
  // what both fixes' accuracy could account for (capped: a 50 km "accuracy" explains nothing)
  const slack = Math.min(2, ((input.accuracy ?? 0) + Number(row.last_accuracy ?? 0)) / 1000) + 0.2
  const hours = (at - lastAt) / HOUR
  if (d > slack && (d - slack) / hours > TRACKING_MAX_SPEED_KMH) throw invalidField('lat', 'tracking_jump')
  return d
}

/**
 * Writes one position of an order that is loading or on the way, after the checks (422 impossible, 429 too often,
 * 409 not moving); answers the new tracking row. Call inside a transaction (`trx`): the caller adds its notices.
 */
export async function recordPosition(
  trx: Kysely<DB>,
  orderId: number,
  input: PositionWrite,
  now: Date,
): Promise<{ position: Position; row: TrackingRow; head: OrderHead }> {
  const order = await orderHead(trx, orderId)
  if (!order) throw notFound()
  if (!(MOVING as readonly string[]).includes(order.status)) throw conflict('tracking_order_not_moving')
  const row = await lockTracking(trx, orderId)
  const d = checkPosition(row, input, now)
  const pathKm = row.last_path_km + d
  await trx
    .insertInto('order_positions')
    .values({
      order_id: orderId,
      recorded_at: input.recordedAt,
      received_at: now,
      lat: input.lat,
      lon: input.lon,
      accuracy: input.accuracy,
      source: input.source,
      path_km: pathKm,
    })
    .execute()
  // the pace: km driven over the recent window, from the earliest position in it (one index look-up)
  const first = await trx
    .selectFrom('order_positions')
    .select(['recorded_at', 'path_km'])
    .where('order_id', '=', orderId)
    .where('recorded_at', '>=', new Date(input.recordedAt.getTime() - PACE_WINDOW_HOURS * HOUR))
    .orderBy('recorded_at')
    .limit(1)
    .executeTakeFirstOrThrow()
  const span = (input.recordedAt.getTime() - new Date(first.recorded_at).getTime()) / HOUR
  const pace = span * 60 >= PACE_MIN_MINUTES ? (pathKm - Number(first.path_km)) / span : row.pace_kmh
  const next: TrackingRow = {
    ...row,
    last_lat: input.lat,
    last_lon: input.lon,
    last_accuracy: input.accuracy,
    last_source: input.source,
    last_recorded_at: input.recordedAt,
    last_path_km: pathKm,
    last_received_at: now,
    pace_kmh: pace === null ? null : Number(pace),
  }
  await trx
    .updateTable('order_tracking')
    .set({
      last_lat: next.last_lat,
      last_lon: next.last_lon,
      last_accuracy: next.last_accuracy,
      last_source: next.last_source,
      last_recorded_at: next.last_recorded_at,
      last_path_km: next.last_path_km,
      last_received_at: next.last_received_at,
      pace_kmh: next.pace_kmh,
    })
    .where('order_id', '=', orderId)
    .execute()
  return {
    position: {
      lat: input.lat,
      lon: input.lon,
      accuracy: input.accuracy,
      recorded_at: input.recordedAt.toISOString(),
      source: input.source,
    },
    row: next,
    head: order,
  }
}

export async function markNoticed(
  trx: Kysely<DB>,
  orderId: number,
  what: 'late_noticed_at' | 'near_loading_noticed_at' | 'near_unloading_noticed_at',
  now: Date,
) {
  await trx
    .updateTable('order_tracking')
    .set({ [what]: now })
    .where('order_id', '=', orderId)
    .execute()
}

// ---------------------------------------------------------------- reading

export interface OrderHead {
  id: number
  status: string
  cargo_id: number
  shipper_company_id: number
  carrier_company_id: number
  unload_date: string | null
}

export async function orderHead(db: Kysely<DB>, id: number): Promise<OrderHead | undefined> {
  return db
    .selectFrom('orders')
    .select([
      'id',
      'status',
      'cargo_id',
      'shipper_company_id',
      'carrier_company_id',
      sql<string | null>`unload_date::text`.as('unload_date'),
    ])
    .where('id', '=', id)
    .executeTakeFirst()
}

/** The route points of the orders' cargos, by order id. */
export async function routePoints(db: Kysely<DB>, orderIds: readonly number[]) {
  const out = new Map<number, RoutePointRow[]>()
  if (orderIds.length === 0) return out
  const rows = await db
    .selectFrom('orders as o')
    .innerJoin('cargo_points as p', 'p.cargo_id', 'o.cargo_id')
    .innerJoin('places as pl', 'pl.id', 'p.place_id')
    .select([
      'o.id as order_id',
      'p.kind',
      'pl.name_ru',
      'pl.name_en',
      'p.lat',
      'p.lng',
      sql<string | null>`p.date::text`.as('date'),
      sql<string | null>`p.time_from::text`.as('time_from'),
      sql<string | null>`p.time_to::text`.as('time_to'),
    ])
    .where('o.id', 'in', orderIds)
    .orderBy('o.id')
    .orderBy('p.position')
    .execute()
  for (const row of rows) {
    const list = out.get(row.order_id) ?? []
    list.push({
      kind: row.kind === 'load' ? 'loading' : 'unloading',
      name_ru: row.name_ru,
      name_en: row.name_en,
      lat: Number(row.lat),
      lng: Number(row.lng),
      date: row.date,
      time_from: row.time_from,
      time_to: row.time_to,
    })
    out.set(row.order_id, list)
  }
  // a cargo written without its points (imported, or older rows) has its two ends on the cargo itself
  const bare = orderIds.filter((id) => !out.has(id))
  if (bare.length === 0) return out
  const ends = await db
    .selectFrom('orders as o')
    .innerJoin('cargos as c', 'c.id', 'o.cargo_id')
    .innerJoin('places as sp', 'sp.id', 'c.start_place_id')
    .innerJoin('places as fp', 'fp.id', 'c.finish_place_id')
    .select([
      'o.id as order_id',
      'sp.name_ru as start_ru',
      'sp.name_en as start_en',
      'c.start_lat',
      'c.start_lng',
      'fp.name_ru as finish_ru',
      'fp.name_en as finish_en',
      'c.finish_lat',
      'c.finish_lng',
      sql<string>`o.load_date::text`.as('load_date'),
      sql<string | null>`o.unload_date::text`.as('unload_date'),
    ])
    .where('o.id', 'in', bare)
    .execute()
  for (const e of ends)
    out.set(e.order_id, [
      {
        kind: 'loading',
        name_ru: e.start_ru,
        name_en: e.start_en,
        lat: Number(e.start_lat),
        lng: Number(e.start_lng),
        date: e.load_date,
        time_from: null,
        time_to: null,
      },
      {
        kind: 'unloading',
        name_ru: e.finish_ru,
        name_en: e.finish_en,
        lat: Number(e.finish_lat),
        lng: Number(e.finish_lng),
        date: e.unload_date,
        time_from: null,
        time_to: null,
      },
    ])
  return out
}

/** Who may read which orders: a company's own side, or every order for the security service. */
export interface Reader {
  companyId: number | null
  shipper: boolean
  carrier: boolean
  security: boolean
}

/**
 * The facts behind the figures of the given orders the reader may see (others are left out): the order, its
 * tracking row and whether a live link exists, in one statement; the route points in another.
 */
export async function trackingFacts(
  db: Kysely<DB>,
  ids: readonly number[],
  reader: Reader,
  now: Date,
): Promise<(TrackingFacts & { row: TrackingRow | undefined; head: OrderHead })[]> {
  if (ids.length === 0) return []
  const rows = await db
    .selectFrom('orders as o')
    .leftJoin('order_tracking as t', 't.order_id', 'o.id')
    .select([
      'o.id',
      'o.status',
      'o.cargo_id',
      'o.shipper_company_id',
      'o.carrier_company_id',
      sql<string | null>`o.unload_date::text`.as('unload_date'),
      't.order_id as tracked',
      't.last_lat',
      't.last_lon',
      't.last_accuracy',
      't.last_source',
      't.last_recorded_at',
      't.last_path_km',
      't.last_received_at',
      't.pace_kmh',
      't.late_noticed_at',
      't.near_loading_noticed_at',
      't.near_unloading_noticed_at',
      sql<boolean>`exists (select 1 from tracking_links l where l.order_id = o.id and l.revoked_at is null and l.expires_at > ${now})`.as(
        'link_active',
      ),
    ])
    .where('o.id', 'in', ids)
    .where((eb) => {
      if (reader.security) return eb.val(true)
      const sides = []
      if (reader.shipper && reader.companyId !== null) sides.push(eb('o.shipper_company_id', '=', reader.companyId))
      if (reader.carrier && reader.companyId !== null) sides.push(eb('o.carrier_company_id', '=', reader.companyId))
      return sides.length > 0 ? eb.or(sides) : eb.val(false)
    })
    .orderBy('o.id')
    .execute()
  const points = await routePoints(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((r) => {
    const row: TrackingRow | undefined =
      r.tracked === null
        ? undefined
        : {
            order_id: r.id,
            last_lat: r.last_lat,
            last_lon: r.last_lon,
            last_accuracy: r.last_accuracy,
            last_source: r.last_source,
            last_recorded_at: r.last_recorded_at,
            last_path_km: Number(r.last_path_km ?? 0),
            last_received_at: r.last_received_at,
            pace_kmh: r.pace_kmh === null ? null : Number(r.pace_kmh),
            late_noticed_at: r.late_noticed_at,
            near_loading_noticed_at: r.near_loading_noticed_at,
            near_unloading_noticed_at: r.near_unloading_noticed_at,
          }
    return {
      order_id: r.id,
      status: r.status,
      unload_date: r.unload_date,
      points: points.get(r.id) ?? [],
      last: lastOf(row),
      pace_kmh: row?.pace_kmh ?? null,
      link_active: Boolean(r.link_active),
      row,
      head: {
        id: r.id,
        status: r.status,
        cargo_id: r.cargo_id,
        shipper_company_id: r.shipper_company_id,
        carrier_company_id: r.carrier_company_id,
        unload_date: r.unload_date,
      },
    }
  })
}

/** The order's track, oldest first, thinned evenly to `TRACKING_TRACK_POINTS` (the last position always kept). */
export async function trackOf(db: Kysely<DB>, orderId: number, since?: Date): Promise<Position[]> {
  const rows = await sql<{ lat: number; lon: number; accuracy: number | null; recorded_at: Date; source: string }>`
    select lat, lon, accuracy, recorded_at, source from (
      select lat, lon, accuracy, recorded_at, source,
        row_number() over (order by recorded_at) as rn, count(*) over () as n
      from order_positions
      where order_id = ${orderId} ${since ? sql`and recorded_at > ${since}` : sql``}
    ) q
    where (rn - 1) % ceil(n::numeric / ${TRACKING_TRACK_POINTS})::int = 0 or rn = n
    order by recorded_at`.execute(db)
  return rows.rows.map((r) => ({
    lat: Number(r.lat),
    lon: Number(r.lon),
    accuracy: r.accuracy === null ? null : Number(r.accuracy),
    recorded_at: iso(r.recorded_at),
    source: r.source as TrackingSource,
  }))
}

// ---------------------------------------------------------------- retention

/** Deletes positions older than the retention period, in batches; answers how many went. */
export async function sweepPositions(db: Kysely<DB>, now: Date, batch = 5000): Promise<number> {
  const before = new Date(now.getTime() - TRACKING_RETENTION_DAYS * 24 * HOUR)
  let total = 0
  for (;;) {
    const result = await sql`
      delete from order_positions where id in (
        select id from order_positions where recorded_at < ${before} order by recorded_at limit ${batch}
      )`.execute(db)
    const n = Number(result.numAffectedRows ?? 0)
    total += n
    if (n < batch) break
  }
  // links of orders long over are no use to anyone either
  await db.deleteFrom('tracking_links').where('expires_at', '<', before).execute()
  return total
}
