/**
 * Transport-task responses in the task dialog of a free window (available, ready). A shipper offers one of its
 * available cargos to a carrier's free truck (`POST v2/transports/transport-task-response`); the carrier lists the
 * offers (`…/list?filter[task_id]`; shown, they are marked seen: `v2/transports/tasks/:id/update-counters`), selects
 * one to read it (`…/:id/select`) and takes it by assigning the cargo to the task (`PUT carrier/transports/tasks/:id`
 * with `type: busy, cargo_id`): the server then marks that offer selected and the others declined. Everything the
 * other side wrote is rendered as text.
 */

import { type FormEvent, useEffect, useRef, useState } from 'react'
import { isApiError } from '../../core/api'
import { numberProblem } from '../../core/contract/messages'
import { listShipperCargos } from '../../core/contract/shipper'
import {
  createTaskResponse,
  listTaskResponses,
  selectTaskResponse,
  type TransportTask,
  type TransportTaskResponse,
  updateTask,
  updateTaskCounters,
} from '../../core/contract/transport'
import { priceRule } from '../../core/contract/validators'
import {
  Button,
  EmptyState,
  ErrorState,
  NumberInput,
  Select,
  Skeleton,
  TextInput,
  useApi,
  useEndpoint,
  useFormat,
  useT,
  useToast,
} from '../ui'
import type { CalendarDialogTextKey } from './dialog-texts'

type Selected = Awaited<ReturnType<typeof loadSelected>>
async function loadSelected(api: ReturnType<typeof useApi>, id: number) {
  return (await api.call(selectTaskResponse, { params: { id } })).data
}

/**
 * The offers made to one task: all of them for its carrier, the caller's own for a shipper. They stay on screen
 * while they reload; `done` is false until the fresh answer is in.
 */
function useTaskResponses(taskId: number) {
  const list = useEndpoint(
    listTaskResponses,
    { query: { limit: 200, offset: 0, filter: { task_id: taskId } } },
    { keepPrevious: true, select: (answer) => answer.data },
  )
  const items = list.state === 'ready' ? list.data : []
  return { list, items, done: list.state === 'ready' && !list.reloading }
}

function StatusBadge({ status }: { status: TransportTaskResponse['status'] }) {
  const t = useT<CalendarDialogTextKey>()
  return (
    <span className="tc-badge" data-status={status}>
      {t(`calendar.response_status_${status}`)}
    </span>
  )
}

/** The carrier's side: the offers to a free window, one of them opened, and taking its cargo. */
/** An offered price in roubles: optional, 0 allowed (to be agreed), at most the exchange's largest price. */
const offerPriceRule = { min: 0, max: priceRule.max }

