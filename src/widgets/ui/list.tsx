// biome-ignore-all lint/a11y/useSemanticElements: virtualised rows are positioned boxes, so ARIA table roles stand in for <table>
// biome-ignore-all lint/a11y/useFocusableInteractive: rows and headers are focusable only when they act (clickable rows, sort buttons)
/**
 * Long lists and tables. A list shows its first screen at once, in the flow; a longer one is then virtualised
 * (`useVirtualizer`, @tanstack/virtual-core, loaded with the first such list): only the rows in view (plus
 * `overscan`) are in the DOM, each measured after render, so rows may differ in height. Screen readers still get the
 * whole size (`aria-setsize`/`aria-posinset`, `aria-rowcount`/`aria-rowindex`; a list's `size` when only its first
 * pages are loaded). `onEndReached` fires once per length when the last row comes into view (infinite loading).
 */
import { type CSSProperties, type Key, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { useStyles, useT } from './context'
import listCss from './list.css?inline'
import tableCss from './table.css?inline'
import { useVirtualizer } from './use-virtualizer'

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

/** Calls `onEndReached` once per list length when the row at `lastIndex` is the list's last (load the next page). */
function useEndReached(count: number, lastIndex: number, onEndReached?: () => void) {
  const calledFor = useRef(-1)
  useEffect(() => {
    if (!onEndReached || count === 0 || lastIndex < count - 1 || calledFor.current === count) return
    calledFor.current = count
    onEndReached()
  }, [count, lastIndex, onEndReached])
}

/** Where a row goes: in the flow (a first screen), or at `start` px of a virtualised list that `measure`s it. */
interface RowPlace {
  index: number
  key: Key
  start?: number
  measure?: (element: Element | null) => void
}

interface RowsProps {
  count: number
  /** The box that scrolls: state, not a ref, so the virtualiser renders again once it is there. */
  scrollElement: HTMLDivElement | null
  estimateSize: number
  height: number | string
  overscan: number
  getKey: (index: number) => Key
  renderRow: (place: RowPlace) => ReactNode
  onEndReached?: () => void
}

/** A row's placing attributes: its index, and in a virtualised list its offset and measuring ref. */
function placed(place: RowPlace, style?: CSSProperties) {
  return place.start === undefined
    ? { 'data-index': place.index, 'data-flow': '', style }
    : { ref: place.measure, 'data-index': place.index, style: { ...style, transform: `translateY(${place.start}px)` } }
}

/**
 * A list's rows: the virtualised ones when there are more than its box (a fixed height, else 480 px) shows, else, and
 * until the virtualiser has loaded, what fits the box, in the flow.
 */
function Rows({ count, scrollElement, estimateSize, height, overscan, getKey, renderRow, onEndReached }: RowsProps) {
  const firstScreen = Math.ceil((typeof height === 'number' ? height : 480) / estimateSize) + overscan
  const virtualizer = useVirtualizer(
    { count, getScrollElement: () => scrollElement, estimateSize: () => estimateSize, overscan, getItemKey: getKey },
    count > firstScreen,
  )
  // none before the virtualiser has measured its box: the first screen stays till then
  const items = virtualizer?.getVirtualItems() ?? []
  const shown = Math.min(count, firstScreen)
  useEndReached(count, items.length > 0 ? (items[items.length - 1]?.index ?? -1) : shown - 1, onEndReached)
  if (virtualizer && items.length > 0) {
    return (
      <div role="none" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {items.map((row) =>
          renderRow({ index: row.index, key: row.key, start: row.start, measure: virtualizer.measureElement }),
        )}
      </div>
    )
  }
  return <div role="none">{Array.from({ length: shown }, (_, index) => renderRow({ index, key: getKey(index) }))}</div>
}

export interface VirtualListProps<T> extends VirtualBase {
  items: readonly T[]
  renderItem: (item: T, index: number) => ReactNode
  getKey?: (item: T, index: number) => Key
  /** The list's name for screen readers. */
  label: string
  /**
   * How many rows the whole list has, for screen readers (`aria-setsize`) when only its first pages are loaded (a
   * list that loads more at its end); the loaded rows by default.
   */
  size?: number
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
  size,
}: VirtualListProps<T>) {
  const styles = useStyles(listCss)
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null)
  if (items.length === 0 && empty) return <>{empty}</>
  return (
    <div
      ref={setScrollElement}
      part="list"
      role="list"
      aria-label={label}
      className="fx-virtual"
      style={{ maxHeight: height }}
    >
      {styles}
      <Rows
        count={items.length}
        scrollElement={scrollElement}
        estimateSize={estimateSize}
        height={height}
        overscan={overscan}
        getKey={(index) => (getKey ? getKey(items[index] as T, index) : index)}
        onEndReached={onEndReached}
        renderRow={(place) => (
          <div
            key={place.key}
            {...placed(place)}
            part="list-item"
            role="listitem"
            aria-setsize={Math.max(size ?? 0, items.length)}
            aria-posinset={place.index + 1}
            className="fx-virtual-row"
          >
            {renderItem(items[place.index] as T, place.index)}
          </div>
        )}
      />
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
  /** The cell names its row (a company, a lane): a row header for screen readers, a card's title on a phone. */
  rowHeader?: boolean
  /** The column's cell in the footer row (a total); a table with no footers has no footer row. */
  footer?: ReactNode
  /** Long content wraps instead of being cut with an ellipsis. */
  wrap?: boolean
}

