/**
 * The orders' working lists: /cargos/in-work as orders-in-work (every live order) and /cargos/on-way (loading and on
 * the way, late ones marked). A shipper sees its company's orders (v2/cargo-flow/shipper/orders), a carrier its own
 * (carrier/orders) with what it still has to fill in or upload.
 */
import { Suspense, useEffect, useState } from 'react'
import { listCarrierOrders, listShipperOrders, type OrderSummary } from '../../../core/contract/orders'
import { trackingSummaries } from '../../../core/contract/tracking'
import { addTexts } from '../../../core/i18n/texts'
import * as domainTexts from '../../../widgets/domain/texts'
import {
  EmptyState,
  lazyNamed,
  Skeleton,
  useApi,
  useEndpoint,
  useFormat,
  usePagedList,
  useT,
  useToast,
} from '../../../widgets/ui'
import { Page } from '../../forms/page'
import { useCurrentUser } from '../../forms/use-session'
import { RouteLink } from '../../navigation'
import type { HostTextKey } from '../../texts/keys'
import * as ordersTexts from '../../texts/orders'
import * as responsesTexts from '../../texts/responses'
import { PAGE, PagedList } from '../responses/paged-list'
import { LateTag, Missing, OrderTag } from './order-parts'
import './orders.css'

addTexts(domainTexts, responsesTexts, ordersTexts)

/** A moving order's row: last position, distance left, ETA, late, and the map on demand (a chunk of its own). */
const RowTracking = lazyNamed(() => import('./tracking/list-tracking'), 'RowTracking')
const moving = (o: OrderSummary) => o.status === 'loading' || o.status === 'on_way'
/** How often the rows' tracking figures are asked again while the list is visible. */
const SUMMARY_REFRESH_MS = 30_000

type View = 'in_work' | 'on_way'

export function OrdersList({ view, title, name }: { view: View; title: string; name: string }) {
  const t = useT<HostTextKey>()
  const { user, loading } = useCurrentUser()
  const roles = user?.roles ?? []
  const side = roles.includes('shipper')
    ? 'shipper'
    : roles.includes('carrier') || roles.includes('expeditor')
      ? 'carrier'
      : null
  return (
    <Page name={name} title={title}>
      {loading && <Skeleton lines={6} />}
      {!loading && side && <Rows side={side} view={view} />}
      {!loading && !side && <EmptyState title={t('orders.no_company')} />}
    </Page>
  )
}

function Rows({ side, view }: { side: 'shipper' | 'carrier'; view: View }) {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const format = useFormat()
  const [offset, setOffset] = useState(0)
  const [late, setLate] = useState(false)
  const list = usePagedList({
    key: `${view}|${late}|${offset}`,
    pageSize: PAGE,
    load: (_page, signal) =>
      api.call(side === 'shipper' ? listShipperOrders : listCarrierOrders, {
        query: {
          limit: PAGE,
          offset,
          sort: view === 'on_way' ? 'unload_date' : '-id',
          filter: { view, ...(late ? { late: true } : {}) },
        },
        signal,
      }),
    onError: (error) => toast.error(error),
  })
  const refresh = list.reload
  // the tracking figures of the page's moving orders, in one request
  const ids = list.items.filter(moving).map((o) => o.id)
  const summaries = useEndpoint(
    trackingSummaries,
    { query: { ids: ids.join(',') } },
    { enabled: ids.length > 0, keepPrevious: true, select: (answer) => answer.data },
  )
  const [now, setNow] = useState(() => new Date())
  const reloadSummaries = summaries.reload
  useEffect(() => {
    if (ids.length === 0) return
    const timer = setInterval(() => {
      if (document.visibilityState === 'hidden') return
      setNow(new Date())
      reloadSummaries()
    }, SUMMARY_REFRESH_MS)
    return () => clearInterval(timer)
  }, [ids.length, reloadSummaries])
  const summaryOf = (id: number) =>
    summaries.state === 'ready' ? summaries.data.find((summary) => summary.order_id === id) : undefined

  const row = (o: OrderSummary) => (
    <li key={o.id} className="fx-hp-item" data-order={o.id} data-status={o.status} data-late={o.late || undefined}>
      <div className="fx-hp-item-main">
        <RouteLink to="orders-details" params={{ id: o.id }} className="fx-hp-item-name">
          {t('orders.number', { number: o.number })}
        </RouteLink>
        <span>{t('orders.route', { from: o.route.start_point.name, to: o.route.finish_point.name })}</span>
        <span className="fx-hp-muted">
          {t('orders.load', { date: format.date(o.load_date) })} ·{' '}
          {o.unload_date ? t('orders.unload', { date: format.date(o.unload_date) }) : t('orders.unload_none')}
        </span>
      </div>
      <div className="fx-hp-item-main">
        <span>
          {side === 'shipper'
            ? t('orders.carrier', { name: o.carrier_company.name })
            : t('orders.shipper', { name: o.shipper_company.name })}
        </span>
        <span>{t('orders.price', { price: format.money(o.price, o.currency) })}</span>
        {o.transport && <span className="fx-hp-muted">{o.transport.number}</span>}
      </div>
      <div className="fx-hp-item-main">
        <span className="fx-hp-tags">
          <OrderTag status={o.status} />
          {o.late && <LateTag />}
        </span>
        <span className="fx-hp-muted">{t('orders.status_since', { date: format.dateTime(o.status_at) })}</span>
        <Missing order={o} side={side} />
      </div>
      {moving(o) && (
        <Suspense fallback={null}>
          <RowTracking orderId={o.id} summary={summaryOf(o.id)} now={now} lateShown={o.late} />
        </Suspense>
      )}
    </li>
  )
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a segmented switch like the other lists' (fx-hp-segmented), not a form's fieldset */}
      <div className="fx-hp-segmented" role="group" aria-label={t('orders.view_label')}>
        {[false, true].map((only) => (
          <button
            key={String(only)}
            type="button"
            aria-pressed={late === only}
            data-filter={only ? 'late' : 'all'}
            onClick={() => {
              setLate(only)
              setOffset(0)
            }}
          >
            {only ? t('orders.only_late') : t('orders.all')}
          </button>
        ))}
      </div>
      <PagedList
        list={list}
        onRetry={() => void refresh()}
        empty={
          <EmptyState
            title={view === 'on_way' ? t('orders.empty_on_way') : t('orders.empty')}
            description={t('orders.empty_hint')}
          />
        }
        offset={offset}
        onOffset={setOffset}
      >
        {(items) => items.map(row)}
      </PagedList>
    </>
  )
}

export default function OrdersInWorkPage() {
  const t = useT<HostTextKey>()
  return <OrdersList view="in_work" name="orders-in-work" title={t('route.orders-in-work')} />
}
