/**
 * What the tracking shows, from the order's route and its last position: distance left, ETA, late and near. Pure
 * functions (the readers, the writer's notices and the simulated driver share them). Distances are the exchange's
 * route distances (`routeKm`: great-circle legs x the road factor), measured from the truck along the rest of the route.
 */
import type { NearKind, Position, TrackingRoutePoint, TrackingSummary } from '../../../core/contract/tracking'
import { TRACKING_NEAR_KM, TRACKING_STALE_MINUTES } from '../../../core/contract/tracking'
import { distanceKm, ROAD_FACTOR } from '../cargo/geo'

/** The slowest pace an ETA is reckoned with: a truck that stood for hours moves on again. */
export const MIN_ETA_PACE_KMH = 15
/** The pace is measured over this much recent track. */
export const PACE_WINDOW_HOURS = 6
/** A pace needs at least this much track behind it. */
export const PACE_MIN_MINUTES = 20

export interface RoutePointRow {
  kind: 'loading' | 'unloading'
  name_ru: string
  name_en: string
  lat: number
  lng: number
  date: string | null
  time_from: string | null
  time_to: string | null
}

export interface TrackingFacts {
  order_id: number
  status: string
  unload_date: string | null
  /** Route points in their order (loading first). */
  points: readonly RoutePointRow[]
  last: Position | null
  pace_kmh: number | null
  link_active: boolean
}

interface LatLon {
  lat: number
  lon: number
}
const ll = (p: { lat: number; lng: number }) => ({ lat: p.lat, lng: p.lng })
const km = (a: LatLon, b: { lat: number; lng: number }) => distanceKm({ lat: a.lat, lng: a.lon }, b)

/** Straight km of the route from point `from` to its end. */
function restKm(points: readonly RoutePointRow[], from: number): number {
  let sum = 0
  for (let i = from + 1; i < points.length; i++) sum += distanceKm(ll(points[i - 1]!), ll(points[i]!))
  return sum
}

/** The squared distance (in a local flat projection, km²) from `p` to the segment a-b, and where on it (0..1). */
function toSegment(p: LatLon, a: RoutePointRow, b: RoutePointRow): { d2: number; t: number } {
  const kx = 111.32 * Math.cos((p.lat * Math.PI) / 180)
  const ky = 110.57
  const ax = (a.lng - p.lon) * kx
  const ay = (a.lat - p.lat) * ky
  const bx = (b.lng - p.lon) * kx
  const by = (b.lat - p.lat) * ky
  const dx = bx - ax
  const dy = by - ay
  const len2 = dx * dx + dy * dy
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2))
  const x = ax + t * dx
  const y = ay + t * dy
  return { d2: x * x + y * y, t }
}

/**
 * Road km left from `at` to the unloading. Before loading the truck still goes to the loading point first; on the
 * way it is on the leg of the route nearest to it, and goes on to that leg's end and the rest of the route.
 */
export function distanceLeftKm(points: readonly RoutePointRow[], at: LatLon, status: string): number | null {
  if (points.length === 0) return null
  if (status !== 'on_way' || points.length === 1) return (km(at, ll(points[0]!)) + restKm(points, 0)) * ROAD_FACTOR
  let best = 0
  let bestD2 = Number.POSITIVE_INFINITY
  for (let i = 0; i + 1 < points.length; i++) {
    const { d2 } = toSegment(at, points[i]!, points[i + 1]!)
    if (d2 < bestD2) {
      bestD2 = d2
      best = i
    }
  }
  return (km(at, ll(points[best + 1]!)) + restKm(points, best + 1)) * ROAD_FACTOR
}

/** A day and a time in Moscow (the exchange's clock for windows) as a moment. */
export const moscow = (day: string, time: string) => new Date(`${day}T${time.slice(0, 5)}:00+03:00`)

/** The end of the unloading window: the unloading point's day and `time_to`, or the end of that day. */
export function unloadBy(points: readonly RoutePointRow[], unloadDate: string | null): Date | null {
  const last = [...points].reverse().find((p) => p.kind === 'unloading')
  const day = last?.date ?? unloadDate
  if (!day) return null
  return last?.time_to ? moscow(day, last.time_to) : new Date(moscow(day, '23:59').getTime() + 59_999)
}

