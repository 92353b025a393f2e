/**
 * A page of a list of the responses, security and contracts screens, as `usePagedList` holds it: a skeleton on the first
 * load, the failure with a retry, the empty state, the rows (kept on screen, marked busy, while the next page
 * loads) and the pagination.
 */
import type { ReactNode } from 'react'
import { ErrorState, type PagedState, Pagination, Skeleton } from '../../../widgets/ui'

/** The page size of these lists. */
export const PAGE = 20

export function PagedList<T>({
  list,
  onRetry,
  empty,
  before,
  offset,
  onOffset,
  children,
}: {
  list: PagedState<T>
  onRetry: () => void
  /** Shown when the page came back empty. */
  empty: ReactNode
  /** Shown above the rows while there are any. */
  before?: ReactNode
  offset: number
  onOffset: (offset: number) => void
  /** The rows, each an `li`. */
  children: (items: T[]) => ReactNode
}) {
  return (
    <>
      {list.status === 'loading' && list.items.length === 0 && <Skeleton lines={6} />}
      {list.status === 'failed' && <ErrorState error={list.error} onRetry={onRetry} />}
      {list.status === 'done' && list.items.length === 0 && empty}
      {list.items.length > 0 && list.status !== 'failed' && (
        <>
          {before}
          <ul className="fx-hp-list" data-layout="rows" aria-busy={list.status === 'loading' || undefined}>
            {children(list.items)}
          </ul>
        </>
      )}
      <Pagination total={list.size} limit={PAGE} offset={offset} onChange={onOffset} />
    </>
  )
}
