/**
 * The order page's live tracking (loaded with an order that is loading or on the way, never with the page's first
 * chunk): the carrier's link for the driver, and for every party the truck on the offline map with its track,
 * distance left, ETA and the late mark, asked again every few seconds while the page is visible.
 */
import { addTexts } from '../../../../core/i18n/texts'
import type { TrackingTextKey } from '../../../../widgets/domain/tracking/texts'
import { TrackingView } from '../../../../widgets/domain/tracking/tracking-view'
import { useTracking } from '../../../../widgets/domain/tracking/use-tracking'
import { ErrorState, Skeleton, useT } from '../../../../widgets/ui'
import type { HostTextKey } from '../../../texts/keys'
import * as trackingTexts from '../../../texts/tracking'
import { ShareLink } from './share-link'
import '../../../../widgets/domain/tracking/tracking.css'
import './tracking.css'

addTexts(trackingTexts)

export function OrderTrackingSection({ orderId, side }: { orderId: number; side: 'shipper' | 'carrier' | 'security' }) {
  const t = useT<HostTextKey | TrackingTextKey>()
  return (
    <section className="fx-hp-section hx-order-tracking" data-section="tracking" aria-labelledby="fx-or-tracking">
      <h2 id="fx-or-tracking">{t('tracking.title')}</h2>
      {side === 'carrier' && <ShareLink orderId={orderId} />}
      <OrderMap orderId={orderId} />
    </section>
  )
}

/** The truck of one order: figures and map (also the on-way list's opened row). */
export function OrderMap({ orderId, mapOnly = false }: { orderId: number; mapOnly?: boolean }) {
  const { tracking, now } = useTracking(orderId)
  if (tracking.state === 'error') return <ErrorState error={tracking.error} onRetry={tracking.reload} />
  if (tracking.state !== 'ready') return <Skeleton lines={5} />
  return <TrackingView tracking={tracking.data} now={now} mapOnly={mapOnly} />
}
