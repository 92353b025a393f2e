/**
 * The fleet screens' lists (trucks, trailers, drivers) drawn one way: a skeleton while the first page loads, the
 * failure with a retry, the empty state, the rows, and «Показать ещё» while more are left; and each row's buttons.
 */
import type { ReactNode } from 'react'
import { Button, EmptyState, ErrorState, LoadMore, type PagedList, Skeleton, useT } from '../../../widgets/ui'
import type { HostTextKey } from '../../texts/keys'
import { itemsOf } from './fleet-data'

export interface FleetRowsProps<T> {
  list: PagedList<T>
  /** What «Повторить» after a failure loads again. */
  onRetry: () => void
  /** Skeleton lines while the first page loads. */
  lines: number
  /** The list's name for screen readers. */
  label: string
  empty: { title: string; description?: string }
  /** A row: an `li.tp-row`. */
  children: (item: T) => ReactNode
}

export function FleetRows<T>({ list, onRetry, lines, label, empty, children }: FleetRowsProps<T>) {
  const rows = itemsOf(list)
  return (
    <>
      {rows.status === 'loading' && <Skeleton lines={lines} />}
      {rows.status === 'failed' && <ErrorState error={rows.error} onRetry={onRetry} />}
      {rows.status === 'done' &&
        (rows.data.length === 0 ? (
          <EmptyState title={empty.title} description={empty.description} />
        ) : (
          <ul className="fx-hp-list" aria-label={label}>
            {rows.data.map(children)}
          </ul>
        ))}
      {list.loaded && list.status !== 'failed' && (
        <LoadMore
          loaded={list.items.length}
          total={list.size}
          loading={list.status === 'more'}
          onLoadMore={list.loadMore}
        />
      )}
    </>
  )
}

/** A fleet row's buttons: change it, its files (trucks), remove it (asked first by the screen). */
export function FleetRowActions({
  onEdit,
  onFiles,
  onDelete,
}: {
  onEdit: () => void
  onFiles?: () => void
  onDelete: () => void
}) {
  const t = useT<HostTextKey>()
  return (
    <div className="tp-actions">
      <Button size="small" onClick={onEdit} data-action="edit">
        {t('common.edit')}
      </Button>
      {onFiles && (
        <Button size="small" onClick={onFiles} data-action="files">
          {t('transport_pages.files')}
        </Button>
      )}
      <Button size="small" variant="ghost" onClick={onDelete} data-action="delete">
        {t('common.delete')}
      </Button>
    </div>
  )
}
