/**
 * Demo data of tracking: every demo order on the way has driven part of its route by `now` (the seeding moment; no
 * position after it). The story of the late one: it drove the first part of the route in its first days, stood
 * (a breakdown) and has been driving again for the last hours, so it is well short of the unloading, whose day has
 * passed: late, with a recent pace and an ETA. While the demo server runs, the simulated driver
 * (modules/tracking/jobs.ts) carries it on from where the seeded track ends. The order at loading loads today: its
 * truck is a few km short of the loading point, coming from three hours away.
 */
import { type Kysely, sql } from 'kysely'
import { isoDay } from '../../../core/contract/days'
import type { DB } from '../../db/schema'
import { distanceKm } from '../../modules/cargo/geo'
import { alongRoute, PACE_MIN_MINUTES, PACE_WINDOW_HOURS } from '../../modules/tracking/figures'
import { routeLengthKm } from '../../modules/tracking/jobs'
import { routePoints } from '../../modules/tracking/tracking-repository'

const MIN = 60_000
const HOUR = 3_600_000
/** The pace of the last hours' driving, km/h (straight-line km: the road is some 20% longer). */
const DRIVING_KMH = 60

/** Where the truck is (fraction of the route) at each moment since loading: a plan of three stretches. */
function planOf(elapsedHours: number, lengthKm: number) {
  const end = 0.8
  const recentHours = Math.min(6, elapsedHours)
  const recent = Math.min(end, (DRIVING_KMH * recentHours) / lengthKm)
  const standFrom = elapsedHours * 0.35
  // the first stretch: from loading to where it broke down, over the first third of the time
  const brokeAt = end - recent
  return (hours: number) => {
    if (hours >= elapsedHours - recentHours)
      return brokeAt + (recent * (hours - (elapsedHours - recentHours))) / recentHours
    if (hours >= standFrom) return brokeAt
    return standFrom === 0 ? brokeAt : (brokeAt * hours) / standFrom
  }
}

/** Each order with its route's points (loading first), read in one query for all of them. */
async function withRoutes<T extends { id: number }>(db: Kysely<DB>, orders: readonly T[]) {
  const points = await routePoints(
    db,
    orders.map((o) => o.id),
  )
  return orders.map((order) => [order, points.get(order.id) ?? []] as const)
}

export async function seedDemoTracking(db: Kysely<DB>, now: Date): Promise<void> {
  await seedApproach(db, now)
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'loaded_at'])
    .where('status', '=', 'on_way')
    .where('loaded_at', 'is not', null)
    .orderBy('id')
    .execute()
  for (const [order, route] of await withRoutes(db, orders)) {
    const loaded = new Date(order.loaded_at!).getTime()
    const elapsed = (now.getTime() - loaded) / HOUR
    const length = routeLengthKm(route)
    if (route.length < 2 || length === 0 || elapsed < 0.5) continue
    const at = planOf(elapsed, length)
    // every 10 minutes on the move, every half hour standing; the last one exactly now
    const moments: number[] = []
    for (let t = loaded; t < now.getTime(); ) {
      moments.push(t)
      const f = at((t - loaded) / HOUR)
      const next = at((t + 10 * MIN - loaded) / HOUR)
      t += next - f > 1e-9 ? 10 * MIN : 30 * MIN
    }
    moments.push(now.getTime())
    const rows = positionRows(
      order.id,
      moments,
      (t) => alongRoute(route, at((t - loaded) / HOUR)),
      (t) => 10 + (t % 7) * 3,
    )
    await saveTrack(db, order.id, rows, now)
  }
}

type PositionRow = {
  order_id: number
  recorded_at: Date
  received_at: Date
  lat: number
  lon: number
  accuracy: number
  source: string
  path_km: number
}

/** Positions of an order at the given moments, with the km driven up to each (the track's path). */
function positionRows(
  orderId: number,
  moments: number[],
  whereAt: (t: number) => { lat: number; lon: number },
  accuracyAt: (t: number) => number,
): PositionRow[] {
  let path = 0
  let previous: { lat: number; lon: number } | null = null
  return moments.map((t) => {
    const where = whereAt(t)
    if (previous) path += distanceKm({ lat: previous.lat, lng: previous.lon }, { lat: where.lat, lng: where.lon })
    previous = where
    return {
      order_id: orderId,
      recorded_at: new Date(t),
      received_at: new Date(t),
      lat: where.lat,
      lon: where.lon,
      accuracy: accuracyAt(t),
      source: 'browser',
      path_km: path,
    }
  })
}

/** An order's positions, and its tracking row: the last position and the pace of the last hours. */
async function saveTrack(db: Kysely<DB>, orderId: number, rows: PositionRow[], now: Date) {
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('order_positions')
      .values(rows.slice(i, i + 500))
      .execute()
  const last = rows[rows.length - 1]!
  const windowStart = now.getTime() - PACE_WINDOW_HOURS * HOUR
  const first = rows.find((r) => r.recorded_at.getTime() >= windowStart) ?? last
  const span = (now.getTime() - first.recorded_at.getTime()) / HOUR
  await db
    .insertInto('order_tracking')
    .values({
      order_id: orderId,
      last_lat: last.lat,
      last_lon: last.lon,
      last_accuracy: last.accuracy,
      last_source: last.source,
      last_recorded_at: last.recorded_at,
      last_path_km: last.path_km,
      last_received_at: last.received_at,
      pace_kmh: span * 60 >= PACE_MIN_MINUTES ? (last.path_km - first.path_km) / span : null,
    })
    .execute()
}

/** How far the truck coming to load today was when its driver opened the link, and how far it is now, km. */
const APPROACH_FROM_KM = 190
const APPROACH_LEFT_KM = 8

/**
 * The order at loading loads today: its driver opened the link three hours ago, and the truck has been driving to
 * the loading point since, from the side away from the unloading, and is now a few km short of it (near loading).
 */
async function seedApproach(db: Kysely<DB>, now: Date) {
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'load_date'])
    .where('status', '=', 'loading')
    .where(sql<boolean>`load_date::text = ${isoDay(now)}`)
    .orderBy('id')
    .execute()
  for (const [order, route] of await withRoutes(db, orders)) {
    const loading = route.find((p) => p.kind === 'loading')
    const unloading = [...route].reverse().find((p) => p.kind === 'unloading')
    if (!loading || !unloading) continue
    // a degree of latitude is 111 km; of longitude, 111 km times the latitude's cosine
    const kmPerLng = 111 * Math.cos((loading.lat * Math.PI) / 180)
    const east = (unloading.lng - loading.lng) * kmPerLng
    const north = (unloading.lat - loading.lat) * 111
    const norm = Math.hypot(east, north) || 1
    const start = {
      ...loading,
      lat: loading.lat - (north / norm) * (APPROACH_FROM_KM / 111),
      lng: loading.lng - (east / norm) * (APPROACH_FROM_KM / kmPerLng),
    }
    const approach = [start, loading]
    const from = now.getTime() - 3 * HOUR
    const moments: number[] = []
    for (let t = from; t <= now.getTime(); t += 10 * MIN) moments.push(t)
    const done = (t: number) => ((t - from) / (3 * HOUR)) * (1 - APPROACH_LEFT_KM / APPROACH_FROM_KM)
    const rows = positionRows(
      order.id,
      moments,
      (t) => alongRoute(approach, done(t)),
      (t) => 12 + (t % 5) * 4,
    )
    await saveTrack(db, order.id, rows, now)
  }
}
