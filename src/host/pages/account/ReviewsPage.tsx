/**
 * /account/reviews: the company's rating, the reviews it received (answer once, report) and those it gave (edit
 * within 14 days, from the order page), hidden ones with the security service's reason. `?direction=given` opens
 * the given ones (the link of an answer's notification).
 */
import { useState } from 'react'
import {
  answerReview,
  companyRating,
  myReviews,
  REVIEW_TEXT_MAX,
  type Review,
  reportReview,
} from '../../../core/contract/reviews'
import { addTexts } from '../../../core/i18n/texts'
import { RatingSummaryView, ReviewCard, type ReviewTextKey } from '../../../widgets/domain'
import {
  Button,
  EmptyState,
  ErrorState,
  Pagination,
  Skeleton,
  Tabs,
  useApi,
  useEndpoint,
  useT,
  useToast,
} from '../../../widgets/ui'
import { Page } from '../../forms/page'
import { useCurrentUser } from '../../forms/use-session'
import { go } from '../../history'
import type { HostTextKey } from '../../texts/keys'
import * as reviewPagesTexts from '../../texts/reviews'
import { TextDialog } from '../reviews/text-dialog'
import '../reviews/reviews.css'

addTexts(reviewPagesTexts)

type Direction = 'received' | 'given'
const PAGE = 10

export default function ReviewsPage() {
  const t = useT<HostTextKey | ReviewTextKey>()
  const api = useApi()
  const toast = useToast()
  const { user } = useCurrentUser()
  const [direction, setDirection] = useState<Direction>(() =>
    new URLSearchParams(location.search).get('direction') === 'given' ? 'given' : 'received',
  )
  const [offset, setOffset] = useState(0)
  const [asking, setAsking] = useState<{ kind: 'answer' | 'report'; review: Review } | null>(null)
  const list = useEndpoint(myReviews, { query: { direction, limit: PAGE, offset } })
  const companyId = user?.company?.id ?? null
  const rating = useEndpoint(
    companyRating,
    { params: { id: companyId ?? 0 }, query: {} },
    { enabled: companyId !== null, select: (a) => a.data },
  )
  return (
    <Page name="account-reviews" title={t('route.account-reviews')}>
      {direction === 'received' && rating.state === 'ready' && (
        <section className="fx-hp-section" aria-label={t('review_pages.my_rating')}>
          <RatingSummaryView summary={rating.data} />
        </section>
      )}
      <Tabs<Direction>
        label={t('route.account-reviews')}
        tabs={[
          { id: 'received', label: t('review_pages.received') },
          { id: 'given', label: t('review_pages.given') },
        ]}
        value={direction}
        onChange={(next) => {
          setDirection(next)
          setOffset(0)
        }}
      >
        {list.state === 'error' ? (
          <ErrorState error={list.error} onRetry={list.reload} />
        ) : list.state !== 'ready' ? (
          <Skeleton lines={4} />
        ) : list.data.data.length === 0 ? (
          <EmptyState title={t(direction === 'received' ? 'review_pages.none_received' : 'review_pages.none_given')} />
        ) : (
          <>
            <ul className="fx-reviews-list" data-list={direction}>
              {list.data.data.map((review) => (
                <li key={review.id}>
                  <ReviewCard
                    review={review}
                    who={direction === 'received' ? 'author' : 'company'}
                    onAnswer={(r) => setAsking({ kind: 'answer', review: r })}
                    onReport={(r) => setAsking({ kind: 'report', review: r })}
                  >
                    {direction === 'given' && review.actions.includes('edit') && (
                      <Button
                        size="small"
                        onClick={() => go(`/cargos/orders/${review.order_id}`)}
                        data-action="edit-review"
                      >
                        {t('reviews.action_edit')}
                      </Button>
                    )}
                  </ReviewCard>
                </li>
              ))}
            </ul>
            <Pagination total={list.data.meta.size} limit={PAGE} offset={offset} onChange={setOffset} />
          </>
        )}
      </Tabs>
      {asking && (
        <TextDialog
          title={t(asking.kind === 'answer' ? 'review_pages.answer_title' : 'review_pages.report_title')}
          label={t(asking.kind === 'answer' ? 'review_pages.answer_label' : 'review_pages.report_label')}
          confirm={t(asking.kind === 'answer' ? 'review_pages.answer_send' : 'review_pages.report_send')}
          danger={asking.kind === 'report'}
          maxLength={asking.kind === 'answer' ? REVIEW_TEXT_MAX : 500}
          onClose={() => setAsking(null)}
          onSend={async (text) => {
            const params = { id: asking.review.id }
            if (asking.kind === 'answer') await api.call(answerReview, { params, body: { text } })
            else await api.call(reportReview, { params, body: { reason: text } })
            toast.show(t(asking.kind === 'answer' ? 'review_pages.answered' : 'review_pages.reported'), {
              kind: 'success',
            })
            list.reload()
          }}
        />
      )}
    </Page>
  )
}
