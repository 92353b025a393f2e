/**
 * `fx-transport-calendar`: trucks by days. The window (first day and number of days), the number filter, the
 * selection and the open dialogs live in signals on the element (`useHostState`), so they survive the element
 * being moved. Carriers (and expeditors) plan their fleet; shippers see the trucks carrying their cargos,
 * read-only (`v2/transports/calendar/assigned`).
 */
import { useEffect, useRef, useState } from 'react'
import { isApiError } from '../../core/api'
import {
  type CalendarCounters,
  type CalendarRow,
  calendarCounters,
  type RelevantCargo,
  type TransportTask,
  updateTask,
} from '../../core/contract/transport'
import {
  Button,
  DateInput,
  EmptyState,
  ErrorState,
  lazyNamed,
  markFailureShown,
  OnceOpened,
  Select,
  TextInput,
  useApi,
  useCore,
  useFormat,
  useHostState,
  useSignal,
  useT,
  useToast,
} from '../ui'
import { assignmentText, checkAssignment } from './availability'
import { CalendarGrid, type MoveRequest, narrowMetrics, wideMetrics } from './grid'
import { addDays, displayTypes, isFree, type Selection, selectionSpan, today as todayOf } from './model'
import type { TaskDetail, TransportCalendarProps } from './schema'
import type { TaskDialogState } from './task-dialog'
import type { CalendarTextKey } from './texts'
import { useCalendarRows } from './use-calendar'

// The dialogs (a task, a truck's card, an external carrier's truck) load with their first opening: a page showing
// the calendar does not load the forms, offers and files only a dialog shows.
const TaskDialog = lazyNamed(() => import('./task-dialog'), 'TaskDialog')
const TruckDialog = lazyNamed(() => import('./truck-dialog'), 'TruckDialog')
const ExternalTruckDialog = lazyNamed(() => import('./external-dialog'), 'ExternalTruckDialog')

const dayOptions = [7, 14, 31, 62] as const

export function taskDetail(task: TransportTask, displayType = task.display_type): TaskDetail {
  return {
    id: task.id,
    transportId: task.transport_id,
    type: task.type,
    displayType,
    startDate: task.start_date,
    endDate: task.end_date,
    placeId: task.place?.id ?? null,
  }
}

/** Only http(s) and page-relative addresses are followed. */
function safeUrl(url: string): string | null {
  try {
    const parsed = new URL(url, globalThis.location?.href ?? 'http://localhost/')
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null
  } catch {
    return null
  }
}

