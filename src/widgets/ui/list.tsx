// biome-ignore-all lint/a11y/useSemanticElements: virtualised rows are positioned boxes, so ARIA table roles stand in for <table>
// biome-ignore-all lint/a11y/useFocusableInteractive: rows and headers are focusable only when they act (clickable rows, sort buttons)
/**
 * Long lists and tables, virtualised with @tanstack/react-virtual: only the rows in view (plus `overscan`) are in
 * the DOM, each measured after render, so rows may differ in height. Screen readers still get the whole size
 * (`aria-setsize`/`aria-posinset`, `aria-rowcount`/`aria-rowindex`). `onEndReached` fires once per length when the
 * last row comes into view (infinite loading).
 */
import { useVirtualizer } from '@tanstack/react-virtual'
import { type Key, type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react'
import { useStyles, useT } from './context'
import listCss from './list.css?inline'

interface VirtualBase {
  /** An estimate of one row's height, px (rows are measured after render). */
  estimateSize?: number
  /** The largest height of the scrolling box (CSS length); default 480px. */
  height?: number | string
  overscan?: number
  /** Called once per list length when its last row is rendered (load the next page). */
  onEndReached?: () => void
  /** Shown instead of an empty list. */
  empty?: ReactNode
}

function useEndReached(count: number, lastIndex: number, onEndReached?: () => void) {
  const calledFor = useRef(-1)
  useEffect(() => {
    if (!onEndReached || count === 0 || lastIndex < count - 1 || calledFor.current === count) return
    calledFor.current = count
    onEndReached()
  }, [count, lastIndex, onEndReached])
}

export interface VirtualListProps<T> extends VirtualBase {
  items: readonly T[]
  renderItem: (item: T, index: number) => ReactNode
  getKey?: (item: T, index: number) => Key
  /** The list's name for screen readers. */
  label: string
}

/** Parts: `list`, `list-item`. */
export function VirtualList<T>({
  items,
  renderItem,
  getKey,
  label,
  estimateSize = 56,
  height = 480,
  overscan = 6,
  onEndReached,
  empty,
}: VirtualListProps<T>) {
  const styles = useStyles(listCss)
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    overscan,
    getItemKey: (index) => (getKey ? getKey(items[index] as T, index) : index),
  })
  const rows = virtualizer.getVirtualItems()
  useEndReached(items.length, rows[rows.length - 1]?.index ?? -1, onEndReached)
  if (items.length === 0 && empty) return <>{empty}</>
  return (
    <div
      ref={scrollRef}
      part="list"
      role="list"
      aria-label={label}
      className="fx-virtual"
      style={{ maxHeight: height }}
    >
      {styles}
      <div role="none" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {rows.map((row) => (
          <div
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            part="list-item"
            role="listitem"
            aria-setsize={items.length}
            aria-posinset={row.index + 1}
            className="fx-virtual-row"
            style={{ transform: `translateY(${row.start}px)` }}
          >
            {renderItem(items[row.index] as T, row.index)}
          </div>
        ))}
      </div>
    </div>
  )
}

export interface TableColumn<T> {
  key: string
  header: ReactNode
  /** A CSS grid track: `120px`, `2fr`, `minmax(80px, 1fr)`; default `minmax(0, 1fr)`. */
  width?: string
  align?: 'start' | 'end' | 'center'
  /** The cell; default `String(row[key])`. */
  render?: (row: T, index: number) => ReactNode
  sortable?: boolean
}

export interface TableSort {
  key: string
  direction: 'asc' | 'desc'
}

export interface TableProps<T> extends VirtualBase {
  columns: readonly TableColumn<T>[]
  rows: readonly T[]
  getRowKey: (row: T, index: number) => Key
  /** The table's name for screen readers. */
  label: string
  sort?: TableSort | null
  onSortChange?: (sort: TableSort) => void
  /** Makes rows focusable; Enter or a click opens one. */
  onRowClick?: (row: T, index: number) => void
}

/** Parts: `table`, `table-header`, `table-row`, `table-cell`. */
export function Table<T>({
  columns,
  rows,
  getRowKey,
  label,
  sort,
  onSortChange,
  onRowClick,
  estimateSize = 44,
  height = 480,
  overscan = 8,
  onEndReached,
  empty,
}: TableProps<T>) {
  const styles = useStyles(listCss)
  const t = useT()
  const scrollRef = useRef<HTMLDivElement>(null)
  const template = columns.map((c) => c.width ?? 'minmax(0, 1fr)').join(' ')
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    overscan,
    getItemKey: (index) => getRowKey(rows[index] as T, index),
  })
  const visible = virtualizer.getVirtualItems()
  useEndReached(rows.length, visible[visible.length - 1]?.index ?? -1, onEndReached)

  const cell = (column: TableColumn<T>, row: T, index: number) =>
    column.render ? column.render(row, index) : String((row as Record<string, unknown>)[column.key] ?? '')

  return (
    <div part="table" role="table" aria-label={label} aria-rowcount={rows.length + 1} className="fx-table">
      {styles}
      <div role="rowgroup">
        <div
          part="table-header"
          role="row"
          aria-rowindex={1}
          className="fx-table-row fx-table-head"
          style={{ gridTemplateColumns: template }}
        >
          {columns.map((column) => {
            const sorted = sort?.key === column.key ? sort.direction : null
            return (
              <div
                key={column.key}
                role="columnheader"
                className="fx-table-cell"
                data-align={column.align}
                aria-sort={
                  sorted === 'asc'
                    ? 'ascending'
                    : sorted === 'desc'
                      ? 'descending'
                      : column.sortable
                        ? 'none'
                        : undefined
                }
              >
                {column.sortable && onSortChange ? (
                  <button
                    type="button"
                    className="fx-sort"
                    onClick={() => onSortChange({ key: column.key, direction: sorted === 'asc' ? 'desc' : 'asc' })}
                  >
                    {column.header}
                    <span className="fx-sort-mark" data-direction={sorted ?? undefined} aria-hidden="true" />
                  </button>
                ) : (
                  column.header
                )}
              </div>
            )
          })}
        </div>
      </div>
      {rows.length === 0 ? (
        <div role="rowgroup">
          <div role="row" aria-rowindex={2}>
            <div role="cell" className="fx-table-empty">
              {empty ?? t('common.nothing_found')}
            </div>
          </div>
        </div>
      ) : (
        <div ref={scrollRef} role="rowgroup" className="fx-virtual" style={{ maxHeight: height }}>
          <div role="none" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {visible.map((item) => {
              const row = rows[item.index] as T
              return (
                <div
                  key={item.key}
                  ref={virtualizer.measureElement}
                  data-index={item.index}
                  part="table-row"
                  role="row"
                  aria-rowindex={item.index + 2}
                  className="fx-table-row fx-virtual-row"
                  data-clickable={onRowClick ? true : undefined}
                  tabIndex={onRowClick ? 0 : undefined}
                  onClick={onRowClick ? () => onRowClick(row, item.index) : undefined}
                  onKeyDown={
                    onRowClick
                      ? (event: KeyboardEvent) => {
                          if (event.key === 'Enter' && event.target === event.currentTarget) onRowClick(row, item.index)
                        }
                      : undefined
                  }
                  style={{ gridTemplateColumns: template, transform: `translateY(${item.start}px)` }}
                >
                  {columns.map((column) => (
                    <div
                      key={column.key}
                      part="table-cell"
                      role="cell"
                      className="fx-table-cell"
                      data-align={column.align}
                    >
                      {cell(column, row, item.index)}
                    </div>
                  ))}
                </div>
              )
            })}
          </div>
        </div>
      )}
    </div>
  )
}
