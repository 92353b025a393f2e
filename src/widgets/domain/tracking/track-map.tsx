/**
 * The offline map of one order: the country borders (Natural Earth 1:110m, loaded with the map's first render),
 * big cities for orientation, the route's points joined by a dashed line (as the crow flies: the road itself is
 * not known to the browser), the track so far as a solid line, and the truck at its last position. Inline SVG drawn
 * in the element's own pixels (a ResizeObserver gives the size), no map library: it renders the same in the host's
 * React and the SDK's Preact, inside a shadow root, and costs a few kB besides the borders.
 */
import { useEffect, useRef, useState } from 'react'
import { useLang, useT } from '../../ui'
import { type Box, cities, countryRings, fitView, labelBox, overlaps, project, type Ring, ringsPath } from './geo'
import type { TrackingTextKey } from './texts'

export interface MapPoint {
  lat: number
  lon: number
}

export interface TrackMapProps {
  /** Loading first, unloading last. */
  route: readonly (MapPoint & { kind: 'loading' | 'unloading'; name: string })[]
  /** Oldest first. */
  track: readonly MapPoint[]
  /** The truck's last position. */
  truck: MapPoint | null
  late?: boolean
}

let borders: Promise<Ring[]> | undefined
/** The borders, decoded once per page. */
function loadBorders(): Promise<Ring[]> {
  borders ??= import('world-atlas/countries-110m.json').then((module) =>
    countryRings(((module as { default?: unknown }).default ?? module) as never),
  )
  return borders
}

function useBorders(): Ring[] | null {
  const [rings, setRings] = useState<Ring[] | null>(null)
  useEffect(() => {
    let live = true
    loadBorders().then(
      (loaded) => live && setRings(loaded),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [])
  return rings
}

function useSize(box: { current: HTMLElement | null }): [number, number] {
  const [size, setSize] = useState<[number, number]>([0, 0])
  useEffect(() => {
    const element = box.current
    if (!element) return
    const measure = () => {
      const rect = element.getBoundingClientRect()
      setSize((old) =>
        Math.round(rect.width) === old[0] && Math.round(rect.height) === old[1]
          ? old
          : [Math.round(rect.width), Math.round(rect.height)],
      )
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [box])
  return size
}

const line = (points: readonly [number, number][]) =>
  points.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`).join('')

export function TrackMap({ route, track, truck, late = false }: TrackMapProps) {
  const t = useT<TrackingTextKey>()
  const lang = useLang()
  const box = useRef<HTMLDivElement | null>(null)
  const [width, height] = useSize(box)
  const rings = useBorders()
  const from = route[0]
  const to = route[route.length - 1]
  const label = t('tracking.map', { from: from?.name ?? '—', to: to?.name ?? '—' })

  let drawing = null
  if (width > 0 && height > 0) {
    const view = fitView([...route, ...track, ...(truck ? [truck] : [])], width, height)
    const at = (p: MapPoint) => project(view, p.lat, p.lon)
    const taken: Box[] = []
    const routeLabels = route.map((point) => {
      const [x, y] = at(point)
      const text = point.name.split(',')[0] ?? point.name
      let labelAt = labelBox(x, y, text, 12)
      // a point near the right edge has its name on its left
      const left = labelAt[2] > width - 4
      if (left) labelAt = [2 * x - labelAt[2], labelAt[1], 2 * x - labelAt[0], labelAt[3]]
      taken.push(labelAt, [x - 8, y - 8, x + 8, y + 8])
      return { point, x, y, text, left }
    })
    const truckAt = truck ? at(truck) : null
    if (truckAt) taken.push([truckAt[0] - 12, truckAt[1] - 12, truckAt[0] + 12, truckAt[1] + 12])
    const cityLabels: { x: number; y: number; text: string }[] = []
    for (const [ru, en, lat, lon] of cities) {
      const [x, y] = project(view, lat, lon)
      if (x < 4 || y < 12 || x > width - 40 || y > height - 4) continue
      const text = lang === 'en' ? en : ru
      const labelAt = labelBox(x, y, text)
      if (labelAt[2] > width || taken.some((other) => overlaps(other, labelAt))) continue
      taken.push(labelAt)
      cityLabels.push({ x, y, text })
    }
    drawing = (
      <svg
        className="fx-tm-svg"
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={label}
      >
        <rect className="fx-tm-sea" x="0" y="0" width={width} height={height} />
        {rings && <path className="fx-tm-land" d={ringsPath(view, rings)} />}
        {cityLabels.map((city) => (
          <g key={city.text} className="fx-tm-city">
            <circle cx={city.x} cy={city.y} r="2" />
            <text x={city.x + 5} y={city.y + 3}>
              {city.text}
            </text>
          </g>
        ))}
        {route.length > 1 && <path className="fx-tm-route" d={line(route.map(at))} />}
        {track.length > 1 && <path className="fx-tm-track" d={line(track.map(at))} data-points={track.length} />}
        {routeLabels.map(({ point, x, y, text, left }) => (
          <g key={`${point.kind}-${point.lat},${point.lon}`} className="fx-tm-stop" data-kind={point.kind}>
            <title>
              {point.kind === 'loading'
                ? t('tracking.loading_point', { name: point.name })
                : t('tracking.unloading_point', { name: point.name })}
            </title>
            <circle cx={x} cy={y} r="6" />
            <text x={left ? x - 9 : x + 9} y={y + 4} textAnchor={left ? 'end' : undefined}>
              {text}
            </text>
          </g>
        ))}
        {truckAt && (
          <g className="fx-tm-truck" data-late={late || undefined} data-at={`${truck?.lat},${truck?.lon}`}>
            <title>{t('tracking.truck')}</title>
            <circle className="fx-tm-halo" cx={truckAt[0]} cy={truckAt[1]} r="13" />
            <circle className="fx-tm-dot" cx={truckAt[0]} cy={truckAt[1]} r="7" />
          </g>
        )}
      </svg>
    )
  }
  return (
    <figure className="fx-tm" part="map">
      <div ref={box} className="fx-tm-box" data-ready={rings ? '' : undefined}>
        {drawing}
      </div>
      <figcaption className="fx-tm-hint">{t('tracking.map_hint')}</figcaption>
    </figure>
  )
}
