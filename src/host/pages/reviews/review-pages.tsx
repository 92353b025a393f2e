/**
 * A page of reviews as the site's review screens list them (a company's own, the security service's reported ones):
 * the reviews, 10 a page (spec 9), and the pager under them.
 */
import type { ReactNode } from 'react'
import type { Review } from '../../../core/contract/reviews'
import { Pagination } from '../../../widgets/ui'

export const REVIEWS_PAGE = 10

export function ReviewPages({
  page,
  offset,
  onOffset,
  list,
  children,
}: {
  page: { data: readonly Review[]; meta: { size: number } }
  offset: number
  onOffset: (offset: number) => void
  /** The list's `data-list` (which reviews: received, given). */
  list?: string
  /** A review's item content. */
  children: (review: Review) => ReactNode
}) {
  return (
    <>
      <ul className="fx-reviews-list" data-list={list}>
        {page.data.map((review) => (
          <li key={review.id}>{children(review)}</li>
        ))}
      </ul>
      <Pagination total={page.meta.size} limit={REVIEWS_PAGE} offset={offset} onChange={onOffset} />
    </>
  )
}
