/**
 * The offline map's geometry, no map library: Web Mercator, a view fitted to the route and the track, the
 * country borders of Natural Earth 1:110m (the `world-atlas` TopoJSON the trucks map draws too, decoded here in a
 * few lines instead of topojson-client) and a short list of big cities for orientation. Everything is projected to
 * the SVG's own pixels, so markers and lines keep their size at any zoom.
 */

export interface LatLon {
  lat: number
  lon: number
}

/** Mercator y in degrees-like units (x is the longitude itself). */
export function mercatorY(lat: number): number {
  const clamped = Math.max(-85, Math.min(85, lat))
  return (Math.log(Math.tan(Math.PI / 4 + (clamped * Math.PI) / 360)) * 180) / Math.PI
}

export interface View {
  width: number
  height: number
  /** Pixels per Mercator unit. */
  scale: number
  /** Mercator x and y at the view's left and top edges. */
  left: number
  top: number
}

/**
 * The view that shows every point with a margin, at least `minSpan` degrees across (a truck standing still still
 * shows its surroundings), centred on the points.
 */
export function fitView(points: readonly LatLon[], width: number, height: number, minSpan = 1.5): View {
  const xs = points.map((p) => p.lon)
  const ys = points.map((p) => mercatorY(p.lat))
  const [minX, maxX] = xs.length ? [Math.min(...xs), Math.max(...xs)] : [30, 60]
  const [minY, maxY] = ys.length ? [Math.min(...ys), Math.max(...ys)] : [mercatorY(45), mercatorY(65)]
  const spanX = Math.max(maxX - minX, minSpan) * 1.25
  const spanY = Math.max(maxY - minY, minSpan) * 1.25
  const scale = Math.min(width / spanX, height / spanY)
  const cx = (minX + maxX) / 2
  const cy = (minY + maxY) / 2
  return { width, height, scale, left: cx - width / 2 / scale, top: cy + height / 2 / scale }
}

/** A point's pixel position in the view. */
export function project(view: View, lat: number, lon: number): [number, number] {
  return [(lon - view.left) * view.scale, (view.top - mercatorY(lat)) * view.scale]
}

// ---------------------------------------------------------------------------------------------------------------
// Country borders

interface Topology {
  transform: { scale: [number, number]; translate: [number, number] }
  arcs: [number, number][][]
  objects: { countries: { geometries: { type: string; arcs: unknown }[] } }
}

/** A country ring in Mercator units, with its bounding box. */
export interface Ring {
  points: [number, number][]
  box: [number, number, number, number]
}

/** The rings of every country of a world-atlas topology, in Mercator units (decoded once per page). */
export function countryRings(topology: Topology): Ring[] {
  const {
    transform: { scale, translate },
  } = topology
  const arcs = topology.arcs.map((arc) => {
    let x = 0
    let y = 0
    return arc.map(([dx, dy]): [number, number] => {
      x += dx
      y += dy
      const lon = x * scale[0] + translate[0]
      return [lon, mercatorY(y * scale[1] + translate[1])]
    })
  })
  const ring = (indexes: number[]): Ring => {
    const points: [number, number][] = []
    for (const index of indexes) {
      const arc = index >= 0 ? (arcs[index] ?? []) : [...(arcs[~index] ?? [])].reverse()
      points.push(...(points.length ? arc.slice(1) : arc))
    }
    const xs = points.map((p) => p[0])
    const ys = points.map((p) => p[1])
    return { points, box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] }
  }
  const rings: Ring[] = []
  for (const geometry of topology.objects.countries.geometries) {
    const polygons =
      geometry.type === 'Polygon'
        ? [geometry.arcs as number[][]]
        : geometry.type === 'MultiPolygon'
          ? (geometry.arcs as number[][][])
          : []
    for (const polygon of polygons) for (const indexes of polygon) rings.push(ring(indexes))
  }
  return rings
}

/** The SVG path of the rings that cross the view, in its pixels. */
export function ringsPath(view: View, rings: readonly Ring[]): string {
  const right = view.left + view.width / view.scale
  const bottom = view.top - view.height / view.scale
  const parts: string[] = []
  for (const { points, box } of rings) {
    if (box[2] < view.left || box[0] > right || box[3] < bottom || box[1] > view.top) continue
    let d = ''
    for (const [x, y] of points) {
      d += `${d ? 'L' : 'M'}${((x - view.left) * view.scale).toFixed(1)} ${((view.top - y) * view.scale).toFixed(1)}`
    }
    parts.push(`${d}Z`)
  }
  return parts.join('')
}

// ---------------------------------------------------------------------------------------------------------------
// Cities for orientation (the route's own points are labelled apart)

/** Russian name, English name, latitude, longitude. */
export const cities: readonly [string, string, number, number][] = [
  ['Москва', 'Moscow', 55.756, 37.617],
  ['Санкт-Петербург', 'Saint Petersburg', 59.939, 30.316],
  ['Нижний Новгород', 'Nizhny Novgorod', 56.327, 44.006],
  ['Казань', 'Kazan', 55.796, 49.106],
  ['Самара', 'Samara', 53.195, 50.1],
  ['Волгоград', 'Volgograd', 48.708, 44.513],
  ['Ростов-на-Дону', 'Rostov-on-Don', 47.236, 39.713],
  ['Краснодар', 'Krasnodar', 45.035, 38.975],
  ['Воронеж', 'Voronezh', 51.672, 39.184],
  ['Екатеринбург', 'Yekaterinburg', 56.838, 60.597],
  ['Пермь', 'Perm', 58.01, 56.25],
  ['Уфа', 'Ufa', 54.735, 55.958],
  ['Челябинск', 'Chelyabinsk', 55.16, 61.4],
  ['Омск', 'Omsk', 54.989, 73.368],
  ['Новосибирск', 'Novosibirsk', 55.008, 82.935],
  ['Красноярск', 'Krasnoyarsk', 56.01, 92.852],
  ['Иркутск', 'Irkutsk', 52.287, 104.305],
  ['Хабаровск', 'Khabarovsk', 48.48, 135.072],
  ['Владивосток', 'Vladivostok', 43.115, 131.885],
  ['Мурманск', 'Murmansk', 68.97, 33.075],
  ['Архангельск', 'Arkhangelsk', 64.54, 40.544],
  ['Калининград', 'Kaliningrad', 54.71, 20.511],
  ['Минск', 'Minsk', 53.902, 27.562],
  ['Астана', 'Astana', 51.169, 71.449],
  ['Алматы', 'Almaty', 43.238, 76.946],
  ['Ташкент', 'Tashkent', 41.299, 69.24],
  ['Варшава', 'Warsaw', 52.23, 21.012],
  ['Берлин', 'Berlin', 52.52, 13.405],
  ['Рига', 'Riga', 56.95, 24.105],
  ['Тбилиси', 'Tbilisi', 41.716, 44.783],
  ['Баку', 'Baku', 40.409, 49.867],
  ['Стамбул', 'Istanbul', 41.008, 28.978],
]

/** A label's box in pixels, to keep labels from covering each other. */
export type Box = [number, number, number, number]

export const overlaps = (a: Box, b: Box) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]

/** A label's box at (x, y), text to the right of the point, by a rough width per character. */
export function labelBox(x: number, y: number, text: string, size = 11): Box {
  const width = text.length * size * 0.58
  return [x + 4, y - size, x + 6 + width, y + 3]
}
