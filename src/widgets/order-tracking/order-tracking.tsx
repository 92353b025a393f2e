/**
 * `fx-order-tracking`: one order's truck on a shipper's portal: where it is (the offline map with the route and the
 * track), how far it has to go, when it will arrive and whether it is late, asked again every `refresh` seconds
 * while the page is visible. Signed out it asks nothing and says who may see it.
 */
import { type ReactNode, useEffect, useRef } from 'react'
import { isApiError } from '../../core/api/errors'
import type { OrderTracking as Tracking } from '../../core/contract/tracking'
import { TrackingView } from '../domain/tracking/tracking-view'
import { useTracking } from '../domain/tracking/use-tracking'
import { Button, EmptyState, ErrorState, Skeleton, useCore, useSignal, useT } from '../ui'
import type { OrderTrackingProps } from './schema'
import type { OrderTrackingTextKey } from './texts'

export function OrderTracking(props: OrderTrackingProps) {
  const t = useT<OrderTrackingTextKey>()
  const token = useSignal(useCore().session.accessToken)
  let body: ReactNode
  if (!props.orderId) body = <EmptyState title={t('order_tracking.no_order')} />
  else if (!token) body = <EmptyState title={t('order_tracking.sign_in')} />
  else body = <SignedIn key={`${token}|${props.orderId}`} {...props} orderId={props.orderId} />
  return (
    <section className="fx-ot" part="order-tracking" data-order={props.orderId}>
      {body}
    </section>
  )
}

function SignedIn({ orderId, refresh, dispatch }: OrderTrackingProps & { orderId: number }) {
  const t = useT<OrderTrackingTextKey>()
  const { tracking, now } = useTracking(orderId, { everySeconds: refresh })
  useUpdates(tracking.state === 'ready' ? tracking.data : null, dispatch)
  if (tracking.state === 'loading' || tracking.state === 'idle') return <Skeleton lines={6} />
  if (tracking.state === 'error') {
    if (isApiError(tracking.error) && (tracking.error.status === 404 || tracking.error.status === 403))
      return (
        <EmptyState
          title={t('order_tracking.not_found')}
          action={
            <Button size="small" onClick={tracking.reload}>
              {t('order_tracking.retry')}
            </Button>
          }
        />
      )
    return <ErrorState error={tracking.error} onRetry={tracking.reload} />
  }
  const data = tracking.data
  return (
    <TrackingView
      tracking={data}
      now={now}
      heading={
        <h2 className="fx-ot-title" part="title">
          {data.number ? t('order_tracking.title', { number: data.number }) : t('order_tracking.title_plain')}
        </h2>
      }
    />
  )
}

/** Fires `fx-tracking-update` with the first answer and whenever the last position or the lateness changes. */
function useUpdates(data: Tracking | null, dispatch: OrderTrackingProps['dispatch']) {
  const seen = useRef<string | null>(null)
  useEffect(() => {
    if (!data) return
    const key = `${data.last?.recorded_at ?? ''}|${data.late}`
    if (seen.current === key) return
    seen.current = key
    dispatch('fx-tracking-update', {
      orderId: data.order_id,
      late: data.late,
      eta: data.eta,
      lastAt: data.last?.recorded_at ?? null,
      distanceLeftKm: data.distance_left_km,
    })
  }, [data, dispatch])
}
