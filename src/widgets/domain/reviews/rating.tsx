/**
 * A company's rating wherever a company is judged: `Stars`, the compact `RatingBadge` (average and count beside a
 * name, optionally opening the company's reviews), the `RatingSummaryView` (average, count, distribution 1-5,
 * per-criterion averages) and one `ReviewCard` (marks, text, answer, the hidden notice and the caller's actions).
 * `useRatings` reads many companies' badges in one call. User text is rendered as text, never as HTML.
 * Parts: `rating-badge`, `rating-summary`, `review`.
 */
import type { ReactNode } from 'react'
import {
  criteriaOf,
  type RatingSummary,
  type Review,
  type ReviewCriterion,
  type ReviewSubject,
} from '../../../core/contract/reviews'
import { addTexts } from '../../../core/i18n/texts'
import { Button, useFormat, useStyles, useT } from '../../ui'
import type { ReviewTextKey } from './review-texts'
import * as reviewTexts from './review-texts'
import reviewsCss from './reviews.css?inline'
import { useRatings } from './use-ratings'

addTexts(reviewTexts)

export { useRatings }

export const criterionKey = (c: ReviewCriterion) => `reviews.criterion_${c}` as ReviewTextKey

/** Five stars, `value` of them filled (rounded to the nearest half down to whole stars). */
export function Stars({ value }: { value: number }) {
  const t = useT<ReviewTextKey>()
  const format = useFormat()
  const full = Math.round(value)
  return (
    <span className="fx-stars" role="img" aria-label={t('reviews.stars', { value: format.number(value) })}>
      {'★'.repeat(full)}
      <span className="fx-stars-empty">{'★'.repeat(5 - full)}</span>
    </span>
  )
}

export interface RatingBadgeProps {
  average: number | null
  count: number
  /** Where the company's reviews are (a link), or what opens them (a button). */
  href?: string
  onOpen?: () => void
}

/** «★ 4,2 · 90 отзывов» beside a company's name. */
export function RatingBadge({ average, count, href, onOpen }: RatingBadgeProps) {
  const styles = useStyles(reviewsCss)
  const t = useT<ReviewTextKey>()
  const format = useFormat()
  const body = (
    <>
      {styles}
      {average === null || count === 0 ? (
        <span className="fx-hint">{t('reviews.none_short')}</span>
      ) : (
        <>
          <span className="fx-stars" aria-hidden="true">
            ★
          </span>
          <strong>{format.number(average, { maximumFractionDigits: 1, minimumFractionDigits: 1 })}</strong>
          <span className="fx-hint fx-rating-count">· {t('reviews.count', { count })}</span>
        </>
      )}
    </>
  )
  // the link's or button's name is its visible text («4,2 · 91 отзыв»), the precise average its title
  const label = average === null ? undefined : t('reviews.average', { value: format.number(average) })
  if (href)
    return (
      <a className="fx-rating-badge" part="rating-badge" href={href} title={t('reviews.open_reviews')}>
        {body}
      </a>
    )
  if (onOpen)
    return (
      <button type="button" className="fx-rating-badge" part="rating-badge" onClick={onOpen} title={label}>
        {body}
      </button>
    )
  return (
    <span className="fx-rating-badge" part="rating-badge" title={label}>
      {body}
    </span>
  )
}

/** One company's rating badge (the shipper's on a cargo's details, a carrier's in a list). */
export function CompanyRating({
  companyId,
  subject,
  href,
}: {
  companyId: number
  subject?: ReviewSubject
  href?: string
}) {
  const rating = useRatings([companyId], subject).get(companyId)
  if (!rating) return null
  return <RatingBadge average={rating.average} count={rating.count} href={href} />
}

