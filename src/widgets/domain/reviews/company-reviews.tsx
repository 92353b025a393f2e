/**
 * A company's rating and its latest reviews, paged by offset (the carrier's page, the security check's company
 * view): `v2/companies/:id/rating` and `v2/companies/:id/reviews`. Part: `company-reviews`.
 */
import { useState } from 'react'
import { companyRating, companyReviews, REVIEWS_PAGE_SIZE, type ReviewSubject } from '../../../core/contract/reviews'
import { ErrorState, Pagination, Skeleton, useEndpoint, useT } from '../../ui'
import { RatingSummaryView, ReviewCard } from './rating'
import type { ReviewTextKey } from './review-texts'

export interface CompanyReviewsProps {
  companyId: number
  subject?: ReviewSubject
  /** The heading «Рейтинг и отзывы» and its level (3 inside a dialog); none when the host shows its own. */
  title?: boolean
  level?: 2 | 3
}

export function CompanyReviews({ companyId, subject, title = true, level = 2 }: CompanyReviewsProps) {
  const t = useT<ReviewTextKey>()
  const [offset, setOffset] = useState(0)
  const filter = subject ? { subject } : {}
  const summary = useEndpoint(companyRating, { params: { id: companyId }, query: filter }, { select: (a) => a.data })
  const list = useEndpoint(companyReviews, {
    params: { id: companyId },
    query: { limit: REVIEWS_PAGE_SIZE, offset, ...filter },
  })
  return (
    <section className="fx-company-reviews" part="company-reviews" id="reviews" aria-label={t('reviews.title')}>
      {title &&
        (level === 2 ? <h2>{t('reviews.title')}</h2> : <h3 className="fx-hp-subtitle">{t('reviews.title')}</h3>)}
      {summary.state === 'error' ? (
        <ErrorState error={summary.error} onRetry={summary.reload} />
      ) : summary.state !== 'ready' ? (
        <Skeleton lines={3} />
      ) : (
        <RatingSummaryView summary={summary.data} />
      )}
      {list.state === 'error' ? (
        <ErrorState error={list.error} onRetry={list.reload} />
      ) : list.state !== 'ready' ? (
        <Skeleton lines={3} />
      ) : (
        list.data.data.length > 0 && (
          <>
            <ul className="fx-reviews-list">
              {list.data.data.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} />
                </li>
              ))}
            </ul>
            <Pagination total={list.data.meta.size} limit={REVIEWS_PAGE_SIZE} offset={offset} onChange={setOffset} />
          </>
        )
      )}
    </section>
  )
}