export function TransportCalendar(props: TransportCalendarProps) {
  const { dispatch } = props
  const t = useT<CalendarTextKey>()
  const api = useApi()
  const core = useCore()
  const toast = useToast()
  const format = useFormat()
  const signedIn = useSignal(core.session.isSignedIn)
  const roles = useSignal(core.session.userRoles)
  const fleet = roles.includes('carrier') || roles.includes('expeditor')
  const shipper =
    props.mode === 'shipper' || (props.mode === 'auto' && !fleet && roles.some((r) => r.startsWith('shipper')))
  const readonly = props.readonly || shipper
  const now = todayOf()

  const [start, setStart] = useHostState('calendar.start', () => props.startDate ?? now)
  const [days, setDays] = useHostState('calendar.days', props.days)
  const [seen, setSeen] = useHostState('calendar.seen', { start: props.startDate, days: props.days })
  const [number, setNumber] = useHostState('calendar.number', '')
  const [numberDraft, setNumberDraft] = useState(number)
  const [selection, setSelection] = useHostState<Selection | null>('calendar.selection', null)
  const [dialog, setDialog] = useHostState<TaskDialogState>('calendar.dialog', null)
  const [truck, setTruck] = useHostState<CalendarRow | null>('calendar.truck', null)
  const [external, setExternal] = useHostState('calendar.external', false)
  const [counters, setCounters] = useState<CalendarCounters | null>(null)
  const [countersRun, setCountersRun] = useState(0)
  const [countersFailed, setCountersFailed] = useState(false)
  const [narrow, setNarrow] = useState(false)
  const boxRef = useRef<HTMLDivElement>(null)

  // attributes changed from outside win over the user's navigation
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the attributes only
  useEffect(() => {
    if (seen.start === props.startDate && seen.days === props.days) return
    setSeen({ start: props.startDate, days: props.days })
    if (props.startDate) setStart(props.startDate)
    setDays(props.days)
    setSelection(null)
  }, [props.startDate, props.days])

  useEffect(() => {
    const box = boxRef.current
    if (!box || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setNarrow(box.clientWidth < 640))
    observer.observe(box)
    return () => observer.disconnect()
  }, [])

  const data = useCalendarRows({ start, days, number, shipper }, signedIn)

  // The counters wait for the first rows: on PGlite both requests share one connection, and the rows are what the
  // user waits for. Latched, so a later reload of rows does not hold them back again.
  const [rowsArrived, setRowsArrived] = useState(false)
  useEffect(() => {
    if (!data.loading) setRowsArrived(true)
  }, [data.loading])

  // the fleet counters for the header (carriers); again after a change
  // biome-ignore lint/correctness/useExhaustiveDependencies: countersRun asks for a fresh count
  useEffect(() => {
    if (!signedIn || shipper || !rowsArrived) return
    const controller = new AbortController()
    api
      .call(calendarCounters, {
        query: { filter: { start_date: start, end_date: addDays(start, days - 1) } },
        signal: controller.signal,
      })
      .then(
        (answer) => {
          setCounters(answer.data)
          setCountersFailed(false)
        },
        (error: unknown) => {
          if (controller.signal.aborted) return
          // said in the counters' place, with a retry, not toasted as well
          markFailureShown(error)
          setCounters(null)
          setCountersFailed(true)
        },
      )
    return () => controller.abort()
  }, [api, signedIn, shipper, start, days, countersRun, rowsArrived])

  /** A counter, or a dash while the counters are on their way. */
  const count = (value: number | undefined) => (value === undefined ? '–' : format.number(value))

  const changed = async (action: 'created' | 'updated' | 'moved' | 'deleted', task: TransportTask, rows: number[]) => {
    for (const id of new Set(rows)) await data.reloadTransport(id).catch(() => undefined)
    setCountersRun((r) => r + 1)
    dispatch('fx-task-change', { action, task: taskDetail(task) })
  }

  const openTask = (row: CalendarRow, task: TransportTask) => {
    const displayType = displayTypes(row.tasks).get(task.id) ?? task.display_type
    setSelection(null)
    dispatch('fx-task-select', taskDetail(task, displayType))
    setDialog({ kind: 'view', row, task, displayType })
  }

  const create = (row: CalendarRow, from: string, to: string) => {
    if (readonly) return
    if (!isFree(row.tasks, from, to)) {
      toast.show(t('calendar.overlap'), { kind: 'error' })
      setSelection(null)
      return
    }
    setDialog({ kind: 'create', row, from, to })
  }

  const move = async ({ task, fromRow, toRow, days: shift }: MoveRequest) => {
    if (readonly) return
    const startDate = addDays(task.start_date, shift)
    const endDate = addDays(task.end_date, shift)
    const ignore = toRow.transport.id === fromRow.transport.id ? task.id : undefined
    if (!isFree(toRow.tasks, startDate, endDate, ignore)) {
      toast.show(t('calendar.overlap'), { kind: 'error' })
      return
    }
    // the server's word on the target days (tasks beyond the window, whose cargos the truck carries)
    const answer = await checkAssignment(api, {
      transportId: toRow.transport.id,
      from: startDate,
      to: endDate,
      ignoreTaskId: task.id,
    }).catch(() => null)
    if (answer && !answer.free) {
      toast.show(t('calendar.check_refused', { reason: assignmentText(answer, t) }), { kind: 'error' })
      return
    }
    try {
      const body = {
        start_date: startDate,
        end_date: endDate,
        ...(toRow.transport.id !== fromRow.transport.id ? { transport_id: toRow.transport.id } : {}),
      }
      const saved = (await api.call(updateTask, { params: { id: task.id }, body })).data
      toast.show(t('calendar.moved', { number: toRow.transport.number }))
      await changed('moved', saved, [fromRow.transport.id, toRow.transport.id])
    } catch (failure) {
      if (isApiError(failure) && failure.status === 409) toast.error(failure, t('calendar.overlap'))
      else toast.error(failure)
    }
  }

  const openCargo = (cargo: RelevantCargo, task: TransportTask) =>
    dispatch('fx-cargo-open', { id: cargo.id, taskId: task.id }, { cancelable: true })
  const cargoUrl = (id: number) =>
    props.cargoUrl ? safeUrl(props.cargoUrl.replace('{id}', encodeURIComponent(String(id)))) : null

  const go = (next: string) => {
    setStart(next)
    setSelection(null)
  }

  if (!signedIn) {
    return (
      <div className="tc" part="calendar">
        <EmptyState title={t('calendar.sign_in_title')} description={t('calendar.sign_in_hint')} />
      </div>
    )
  }

  const end = addDays(start, days - 1)
  const period = `${format.date(start, { day: 'numeric', month: 'long' })} – ${format.date(end, { day: 'numeric', month: 'long', year: 'numeric' })}`
  const span = selection ? selectionSpan(selection) : null
  const selectedRow = selection ? data.row(selection.row) : undefined

  return (
    <div
      className="tc"
      part="calendar"
      ref={boxRef}
      data-narrow={narrow || undefined}
      data-mode={shipper ? 'shipper' : 'fleet'}
    >
      <div className="tc-toolbar" part="toolbar">
        <div className="tc-nav">
          <Button aria-label={t('calendar.previous')} onClick={() => go(addDays(start, -days))}>
            ‹
          </Button>
          <Button onClick={() => go(now)}>{t('calendar.today')}</Button>
          <Button aria-label={t('calendar.next')} onClick={() => go(addDays(start, days))}>
            ›
          </Button>
          <h2 className="tc-period" aria-live="polite">
            {period}
          </h2>
        </div>
        <div className="tc-controls">
          <DateInput label={t('calendar.start_date')} value={start} onChange={(value) => value && go(value)} />
          <Select<number>
            label={t('calendar.days')}
            options={dayOptions.map((n) => ({ value: n, label: t('calendar.days_option', { count: n }) }))}
            value={days}
            onChange={(n) => {
              if (!n) return
              setDays(n)
              setSelection(null)
            }}
          />
          <form
            className="tc-search"
            aria-label={t('calendar.number_filter')}
            onSubmit={(event) => {
              event.preventDefault()
              setNumber(numberDraft.trim())
            }}
          >
            <TextInput
              label={t('calendar.number_filter')}
              type="search"
              value={numberDraft}
              maxLength={20}
              onChange={setNumberDraft}
            />
            <Button type="submit">{t('common.search')}</Button>
          </form>
          {!readonly && (
            <Button className="tc-add-external" onClick={() => setExternal(true)}>
              {t('calendar.add_external')}
            </Button>
          )}
        </div>
      </div>
      {!shipper && signedIn && (
        // drawn before the counters arrive (they follow the rows), so that their coming moves nothing under the
        // pointer
        <ul
          className="tc-counters"
          part="counters"
          aria-label={t('calendar.counters')}
          aria-busy={counters || countersFailed ? undefined : true}
          data-state={countersFailed ? 'failed' : undefined}
        >
          <li>
            {t('calendar.count_trucks')}: <b>{count(counters?.transports)}</b>
          </li>
          <li data-type="busy">
            {t('calendar.today_busy')}: <b>{count(counters?.today.busy)}</b>
          </li>
          <li data-type="available">
            {t('calendar.today_available')}: <b>{count(counters?.today.available)}</b>
          </li>
          <li data-type="ready">
            {t('calendar.today_ready')}: <b>{count(counters?.today.ready)}</b>
          </li>
          <li>
            {t('calendar.today_idle')}: <b>{count(counters?.today.idle)}</b>
          </li>
          {countersFailed && (
            <li data-type="failed" role="status">
              {t('calendar.counters_failed')}{' '}
              <Button size="small" variant="ghost" onClick={() => setCountersRun((r) => r + 1)}>
                {t('common.retry')}
              </Button>
            </li>
          )}
          {counters && counters.new_responses > 0 && (
            <li data-type="responses">
              {t('calendar.new_responses')}: <b>{format.number(counters.new_responses)}</b>
            </li>
          )}
        </ul>
      )}
      <div className="tc-legend" part="legend">
        <ul aria-label={t('calendar.legend')}>
          {(['busy', 'arrival', 'available', 'ready'] as const).map((type) => (
            <li key={type}>
              <span className="tc-swatch" data-type={type} aria-hidden="true" />
              {t(`calendar.type_${type}`)}
            </li>
          ))}
        </ul>
        {!readonly && (
          <div className="tc-selection">
            <span className="fx-hint" aria-live="polite">
              {span && selectedRow
                ? t('calendar.selected_days', {
                    count: span.to - span.from + 1,
                    number: selectedRow.transport.number,
                  })
                : t('calendar.select_hint')}
            </span>
            <Button
              variant="primary"
              size="small"
              disabled={!span || !selectedRow}
              onClick={() =>
                span && selectedRow && create(selectedRow, addDays(start, span.from), addDays(start, span.to))
              }
            >
              {t('calendar.add_task')}
            </Button>
          </div>
        )}
        {shipper && <p className="fx-hint">{t('calendar.shipper_hint')}</p>}
      </div>
      {data.error && data.total === null ? (
        <ErrorState error={data.error} onRetry={data.reload} />
      ) : data.total === 0 ? (
        <EmptyState
          title={shipper ? t('calendar.no_assigned') : number ? t('common.nothing_found') : t('calendar.no_trucks')}
          description={shipper ? t('calendar.no_assigned_hint') : number ? undefined : t('calendar.no_trucks_hint')}
        />
      ) : data.total === null ? (
        <div className="tc-loading" role="status" aria-busy="true">
          {t('common.loading')}
        </div>
      ) : (
        <CalendarGrid
          data={data}
          start={start}
          days={days}
          today={now}
          readonly={readonly}
          metrics={narrow ? narrowMetrics : wideMetrics}
          selection={selection}
          onSelectionChange={setSelection}
          onCreate={create}
          onOpenTask={openTask}
          onMove={(request) => void move(request)}
          onOpenTruck={setTruck}
          label={`${shipper ? t('calendar.title_shipper') : t('calendar.title')}, ${period}`}
        />
      )}
      <OnceOpened open={!!dialog}>
        <TaskDialog
          state={dialog}
          readonly={readonly}
          showCargos={!shipper}
          shipper={shipper}
          cargoUrl={cargoUrl}
          onClose={() => setDialog(null)}
          onOpenCargo={openCargo}
          onSaved={(action, task, row) => {
            setDialog(null)
            setSelection(null)
            toast.show(t(`calendar.saved_${action}`))
            void changed(action, task, [row.transport.id, task.transport_id])
          }}
          onSeen={(task) => {
            // the bar's badge of new offers and the header's count; not a change of the plan, so no fx-task-change
            void data.reloadTransport(task.transport_id).catch(() => undefined)
            setCountersRun((r) => r + 1)
          }}
        />
      </OnceOpened>
      <OnceOpened open={external}>
        <ExternalTruckDialog
          open={external}
          onClose={() => setExternal(false)}
          onAdded={() => {
            setExternal(false)
            data.reload()
            setCountersRun((r) => r + 1)
          }}
        />
      </OnceOpened>
      <OnceOpened open={!!truck}>
        <TruckDialog
          row={truck}
          canWrite={!readonly}
          onClose={() => setTruck(null)}
          onNoteAdded={(row) => void data.reloadTransport(row.transport.id).catch(() => undefined)}
        />
      </OnceOpened>
    </div>
  )
}
