/** One response as a row of a list: the cargo, the offer (with the carrier's rating for the shipper), its status and the actions given. */

import type { CargoResponse } from '../../../core/contract/responses'
import type { RatingBrief } from '../../../core/contract/reviews'
import { RatingBadge } from '../../../widgets/domain'
import type { DomainTextKey } from '../../../widgets/domain/texts'
import { useFormat, useT } from '../../../widgets/ui'
import type { HostTextKey } from '../../texts/keys'
import { CargoSummary } from './cargo-summary'
import { ResponseTag } from './status-tags'

export function ResponseItem({
  response,
  side,
  actions,
  rating,
}: {
  response: CargoResponse
  side: 'shipper' | 'carrier'
  actions: React.ReactNode
  /** The carrier's rating, beside its name for the shipper (opens the carrier's reviews). */
  rating?: RatingBrief
}) {
  const t = useT<HostTextKey | DomainTextKey>()
  const format = useFormat()
  const { cargo } = response
  return (
    <li className="fx-hp-item" data-response={response.id} data-status={response.status}>
      <CargoSummary cargo={cargo} />
      <div className="fx-hp-item-main">
        <span data-field="company">{side === 'shipper' ? response.carrier_company.name : cargo.company.name}</span>
        {side === 'shipper' && rating && (
          <span data-field="rating">
            <RatingBadge
              average={rating.average}
              count={rating.count}
              href={`/trucks/carrier/${response.carrier_company.id}#reviews`}
            />
          </span>
        )}
        <span data-field="price">
          {t('responses.offer', { price: format.money(response.price, response.currency) })}
        </span>
        {response.transport && (
          <span className="fx-hp-muted">{t('responses.truck', { number: response.transport.number })}</span>
        )}
        {response.comment && <span className="fx-hp-muted">{response.comment}</span>}
      </div>
      <div className="fx-hp-item-main">
        <span className="fx-hp-tags">
          <ResponseTag status={response.status} />
          {response.is_bid && <span className="fx-hp-tag">{t('responses.bid')}</span>}
        </span>
        {response.reason && <span className="fx-hp-muted">{t('responses.reason', { reason: response.reason })}</span>}
        <span className="fx-hp-muted">
          <time dateTime={response.updated_at}>{format.dateTime(response.updated_at)}</time>
        </span>
      </div>
      <div className="fx-hp-item-actions">{actions}</div>
    </li>
  )
}
