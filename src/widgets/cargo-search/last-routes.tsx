/** The last three searched routes (spec 3, 4, 9) as one-click chips, newest first. */
import type { RouteEntry } from '../../core/session'
import { useLang, useT } from '../ui'
import { placeName } from './text'
import type { CargoSearchTextKey } from './texts'

export interface LastRoutesProps {
  routes: readonly RouteEntry[]
  onPick: (route: RouteEntry) => void
}

/** Parts: `last-routes`, `route-chip`. */
export function LastRoutes({ routes, onPick }: LastRoutesProps) {
  const t = useT<CargoSearchTextKey>()
  const lang = useLang()
  const shown = routes.filter((route) => route.load && route.unload)
  if (shown.length === 0) return null
  return (
    <nav part="last-routes" className="cs-last-routes" aria-label={t('cargo_search.recent_routes')}>
      <span className="cs-last-routes-label">{t('cargo_search.recent_routes')}</span>
      <ul>
        {shown.map((route) => {
          const from = route.load ? placeName(route.load, lang) : ''
          const to = route.unload ? placeName(route.unload, lang) : ''
          return (
            <li
              key={`${route.start_point_id}-${route.finish_point_id}-${route.start_point_type}-${route.finish_point_type}`}
            >
              <button
                type="button"
                part="route-chip"
                className="cs-chip"
                title={t('cargo_search.search_route', { from, to })}
                onClick={() => onPick(route)}
              >
                {from} → {to}
              </button>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
