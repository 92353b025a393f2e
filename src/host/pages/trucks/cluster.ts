/**
 * Grid clustering of the map's trucks: points in one screen cell of `cellPx` pixels at the current zoom become one
 * cluster at their mean position. Pure (the projection is passed in), so it is tested without a map.
 */
export interface MapPoint<T> {
  lat: number
  lng: number
  item: T
}

export interface Cluster<T> {
  lat: number
  lng: number
  items: T[]
}

export function clusterPoints<T>(
  points: readonly MapPoint<T>[],
  project: (lat: number, lng: number) => { x: number; y: number },
  cellPx = 48,
): Cluster<T>[] {
  const cells = new Map<string, { lat: number; lng: number; items: T[] }>()
  for (const point of points) {
    const { x, y } = project(point.lat, point.lng)
    const key = `${Math.floor(x / cellPx)}:${Math.floor(y / cellPx)}`
    const cell = cells.get(key)
    if (cell) {
      cell.lat += point.lat
      cell.lng += point.lng
      cell.items.push(point.item)
    } else cells.set(key, { lat: point.lat, lng: point.lng, items: [point.item] })
  }
  return [...cells.values()].map((cell) => ({
    lat: cell.lat / cell.items.length,
    lng: cell.lng / cell.items.length,
    items: cell.items,
  }))
}