export function RatingSummaryView({ summary }: { summary: RatingSummary }) {
  const styles = useStyles(reviewsCss)
  const t = useT<ReviewTextKey>()
  const format = useFormat()
  if (summary.count === 0 || summary.average === null)
    return (
      <div part="rating-summary">
        {styles}
        <p className="fx-hint">{t('reviews.none')}</p>
      </div>
    )
  const max = Math.max(1, ...summary.distribution)
  const criteria = Object.entries(summary.criteria) as [ReviewCriterion, number][]
  return (
    <div className="fx-rating-summary" part="rating-summary" data-rating={summary.average}>
      {styles}
      <div className="fx-rating-average">
        <span className="fx-rating-average-value">
          {format.number(summary.average, { maximumFractionDigits: 1, minimumFractionDigits: 1 })}
        </span>
        <Stars value={summary.average} />
        <span className="fx-hint" data-count={summary.count}>
          {t('reviews.count', { count: summary.count })}
        </span>
      </div>
      <ul className="fx-rating-bars">
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = summary.distribution[stars - 1] ?? 0
          return (
            <li key={stars} className="fx-rating-bar" aria-label={t('reviews.stars_count', { stars, count })}>
              <span aria-hidden="true">{stars} ★</span>
              <span className="fx-rating-bar-track" aria-hidden="true">
                <span className="fx-rating-bar-fill" style={{ width: `${(count / max) * 100}%` }} />
              </span>
              <span className="fx-hint" aria-hidden="true">
                {count}
              </span>
            </li>
          )
        })}
      </ul>
      {criteria.length > 0 && (
        <ul className="fx-rating-criteria" aria-label={t('reviews.criteria')}>
          {criteria.map(([c, value]) => (
            <li key={c}>
              <span>{t(criterionKey(c))}</span>
              <span>
                <span className="fx-stars" aria-hidden="true">
                  ★
                </span>{' '}
                {format.number(value, { maximumFractionDigits: 1, minimumFractionDigits: 1 })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export interface ReviewCardProps {
  review: Review
  /** Whose name heads the card: the author (on the reviewed company's pages) or the reviewed company. */
  who?: 'author' | 'company'
  onEdit?: (review: Review) => void
  onAnswer?: (review: Review) => void
  onReport?: (review: Review) => void
  /** Extra controls (the security service's hide and show). */
  children?: ReactNode
}

export function ReviewCard({ review, who = 'author', onEdit, onAnswer, onReport, children }: ReviewCardProps) {
  const styles = useStyles(reviewsCss)
  const t = useT<ReviewTextKey>()
  const format = useFormat()
  const name = who === 'author' ? review.author_company.name : review.company.name
  const can = (action: Review['actions'][number]) => review.actions.includes(action)
  return (
    <article className="fx-review" part="review" data-review={review.id} data-rating={review.rating}>
      {styles}
      <div className="fx-review-head">
        <Stars value={review.rating} />
        <strong>{name}</strong>
        <span className="fx-hint">
          {format.date(review.created_at)} · {t('reviews.order', { id: review.order_id })}
          {review.updated_at !== review.created_at ? ` · ${t('reviews.edited')}` : ''}
        </span>
      </div>
      {review.hidden && <p className="fx-review-hidden">{t('reviews.hidden', { reason: review.hidden.reason })}</p>}
      {review.text === null ? (
        <p className="fx-hint">{t('reviews.hidden_short')}</p>
      ) : (
        <p className="fx-review-text">{review.text}</p>
      )}
      <ul className="fx-review-marks">
        {criteriaOf(review.subject).map((c) =>
          review.criteria[c] === undefined ? null : (
            <li key={c}>
              {t(criterionKey(c))}: {review.criteria[c]}/5
            </li>
          ),
        )}
      </ul>
      {review.answer && (
        <p className="fx-review-answer">
          <strong>{t('reviews.answer')}:</strong> {review.answer.text}
        </p>
      )}
      {review.reports && review.reports.length > 0 && (
        <ul className="fx-review-marks" aria-label={t('reviews.reports')}>
          {review.reports.map((r) => (
            <li key={`${r.company}${r.created_at}`}>
              {t('reviews.reports')}: {r.company} — {r.reason}
            </li>
          ))}
        </ul>
      )}
      {(children || (onEdit && can('edit')) || (onAnswer && can('answer')) || (onReport && can('report'))) && (
        <div className="fx-review-actions">
          {onEdit && can('edit') && (
            <Button size="small" onClick={() => onEdit(review)} data-action="edit-review">
              {t('reviews.action_edit')}
            </Button>
          )}
          {onAnswer && can('answer') && (
            <Button size="small" onClick={() => onAnswer(review)} data-action="answer-review">
              {t('reviews.action_answer')}
            </Button>
          )}
          {onReport && can('report') && (
            <Button size="small" variant="ghost" onClick={() => onReport(review)} data-action="report-review">
              {t('reviews.action_report')}
            </Button>
          )}
          {children}
        </div>
      )}
    </article>
  )
}
