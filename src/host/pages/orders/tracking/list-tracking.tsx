/**
 * A list row's live tracking (the on-way list, the orders in work): the one-line summary (last position, distance
 * left, ETA, late) and the map on demand. Loaded only when a page of the list has an order loading or on the way.
 */
import { useState } from 'react'
import type { TrackingSummary } from '../../../../core/contract/tracking'
import type { TrackingTextKey } from '../../../../widgets/domain/tracking/texts'
import { TrackingLine } from '../../../../widgets/domain/tracking/tracking-view'
import { Button, useT } from '../../../../widgets/ui'
import { OrderMap } from './order-tracking-section'
import '../../../../widgets/domain/tracking/tracking.css'
import './tracking.css'

export function RowTracking({
  orderId,
  summary,
  now,
  lateShown,
}: {
  orderId: number
  summary: TrackingSummary | undefined
  now: Date
  /** The row already marks the order late (by its dates). */
  lateShown: boolean
}) {
  const t = useT<TrackingTextKey>()
  const [open, setOpen] = useState(false)
  const panel = `hx-row-map-${orderId}`
  return (
    <div className="hx-row-tracking" data-row-tracking={orderId}>
      <div className="hx-row-tracking-line">
        {summary && <TrackingLine summary={summary} now={now} lateShown={lateShown} />}
        <Button
          size="small"
          variant="ghost"
          aria-expanded={open}
          aria-controls={panel}
          data-action="toggle-map"
          onClick={() => setOpen((was) => !was)}
        >
          {open ? t('tracking.hide_map') : t('tracking.show_map')}
        </Button>
      </div>
      {open && (
        <div id={panel} className="hx-row-map">
          <OrderMap orderId={orderId} mapOnly />
        </div>
      )}
    </div>
  )
}
