/**
 * The task dialog: a new task for selected days (create), an existing task's facts with its actions (view), and
 * the form to change it (edit). Free windows (available, ready) are saved through the calendar's free-window
 * actions (`add-transport-available` / `-ready`, `update-transport-available` / `-ready`), busy tasks through
 * `carrier/transports/tasks`. A free window also lists the relevant cargos (30 a page) and the shippers' offers
 * (responses.tsx); a shipper offers its cargo there. The form checks the truck's days as they change
 * (availability.tsx); the owner sees and attaches the task's documents (task-files.tsx).
 */
import { type FormEvent, useEffect, useState } from 'react'
import { isApiError } from '../../core/api'
import type { Place } from '../../core/contract/reference'
import {
  addTransportAvailable,
  addTransportReady,
  type CalendarRow,
  createTask,
  DEFAULT_TASK_RADIUS_KM,
  deleteTask,
  RELEVANT_CARGOS_PAGE_SIZE,
  type RelevantCargo,
  relevantCargos,
  type TaskDisplayType,
  type TaskPlace,
  type TaskType,
  type TransportTask,
  taskTypes,
  updateTask,
  updateTransportAvailable,
  updateTransportReady,
} from '../../core/contract/transport'
import {
  Button,
  DateRangeInput,
  Dialog,
  EmptyState,
  ErrorState,
  InDialog,
  PointPicker,
  Select,
  Skeleton,
  TextInput,
  useApi,
  useFormat,
  useLang,
  useT,
  useToast,
} from '../ui'
import { AssignmentNote, assignmentText, useAssignment } from './availability'
import { useDialogStyles } from './dialog-pieces'
import type { CalendarDialogTextKey } from './dialog-texts'
import { taskLabel } from './grid'
import { OfferCargo, TaskResponses } from './responses'
import { TaskFiles } from './task-files'

export type TaskDialogState =
  | { kind: 'create'; row: CalendarRow; from: string; to: string }
  | { kind: 'view'; row: CalendarRow; task: TransportTask; displayType: TaskDisplayType }
  | null

export interface TaskDialogProps {
  state: TaskDialogState
  readonly: boolean
  /** Shippers see no relevant cargos (they are the carrier's matching). */
  showCargos: boolean
  /** The shipper's view: offers its cargo to a free window; sees no files nor others' offers. */
  shipper?: boolean
  cargoUrl: (id: number) => string | null
  onClose: () => void
  onSaved: (action: 'created' | 'updated' | 'deleted', task: TransportTask, row: CalendarRow) => void
  /** The task's new offers were shown and marked seen: its row and the header counters are out of date. */
  onSeen?: (task: TransportTask, row: CalendarRow) => void
  onOpenCargo: (cargo: RelevantCargo, task: TransportTask) => boolean
}

/** A task's place as the point picker holds it. */
export function pickerPlace(place: TaskPlace | null): Place | null {
  if (!place) return null
  return { ...place, type: 'city', name_ru: place.name, name_en: place.name, population: 0 }
}

interface FormValue {
  type: TaskType
  place: Place | null
  radius: number
  from: string
  to: string
  comment: string
}

export function TaskDialog(props: TaskDialogProps) {
  const { state, onClose } = props
  const t = useT<CalendarDialogTextKey>()
  const styles = useDialogStyles()
  const [editing, setEditing] = useState(false)
  // a new dialog starts in view mode
  // biome-ignore lint/correctness/useExhaustiveDependencies: on a new dialog only
  useEffect(() => setEditing(false), [state])
  const title = !state
    ? ''
    : state.kind === 'create'
      ? t('calendar.new_task_for', { number: state.row.transport.number })
      : editing
        ? t('calendar.edit_task')
        : `${t(`calendar.type_${state.displayType}`)} · ${state.row.transport.number}`
  return (
    <Dialog open={!!state} onClose={onClose} title={title} size="large">
      {styles}
      <InDialog>
        {state?.kind === 'create' && (
          <TaskForm
            row={state.row}
            task={null}
            initial={{
              type: 'available',
              place: null,
              radius: DEFAULT_TASK_RADIUS_KM,
              from: state.from,
              to: state.to,
              comment: '',
            }}
            onCancel={onClose}
            onSaved={(task) => props.onSaved('created', task, state.row)}
          />
        )}
        {state?.kind === 'view' && editing && (
          <TaskForm
            row={state.row}
            task={state.task}
            initial={{
              type: state.task.type,
              place: pickerPlace(state.task.place),
              radius: state.task.radius_km,
              from: state.task.start_date,
              to: state.task.end_date,
              comment: state.task.comment ?? '',
            }}
            onCancel={() => setEditing(false)}
            onSaved={(task) => props.onSaved('updated', task, state.row)}
          />
        )}
        {state?.kind === 'view' && !editing && (
          <TaskView
            row={state.row}
            task={state.task}
            displayType={state.displayType}
            readonly={props.readonly}
            showCargos={props.showCargos}
            shipper={props.shipper ?? false}
            cargoUrl={props.cargoUrl}
            onEdit={() => setEditing(true)}
            onTaken={(task) => props.onSaved('updated', task, state.row)}
            onSeen={(task) => props.onSeen?.(task, state.row)}
            onDeleted={() => props.onSaved('deleted', state.task, state.row)}
            onOpenCargo={(cargo) => props.onOpenCargo(cargo, state.task)}
          />
        )}
      </InDialog>
    </Dialog>
  )
}

