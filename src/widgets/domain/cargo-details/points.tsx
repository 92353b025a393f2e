import { cargoPoints, cargoRoute } from '../../../core/contract/cargo'
import { useEndpoint, useFormat, useT } from '../../ui'
import type { DomainTextKey } from '../texts'
import { Loaded } from './section'

/**
 * The loading and unloading points in order (v2/cargos/{id}/points), then the distance by road and in a straight line
 * (v2/cargos/routes/{id}); each loads and fails alone.
 */
export function CargoPoints({
  id,
  className,
  loadKey,
}: {
  id: number
  className?: string | undefined
  loadKey: unknown
}) {
  const t = useT<DomainTextKey>()
  const format = useFormat()
  const args = { params: { id } }
  const points = useEndpoint(cargoPoints, args, { key: loadKey, select: (answer) => answer.data })
  const route = useEndpoint(cargoRoute, args, { key: loadKey, select: (answer) => answer.data })
  return (
    <>
      <Loaded state={points}>
        {(list) => (
          <ol className={className ? `cd-points ${className}` : 'cd-points'}>
            {list.map((point) => (
              <li key={point.position} className="cd-point" data-kind={point.kind}>
                <span className="cd-point-kind">
                  {t(point.kind === 'load' ? 'cargo_search.point_load' : 'cargo_search.point_unload')}
                </span>
                <span className="cd-point-place">
                  {point.place.name}
                  {point.place.region && point.place.region !== point.place.name && `, ${point.place.region}`}
                </span>
                {point.address && <span className="cd-muted">{point.address}</span>}
                {point.date && (
                  <span className="cd-muted">
                    {format.date(point.date)}
                    {point.time_from && ` ${point.time_from}${point.time_to ? `–${point.time_to}` : ''}`}
                  </span>
                )}
              </li>
            ))}
          </ol>
        )}
      </Loaded>
      <Loaded state={route}>
        {(data) => (
          <p className="cd-route-distance fx-hint">
            {[
              data.distance_km === null
                ? null
                : t('cargo_search.distance_road', {
                    value: t('units.kilometres', { value: format.number(data.distance_km) }),
                  }),
              t('cargo_search.distance_straight', {
                value: t('units.kilometres', { value: format.number(data.straight_km) }),
              }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        )}
      </Loaded>
    </>
  )
}
