/**
 * /transport/control-table (spec 4, 6: where logisticians are sent; spec 2's "calendar table of transport tasks"):
 * the dispatcher's working table, one row per transport task (`GET v2/transports/control-table`): truck, driver,
 * cargo, route, dates, status and next step, filtered and sorted by the server, virtualised (the kit's Table), the
 * next 200 rows loaded as the end comes into view. A carrier sees its own trucks' tasks and moves them on
 * (a free truck ready to load, a trip ended today) through the calendar's own endpoints; a shipper or its
 * logistician sees the trips carrying the company's cargos, with the carrier and the driver's phone.
 */
import { useEffect, useMemo, useState } from 'react'
import type { z } from 'zod'
import { localDay } from '../../../core/contract/days'
import {
  CONTROL_PAGE_SIZE,
  ControlFilterForm,
  type ControlRow,
  type ControlSort,
  type ControlStatus,
  controlFilterFieldMap,
  controlStateOf,
  controlStatuses,
  controlTable,
  controlWindowStart,
  fleetRoles,
  type TaskType,
  taskTypes,
  updateTask,
  updateTransportReady,
} from '../../../core/contract/transport'
import { addTexts } from '../../../core/i18n/texts'
import type { CalendarTextKey } from '../../../widgets/transport-calendar/texts'
import * as calendarTexts from '../../../widgets/transport-calendar/texts'
import {
  Button,
  EmptyState,
  ErrorState,
  Skeleton,
  Table,
  type TableColumn,
  type TableSort,
  useApi,
  useFormat,
  usePagedList,
  useT,
  useToast,
} from '../../../widgets/ui'
import { FormDateRange } from '../../forms/date-fields'
import { FormText } from '../../forms/fields'
import { FormSelect } from '../../forms/select-fields'
import { useZodForm } from '../../forms/use-zod-form'
import { RouteLink } from '../../navigation'
import { useGuardSession } from '../../session'
import type { HostTextKey } from '../../texts/keys'
import * as transportTexts from '../../texts/transport'
import './transport.css'

addTexts(calendarTexts, transportTexts)

type Key = HostTextKey | CalendarTextKey

const sortKeys = { truck: 'number', driver: 'driver', dates: 'start_date' } as const

