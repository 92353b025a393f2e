// biome-ignore-all lint/a11y/useSemanticElements: a virtualised grid of positioned boxes: ARIA grid roles stand in for <table>
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid itself holds the focus and points at its active cell (aria-activedescendant)
// biome-ignore-all lint/a11y/noNoninteractiveElementToInteractiveRole: the grid is focusable and driven by the keyboard
/**
 * The calendar grid, virtualised in both directions (./grid-axes.ts, @tanstack/virtual-core): only the trucks and the
 * days in view (plus a few) are in the DOM, so 500 trucks x 62 days stay a few hundred nodes. Its first screen is
 * drawn before the virtualiser has loaded. The header row and the
 * truck column stick. The grid keeps the focus itself and names its active cell with `aria-activedescendant`.
 *
 * Keys: arrows move the active cell, Shift+Left/Right extend a selection of days on the row, Home/End go to the
 * first and last day, PageUp/PageDown by ten trucks, Enter opens the task under the cell or the create dialog
 * for the selected days, Alt+Left/Right move the task under the cell a day, Alt+Up/Down to the truck above or
 * below, Escape drops the selection. Mouse: drag over free days to select them (the create dialog opens), drag a
 * task to move it, click a task to open it.
 */
import {
  type KeyboardEvent,
  memo,
  type PointerEvent as ReactPointerEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import type { CalendarRow, TaskDisplayType, TransportTask } from '../../core/contract/transport'
import { type Translate, useFormat, useT } from '../ui'
import { type AxisItem, useAxis } from './grid-axes'
import { addDays, clamp, daysBetween, displayTypes, isWeekend, type Selection, selectionSpan, taskOn } from './model'
import type { CalendarTextKey } from './texts'
import type { CalendarRows } from './use-calendar'

export interface GridMetrics {
  rowHeight: number
  colWidth: number
  headerWidth: number
  headerHeight: number
}

export const wideMetrics: GridMetrics = { rowHeight: 52, colWidth: 44, headerWidth: 200, headerHeight: 44 }
export const narrowMetrics: GridMetrics = { rowHeight: 52, colWidth: 38, headerWidth: 116, headerHeight: 44 }

export interface MoveRequest {
  task: TransportTask
  fromRow: CalendarRow
  toRow: CalendarRow
  days: number
}

export interface GridProps {
  data: CalendarRows
  start: string
  days: number
  today: string
  readonly: boolean
  metrics: GridMetrics
  selection: Selection | null
  onSelectionChange: (selection: Selection | null) => void
  /** Enter or a finished drag over free days. */
  onCreate: (row: CalendarRow, from: string, to: string) => void
  onOpenTask: (row: CalendarRow, task: TransportTask) => void
  onMove: (move: MoveRequest) => void
  onOpenTruck: (row: CalendarRow) => void
  label: string
}

type Drag =
  | { kind: 'select'; row: number; anchor: number; moved: boolean }
  | { kind: 'move'; row: number; col: number; task: TransportTask; dRow: number; dCol: number; moved: boolean }

export function CalendarGrid(props: GridProps) {
  const { data, start, days, today, readonly, metrics, selection, onSelectionChange, label } = props
  const t = useT<CalendarTextKey>()
  const format = useFormat()
  const id = `tc-${useId().replace(/:/g, '')}`
  const scrollRef = useRef<HTMLDivElement>(null)
  const gridRef = useRef<HTMLDivElement>(null)
  const [active, setActive] = useState({ row: 0, col: Math.max(0, Math.min(days - 1, daysBetween(start, today))) })
  const [moving, setMoving] = useState<{ taskId: number; dRow: number; dCol: number } | null>(null)
  const drag = useRef<Drag | null>(null)
  const total = data.total ?? 0
  const props$ = useRef(props)
  props$.current = props

  const rows = useAxis({
    count: total,
    size: metrics.rowHeight,
    paddingStart: metrics.headerHeight,
    overscan: 4,
    scrollRef,
  })
  const cols = useAxis({
    count: days,
    size: metrics.colWidth,
    paddingStart: metrics.headerWidth,
    overscan: 3,
    scrollRef,
    horizontal: true,
  })
  // the sizes are fixed: measure again when the metrics change (narrow / wide)
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure on a metrics change only
  useLayoutEffect(() => {
    rows.measure()
    cols.measure()
  }, [metrics])

  const visibleRows = rows.getVirtualItems()
  const visibleCols = cols.getVirtualItems()
  const firstRow = visibleRows[0]?.index ?? 0
  const lastRow = visibleRows.at(-1)?.index ?? 0
  useEffect(() => {
    data.ensure(firstRow, lastRow)
  })

  const dayList = useMemo(() => Array.from({ length: days }, (_, i) => addDays(start, i)), [start, days])
  // per day, once per window: the labels and the weekend flag every cell of that column shares (Intl formatting
  // is the costliest part of a first render when done per cell)
  const dayInfo = useMemo(
    () =>
      dayList.map((day) => ({
        label: format.date(day, { weekday: 'short', day: 'numeric', month: 'long' }),
        week: format.date(day, { weekday: 'short' }),
        num: format.date(day, { day: 'numeric' }),
        weekend: isWeekend(day),
      })),
    [dayList, format],
  )
  const firstCol = visibleCols[0]?.index ?? 0

  const colAt = (clientX: number) => {
    const rect = gridRef.current?.getBoundingClientRect()
    if (!rect) return 0
    return clamp(Math.floor((clientX - rect.left - metrics.headerWidth) / metrics.colWidth), 0, days - 1)
  }
  const rowAt = (clientY: number) => {
    const rect = gridRef.current?.getBoundingClientRect()
    if (!rect) return 0
    return clamp(Math.floor((clientY - rect.top - metrics.headerHeight) / metrics.rowHeight), 0, Math.max(0, total - 1))
  }

  const focusGrid = () => gridRef.current?.focus({ preventScroll: true })

  const setActiveCell = (row: number, col: number) => {
    const next = { row: clamp(row, 0, Math.max(0, total - 1)), col: clamp(col, 0, days - 1) }
    setActive(next)
    rows.scrollToIndex(next.row)
    cols.scrollToIndex(next.col)
    return next
  }

  // the active cell stays in the window when the window changes
  useEffect(() => {
    setActive((a) => ({ row: clamp(a.row, 0, Math.max(0, total - 1)), col: clamp(a.col, 0, days - 1) }))
  }, [total, days])

  // pointer drags: followed on the window, so leaving the grid mid-drag still ends it
  useEffect(() => {
    const onMove = (event: PointerEvent) => {
      const d = drag.current
      if (!d) return
      if (d.kind === 'select') {
        const col = colAt(event.clientX)
        d.moved = d.moved || col !== d.anchor
        props$.current.onSelectionChange({ row: d.row, anchor: d.anchor, focus: col })
      } else {
        const dCol = colAt(event.clientX) - d.col
        const dRow = rowAt(event.clientY) - d.row
        if (dCol !== d.dCol || dRow !== d.dRow) {
          d.dCol = dCol
          d.dRow = dRow
          d.moved = true
          setMoving({ taskId: d.task.id, dRow, dCol })
        }
      }
    }
    const onUp = () => {
      const d = drag.current
      drag.current = null
      if (!d) return
      const p = props$.current
      if (d.kind === 'select') {
        const selection = p.selection
        const row = p.data.row(d.row)
        if (row && selection && d.moved && !p.readonly) {
          const span = selectionSpan(selection)
          p.onCreate(row, addDays(p.start, span.from), addDays(p.start, span.to))
        }
        return
      }
      setMoving(null)
      const fromRow = p.data.row(d.row)
      if (!fromRow) return
      if (!d.moved || (d.dCol === 0 && d.dRow === 0)) {
        p.onOpenTask(fromRow, d.task)
        return
      }
      const toRow = p.data.row(clamp(d.row + d.dRow, 0, (p.data.total ?? 1) - 1)) ?? fromRow
      p.onMove({ task: d.task, fromRow, toRow, days: d.dCol })
    }
    window.addEventListener('pointermove', onMove)
    window.addEventListener('pointerup', onUp)
    window.addEventListener('pointercancel', onUp)
    return () => {
      window.removeEventListener('pointermove', onMove)
      window.removeEventListener('pointerup', onUp)
      window.removeEventListener('pointercancel', onUp)
    }
  })

  const onCellDown = (event: ReactPointerEvent, row: number, col: number) => {
    if (event.button !== 0 || readonly || event.pointerType === 'touch') {
      setActive({ row, col })
      return
    }
    event.preventDefault()
    focusGrid()
    setActive({ row, col })
    drag.current = { kind: 'select', row, anchor: col, moved: false }
    onSelectionChange({ row, anchor: col, focus: col })
  }

  const onTaskDown = (event: ReactPointerEvent, row: number, col: number, task: TransportTask) => {
    if (event.button !== 0) return
    event.stopPropagation()
    event.preventDefault()
    focusGrid()
    setActive({ row, col })
    onSelectionChange(null)
    if (readonly || event.pointerType === 'touch') {
      drag.current = { kind: 'move', row, col, task, dRow: 0, dCol: 0, moved: false }
      return
    }
    drag.current = { kind: 'move', row, col: colAt(event.clientX), task, dRow: 0, dCol: 0, moved: false }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (total === 0) return
    const row = data.row(active.row)
    const day = addDays(start, active.col)
    const task = row ? taskOn(row.tasks, day) : undefined
    const step: Record<string, [number, number] | undefined> = {
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      PageUp: [-10, 0],
      PageDown: [10, 0],
    }
    const move = step[event.key]
    if (move && event.altKey) {
      event.preventDefault()
      if (readonly || !row || !task || event.key.startsWith('Page')) return
      const toRow = data.row(clamp(active.row + move[0], 0, total - 1))
      if (!toRow) return
      if (move[0] !== 0 && toRow === row) return
      props.onMove({ task, fromRow: row, toRow, days: move[1] })
      setActiveCell(active.row + move[0], active.col + move[1])
      return
    }
    if (move) {
      event.preventDefault()
      const next = setActiveCell(active.row + move[0], active.col + move[1])
      if (event.shiftKey && move[0] === 0 && !readonly) {
        const anchor = selection && selection.row === active.row ? selection.anchor : active.col
        onSelectionChange({ row: next.row, anchor, focus: next.col })
      } else if (!event.shiftKey || move[0] !== 0) {
        onSelectionChange(null)
      }
      return
    }
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault()
      setActiveCell(
        event.ctrlKey ? (event.key === 'Home' ? 0 : total - 1) : active.row,
        event.key === 'Home' ? 0 : days - 1,
      )
      onSelectionChange(null)
      return
    }
    if (event.key === 'Escape' && selection) {
      event.preventDefault()
      onSelectionChange(null)
      return
    }
    if (event.key === 'Enter' || event.key === ' ') {
      if (!row) return
      event.preventDefault()
      const span = selection && selection.row === active.row ? selectionSpan(selection) : null
      if (task && (!span || span.from === span.to)) {
        props.onOpenTask(row, task)
      } else if (!readonly) {
        const from = span?.from ?? active.col
        const to = span?.to ?? active.col
        props.onCreate(row, addDays(start, from), addDays(start, to))
      }
    }
  }

  const cellId = useCallback((row: number, col: number) => `${id}-r${row}-c${col}`, [id])
  // One pointer handler for the whole grid (delegation), not one per cell and bar: a first render draws hundreds of
  // cells, and the rows stay memoised as nothing per cell changes with the handlers.
  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    const target = event.target as Element
    const cellNode = target.closest<HTMLElement>('.tc-cell')
    const rowNode = cellNode?.closest<HTMLElement>('.tc-row')
    if (!cellNode || !rowNode) return
    const rowIndex = Number(rowNode.getAttribute('aria-rowindex')) - 2
    const col = Number(cellNode.getAttribute('aria-colindex')) - 2
    const taskId = Number(target.closest<HTMLElement>('.tc-task')?.dataset.taskId)
    const task = taskId ? data.row(rowIndex)?.tasks.find((candidate) => candidate.id === taskId) : undefined
    if (task) onTaskDown(event, rowIndex, col, task)
    else onCellDown(event, rowIndex, col)
  }
  const span = selection ? selectionSpan(selection) : null
  const width = cols.getTotalSize()
  const height = rows.getTotalSize()

  return (
    <div ref={scrollRef} className="tc-scroll" part="grid">
      <div
        ref={gridRef}
        role="grid"
        tabIndex={0}
        aria-label={label}
        aria-rowcount={total + 1}
        aria-colcount={days + 1}
        aria-readonly={readonly || undefined}
        aria-multiselectable={!readonly || undefined}
        aria-activedescendant={total > 0 ? cellId(active.row, active.col) : undefined}
        className="tc-grid"
        style={{ width, height }}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
      >
        <div role="row" aria-rowindex={1} className="tc-head" style={{ width, height: metrics.headerHeight }}>
          <div role="columnheader" aria-colindex={1} className="tc-corner" style={{ width: metrics.headerWidth }}>
            {t('calendar.truck')}
          </div>
          {visibleCols.map((col) => {
            const day = dayList[col.index] as string
            return (
              <div
                key={col.key}
                role="columnheader"
                part="day-header"
                aria-colindex={col.index + 2}
                aria-label={dayInfo[col.index]?.label}
                className="tc-day"
                data-weekend={dayInfo[col.index]?.weekend || undefined}
                data-today={day === today || undefined}
                style={{ left: col.start, width: col.size }}
              >
                <span className="tc-day-week" aria-hidden="true">
                  {dayInfo[col.index]?.week}
                </span>
                <span className="tc-day-num" aria-hidden="true">
                  {dayInfo[col.index]?.num}
                </span>
              </div>
            )
          })}
        </div>
        {visibleRows.map((vrow) => {
          const row = data.row(vrow.index)
          return (
            <div
              key={vrow.key}
              role="row"
              aria-rowindex={vrow.index + 2}
              className="tc-row"
              data-loaded={row ? 'true' : 'false'}
              style={{ top: vrow.start, height: vrow.size, width }}
            >
              <div role="rowheader" aria-colindex={1} className="tc-truck" style={{ width: metrics.headerWidth }}>
                {row ? (
                  <TruckHeader row={row} onOpen={() => props.onOpenTruck(row)} />
                ) : (
                  <span className="tc-truck-loading" aria-hidden="true" />
                )}
              </div>
              {row && (
                <RowCells
                  row={row}
                  index={vrow.index}
                  cols={visibleCols}
                  firstCol={firstCol}
                  dayList={dayList}
                  start={start}
                  days={days}
                  today={today}
                  metrics={metrics}
                  readonly={readonly}
                  active={active.row === vrow.index ? active.col : -1}
                  spanFrom={span && selection?.row === vrow.index ? span.from : -1}
                  spanTo={span && selection?.row === vrow.index ? span.to : -1}
                  moving={moving && row.tasks.some((task) => task.id === moving.taskId) ? moving : null}
                  cellId={cellId}
                  dayInfo={dayInfo}
                />
              )}
            </div>
          )
        })}
      </div>
    </div>
  )
}

