/** Great-circle distances, for route legs and the demo data (the search itself measures in SQL, earthdistance). */

export interface LatLng {
  lat: number
  lng: number
}

/** Great-circle distance in km (haversine, mean Earth radius 6371 km). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 12_742 * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Roads are longer than the straight line: the usual factor for Russian trunk roads. */
export const ROAD_FACTOR = 1.2

/** Road kilometres of a route: straight legs x 1.2. */
export function routeKm(points: readonly { lat: number; lng: number }[]): number {
  let sum = 0
  for (let i = 1; i < points.length; i++) sum += distanceKm(points[i - 1]!, points[i]!)
  return Math.round(sum * ROAD_FACTOR)
}
