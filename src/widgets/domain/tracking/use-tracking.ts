/**
 * An order's tracking, kept fresh while it is shown: `v2/orders/:id/tracking` through the one data hook, asked again
 * every `everySeconds` while the page is visible (and at once when it becomes visible again), the last answer kept
 * on screen meanwhile. `now` ticks with it, so "5 minutes ago" moves on without a request.
 */
import { useEffect, useState } from 'react'
import { type OrderTracking, orderTracking } from '../../../core/contract/tracking'
import { type EndpointState, useEndpoint } from '../../ui'

export const TRACKING_REFRESH_SECONDS = 10

export function useTracking(
  orderId: number,
  { everySeconds = TRACKING_REFRESH_SECONDS, enabled = true } = {},
): { tracking: EndpointState<OrderTracking>; now: Date } {
  const tracking = useEndpoint(
    orderTracking,
    { params: { id: orderId } },
    { select: (answer) => answer.data, keepPrevious: true, enabled },
  )
  const [now, setNow] = useState(() => new Date())
  const { reload } = tracking
  useEffect(() => {
    if (!enabled) return
    const tick = () => {
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return
      setNow(new Date())
      reload()
    }
    const timer = setInterval(tick, Math.max(2, everySeconds) * 1000)
    document.addEventListener('visibilitychange', tick)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', tick)
    }
  }, [enabled, everySeconds, reload])
  return { tracking, now }
}