function TruckHeader({ row, onOpen }: { row: CalendarRow; onOpen: () => void }) {
  const t = useT<CalendarTextKey>()
  const truck = row.transport
  const second = [truck.external_company?.name, truck.trailer?.number, truck.driver?.name].filter(Boolean).join(' · ')
  return (
    <button
      type="button"
      part="row-header"
      className="tc-truck-button"
      data-external={truck.external_company ? 'true' : undefined}
      title={truck.external_company ? t('calendar.external_of', { company: truck.external_company.name }) : undefined}
      onClick={onOpen}
    >
      <span className="tc-truck-number">
        {truck.number}

        {truck.notes_count > 0 && (
          <span className="tc-notes" title={t('calendar.notes_count', { count: truck.notes_count })}>
            <span aria-hidden="true">✎{truck.notes_count}</span>
            <span className="fx-visually-hidden">{t('calendar.notes_count', { count: truck.notes_count })}</span>
          </span>
        )}
      </span>
      {(second || truck.external_company) && (
        <span className="tc-truck-meta">
          {truck.external_company && (
            <span className="tc-external-badge" part="external-badge">
              {t('calendar.external_badge')}
              <span className="fx-visually-hidden">
                {`: ${t('calendar.external_of', { company: truck.external_company.name })}`}
              </span>
            </span>
          )}
          {second}
        </span>
      )}
    </button>
  )
}