/** Which route point the truck is near: the loading while it is loading, the unloading on the way. */
export function nearOf(points: readonly RoutePointRow[], at: LatLon | null, status: string): NearKind | null {
  if (!at || points.length === 0) return null
  if (status === 'loading') {
    const loading = points.find((p) => p.kind === 'loading') ?? points[0]!
    return km(at, ll(loading)) <= TRACKING_NEAR_KM ? 'loading' : null
  }
  if (status === 'on_way') {
    const unloading = [...points].reverse().find((p) => p.kind === 'unloading') ?? points[points.length - 1]!
    return km(at, ll(unloading)) <= TRACKING_NEAR_KM ? 'unloading' : null
  }
  return null
}

const round1 = (value: number) => Math.round(value * 10) / 10

/** The figures of one order at `now`. */
export function summaryOf(facts: TrackingFacts, now: Date): TrackingSummary {
  const { last, points, status } = facts
  const moving = status === 'loading' || status === 'on_way'
  const routeKm = points.length > 1 ? Math.round(restKm(points, 0) * ROAD_FACTOR) : null
  const left = last && moving ? distanceLeftKm(points, last, status) : null
  const by = unloadBy(points, facts.unload_date)
  let eta: Date | null = null
  if (last && left !== null && facts.pace_kmh !== null) {
    const pace = Math.max(MIN_ETA_PACE_KMH, facts.pace_kmh)
    const from = Math.max(now.getTime(), new Date(last.recorded_at).getTime())
    eta = new Date(from + (left / pace) * 3_600_000)
  }
  const stale = last !== null && now.getTime() - new Date(last.recorded_at).getTime() > TRACKING_STALE_MINUTES * 60_000
  const late = moving && by !== null && (eta ? eta > by : status === 'on_way' && now > by)
  return {
    order_id: facts.order_id,
    status,
    sharing: moving && (facts.link_active || (last !== null && !stale)),
    last,
    stale,
    distance_left_km: left === null ? null : round1(left),
    route_km: routeKm,
    pace_kmh: facts.pace_kmh === null ? null : round1(facts.pace_kmh),
    eta: eta?.toISOString() ?? null,
    unload_by: by?.toISOString() ?? null,
    late,
    near: moving ? nearOf(points, last, status) : null,
  }
}

export function routeOf(points: readonly RoutePointRow[], lang: 'ru' | 'en'): TrackingRoutePoint[] {
  return points.map((p) => ({
    kind: p.kind,
    name: lang === 'en' ? p.name_en : p.name_ru,
    lat: p.lat,
    lon: p.lng,
    date: p.date,
    time_from: p.time_from?.slice(0, 5) ?? null,
    time_to: p.time_to?.slice(0, 5) ?? null,
  }))
}

/**
 * A point `fraction` of the way along the route's legs (0 the first point, 1 the last), with a gentle sideways wave
 * so a drawn track looks driven rather than ruled: the demo's seeded track and simulated driver.
 */
export function alongRoute(points: readonly RoutePointRow[], fraction: number): LatLon {
  const legs: number[] = []
  for (let i = 1; i < points.length; i++) legs.push(distanceKm(ll(points[i - 1]!), ll(points[i]!)))
  const total = legs.reduce((a, b) => a + b, 0)
  let target = Math.max(0, Math.min(1, fraction)) * total
  for (let i = 0; i < legs.length; i++) {
    const leg = legs[i]!
    if (target <= leg || i === legs.length - 1) {
      const t = leg === 0 ? 0 : Math.min(1, target / leg)
      const a = points[i]!
      const b = points[i + 1]!
      const wave = Math.sin(Math.PI * t) * Math.sin(5 * Math.PI * t) * Math.min(0.25, leg / 2000)
      const dLat = b.lat - a.lat
      const dLng = b.lng - a.lng
      const norm = Math.hypot(dLat, dLng) || 1
      return {
        lat: a.lat + dLat * t + (-dLng / norm) * wave,
        lon: a.lng + dLng * t + (dLat / norm) * wave,
      }
    }
    target -= leg
  }
  const only = points[0]!
  return { lat: only.lat, lon: only.lng }
}