function TaskForm({
  row,
  task,
  initial,
  onCancel,
  onSaved,
}: {
  row: CalendarRow
  task: TransportTask | null
  initial: FormValue
  onCancel: () => void
  onSaved: (task: TransportTask) => void
}) {
  const t = useT<CalendarDialogTextKey>()
  const api = useApi()
  const lang = useLang()
  const toast = useToast()
  const [value, setValue] = useState<FormValue>(initial)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [placeError, setPlaceError] = useState(false)
  const free = value.type !== 'busy'
  const check = useAssignment(row.transport.id, value.from, value.to, task?.id)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (free && !value.place) {
      setPlaceError(true)
      return
    }
    if (!value.from || !value.to || value.to < value.from) {
      setError(t('calendar.dates_invalid'))
      return
    }
    if (check.status === 'done' && !check.answer.free) {
      setError(assignmentText(check.answer, t))
      return
    }
    setSaving(true)
    setError(null)
    const fields = {
      start_date: value.from,
      end_date: value.to,
      radius_km: value.radius,
      comment: value.comment.trim() || null,
    }
    try {
      let saved: TransportTask
      if (!task) {
        if (value.type === 'busy') {
          const body = {
            transport_id: row.transport.id,
            type: 'busy' as const,
            ...fields,
            place_id: value.place?.id ?? null,
          }
          saved = (await api.call(createTask, { body })).data
        } else {
          const body = { transport_id: row.transport.id, ...fields, place_id: (value.place as Place).id }
          saved = (await api.call(value.type === 'available' ? addTransportAvailable : addTransportReady, { body }))
            .data
        }
      } else if (value.type === 'busy') {
        const body = { type: 'busy' as const, ...fields, place_id: value.place?.id ?? null }
        saved = (await api.call(updateTask, { params: { id: task.id }, body })).data
      } else {
        const body = { ...fields, place_id: (value.place as Place).id }
        const endpoint = value.type === 'available' ? updateTransportAvailable : updateTransportReady
        saved = (await api.call(endpoint, { params: { taskId: task.id }, body })).data
      }
      onSaved(saved)
    } catch (failure) {
      if (isApiError(failure) && failure.status === 409) setError(t('calendar.overlap'))
      else if (isApiError(failure) && failure.status === 422) setError(failure.message)
      else {
        toast.error(failure)
        setError(isApiError(failure) ? failure.messageIn(lang) : t('calendar.save_failed'))
      }
    } finally {
      setSaving(false)
    }
  }

  return (
    <form className="tc-form" onSubmit={(event) => void submit(event)} noValidate>
      <Select<TaskType>
        label={t('calendar.task_type')}
        options={taskTypes.map((type) => ({ value: type, label: t(`calendar.type_${type}`) }))}
        value={value.type}
        onChange={(type) => type && setValue({ ...value, type })}
        required
      />
      <PointPicker
        label={free ? t('calendar.place_free') : t('calendar.place_busy')}
        value={value.place}
        onChange={(place) => {
          setPlaceError(false)
          setValue((v) => ({ ...v, place }))
        }}
        radius={value.radius}
        onRadiusChange={free ? (radius) => setValue((v) => ({ ...v, radius })) : undefined}
        required={free}
        error={placeError ? t('calendar.place_required') : undefined}
      />
      <DateRangeInput
        label={t('calendar.dates')}
        value={{ from: value.from, to: value.to }}
        onChange={(range) => setValue({ ...value, from: range.from, to: range.to })}
      />
      <AssignmentNote state={check} />
      <TextInput
        label={t('calendar.comment')}
        value={value.comment}
        maxLength={1000}
        onChange={(comment) => setValue({ ...value, comment })}
      />
      {error && (
        <p className="fx-error-text" role="alert">
          {error}
        </p>
      )}
      <div className="tc-form-actions">
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="submit" variant="primary" loading={saving}>
          {task ? t('common.save') : t('calendar.create_task')}
        </Button>
      </div>
    </form>
  )
}