interface RowCellsProps {
  row: CalendarRow
  index: number
  cols: AxisItem[]
  firstCol: number
  dayList: string[]
  start: string
  days: number
  today: string
  metrics: GridMetrics
  readonly: boolean
  active: number
  /** The selected days of this row, `-1` when none. */
  spanFrom: number
  spanTo: number
  moving: { taskId: number; dRow: number; dCol: number } | null
  cellId: (row: number, col: number) => string
  dayInfo: ReadonlyArray<{ label: string; week: string; num: string; weekend: boolean }>
}

const RowCells = memo(function RowCells(p: RowCellsProps) {
  const t = useT<CalendarTextKey>()
  const format = useFormat()
  const types = useMemo(() => displayTypes(p.row.tasks), [p.row.tasks])
  // each task's label once per row, not once per cell it covers
  const labels = useMemo(() => {
    const short = (d: string) => format.date(d, { day: 'numeric', month: 'short' })
    return new Map(p.row.tasks.map((task) => [task.id, taskLabel(task, types.get(task.id) ?? task.type, t, short)]))
  }, [p.row.tasks, types, t, format])
  const free = t('calendar.free')
  // the bar's badge is visible text of the cell, so its name says it too (WCAG 2.5.3, label in name)
  const newResponses = (task: TransportTask) =>
    task.counters.new_responses > 0
      ? ` ${task.counters.new_responses} ${t('calendar.new_responses').toLowerCase()}`
      : ''
  // each task is drawn once, in the first of its days that is in view
  const firstDayOf = new Map<number, TransportTask>()
  for (const task of p.row.tasks) {
    const from = Math.max(daysBetween(p.start, task.start_date), p.firstCol, 0)
    const to = Math.min(daysBetween(p.start, task.end_date), p.days - 1)
    if (from <= to) firstDayOf.set(from, task)
  }
  return (
    <>
      {p.cols.map((col) => {
        const day = p.dayList[col.index] as string
        const task = firstDayOf.get(col.index)
        const covering = task ?? taskOn(p.row.tasks, day)
        const selected = p.spanFrom >= 0 && col.index >= p.spanFrom && col.index <= p.spanTo
        const info = p.dayInfo[col.index]
        return (
          <div
            key={col.key}
            id={p.cellId(p.index, col.index)}
            role="gridcell"
            part="cell"
            aria-colindex={col.index + 2}
            aria-selected={selected}
            aria-label={`${info?.label}: ${(covering && labels.get(covering.id)) || free}${task ? newResponses(task) : ''}`}
            className="tc-cell"
            data-weekend={info?.weekend || undefined}
            data-today={day === p.today || undefined}
            data-active={p.active === col.index || undefined}
            data-day={day}
            style={{ left: col.start, width: col.size }}
          >
            {task && (
              <TaskBar
                task={task}
                type={types.get(task.id) ?? task.type}
                cols={Math.min(daysBetween(p.start, task.end_date), p.days - 1) - col.index + 1}
                metrics={p.metrics}
                readonly={p.readonly}
                moving={p.moving?.taskId === task.id ? p.moving : null}
                label={labels.get(task.id) ?? ''}
              />
            )}
          </div>
        )
      })}
    </>
  )
})

