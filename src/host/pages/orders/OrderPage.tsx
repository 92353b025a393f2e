/**
 * /cargos/orders/:id: the order page both parties share (and the security service): the timeline of its states,
 * the three holder sections (the carrier fills them from hints), the trip's scans, the contract and the power of
 * attorney, the security check, and the steps the caller may take now (`actions` of the answer).
 */
import { Suspense, useRef, useState } from 'react'
import { isApiError } from '../../../core/api/errors'
import { localDay } from '../../../core/contract/days'
import {
  decideOrderCheck,
  getOrder,
  moveOrder,
  type Order,
  type OrderStatus,
  sendOrderToSecurity,
} from '../../../core/contract/orders'
import { addTexts } from '../../../core/i18n/texts'
import * as domainTexts from '../../../widgets/domain/texts'
import {
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  lazyNamed,
  Skeleton,
  useApi,
  useEndpoint,
  useFormat,
  useT,
  useToast,
} from '../../../widgets/ui'
import { toastFailure } from '../../forms/errors'
import { Page } from '../../forms/page'
import type { HostTextKey } from '../../texts/keys'
import * as ordersTexts from '../../texts/orders'
import * as responsesTexts from '../../texts/responses'
import { ReasonDialog } from '../responses/reason-dialog'
import { useDownload } from '../responses/use-download'
import { HolderSection } from './holder-section'
import { OrderDocuments } from './order-documents'
import { LateTag, Missing, OrderTag } from './order-parts'
import './orders.css'
import { hasReviews, OrderReviews, type OrderReviewsState, useOrderReviews } from '../reviews/order-reviews'

addTexts(domainTexts, responsesTexts, ordersTexts)

/** Live tracking (the map, the figures, the carrier's link for the driver), loaded only for an order that moves. */
const OrderTrackingSection = lazyNamed(() => import('./tracking/order-tracking-section'), 'OrderTrackingSection')
const tracked: readonly OrderStatus[] = ['loading', 'on_way']

export default function OrderPage({ id }: { id: string }) {
  const t = useT<HostTextKey>()
  const loaded = useEndpoint(getOrder, { params: { id: Number(id) } }, { select: (answer) => answer.data })
  const [changed, setChanged] = useState<Order | null>(null)
  const order = changed && changed.id === Number(id) ? changed : loaded.data
  const reviews = useOrderReviews(Number(id), order)
  // an order that opens over shows with its reviews, not before them (the section would push the others down);
  // later (a review saved, the order closed here) the section alone shows its skeleton while they load
  const reviewsSettled = useRef(false)
  if (reviews.state === 'ready' || reviews.state === 'error') reviewsSettled.current = true
  const waiting =
    loaded.state === 'loading' || (reviews.state === 'loading' && !reviewsSettled.current && order === loaded.data)
  const title = order ? t('orders.number', { number: order.number }) : t('route.orders-details')
  return (
    <Page name="order" title={title} aside={order && <OrderTag status={order.status} />}>
      {waiting && <Skeleton lines={8} />}
      {loaded.state === 'error' &&
        (isApiError(loaded.error) && loaded.error.status === 404 ? (
          <EmptyState title={t('orders.not_found')} />
        ) : (
          <ErrorState error={loaded.error} onRetry={loaded.reload} />
        ))}
      {order && !waiting && <OrderView order={order} reviews={reviews} onChange={setChanged} />}
    </Page>
  )
}

/** The steps a button takes through `orders/:id/status`, and the ones with their own endpoints. */
type Step = OrderStatus

