/**
 * The reviews of a closed or cancelled order on its page: the caller's own (the form until it is written, then the
 * review with "edit" for 14 days) and the other side's review of the caller's company (answer once, report).
 * The order page asks for them (`useOrderReviews`) and shows the order once both answers are there: the section
 * arriving later would push the sections under it down.
 */
import { useState } from 'react'
import type { Order } from '../../../core/contract/orders'
import { type OrderReviews as OrderReviewsData, orderReviews } from '../../../core/contract/reviews'
import { addTexts } from '../../../core/i18n/texts'
import { ReviewCard, type ReviewTextKey } from '../../../widgets/domain'
import { type EndpointState, ErrorState, Skeleton, useEndpoint, useT } from '../../../widgets/ui'
import type { HostTextKey } from '../../texts/keys'
import * as reviewPagesTexts from '../../texts/reviews'
import { AnswerOrReportDialog, type Asking } from './answer-or-report'
import { ReviewForm } from './review-form'
import './reviews.css'

addTexts(reviewPagesTexts)

/** An order's reviews are shown to its parties once the order is over. */
export function hasReviews(order: Order): boolean {
  return (order.status === 'closed' || order.status === 'cancelled') && order.side !== 'security'
}

export type OrderReviewsState = EndpointState<OrderReviewsData>

/** The reviews of order `id`, asked for once `order` (its latest state) has them (`idle` before). */
export function useOrderReviews(id: number, order: Order | undefined): OrderReviewsState {
  return useEndpoint(orderReviews, { params: { id } }, { select: (a) => a.data, enabled: !!order && hasReviews(order) })
}

export function OrderReviews({ order, state }: { order: Order; state: OrderReviewsState }) {
  const t = useT<HostTextKey | ReviewTextKey>()
  const [editing, setEditing] = useState(false)
  const [asking, setAsking] = useState<Asking | null>(null)
  if (state.state === 'error') return <ErrorState error={state.error} onRetry={state.reload} />
  if (state.state !== 'ready') return <Skeleton lines={3} />
  const { subject, can_review: canReview, given, received } = state.data
  const other = order.side === 'shipper' ? order.carrier_company.name : order.shipper_company.name
  return (
    <section className="fx-hp-section hx-order-reviews" data-section="reviews" aria-labelledby="fx-or-reviews">
      <h2 id="fx-or-reviews">{canReview ? t('review_pages.leave') : t('review_pages.order_title')}</h2>
      {subject && canReview && (
        <>
          <p className="fx-hp-muted">{t('review_pages.leave_about', { name: other })}</p>
          <ReviewForm orderId={order.id} subject={subject} onSaved={() => state.reload()} />
        </>
      )}
      {subject && given && (
        <div data-review-of="given">
          <h3>{t('review_pages.yours')}</h3>
          {editing ? (
            <ReviewForm
              orderId={order.id}
              subject={subject}
              review={given}
              onSaved={() => {
                setEditing(false)
                state.reload()
              }}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <ReviewCard review={given} who="company" onEdit={() => setEditing(true)} />
          )}
        </div>
      )}
      <div data-review-of="received">
        <h3>{t('review_pages.theirs')}</h3>
        {received ? (
          <ReviewCard
            review={received}
            onAnswer={(review) => setAsking({ kind: 'answer', review })}
            onReport={(review) => setAsking({ kind: 'report', review })}
          />
        ) : (
          <p className="fx-hp-muted">{t('review_pages.not_yet')}</p>
        )}
      </div>
      {asking && <AnswerOrReportDialog asking={asking} onClose={() => setAsking(null)} onDone={() => state.reload()} />}
    </section>
  )
}
