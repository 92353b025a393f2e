/** Pieces the orders' list and page share: the status tag, the late mark, the route and the gaps left. */
import type { OrderStatus, OrderSummary } from '../../../core/contract/orders'
import { useT } from '../../../widgets/ui'
import type { HostTextKey } from '../../texts/keys'

const warning = new Set<OrderStatus>(['cancelled'])

export function OrderTag({ status }: { status: OrderStatus }) {
  const t = useT<HostTextKey>()
  return (
    <span className="fx-hp-tag" data-kind={warning.has(status) ? 'warning' : undefined} data-status={status}>
      {t(`orders.status_${status}`)}
    </span>
  )
}

export function LateTag() {
  const t = useT<HostTextKey>()
  return (
    <span className="fx-hp-tag" data-kind="warning" data-late="">
      {t('orders.late')}
    </span>
  )
}

/** What the order still lacks, in words ("Still to do: driver, truck"), or nothing. */
export function Missing({ order }: { order: Pick<OrderSummary, 'missing'> }) {
  const t = useT<HostTextKey>()
  if (order.missing.length === 0) return null
  return (
    <span className="fx-or-missing" data-missing={order.missing.join(' ')}>
      {t('orders.missing', { items: order.missing.map((gap) => t(`orders.gap_${gap}`)).join(', ') })}
    </span>
  )
}