function OrderView({
  order,
  reviews,
  onChange,
}: {
  order: Order
  reviews: OrderReviewsState
  onChange: (order: Order) => void
}) {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const format = useFormat()
  const download = useDownload()
  const [busy, setBusy] = useState<Step | null>(null)
  const [asking, setAsking] = useState<'cancelled' | 'documents' | null>(null)
  const editable = order.side === 'carrier' && order.status === 'documents'

  const [early, setEarly] = useState(false)
  // "loaded" before the loading day is an early loading the carrier confirms (the shipper sees it in the timeline)
  const beforeLoadingDay = order.side === 'carrier' && localDay() < order.load_date

  const take = async (step: Step, reason?: string, confirmedEarly = false) => {
    setBusy(step)
    try {
      const answer =
        step === 'security_check'
          ? await api.call(sendOrderToSecurity, { params: { id: order.id } })
          : step === 'loading' || step === 'documents'
            ? await api.call(decideOrderCheck, {
                params: { id: order.id, action: step === 'loading' ? 'approve' : 'reject' },
                body: reason ? { comment: reason } : {},
              })
            : await api.call(moveOrder, {
                params: { id: order.id },
                body: {
                  status: step as 'on_way' | 'unloaded' | 'documents_approved' | 'closed' | 'cancelled',
                  ...(reason ? { reason } : {}),
                  ...(confirmedEarly ? { early: true } : {}),
                },
              })
      toast.show(t('orders.step_done', { status: t(`orders.status_${answer.data.status}`) }), { kind: 'success' })
      setAsking(null)
      setEarly(false)
      onChange(answer.data)
    } catch (error) {
      toastFailure(toast, error)
    } finally {
      setBusy(null)
    }
  }

  const security =
    order.security.status === 'wait'
      ? t('orders.security_wait')
      : order.security.status === 'approved'
        ? t('orders.security_approved')
        : order.security.status === 'rejected'
          ? t('orders.security_rejected', { comment: order.security.comment ?? '' })
          : t('orders.security_none')

  return (
    <div className="fx-or" data-order={order.id} data-status={order.status} data-side={order.side}>
      <section className="fx-hp-section fx-or-summary" aria-label={t('route.orders-details')}>
        <p className="fx-or-route">
          {t('orders.route', { from: order.route.start_point.name, to: order.route.finish_point.name })}
          {order.late && <LateTag />}
        </p>
        <dl className="fx-hp-facts">
          <div>
            <dt>{t('orders.load', { date: '' }).trim()}</dt>
            <dd>{format.date(order.load_date)}</dd>
          </div>
          <div>
            <dt>{t('orders.unload', { date: '' }).trim()}</dt>
            <dd>{order.unload_date ? format.date(order.unload_date) : '—'}</dd>
          </div>
          <div>
            <dt>{t('orders.carrier', { name: '' }).replace(/:\s*$/, '')}</dt>
            <dd>{order.carrier_company.name}</dd>
          </div>
          <div>
            <dt>{t('orders.shipper', { name: '' }).replace(/:\s*$/, '')}</dt>
            <dd>{order.shipper_company.name}</dd>
          </div>
          <div>
            <dt>{t('orders.price', { price: '' }).replace(/:\s*$/, '')}</dt>
            <dd>{format.money(order.price, order.currency)}</dd>
          </div>
          <div>
            <dt>{t('orders.security')}</dt>
            <dd data-security={order.security.status ?? 'none'}>{security}</dd>
          </div>
        </dl>
        <p className="fx-hp-muted">
          {order.payment.due_date
            ? t('orders.payment_due', {
                amount: format.money(order.payment.amount, order.payment.currency),
                date: format.date(order.payment.due_date),
              })
            : t('orders.payment', {
                amount: format.money(order.payment.amount, order.payment.currency),
                days: order.payment.pay_days,
              })}
        </p>
        {order.side !== 'security' && <Missing order={order} side={order.side} />}
        {order.reason && <p className="fx-hp-notice">{order.reason}</p>}
        {order.actions.length > 0 && (
          <div className="fx-hp-actions" data-block="steps">
            {order.actions.map((step) => (
              <Button
                key={step}
                variant={step === 'cancelled' || step === 'documents' ? 'ghost' : 'primary'}
                loading={busy === step}
                data-step={step}
                onClick={() =>
                  step === 'cancelled' || step === 'documents'
                    ? setAsking(step)
                    : step === 'on_way' && beforeLoadingDay
                      ? setEarly(true)
                      : void take(step)
                }
              >
                {t(`orders.step_${step}`)}
              </Button>
            ))}
          </div>
        )}
      </section>

      {tracked.includes(order.status) && (
        <Suspense fallback={<Skeleton lines={4} />}>
          <OrderTrackingSection orderId={order.id} side={order.side} />
        </Suspense>
      )}

      {hasReviews(order) && <OrderReviews order={order} state={reviews} />}

      <section className="fx-hp-section" data-section="timeline" aria-labelledby="fx-or-timeline">
        <h2 id="fx-or-timeline">{t('orders.timeline')}</h2>
        <ol className="fx-or-timeline">
          {order.timeline.map((event) => (
            // one entry per status and moment: a status comes back only after another one, later
            <li key={`${event.at}-${event.status}`} data-status={event.status}>
              <span className="fx-or-when">
                <time dateTime={event.at}>{format.dateTime(event.at)}</time>
              </span>
              <span className="fx-or-what">{t(`orders.status_${event.status}`)}</span>
              {event.user && <span className="fx-hp-muted">{event.user.name}</span>}
              {event.reason && <span className="fx-or-reason">{event.reason}</span>}
            </li>
          ))}
        </ol>
      </section>

      <div className="fx-or-holders">
        {(['director', 'driver', 'transport'] as const).map((section) => (
          <HolderSection key={section} order={order} section={section} editable={editable} onSaved={onChange} />
        ))}
      </div>

      <OrderDocuments order={order} onChange={onChange} />

      <section className="fx-hp-section" data-section="papers" aria-labelledby="fx-or-papers">
        <h2 id="fx-or-papers">{t('orders.papers')}</h2>
        <div className="fx-hp-actions">
          {order.links.map((link) => (
            <Button
              key={link.kind}
              size="small"
              data-action={link.kind}
              onClick={() => download(link.url, link.name).catch((error: unknown) => toastFailure(toast, error))}
            >
              {link.kind === 'contract' ? t('orders.contract_pdf') : t('orders.attorney_pdf')}
            </Button>
          ))}
        </div>
      </section>

      <ReasonDialog
        open={asking !== null}
        title={asking === 'documents' ? t('orders.return_title') : t('orders.cancel_title')}
        label={asking === 'documents' ? t('orders.return_reason') : t('orders.cancel_reason')}
        confirm={asking === 'documents' ? t('orders.step_documents') : t('orders.step_cancelled')}
        required
        busy={busy === asking}
        error={null}
        onClose={() => setAsking(null)}
        onConfirm={(reason) => asking && void take(asking, reason)}
      />
      <ConfirmDialog
        open={early}
        title={t('orders.early_title')}
        confirm={t('orders.early_confirm')}
        busy={busy === 'on_way'}
        onClose={() => setEarly(false)}
        onConfirm={() => void take('on_way', undefined, true)}
      >
        <p data-notice="early-loading">{t('orders.early_text', { date: format.date(order.load_date) })}</p>
      </ConfirmDialog>
    </div>
  )
}
