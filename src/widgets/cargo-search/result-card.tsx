/** One cargo of the result list: route, dates, truck and load types, weight and volume, prices, favourite mark. */
import type { Cargo, CargoPlace } from '../../core/contract/cargo'
import { dateSpan } from '../domain/cargo-details/date-span'
import type { DomainTextKey } from '../domain/texts'
import { useFormat, useT } from '../ui'
import { cargoSize, money, names, perKm } from './text'
import type { CargoSearchTextKey } from './texts'

export interface ResultCardProps {
  cargo: Cargo
  /** Shows the favourite toggle (signed-in users). */
  canFavorite: boolean
  onOpen: (cargo: Cargo) => void
  onFavorite: (cargo: Cargo) => void
}

function Place({ place }: { place: CargoPlace }) {
  return (
    <span className="cs-place">
      <span className="cs-city">{place.name}</span>
      {place.region && place.region !== place.name && <span className="cs-region">{place.region}</span>}
    </span>
  )
}

/** Parts: `card`, `route`, `price`, `favorite`. */
export function ResultCard({ cargo, canFavorite, onOpen, onFavorite }: ResultCardProps) {
  const t = useT<CargoSearchTextKey | DomainTextKey>()
  const format = useFormat()
  const ppk = perKm(cargo.price_per_km, cargo.currency, format, t)
  const favorite = cargo.is_favorite === true
  const size = cargoSize(cargo, format, t)
  return (
    <article part="card" className="cs-card" data-cargo-id={cargo.id}>
      <div className="cs-card-main">
        <h3 className="cs-route" part="route">
          <button type="button" className="cs-open" onClick={() => onOpen(cargo)}>
            <Place place={cargo.start_point} />
            <span className="cs-to">
              <span className="cs-arrow" aria-hidden="true">
                →
              </span>
              <Place place={cargo.finish_point} />
            </span>
          </button>
        </h3>
        <dl className="cs-facts">
          <div className="cs-fact">
            <dt>{t('cargo_search.loading')}</dt>
            <dd>{dateSpan(cargo.load_date_from, cargo.load_date_to, format, true)}</dd>
          </div>
          <div className="cs-fact">
            <dt>{t('cargo_search.truck')}</dt>
            <dd>{names(cargo.truck_types) || '—'}</dd>
          </div>
          <div className="cs-fact cs-secondary">
            <dt>{t('cargo_search.load_types')}</dt>
            <dd>{names(cargo.load_types) || '—'}</dd>
          </div>
          <div className="cs-fact">
            <dt>{t('cargo_search.cargo')}</dt>
            <dd>
              {cargo.cargo_type && <span className="cs-secondary">{cargo.cargo_type.name}, </span>}
              {size}
            </dd>
          </div>
          {cargo.distance_km !== null && (
            <div className="cs-fact cs-secondary">
              <dt>{t('common.distance')}</dt>
              <dd>{t('units.kilometres', { value: format.number(cargo.distance_km) })}</dd>
            </div>
          )}
        </dl>
        <p className="cs-company cs-secondary">{cargo.company.name}</p>
      </div>
      <div className="cs-card-side">
        <div className="cs-price" part="price">
          <span className="cs-price-total">{money(cargo.price, cargo.currency, format, t)}</span>
          {ppk && <span className="cs-price-km">{ppk}</span>}
        </div>
        {canFavorite && (
          <button
            type="button"
            part="favorite"
            className="cs-favorite"
            aria-pressed={favorite}
            aria-label={t(favorite ? 'cargo_search.favorite_remove' : 'cargo_search.favorite_add')}
            title={t(favorite ? 'cargo_search.favorite_remove' : 'cargo_search.favorite_add')}
            onClick={() => onFavorite(cargo)}
          >
            <span aria-hidden="true">{favorite ? '★' : '☆'}</span>
          </button>
        )}
      </div>
    </article>
  )
}
