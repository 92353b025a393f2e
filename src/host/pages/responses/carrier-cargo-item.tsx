/**
 * One of the carrier's cargos as a row of a list: the route, the shipper, the price, the auction, my response and
 * the actions given.
 */

import type { CarrierCargo } from '../../../core/contract/responses'
import type { DomainTextKey } from '../../../widgets/domain/texts'
import { useFormat, useT } from '../../../widgets/ui'
import type { HostTextKey } from '../../texts/keys'
import { CargoSummary } from './cargo-summary'
import { ResponseTag } from './status-tags'

export function CarrierCargoItem({ cargo, actions }: { cargo: CarrierCargo; actions: React.ReactNode }) {
  const t = useT<HostTextKey | DomainTextKey>()
  const format = useFormat()
  return (
    <li className="fx-hp-item" data-cargo={cargo.id}>
      <CargoSummary cargo={cargo} />
      <div className="fx-hp-item-main">
        <span>{cargo.company.name}</span>
        <span>
          {cargo.price === null
            ? t('responses.no_price')
            : t('responses.cargo_price', { price: format.money(cargo.price, cargo.currency) })}
        </span>
        {cargo.auction && (
          <span className="fx-hp-muted" data-field="auction">
            {cargo.auction.status === 'finished'
              ? t('responses.auction_finished')
              : t('responses.auction_ends', { date: format.dateTime(cargo.auction.ends_at) })}
            {cargo.auction.best_price !== null &&
              ` · ${t('responses.auction_best', { price: format.money(cargo.auction.best_price, cargo.currency) })}`}
          </span>
        )}
      </div>
      <div className="fx-hp-item-main">
        {cargo.my_response && (
          <span className="fx-hp-tags">
            <ResponseTag status={cargo.my_response.status} mine />
            <span className="fx-hp-muted">{format.money(cargo.my_response.price, cargo.currency)}</span>
          </span>
        )}
      </div>
      <div className="fx-hp-item-actions">{actions}</div>
    </li>
  )
}
