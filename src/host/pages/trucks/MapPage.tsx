/**
 * /trucks/map: the trucks truck search finds, on a map (Leaflet: small, no WebGL, raster or vector layers alike;
 * MapLibre would need vector tiles or a style server to be useful offline). The default basemap works offline:
 * country borders from Natural Earth (the `world-atlas` package, 1:110m, loaded with the page's chunk); a
 * production tile server is set by `window.FX_CONFIG.mapTileUrl` (`https://tiles.example/{z}/{x}/{y}.png`).
 * Trucks are clustered by screen cell; a single truck's popup links to its carrier. Filtered like the list: a
 * place with a radius and the day window. The server counts the search's first 5,000 trucks by place (v2/trucks/map):
 * a marker is a place or a cluster of places, so a few hundred places cross the wire, not thousands of trucks.
 */
import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import { useEffect, useRef, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { feature } from 'topojson-client'
import countries from 'world-atlas/countries-110m.json'
import { addDays, isoDay } from '../../../core/contract/days'
import { TruckMapForm, type TruckMapPlace, truckMap, truckMapFieldMap } from '../../../core/contract/trucks'
import { addTexts } from '../../../core/i18n/texts'
import type { TruckSearchTextKey } from '../../../widgets/truck-search/texts'
import * as truckTexts from '../../../widgets/truck-search/texts'
import { Button, useApi, useT } from '../../../widgets/ui'
import { FormDateRange } from '../../forms/date-fields'
import { Page } from '../../forms/page'
import { FormPlace } from '../../forms/place-fields'
import { useZodForm } from '../../forms/use-zod-form'
import { pathOf } from '../../routes'
import type { HostTextKey } from '../../texts/keys'
import { clusterPoints } from './cluster'
import './trucks.css'

addTexts(truckTexts)

declare module '../../../core/config/config' {
  interface FxConfigInput {
    /** A raster tile server for the trucks map (`{z}/{x}/{y}`); without it the offline country borders are shown. */
    mapTileUrl?: string
  }
}

const tileUrl = (): string | undefined => (globalThis as { FX_CONFIG?: { mapTileUrl?: string } }).FX_CONFIG?.mapTileUrl

function basemap(map: L.Map) {
  const url = tileUrl()
  if (url) {
    L.tileLayer(url, { maxZoom: 18 }).addTo(map)
    return
  }
  const shapes = feature(countries, countries.objects.countries)
  L.geoJSON(shapes, {
    style: { color: '#8a95a3', weight: 1, fillColor: '#eef1f5', fillOpacity: 1 },
    interactive: false,
  }).addTo(map)
}

export default function MapPage() {
  const t = useT<HostTextKey | TruckSearchTextKey>()
  const api = useApi()
  const box = useRef<HTMLDivElement>(null)
  const map = useRef<L.Map | null>(null)
  const layer = useRef<L.LayerGroup | null>(null)
  const [today] = useState(() => isoDay(new Date()))
  const form = useZodForm(TruckMapForm, {
    defaultValues: { place: null, radius: 200, from: today, to: addDays(today, 7) },
    fieldMap: truckMapFieldMap,
  })
  const [place, radius] = useWatch({ control: form.control, name: ['place', 'radius'] })
  // the search asked: the form's first values, then what each press of the button sends
  const [filter, setFilter] = useState(() => TruckMapForm.parse(form.getValues()))
  const [places, setPlaces] = useState<TruckMapPlace[]>([])
  const [size, setSize] = useState<number | null>(null)

  useEffect(() => {
    if (!box.current) return
    const created = L.map(box.current, { center: [56, 45], zoom: 4, preferCanvas: true })
    basemap(created)
    layer.current = L.layerGroup().addTo(created)
    map.current = created
    return () => {
      created.remove()
      map.current = null
    }
  }, [])

  useEffect(() => {
    const controller = new AbortController()
    api.call(truckMap, { query: { filter }, signal: controller.signal }).then(
      (answer) => {
        setPlaces(answer.data)
        setSize(answer.meta.size)
      },
      () => undefined,
    )
    return () => controller.abort()
  }, [api, filter])

  useEffect(() => {
    const m = map.current
    const group = layer.current
    if (!m || !group) return
    const draw = () => {
      group.clearLayers()
      // a marker is a place (its trucks stand at its point) or a cluster of nearby places
      const points = places.map((at) => ({ lat: at.place.lat, lng: at.place.lng, item: at }))
      for (const cluster of clusterPoints(points, (lat, lng) => m.latLngToLayerPoint([lat, lng]))) {
        const count = cluster.items.reduce((sum, at) => sum + at.count, 0)
        const marker = L.marker([cluster.lat, cluster.lng], {
          icon: L.divIcon({
            className: 'hx-map-marker',
            html: `<span>${count}</span>`,
            iconSize: [count > 1 ? 34 : 24, count > 1 ? 34 : 24],
          }),
          title: count === 1 ? cluster.items[0]!.first.company.name : String(count),
        })
        if (count === 1) {
          const truck = cluster.items[0]!.first
          const popup = document.createElement('div')
          const name = document.createElement('strong')
          name.textContent = truck.company.name
          const where = document.createElement('div')
          where.textContent = `${truck.place?.name ?? ''}${truck.finish ? ` → ${truck.finish.name}` : ''} · ${truck.date_from ?? ''}`
          const link = document.createElement('a')
          link.href = pathOf('trucks-carrier', { id: String(truck.company.id) })
          link.textContent = t('truck_search.carrier_page')
          popup.append(name, where, link)
          marker.bindPopup(popup)
        } else {
          marker.on('click', () => m.setView([cluster.lat, cluster.lng], Math.min(m.getZoom() + 2, 12)))
        }
        marker.addTo(group)
      }
    }
    draw()
    m.on('zoomend', draw)
    if (place) m.setView([place.lat, place.lng], 7)
    return () => {
      m.off('zoomend', draw)
    }
  }, [places, place, t])

  return (
    <Page name="trucks-map" title={t('truck_search.map_title')}>
      <form className="hx-map-filters" noValidate onSubmit={form.handleSubmit(setFilter)}>
        <FormPlace
          control={form.control}
          name="place"
          label={t('truck_search.where')}
          radius={radius}
          onRadiusChange={(km) => form.setValue('radius', km)}
        />
        <FormDateRange control={form.control} from="from" to="to" label={t('truck_search.dates')} min={today} />
        <Button type="submit" variant="primary">
          {t('common.search')}
        </Button>
        <span className="hx-map-count" aria-live="polite">
          {size === null ? '' : t('truck_search.found', { count: size })}
        </span>
      </form>
      <div ref={box} className="hx-map" data-markers={places.reduce((sum, at) => sum + at.count, 0)} />
    </Page>
  )
}