/** A column of numbers (aligned to the end, so that digits line up). */
export function numberColumn<T>(
  key: string,
  header: ReactNode,
  render: (row: T, index: number) => ReactNode,
  more: Partial<TableColumn<T>> = {},
): TableColumn<T> {
  return { key, header, align: 'end', render, ...more }
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
  /**
   * `false`: every row in the page's flow, no scrolling box of its own (a report of a page of rows); by default a
   * long table scrolls in its box and only the rows in view are rendered.
   */
  virtual?: boolean
  /** Attributes of a row's element (`data-*` marks the page's tests and styles read). */
  rowAttributes?: (row: T, index: number) => Record<`data-${string}`, string | number | boolean | undefined>
  /** The table's name for the page's tests and styles (`data-table`). */
  name?: string
}

/**
 * Parts: `table`, `table-header`, `table-row`, `table-cell`, `table-footer`. In a box narrower than 600 px (a phone)
 * each row is a card of labelled cells, and the header keeps only its sort buttons (table.css): nothing is scrolled
 * sideways.
 */
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
  virtual = true,
  rowAttributes,
  name,
}: TableProps<T>) {
  const styles = useStyles(listCss, tableCss)
  const t = useT()
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null)
  // a custom property, not the row's own grid-template-columns: a narrow box lays the cells out as a card (table.css)
  const template = { '--_columns': columns.map((c) => c.width ?? 'minmax(0, 1fr)').join(' ') } as CSSProperties
  const footed = columns.some((c) => c.footer !== undefined)

  const cell = (column: TableColumn<T>, row: T, index: number) =>
    column.render ? column.render(row, index) : String((row as Record<string, unknown>)[column.key] ?? '')

  const renderRow = (place: RowPlace) => {
    const row = rows[place.index] as T
    return (
      <div
        key={place.key}
        {...rowAttributes?.(row, place.index)}
        {...(virtual ? placed(place, template) : { style: template })}
        part="table-row"
        role="row"
        aria-rowindex={place.index + 2}
        className={virtual ? 'fx-table-row fx-virtual-row' : 'fx-table-row'}
        data-clickable={onRowClick ? true : undefined}
        tabIndex={onRowClick ? 0 : undefined}
        onClick={onRowClick ? () => onRowClick(row, place.index) : undefined}
        onKeyDown={
          onRowClick
            ? (event: KeyboardEvent) => {
                if (event.key === 'Enter' && event.target === event.currentTarget) onRowClick(row, place.index)
              }
            : undefined
        }
      >
        {columns.map((column) => {
          const content = cell(column, row, place.index)
          return (
            <div
              key={column.key}
              part="table-cell"
              role={column.rowHeader ? 'rowheader' : 'cell'}
              className="fx-table-cell"
              data-column={column.key}
              data-align={column.align}
              data-wrap={column.wrap || undefined}
              data-row-header={column.rowHeader || undefined}
              // a card leaves out a line with nothing in it (a row without an action)
              data-empty={content === null || content === undefined || content === false || content === ''}
            >
              {/* the column's name beside the value in a card; a screen reader has it from the header */}
              {!column.rowHeader && (
                <span className="fx-table-label" aria-hidden="true">
                  {column.header}
                </span>
              )}
              {content}
            </div>
          )
        })}
      </div>
    )
  }

  return (
    <div
      part="table"
      role="table"
      aria-label={label}
      aria-rowcount={rows.length + 1 + (footed ? 1 : 0)}
      className="fx-table"
      data-table={name}
    >
      {styles}
      <div role="rowgroup">
        <div part="table-header" role="row" aria-rowindex={1} className="fx-table-row fx-table-head" style={template}>
          {columns.map((column) => {
            const sorted = sort?.key === column.key ? sort.direction : null
            return (
              <div
                key={column.key}
                role="columnheader"
                className="fx-table-cell"
                data-column={column.key}
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
      ) : virtual ? (
        <div ref={setScrollElement} role="rowgroup" className="fx-virtual" style={{ maxHeight: height }}>
          <Rows
            count={rows.length}
            scrollElement={scrollElement}
            estimateSize={estimateSize}
            height={height}
            overscan={overscan}
            getKey={(index) => getRowKey(rows[index] as T, index)}
            onEndReached={onEndReached}
            renderRow={renderRow}
          />
        </div>
      ) : (
        <div role="rowgroup">{rows.map((row, index) => renderRow({ index, key: getRowKey(row, index) }))}</div>
      )}
      {footed && (
        <div role="rowgroup">
          <div
            part="table-footer"
            role="row"
            aria-rowindex={rows.length + 2}
            className="fx-table-row fx-table-foot"
            style={template}
          >
            {columns.map((column) => (
              <div
                key={column.key}
                role={column.rowHeader ? 'rowheader' : 'cell'}
                className="fx-table-cell"
                data-column={column.key}
                data-align={column.align}
                data-empty={column.footer === undefined || column.footer === null}
              >
                {!column.rowHeader && (
                  <span className="fx-table-label" aria-hidden="true">
                    {column.header}
                  </span>
                )}
                {column.footer}
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  )
}
