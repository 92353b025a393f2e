/**
 * The first cell of a cargo's row in the responses lists (a carrier's cargo, a response): the route, then the
 * cargo's number, loading date and weight.
 */
import type { DomainTextKey } from '../../../widgets/domain/texts'
import { useFormat, useT } from '../../../widgets/ui'
import type { HostTextKey } from '../../texts/keys'

/** What the summary reads of a cargo (a carrier's cargo or a response's). */
interface SummaryCargo {
  id: number
  start_point: { name: string }
  finish_point: { name: string }
  load_date_from: string
  weight: number
}

export function CargoSummary({ cargo }: { cargo: SummaryCargo }) {
  const t = useT<HostTextKey | DomainTextKey>()
  const format = useFormat()
  return (
    <div className="fx-hp-item-main">
      <span className="fx-hp-item-name">
        {cargo.start_point.name} → {cargo.finish_point.name}
      </span>
      <span className="fx-hp-muted">
        {t('responses.cargo_number', { id: cargo.id })} ·{' '}
        {t('responses.loading_date', { date: format.date(cargo.load_date_from) })} ·{' '}
        {t('responses.weight', { value: format.number(cargo.weight) })}
      </span>
    </div>
  )
}