function TaskView({
  row,
  task,
  displayType,
  readonly,
  showCargos,
  shipper,
  cargoUrl,
  onEdit,
  onTaken,
  onSeen,
  onDeleted,
  onOpenCargo,
}: {
  row: CalendarRow
  task: TransportTask
  displayType: TaskDisplayType
  readonly: boolean
  showCargos: boolean
  shipper: boolean
  cargoUrl: (id: number) => string | null
  onEdit: () => void
  onTaken: (task: TransportTask) => void
  onSeen: (task: TransportTask) => void
  onDeleted: () => void
  onOpenCargo: (cargo: RelevantCargo) => boolean
}) {
  const t = useT<CalendarDialogTextKey>()
  const api = useApi()
  const toast = useToast()
  const format = useFormat()
  const [deleting, setDeleting] = useState(false)
  const [confirm, setConfirm] = useState(false)
  const day = (d: string) => format.date(d, { day: 'numeric', month: 'long' })
  const truck = row.transport
  const remove = async () => {
    setDeleting(true)
    try {
      await api.call(deleteTask, { params: { id: task.id } })
      onDeleted()
    } catch (failure) {
      toast.error(failure)
    } finally {
      setDeleting(false)
    }
  }
  return (
    <div className="tc-details" part="task-details">
      <dl className="tc-facts">
        <dt>{t('calendar.truck')}</dt>
        <dd>
          {truck.number}
          {truck.trailer ? ` · ${truck.trailer.number}` : ''}
        </dd>
        {truck.driver && (
          <>
            <dt>{t('calendar.driver')}</dt>
            <dd>{truck.driver.name}</dd>
          </>
        )}
        <dt>{t('calendar.dates')}</dt>
        <dd>
          {task.start_date === task.end_date ? day(task.start_date) : `${day(task.start_date)} – ${day(task.end_date)}`}
        </dd>
        {task.place && (
          <>
            <dt>{task.type === 'busy' ? t('calendar.place_busy') : t('calendar.place_free')}</dt>
            <dd>
              {[task.place.name, task.place.region].filter(Boolean).join(', ')}
              {task.type !== 'busy' ? ` (${t('calendar.radius_km', { km: task.radius_km })})` : ''}
            </dd>
          </>
        )}
        {task.cargo && (
          <>
            <dt>{t('calendar.cargo')}</dt>
            <dd>
              {task.cargo.start} → {task.cargo.finish}
            </dd>
          </>
        )}
        {task.comment && (
          <>
            <dt>{t('calendar.comment')}</dt>
            <dd className="tc-pre">{task.comment}</dd>
          </>
        )}
        {displayType === 'arrival' && (
          <>
            <dt>{t('calendar.note')}</dt>
            <dd>{t('calendar.arrival_hint')}</dd>
          </>
        )}
      </dl>
      {!readonly && (
        <div className="tc-form-actions">
          {confirm ? (
            <>
              <span role="alert">{t('calendar.delete_confirm')}</span>
              <Button onClick={() => setConfirm(false)}>{t('common.cancel')}</Button>
              <Button variant="danger" loading={deleting} onClick={() => void remove()}>
                {t('common.delete')}
              </Button>
            </>
          ) : (
            <>
              <Button variant="danger" onClick={() => setConfirm(true)}>
                {t('common.delete')}
              </Button>
              <Button variant="primary" onClick={onEdit}>
                {t('common.edit')}
              </Button>
            </>
          )}
        </div>
      )}
      {!shipper && task.type !== 'busy' && (
        <TaskResponses
          task={task}
          canTake={!readonly}
          onTaken={onTaken}
          onSeen={onSeen}
          label={taskLabel(task, displayType, t, day)}
        />
      )}
      {shipper && task.type !== 'busy' && <OfferCargo task={task} />}
      {!shipper && <TaskFiles task={task} canUpload={!readonly} />}
      {showCargos && task.type !== 'busy' && (
        <RelevantCargos
          task={task}
          cargoUrl={cargoUrl}
          onOpen={onOpenCargo}
          label={taskLabel(task, displayType, t, day)}
        />
      )}
    </div>
  )
}

