/**
 * The virtualised rows of the kit's lists and tables (./list.tsx), with @tanstack/react-virtual: only the rows in
 * view (plus `overscan`) are in the DOM, each measured after render, so rows may differ in height. This module is
 * loaded only by a list longer than its first screen, while that screen is already drawn in the flow: a page does not
 * wait for the virtualiser (about 9.5 KB gz) to show its first rows, and a short list never loads it.
 */
import { useVirtualizer } from '@tanstack/react-virtual'
import { useEndReached } from './end-reached'
import type { RowsProps } from './list'

export function VirtualRows({
  count,
  scrollElement,
  estimateSize,
  overscan,
  getKey,
  renderRow,
  onEndReached,
}: RowsProps) {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollElement,
    estimateSize: () => estimateSize,
    overscan,
    getItemKey: getKey,
  })
  const rows = virtualizer.getVirtualItems()
  useEndReached(count, rows[rows.length - 1]?.index ?? -1, onEndReached)
  return (
    <div role="none" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
      {rows.map((row) =>
        renderRow({ index: row.index, key: row.key, start: row.start, measure: virtualizer.measureElement }),
      )}
    </div>
  )
}
