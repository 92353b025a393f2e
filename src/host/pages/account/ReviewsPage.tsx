/**
 * /account/reviews: the company's rating, the reviews it received (answer once, report) and those it gave (edit
 * within 14 days, from the order page), hidden ones with the security service's reason. `?direction=given` opens
 * the given ones (the link of an answer's notification).
 */
import { useState } from 'react'
import { companyRating, myReviews } from '../../../core/contract/reviews'
import { addTexts } from '../../../core/i18n/texts'
import { RatingSummaryView, ReviewCard, type ReviewTextKey } from '../../../widgets/domain'
import { Button, EmptyState, Loaded, Tabs, useEndpoint, useT, useTabPages } from '../../../widgets/ui'
import { Page } from '../../forms/page'
import { useCurrentUser } from '../../forms/use-session'
import { go } from '../../history'
import type { HostTextKey } from '../../texts/keys'
import * as reviewPagesTexts from '../../texts/reviews'
import { AnswerOrReportDialog, type Asking } from '../reviews/answer-or-report'
import { REVIEWS_PAGE, ReviewPages } from '../reviews/review-pages'
import '../reviews/reviews.css'

addTexts(reviewPagesTexts)

type Direction = 'received' | 'given'

export default function ReviewsPage() {
  const t = useT<HostTextKey | ReviewTextKey>()
  const { user } = useCurrentUser()
  const {
    tab: direction,
    offset,
    setOffset,
    selectTab,
  } = useTabPages<Direction>(() =>
    new URLSearchParams(location.search).get('direction') === 'given' ? 'given' : 'received',
  )
  const [asking, setAsking] = useState<Asking | null>(null)
  const list = useEndpoint(myReviews, { query: { direction, limit: REVIEWS_PAGE, offset } })
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
        onChange={selectTab}
      >
        <Loaded
          of={list}
          lines={4}
          empty={
            <EmptyState
              title={t(direction === 'received' ? 'review_pages.none_received' : 'review_pages.none_given')}
            />
          }
        >
          {(page) => (
            <ReviewPages page={page} offset={offset} onOffset={setOffset} list={direction}>
              {(review) => (
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
              )}
            </ReviewPages>
          )}
        </Loaded>
      </Tabs>
      {asking && <AnswerOrReportDialog asking={asking} onClose={() => setAsking(null)} onDone={() => list.reload()} />}
    </Page>
  )
}