function RelevantCargos({
  task,
  cargoUrl,
  onOpen,
  label,
}: {
  task: TransportTask
  cargoUrl: (id: number) => string | null
  onOpen: (cargo: RelevantCargo) => boolean
  label: string
}) {
  const t = useT<CalendarDialogTextKey>()
  const api = useApi()
  const format = useFormat()
  const [state, setState] = useState<{
    items: RelevantCargo[]
    size: number
    status: 'loading' | 'done' | 'failed'
    error?: unknown
  }>({ items: [], size: 0, status: 'loading' })
  const [offset, setOffset] = useState(0)
  const [run, setRun] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads on the task, the page and a retry
  useEffect(() => {
    const controller = new AbortController()
    setState((s) => ({ ...s, status: 'loading' }))
    api
      .call(relevantCargos, {
        params: { id: task.transport_id },
        query: { limit: RELEVANT_CARGOS_PAGE_SIZE, offset, filter: { task_id: task.id } },
        signal: controller.signal,
      })
      .then(
        (answer) =>
          setState((s) => ({
            items: offset === 0 ? answer.data : [...s.items, ...answer.data],
            size: answer.meta.size,
            status: 'done',
          })),
        (error: unknown) => !controller.signal.aborted && setState((s) => ({ ...s, status: 'failed', error })),
      )
    return () => controller.abort()
  }, [task.id, offset, run, api])

  const short = (d: string) => format.date(d, { day: 'numeric', month: 'short' })
  return (
    <section
      className="tc-cargos"
      part="relevant-cargos"
      aria-label={t('calendar.relevant_cargos_for', { task: label })}
    >
      <h3 className="tc-cargos-title">
        {t('calendar.relevant_cargos')}
        {state.status === 'done' && <span className="tc-count">{format.number(state.size)}</span>}
      </h3>
      {state.status === 'failed' && <ErrorState error={state.error} onRetry={() => setRun((r) => r + 1)} />}
      {state.status === 'loading' && state.items.length === 0 && <Skeleton lines={3} />}
      {state.status === 'done' && state.items.length === 0 && (
        <EmptyState title={t('calendar.no_relevant_cargos')} description={t('calendar.no_relevant_hint')} />
      )}
      {state.items.length > 0 && (
        <ul className="tc-cargo-list">
          {state.items.map((cargo) => {
            const url = cargoUrl(cargo.id)
            const text = `${cargo.start_point.name} → ${cargo.finish_point.name}`
            const open = (event: { preventDefault(): void }) => {
              if (!onOpen(cargo) || !url) event.preventDefault()
            }
            return (
              <li key={cargo.id} className="tc-cargo">
                {url ? (
                  <a href={url} className="tc-cargo-route" part="cargo-link" onClick={open}>
                    {text}
                  </a>
                ) : (
                  <button type="button" className="tc-cargo-route" part="cargo-link" onClick={open}>
                    {text}
                  </button>
                )}
                <span className="tc-cargo-meta">
                  {[
                    cargo.load_date_from === cargo.load_date_to
                      ? short(cargo.load_date_from)
                      : `${short(cargo.load_date_from)} – ${short(cargo.load_date_to)}`,
                    t('calendar.tonnes', { value: format.number(cargo.weight) }),
                    cargo.volume === null ? null : t('calendar.cubic', { value: format.number(cargo.volume) }),
                    cargo.truck_types.map((type) => type.name).join(', ') || null,
                    cargo.distance_to_start_km === null
                      ? null
                      : t('calendar.to_start_km', { km: format.number(cargo.distance_to_start_km) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                <span className="tc-cargo-price">
                  {cargo.price === null ? t('calendar.price_on_request') : format.money(cargo.price, cargo.currency)}
                </span>
              </li>
            )
          })}
        </ul>
      )}
      {state.items.length < state.size && (
        <Button loading={state.status === 'loading'} onClick={() => setOffset(state.items.length)}>
          {t('common.load_more')}
        </Button>
      )}
    </section>
  )
}