export default function ControlTablePage() {
  const t = useT<Key>()
  const api = useApi()
  const toast = useToast()
  const format = useFormat()
  const session = useGuardSession()
  const carrier = session.roles.some((role) => (fleetRoles as readonly string[]).includes(role))
  const [today] = useState(localDay)
  const [initial] = useState(
    (): z.input<typeof ControlFilterForm> => ({
      status: '',
      type: '',
      number: '',
      from: controlWindowStart(today),
      to: '',
    }),
  )
  // the filters apply as they change; one the contract refuses (a number past its length) is said under its field
  // and the table keeps the last good ones
  const form = useZodForm(ControlFilterForm, {
    defaultValues: initial,
    mode: 'onChange',
    fieldMap: controlFilterFieldMap,
  })
  const [filter, setFilter] = useState(() => ControlFilterForm.parse(initial))
  useEffect(() => {
    const watching = form.watch(() => void form.handleSubmit(setFilter)())
    return () => watching.unsubscribe()
  }, [form])
  const [sort, setSort] = useState<ControlSort>('start_date')
  const [busy, setBusy] = useState<number | null>(null)

  const query = useMemo(() => ({ sort, filter }), [filter, sort])

  // a fresh load whenever the filters, the sort or the language change (a skeleton meanwhile); the next page on
  // reaching the end of the rows
  const load = usePagedList<ControlRow>({
    key: JSON.stringify([query, api.lang]),
    pageSize: CONTROL_PAGE_SIZE,
    load: (page, signal) => api.call(controlTable, { query: { ...query, ...page }, signal }),
    onError: (error) => toast.error(error),
  })

  /** Puts a task's new type and dates into its row, with the status and next step they give. */
  const patch = (id: number, task: { type: TaskType; start_date: string; end_date: string }) =>
    load.patch((rows) => rows.map((row) => (row.id === id ? { ...row, ...task, ...controlStateOf(task, today) } : row)))

  const act = async (row: ControlRow, action: 'ready' | 'finish') => {
    setBusy(row.id)
    try {
      const answer =
        action === 'ready'
          ? await api.call(updateTransportReady, { params: { taskId: row.id }, body: {} })
          : await api.call(updateTask, { params: { id: row.id }, body: { end_date: today } })
      patch(row.id, answer.data)
      toast.show(t(`control_table.done_${action}`, { number: row.transport.number }), { kind: 'success' })
    } catch (error) {
      toast.error(error)
    } finally {
      setBusy(null)
    }
  }

  const day = (d: string) => format.date(d, { day: 'numeric', month: 'short' })
  const dates = (row: ControlRow) =>
    row.start_date === row.end_date ? day(row.start_date) : `${day(row.start_date)} – ${day(row.end_date)}`
  const next = (row: ControlRow) =>
    row.next_step === 'load'
      ? t('control_table.next_load', { date: day(row.start_date) })
      : row.next_step === 'unload'
        ? t('control_table.next_unload', { date: day(row.end_date) })
        : t(`control_table.next_${row.next_step}`)

  const columns: TableColumn<ControlRow>[] = [
    {
      key: 'truck',
      header: t('control_table.col_truck'),
      width: 'minmax(120px, 1fr)',
      sortable: true,
      render: (row) => (
        <span className="tp-cell">
          <strong>{row.transport.number}</strong>
          {row.transport.trailer_number && <span className="tp-muted">{row.transport.trailer_number}</span>}
        </span>
      ),
    },
    {
      key: 'driver',
      header: t('control_table.col_driver'),
      width: 'minmax(140px, 1.2fr)',
      sortable: true,
      render: (row) =>
        row.driver ? (
          <span className="tp-cell">
            <span>{row.driver.name}</span>
            {row.driver.phone && (
              <a className="tp-muted" href={`tel:${row.driver.phone}`}>
                {row.driver.phone}
              </a>
            )}
          </span>
        ) : (
          <span className="tp-muted">{t('control_table.no_driver')}</span>
        ),
    },
    {
      key: 'route',
      header: t('control_table.col_route'),
      width: 'minmax(180px, 1.6fr)',
      render: (row) =>
        row.cargo ? (
          <span className="tp-cell">
            <span>{`${row.cargo.start} → ${row.cargo.finish}`}</span>
            <RouteLink to="cargos-details" params={{ id: row.cargo.id }} className="tp-muted">
              {t('control_table.cargo_number', { id: row.cargo.id })}
            </RouteLink>
          </span>
        ) : (
          <span className="tp-cell">
            <span>{t(`calendar.type_${row.type}`)}</span>
            {row.place && (
              <span className="tp-muted">
                {row.type === 'busy' ? `→ ${row.place}` : t('control_table.wait_at', { place: row.place })}
              </span>
            )}
          </span>
        ),
    },
    {
      key: 'dates',
      header: t('control_table.col_dates'),
      width: 'minmax(120px, 1fr)',
      sortable: true,
      render: dates,
    },
    {
      key: 'status',
      header: t('control_table.col_status'),
      width: 'minmax(110px, 0.9fr)',
      render: (row) => (
        <span className="tp-status" data-status={row.status}>
          {t(`control_table.status_${row.status}`)}
        </span>
      ),
    },
    { key: 'next', header: t('control_table.col_next'), width: 'minmax(140px, 1.1fr)', render: next },
    carrier
      ? {
          key: 'actions',
          header: t('control_table.col_actions'),
          // the widest button ("Готов к погрузке") fits whole at 1440 px; narrower, the table scrolls sideways, and
          // on a phone each row is a card (the kit's Table)
          width: 'minmax(200px, 1.2fr)',
          render: (row) =>
            row.next_step === 'confirm_ready' ? (
              <Button size="small" disabled={busy === row.id} onClick={() => void act(row, 'ready')}>
                {t('control_table.act_ready')}
              </Button>
            ) : row.next_step === 'unload' ? (
              <Button size="small" disabled={busy === row.id} onClick={() => void act(row, 'finish')}>
                {t('control_table.act_finish')}
              </Button>
            ) : row.next_step === 'find_cargo' ? (
              <RouteLink to="cargos-search" className="fx-button" data-variant="secondary" data-size="small">
                {t('control_table.act_find')}
              </RouteLink>
            ) : null,
        }
      : {
          key: 'carrier',
          header: t('control_table.col_carrier'),
          width: 'minmax(150px, 1.2fr)',
          render: (row) => row.carrier.name,
        },
  ]

  const tableSort: TableSort = {
    key:
      (Object.entries(sortKeys).find(([, value]) => value === sort.replace(/^-/, ''))?.[0] as string | undefined) ??
      'dates',
    direction: sort.startsWith('-') ? 'desc' : 'asc',
  }
  const onSort = (next: TableSort) => {
    const field = sortKeys[next.key as keyof typeof sortKeys]
    if (field) setSort(`${next.direction === 'desc' ? '-' : ''}${field}` as ControlSort)
  }

  const option = <V extends string>(value: V, label: string) => ({ value, label })
  return (
    <div className="hx-page" data-page="control-table">
      <p className="hx-lead">{t('route_about.control-table')}</p>
      <form
        className="tp-filters tp-control-filters"
        aria-label={t('control_table.filters')}
        noValidate
        onSubmit={(event) => event.preventDefault()}
      >
        <FormSelect<z.input<typeof ControlFilterForm>, ControlStatus | ''>
          control={form.control}
          name="status"
          label={t('control_table.status')}
          options={[
            option('', t('control_table.status_any')),
            ...controlStatuses.map((status) => option(status, t(`control_table.status_${status}`))),
          ]}
        />
        <FormSelect<z.input<typeof ControlFilterForm>, TaskType | ''>
          control={form.control}
          name="type"
          label={t('control_table.type')}
          options={[
            option('', t('control_table.type_any')),
            ...taskTypes.map((type) => option(type, t(`calendar.type_${type}`))),
          ]}
        />
        <FormText control={form.control} name="number" label={t('control_table.number')} />
        <FormDateRange control={form.control} from="from" to="to" label={t('control_table.period')} />
        <Button
          variant="ghost"
          onClick={() => {
            form.reset(initial)
            setFilter(ControlFilterForm.parse(initial))
          }}
        >
          {t('control_table.reset')}
        </Button>
      </form>
      {load.status === 'loading' && <Skeleton lines={6} />}
      {load.status === 'failed' && <ErrorState error={load.error} onRetry={() => void load.reload()} />}
      {(load.status === 'done' || load.status === 'more') && (
        <>
          <p className="tp-muted" data-count={load.size} aria-live="polite">
            {t('control_table.count', { count: format.number(load.size) })}
          </p>
          <div className="tp-control-wrap">
            <Table
              label={t('control_table.label')}
              columns={columns}
              rows={load.items}
              getRowKey={(row) => row.id}
              sort={tableSort}
              onSortChange={onSort}
              estimateSize={60}
              height="70vh"
              onEndReached={load.loadMore}
              empty={
                <EmptyState
                  title={t('control_table.empty')}
                  description={t(carrier ? 'control_table.empty_hint_carrier' : 'control_table.empty_hint_shipper')}
                />
              }
            />
          </div>
        </>
      )}
    </div>
  )
}
