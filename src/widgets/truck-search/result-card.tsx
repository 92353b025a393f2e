/** One found truck: where and when it is free, how far, the body, capacity and volume, the carrier and its rating. */

import { Suspense } from 'react'
import type { RatingBrief } from '../../core/contract/reviews'
import type { FoundTruck } from '../../core/contract/trucks'
import { lazyNamed, useFormat, useT } from '../ui'
import type { TruckSearchTextKey } from './texts'

// the badge (with the reviews' CSS and texts) loads once a rating is there to show, not with the first results
const RatingBadge = lazyNamed(() => import('../domain/reviews/rating'), 'RatingBadge')

export interface ResultCardProps {
  truck: FoundTruck
  truckTypeName: (id: number | null) => string | null
  onOpen: (truck: FoundTruck) => void
  /** The registered carrier's rating (reviews of the exchange's shippers), when known. */
  rating?: RatingBrief
}

/** Parts: `card`, `card-open`. */
export function ResultCard({ truck, truckTypeName, onOpen, rating }: ResultCardProps) {
  const t = useT<TruckSearchTextKey>()
  const format = useFormat()
  const when =
    truck.date_from === null
      ? t('truck_search.any_date')
      : truck.date_to && truck.date_to !== truck.date_from
        ? `${format.date(truck.date_from)} – ${format.date(truck.date_to)}`
        : format.date(truck.date_from)
  const facts = [
    truckTypeName(truck.truck_type_id) ?? t('truck_search.body_unknown'),
    truck.capacity !== null ? t('truck_search.capacity', { weight: format.number(truck.capacity) }) : null,
    truck.volume !== null ? t('truck_search.volume_value', { volume: format.number(truck.volume) }) : null,
  ].filter(Boolean)
  return (
    <article className="ts-card" part="card" data-source={truck.source} data-key={truck.key}>
      <div className="ts-card-main">
        <button type="button" className="ts-card-open" part="card-open" onClick={() => onOpen(truck)}>
          {truck.place?.name ?? '—'}
          {truck.finish ? ` → ${truck.finish.name}` : ''}
        </button>
        <p className="ts-card-facts">{facts.join(' · ')}</p>
        <p className="ts-card-company">
          {truck.company.name} · <span className="ts-kind">{t(`truck_search.kind_${truck.source}`)}</span>
          {rating && (
            // the separator comes with the badge: no dangling «·» while the badge's code loads
            <Suspense fallback={null}>
              {' · '}
              <RatingBadge average={rating.average} count={rating.count} />
            </Suspense>
          )}
        </p>
      </div>
      <div className="ts-card-side">
        <span className="ts-when">{when}</span>
        {truck.distance_km !== null && (
          <span className="ts-distance">{t('truck_search.km_away', { km: format.number(truck.distance_km) })}</span>
        )}
      </div>
    </article>
  )
}
