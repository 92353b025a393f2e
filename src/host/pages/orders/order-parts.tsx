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

/** Whose work each gap is: the carrier fills and uploads, the shipper reviews the scans. */
const gapOwner = {
  director: 'carrier',
  driver: 'carrier',
  transport: 'carrier',
  waybill: 'carrier',
  rejected_scan: 'carrier',
  scan_review: 'shipper',
} as const

/** What `side` still has to do for the order, in words ("Still to do: driver, truck"), or nothing. */
export function Missing({ order, side }: { order: Pick<OrderSummary, 'missing'>; side: 'shipper' | 'carrier' }) {
  const t = useT<HostTextKey>()
  const mine = order.missing.filter((gap) => gapOwner[gap] === side)
  if (mine.length === 0) return null
  return (
    <span className="fx-or-missing" data-missing={mine.join(' ')}>
      {t('orders.missing', { items: mine.map((gap) => t(`orders.gap_${gap}`)).join(', ') })}
    </span>
  )
}
