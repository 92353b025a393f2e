/**
 * Tracking's background jobs, started with the server (start.ts): the retention sweep (positions older than 90
 * days, hourly) and the demo's simulated driver, which moves the demo's orders on the way along their routes
 * every few seconds while the demo server runs (`FX_SIMULATED_DRIVER=0` turns it off; the e2e runs turn it off, the
 * server tests never start it). The driver writes through the same door as a real one (`takePosition`: checks,
 * pace, notices) and stays away from an order a real driver shares (a live share link).
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { type Poller, startPoller } from '../../services/poller'
import { distanceKm } from '../cargo/geo'
import { alongRoute, type RoutePointRow } from './figures'
import { takePosition } from './routes'
import { routePoints, sweepPositions } from './tracking-repository'

const HOUR = 3_600_000
/** The simulated truck's speed, km/h, and how often it reports. */
export const SIMULATED_SPEED_KMH = 75
export const SIMULATED_INTERVAL_MS = 10_000

type Log = { error(obj: object, msg?: string): void }

export function startTrackingSweep(db: Kysely<DB>, log: Log, now: () => Date = () => new Date()): Poller {
  const poller = startPoller('tracking sweep', () => sweepPositions(db, now()), HOUR, log)
  poller.wake()
  return poller
}

/** The fraction of the route (0..1) nearest to a position: where the simulated truck is now (coarse, then fine). */
export function fractionAt(points: readonly RoutePointRow[], at: { lat: number; lon: number }): number {
  const nearest = (from: number, to: number, steps: number) => {
    let best = from
    let bestKm = Number.POSITIVE_INFINITY
    for (let i = 0; i <= steps; i++) {
      const f = from + ((to - from) * i) / steps
      const p = alongRoute(points, f)
      const d = distanceKm({ lat: p.lat, lng: p.lon }, { lat: at.lat, lng: at.lon })
      if (d < bestKm) {
        bestKm = d
        best = f
      }
    }
    return best
  }
  const coarse = nearest(0, 1, 400)
  return nearest(Math.max(0, coarse - 1 / 400), Math.min(1, coarse + 1 / 400), 400)
}

export function routeLengthKm(points: readonly RoutePointRow[]): number {
  let sum = 0
  for (let i = 1; i < points.length; i++) sum += distanceKm(points[i - 1]!, points[i]!)
  return sum
}

/** One round of the simulated driver: each demo order on the way with a track and no live link moves on. */
export async function simulateRound(db: Kysely<DB>, now: Date): Promise<number> {
  const orders = await db
    .selectFrom('orders as o')
    .innerJoin('order_tracking as t', 't.order_id', 'o.id')
    .select(['o.id', 't.last_lat', 't.last_lon', 't.last_recorded_at'])
    .where('o.status', '=', 'on_way')
    .where('t.last_lat', 'is not', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('tracking_links as l')
            .select('l.id')
            .whereRef('l.order_id', '=', 'o.id')
            .where('l.revoked_at', 'is', null)
            .where('l.expires_at', '>', now),
        ),
      ),
    )
    .execute()
  const points = await routePoints(
    db,
    orders.map((o) => o.id),
  )
  let moved = 0
  for (const order of orders) {
    const route = points.get(order.id) ?? []
    if (route.length < 2 || order.last_lat === null || order.last_lon === null || !order.last_recorded_at) continue
    const length = routeLengthKm(route)
    const from = fractionAt(route, { lat: order.last_lat, lon: order.last_lon })
    if (from >= 1 || length === 0) continue
    const hours = (now.getTime() - new Date(order.last_recorded_at).getTime()) / HOUR
    if (hours <= 0) continue
    // at most an hour's driving at once: a demo server started again after a pause does not jump across the map
    const step = (SIMULATED_SPEED_KMH * Math.min(hours, 1)) / length
    const at = alongRoute(route, Math.min(1, from + step))
    try {
      await takePosition(db, order.id, { ...at, accuracy: 15, recordedAt: now, source: 'browser' }, now)
      moved++
    } catch {
      // refused (too often after a restart, the order just unloaded): the next round tries again
    }
  }
  return moved
}

export function startSimulatedDriver(db: Kysely<DB>, log: Log, now: () => Date = () => new Date()): Poller {
  return startPoller('simulated driver', () => simulateRound(db, now()), SIMULATED_INTERVAL_MS, log)
}
