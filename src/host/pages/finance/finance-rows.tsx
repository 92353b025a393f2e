/**
 * What the finance lists (the registry, the advances) share: the rows ticked for a bulk action, cleared whenever
 * the rows change; and the list itself, drawn as a failure with a retry, a skeleton, the empty state or the rows.
 */
import { type ReactNode, useEffect, useState } from 'react'
import { EmptyState, ErrorState, type PagedState, Skeleton, useT } from '../../../widgets/ui'
import type { HostTextKey } from '../../texts/keys'

/** The ids ticked among `rows`; a new page, tab or reload leaves none ticked. */
export function useRowSelection(rows: readonly unknown[]) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the rows change
  useEffect(() => setSelected(new Set()), [rows])
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  return { selected, setSelected, toggle }
}

export function FinanceRows<T>({
  list,
  onRetry,
  empty,
  kind,
  children,
}: {
  list: PagedState<T>
  onRetry: () => void
  empty: { title: string; description: string }
  /** The list's `data-kind` (the advances'). */
  kind?: string
  /** A row: an `li.fx-hp-item`. */
  children: (row: T) => ReactNode
}) {
  const t = useT<HostTextKey>()
  return (
    <>
      {list.status === 'failed' && <ErrorState title={t('finance.load_failed')} error={list.error} onRetry={onRetry} />}
      {list.status === 'loading' && list.items.length === 0 && <Skeleton lines={6} />}
      {list.status === 'done' && list.items.length === 0 && (
        <EmptyState title={empty.title} description={empty.description} />
      )}
      {list.items.length > 0 && (
        <ul
          className="fx-hp-list fx-fin-list"
          data-layout="rows"
          data-kind={kind}
          aria-busy={list.status === 'loading'}
        >
          {list.items.map(children)}
        </ul>
      )}
    </>
  )
}
