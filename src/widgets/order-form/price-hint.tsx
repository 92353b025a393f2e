/** The market price of the route being typed (`GET cargos/price-calculation`), with a button to use it. */
import { Suspense, useEffect, useState } from 'react'
import { type PriceHint, priceCalculation } from '../../core/contract/shipper'
import { Button, lazyNamed, useApi, useFormat, useT } from '../ui'
import type { OrderFormTextKey } from './texts'

/** The lane's price chart, loaded once the route has both ends (the form opens without one). */
const LanePriceChart = lazyNamed(() => import('../domain/lane-price-chart'), 'LanePriceChart')

export interface PriceHintProps {
  startId: number | null
  finishId: number | null
  truckType: number | null
  weight: number | null
  onApply: (price: number) => void
}

type HintState = { status: 'idle' | 'loading' | 'failed' } | { status: 'done'; hint: PriceHint }

export function PriceHintBox({ startId, finishId, truckType, weight, onApply }: PriceHintProps) {
  const t = useT<OrderFormTextKey>()
  const api = useApi()
  const format = useFormat()
  const [state, setState] = useState<HintState>({ status: 'idle' })

  useEffect(() => {
    if (startId === null || finishId === null) {
      setState({ status: 'idle' })
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      setState({ status: 'loading' })
      api
        .call(priceCalculation, {
          query: {
            start_point_id: startId,
            finish_point_id: finishId,
            ...(truckType !== null ? { truck_type: truckType } : {}),
            ...(weight !== null && weight > 0 ? { weight } : {}),
          },
          signal: controller.signal,
        })
        .then(
          (answer) => setState({ status: 'done', hint: answer.data }),
          () => !controller.signal.aborted && setState({ status: 'failed' }),
        )
    }, 300)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [api, startId, finishId, truckType, weight])

  if (state.status === 'failed') return null
  return (
    <div className="of-hint" part="price-hint" aria-live="polite">
      <div className="of-hint-title">{t('order_form.hint_title')}</div>
      {state.status === 'idle' && <p className="of-muted">{t('order_form.hint_pick_route')}</p>}
      {state.status === 'loading' && <p className="of-muted">{t('order_form.hint_loading')}</p>}
      {state.status === 'done' && state.hint.price === null && (
        <p className="of-muted">{t('order_form.hint_none', { distance: format.number(state.hint.distance_km) })}</p>
      )}
      {state.status === 'done' && state.hint.price !== null && (
        <>
          <p className="of-hint-value" data-price={state.hint.price}>
            {t('order_form.hint_value', {
              price: format.money(state.hint.price, state.hint.currency),
              per_km: format.money(state.hint.price_per_km ?? 0, state.hint.currency),
              distance: format.number(state.hint.distance_km),
            })}
          </p>
          {state.hint.price_low !== null && state.hint.price_high !== null && (
            <p className="of-muted">
              {t('order_form.hint_range', {
                low: format.money(state.hint.price_low, state.hint.currency),
                high: format.money(state.hint.price_high, state.hint.currency),
              })}
            </p>
          )}
          <p className="of-muted">
            {t('order_form.hint_sample', { count: state.hint.sample_size })} ·{' '}
            {t(`order_form.hint_basis_${state.hint.basis}`)}
          </p>
          <Button size="small" onClick={() => state.hint.price !== null && onApply(state.hint.price)}>
            {t('order_form.hint_apply')}
          </Button>
        </>
      )}
      {startId !== null && finishId !== null && (
        <Suspense fallback={null}>
          <LanePriceChart startId={startId} finishId={finishId} truckType={truckType} />
        </Suspense>
      )}
    </div>
  )
}