export function taskLabel(
  task: TransportTask,
  type: TaskDisplayType,
  t: Translate<CalendarTextKey>,
  day: (value: string) => string,
): string {
  const dates =
    task.start_date === task.end_date ? day(task.start_date) : `${day(task.start_date)} – ${day(task.end_date)}`
  // ends with the bar's own text (the place, else the cargo's destination): a cell's name contains what it shows
  return [t(`calendar.type_${type}`), dates, task.place?.name ?? task.cargo?.finish].filter(Boolean).join(', ')
}

function TaskBar({
  task,
  type,
  cols,
  metrics,
  readonly,
  moving,
  label,
}: {
  task: TransportTask
  type: TaskDisplayType
  cols: number
  metrics: GridMetrics
  readonly: boolean
  moving: { dRow: number; dCol: number } | null
  label: string
}) {
  const shift = moving
    ? { transform: `translate(${moving.dCol * metrics.colWidth}px, ${moving.dRow * metrics.rowHeight}px)` }
    : {}
  return (
    <div
      part="task"
      className="tc-task"
      data-type={type}
      data-task-id={task.id}
      data-moving={moving ? 'true' : undefined}
      data-readonly={readonly || undefined}
      title={label}
      aria-hidden="true"
      style={{ width: cols * metrics.colWidth - 4, ...shift }}
    >
      <span className="tc-task-text">{task.place?.name ?? task.cargo?.finish ?? ''}</span>
      {/* a space between the place and the count, as the cell's name has it (a flex row does not show it) */}
      {task.counters.new_responses > 0 && ' '}
      {task.counters.new_responses > 0 && <span className="tc-task-badge">{task.counters.new_responses}</span>}
    </div>
  )
}