export function TaskResponses({
  task,
  label,
  canTake,
  onTaken,
  onSeen,
}: {
  task: TransportTask
  label: string
  canTake: boolean
  onTaken: (task: TransportTask) => void
  /** The task with fresh counters, once its new offers are shown and marked seen (`update-counters`). */
  onSeen?: (task: TransportTask) => void
}) {
  const t = useT<CalendarDialogTextKey>()
  const api = useApi()
  const toast = useToast()
  const format = useFormat()
  const { list, items: loaded, done } = useTaskResponses(task.id)
  // statuses changed here (opening marks a new offer seen), over the answer they were changed in
  const [opened, setOpened] = useState<{ of: TransportTaskResponse[]; status: Map<number, Selected['status']> }>()
  const items =
    opened?.of === loaded ? loaded.map((r) => ({ ...r, status: opened.status.get(r.id) ?? r.status })) : loaded
  const [selected, setSelected] = useState<Selected | null>(null)
  const [opening, setOpening] = useState<number | null>(null)
  const [taking, setTaking] = useState(false)

  // Once the list with new offers is on screen, they are marked seen (the bar's badge and the header count go); the
  // list keeps showing which were new until it is loaded again. Once per task.
  const marked = useRef<number | null>(null)
  const hasNew = done && items.some((r) => r.status === 'new')
  // biome-ignore lint/correctness/useExhaustiveDependencies: marks once per task, when the new offers are shown
  useEffect(() => {
    if (!canTake || !hasNew || marked.current === task.id) return
    marked.current = task.id
    api.call(updateTaskCounters, { params: { id: task.id } }).then(
      (answer) => onSeen?.(answer.data),
      () => {
        // reported by the client; the offers stay new and are marked the next time they are shown
        marked.current = null
      },
    )
  }, [hasNew, canTake, task.id])

  const open = async (response: TransportTaskResponse) => {
    setOpening(response.id)
    try {
      const answer = await loadSelected(api, response.id)
      setSelected(answer)
      // opening marks a new offer seen
      setOpened((o) => ({
        of: loaded,
        status: new Map(o?.of === loaded ? o.status : []).set(answer.id, answer.status),
      }))
    } catch (failure) {
      toast.error(failure)
    } finally {
      setOpening(null)
    }
  }

  const take = async () => {
    if (!selected) return
    setTaking(true)
    try {
      const saved = (
        await api.call(updateTask, { params: { id: task.id }, body: { type: 'busy', cargo_id: selected.cargo_id } })
      ).data
      toast.show(t('calendar.response_taken'))
      onTaken(saved)
    } catch (failure) {
      toast.error(failure)
    } finally {
      setTaking(false)
    }
  }

  const price = (r: TransportTaskResponse) =>
    r.price === null ? t('calendar.response_no_price') : format.money(r.price, 'RUB')
  const short = (d: string) => format.date(d, { day: 'numeric', month: 'short' })

  return (
    <section className="tc-responses" part="task-responses" aria-label={t('calendar.responses_for', { task: label })}>
      <h3 className="tc-cargos-title">
        {t('calendar.responses')}
        {done && <span className="tc-count">{format.number(items.length)}</span>}
      </h3>
      {selected ? (
        <div className="tc-response-card" data-response={selected.id}>
          <dl className="tc-facts">
            <dt>{t('calendar.response_from')}</dt>
            <dd>{selected.shipper_company.name}</dd>
            <dt>{t('calendar.cargo')}</dt>
            <dd>
              {selected.route.start} → {selected.route.finish}
            </dd>
            <dt>{t('calendar.response_loading')}</dt>
            <dd>
              {selected.cargo.load_date_from === selected.cargo.load_date_to
                ? short(selected.cargo.load_date_from)
                : `${short(selected.cargo.load_date_from)} – ${short(selected.cargo.load_date_to)}`}
            </dd>
            <dt>{t('calendar.response_weight')}</dt>
            <dd>
              {[
                t('calendar.tonnes', { value: format.number(selected.cargo.weight) }),
                selected.cargo.volume === null
                  ? null
                  : t('calendar.cubic', { value: format.number(selected.cargo.volume) }),
              ]
                .filter(Boolean)
                .join(', ')}
            </dd>
            <dt>{t('calendar.response_price')}</dt>
            <dd>{price(selected)}</dd>
            {selected.comment && (
              <>
                <dt>{t('calendar.comment')}</dt>
                <dd className="tc-pre">{selected.comment}</dd>
              </>
            )}
          </dl>
          <div className="tc-form-actions">
            <Button onClick={() => setSelected(null)}>{t('calendar.response_back')}</Button>
            {canTake && (selected.status === 'new' || selected.status === 'seen') && (
              <Button variant="primary" loading={taking} onClick={() => void take()}>
                {t('calendar.response_take')}
              </Button>
            )}
          </div>
        </div>
      ) : (
        <>
          {list.state === 'error' && <ErrorState error={list.error} onRetry={list.reload} />}
          {list.state === 'loading' && <Skeleton lines={2} />}
          {done && items.length === 0 && <p className="fx-hint">{t('calendar.no_responses')}</p>}
          {items.length > 0 && (
            <ul className="tc-response-list">
              {items.map((r) => (
                <li key={r.id} className="tc-response" data-status={r.status}>
                  <span className="tc-response-head">
                    <b>{r.shipper_company.name}</b>
                    <StatusBadge status={r.status} />
                  </span>
                  <span className="tc-cargo-meta">
                    {r.route.start} → {r.route.finish} · {price(r)}
                  </span>
                  {r.comment && <span className="tc-pre tc-response-comment">{r.comment}</span>}
                  <Button
                    size="small"
                    loading={opening === r.id}
                    aria-label={t('calendar.response_select_label', {
                      company: r.shipper_company.name,
                      route: `${r.route.start} → ${r.route.finish}`,
                    })}
                    onClick={() => void open(r)}
                  >
                    {t('calendar.response_select')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  )
}

/** The shipper's side: offer one of its available cargos to the free window, and its offers made so far. */
export function OfferCargo({ task }: { task: TransportTask }) {
  const t = useT<CalendarDialogTextKey>()
  const api = useApi()
  const toast = useToast()
  const format = useFormat()
  const { list: offerList, items: offers } = useTaskResponses(task.id)
  const cargos = useEndpoint(
    listShipperCargos,
    { query: { tab: 'available', limit: 100, offset: 0 } },
    { select: (answer) => answer.data.filter((c) => c.stage === 'available') },
  )
  const [cargoId, setCargoId] = useState<number | null>(null)
  const [price, setPrice] = useState<number | null>(null)
  const [comment, setComment] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  const offered = new Set(offers.map((o) => o.cargo_id))
  const short = (d: string) => format.date(d, { day: 'numeric', month: 'short' })
  const options = (cargos.state === 'ready' ? cargos.data : [])
    .filter((c) => !offered.has(c.id))
    .map((c) => ({
      value: c.id,
      label: t('calendar.offer_cargo_option', {
        id: c.id,
        route: `${c.start_point.name} → ${c.finish_point.name}`,
        date: short(c.load_date_from),
      }),
    }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (cargoId === null) {
      setError(t('calendar.offer_cargo_required'))
      return
    }
    // a price that breaks its rule is flagged by its field and never sent as another value (NaN would go as null)
    if (numberProblem(price, offerPriceRule) !== null) return
    setSending(true)
    setError(null)
    try {
      await api.call(createTaskResponse, {
        body: {
          task_id: task.id,
          cargo_id: cargoId,
          price: price === null ? null : Math.round(price * 100),
          comment: comment.trim() || null,
        },
      })
      toast.show(t('calendar.offer_sent'))
      setCargoId(null)
      setPrice(null)
      setComment('')
      offerList.reload()
    } catch (failure) {
      if (isApiError(failure) && (failure.status === 409 || failure.status === 422)) {
        setError(failure.fieldError('cargo_id') ?? failure.fieldError('task_id') ?? failure.message)
      } else toast.error(failure)
    } finally {
      setSending(false)
    }
  }

  return (
    <section className="tc-responses" part="task-offer" aria-label={t('calendar.offer_title')}>
      <h3 className="tc-cargos-title">{t('calendar.offer_title')}</h3>
      {cargos.state === 'loading' ? (
        <Skeleton lines={2} />
      ) : cargos.state === 'error' ? (
        <ErrorState
          error={cargos.error}
          onRetry={() => {
            cargos.reload()
            offerList.reload()
          }}
        />
      ) : options.length === 0 ? (
        <EmptyState title={t('calendar.offer_no_cargos')} />
      ) : (
        <form className="tc-form" onSubmit={(event) => void submit(event)} noValidate>
          <Select<number>
            label={t('calendar.offer_cargo')}
            options={options}
            value={cargoId}
            onChange={(value) => {
              setError(null)
              setCargoId(value)
            }}
            required
          />
          <NumberInput
            label={t('calendar.offer_price')}
            hint={t('calendar.offer_price_hint')}
            value={price}
            min={offerPriceRule.min}
            max={offerPriceRule.max}
            onChange={setPrice}
          />
          <TextInput label={t('calendar.comment')} value={comment} maxLength={1000} onChange={setComment} />
          {error && (
            <p className="fx-error-text" role="alert">
              {error}
            </p>
          )}
          <div className="tc-form-actions">
            <Button type="submit" variant="primary" loading={sending}>
              {t('calendar.offer_send')}
            </Button>
          </div>
        </form>
      )}
      {offers.length > 0 && (
        <>
          <h3 className="tc-cargos-title">{t('calendar.my_offers')}</h3>
          <ul className="tc-response-list">
            {offers.map((o) => (
              <li key={o.id} className="tc-response" data-status={o.status}>
                <span className="tc-response-head">
                  <b>
                    {o.route.start} → {o.route.finish}
                  </b>
                  <StatusBadge status={o.status} />
                </span>
                <span className="tc-cargo-meta">
                  {o.price === null ? t('calendar.response_no_price') : format.money(o.price, 'RUB')}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
