/**
 * /transport/analytics: how each truck was used over a chosen period, computed here from the calendar (the contract
 * has no analytics endpoint): busy days (on a trip), empty days (free, waiting for cargo: available or ready),
 * idle days (no task), kilometres (straight lines between the places of consecutive tasks, an estimate) and
 * revenue (the prices of the cargos carried, from `GET cargos/:id`). Shown as a stacked bar chart and a table.
 */

import { useEffect, useMemo, useRef, useState } from 'react'
import * as cargoApi from '../../../core/contract/cargo'
import type { CalendarRow } from '../../../core/contract/fleet'
import * as calendarTexts from '../../../core/i18n/areas/calendar'
import { addTexts } from '../../../core/i18n/texts'
import {
  Button,
  DateRangeInput,
  EmptyState,
  ErrorState,
  Skeleton,
  useApi,
  useFormat,
  useT,
  type WidgetApi,
} from '../../../widgets/ui'
import { Page } from '../../forms/page'
import { dayNumber, loadWindow, overlapDays, shiftDay, straightKm, todayDay } from './calendar-window'
import { useList } from './fleet-data'
import css from './transport.css?inline'

// this page's own texts (the site starts with its shell's only)
addTexts(calendarTexts)

/** The contract's longest calendar window. */
const MAX_DAYS = 186

export interface TruckUse {
  id: number
  number: string
  busy: number
  empty: number
  idle: number
  km: number
  /** Minor units by currency. */
  revenue: Map<string, number>
  cargoIds: number[]
}

/** Days, kilometres and carried cargos of each truck over `[from, to]`. */
export function utilisation(rows: CalendarRow[], from: string, to: string): TruckUse[] {
  const days = dayNumber(to) - dayNumber(from) + 1
  return rows.map((row) => {
    const tasks = [...row.tasks].sort((a, b) => a.start_date.localeCompare(b.start_date))
    let busy = 0
    let empty = 0
    let km = 0
    const cargoIds: number[] = []
    tasks.forEach((task, index) => {
      const inside = overlapDays(task.start_date, task.end_date, from, to)
      if (task.type === 'busy') {
        busy += inside
        if (task.cargo && task.start_date >= from && task.start_date <= to) cargoIds.push(task.cargo.id)
        const previous = tasks[index - 1]
        if (inside > 0 && previous?.place && task.place) km += straightKm(previous.place, task.place)
      } else empty += inside
    })
    busy = Math.min(busy, days)
    empty = Math.min(empty, days - busy)
    return {
      id: row.transport.id,
      number: row.transport.number,
      busy,
      empty,
      idle: days - busy - empty,
      km: Math.round(km),
      revenue: new Map(),
      cargoIds,
    }
  })
}

/** The prices of the carried cargos, a few requests at a time; those not readable are counted as unknown. */
async function revenueOf(api: WidgetApi, uses: TruckUse[], signal: AbortSignal): Promise<number> {
  const ids = [...new Set(uses.flatMap((use) => use.cargoIds))].slice(0, 300)
  const prices = new Map<number, { price: number | null; currency: string }>()
  for (let i = 0; i < ids.length; i += 6) {
    const batch = ids.slice(i, i + 6)
    const answers = await Promise.allSettled(
      batch.map((id) => api.call(cargoApi.getCargo, { params: { id }, query: {}, signal })),
    )
    answers.forEach((answer, j) => {
      if (answer.status === 'fulfilled') prices.set(batch[j] as number, answer.value.data)
    })
  }
  let unknown = 0
  for (const use of uses) {
    for (const id of use.cargoIds) {
      const found = prices.get(id)
      if (!found || found.price === null) {
        unknown++
        continue
      }
      use.revenue.set(found.currency, (use.revenue.get(found.currency) ?? 0) + found.price)
    }
  }
  return unknown
}

const colours = { busy: '#3b6fd6', empty: '#2e8b45', idle: '#9aa4b1' }

/** Drawn at the width it is shown at (one SVG unit = one CSS pixel), so its text stays readable on a phone. */
function Chart({ uses, days, label }: { uses: TruckUse[]; days: number; label: string }) {
  const t = useT()
  const ref = useRef<HTMLElement>(null)
  const [width, setWidth] = useState(720)
  useEffect(() => {
    const figure = ref.current
    if (!figure || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setWidth(Math.max(280, Math.round(figure.clientWidth - 32))))
    observer.observe(figure)
    return () => observer.disconnect()
  }, [])
  const rowH = 26
  const left = width < 500 ? 96 : 120
  const barW = width - left - 16
  const height = uses.length * rowH + 28
  const scale = (n: number) => (n / days) * barW
  return (
    <figure ref={ref} className="fx-hp-section" style={{ margin: 0 }}>
      <figcaption className="fx-hp-subtitle">{label}</figcaption>
      <ul className="tp-legend">
        {(['busy', 'empty', 'idle'] as const).map((key) => (
          <li key={key} style={{ ['--_swatch' as string]: colours[key] }}>
            {t(`transport_pages.days_${key}`)}
          </li>
        ))}
      </ul>
      <svg className="tp-chart" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
        {uses.map((use, i) => {
          const y = i * rowH + 4
          let x = left
          return (
            <g key={use.id}>
              <text x={left - 8} y={y + rowH / 2 + 1} textAnchor="end" dominantBaseline="middle">
                {use.number}
              </text>
              {(['busy', 'empty', 'idle'] as const).map((key) => {
                const w = scale(use[key])
                const rect = (
                  <rect key={key} x={x} y={y + 3} width={Math.max(0, w)} height={rowH - 8} fill={colours[key]}>
                    <title>{`${use.number}: ${t(`transport_pages.days_${key}`)} ${use[key]}`}</title>
                  </rect>
                )
                x += w
                return rect
              })}
            </g>
          )
        })}
        <line className="tp-axis" x1={left} x2={left + barW} y1={height - 22} y2={height - 22} />
        {[0, 0.25, 0.5, 0.75, 1].map((f) => (
          <text key={f} x={left + f * barW} y={height - 8} textAnchor="middle">
            {Math.round(f * days)}
          </text>
        ))}
      </svg>
    </figure>
  )
}

export default function AnalyticsPage() {
  const t = useT()
  const api = useApi()
  const format = useFormat()
  const [today] = useState(todayDay)
  const [range, setRange] = useState({ from: shiftDay(today, -29), to: today })
  const [applied, setApplied] = useState(range)
  const days = dayNumber(applied.to) - dayNumber(applied.from) + 1
  const tooLong = dayNumber(range.to) - dayNumber(range.from) + 1 > MAX_DAYS
  const invalid = !range.from || !range.to || range.to < range.from || tooLong
  const [state, reload] = useList(async (signal) => {
    const rows = await loadWindow(api, applied.from, applied.to, signal)
    const uses = utilisation(rows, applied.from, applied.to)
    const unknown = await revenueOf(api, uses, signal)
    return { uses, unknown }
  }, `${applied.from}|${applied.to}|${api.lang}`)
  const totals = useMemo(() => {
    if (state.status !== 'done') return null
    const sum = (key: 'busy' | 'empty' | 'idle' | 'km') => state.data.uses.reduce((n, use) => n + use[key], 0)
    return { busy: sum('busy'), empty: sum('empty'), idle: sum('idle'), km: sum('km') }
  }, [state])
  const money = (revenue: Map<string, number>) =>
    revenue.size === 0 ? '—' : [...revenue].map(([currency, minor]) => format.money(minor, currency)).join(', ')
  const period = `${format.date(applied.from)} – ${format.date(applied.to)}`

  return (
    <Page name="transport-analytics" title={t('transport_pages.analytics_title')}>
      <style>{css}</style>
      <form
        className="tp-filters"
        onSubmit={(event) => {
          event.preventDefault()
          if (!invalid) setApplied(range)
        }}
      >
        <DateRangeInput
          label={t('transport_pages.period')}
          value={range}
          max={today}
          onChange={setRange}
          error={tooLong ? t('transport_pages.period_too_long', { max: MAX_DAYS }) : undefined}
        />
        <Button type="submit" variant="primary" disabled={invalid}>
          {t('common.apply')}
        </Button>
      </form>
      <p className="fx-hp-lead fx-hp-intro">{t('transport_pages.analytics_intro')}</p>
      {state.status === 'loading' && <Skeleton lines={6} />}
      {state.status === 'failed' && <ErrorState error={state.error} onRetry={reload} />}
      {state.status === 'done' &&
        totals &&
        (state.data.uses.length === 0 ? (
          <EmptyState title={t('transport_pages.no_trucks')} description={t('transport_pages.no_trucks_hint')} />
        ) : (
          <>
            <Chart uses={state.data.uses} days={days} label={t('transport_pages.chart_title', { period })} />
            <section className="fx-hp-section" aria-labelledby="tp-analytics-table">
              <h2 className="fx-hp-subtitle" id="tp-analytics-table">
                {t('transport_pages.table_title', { period })}
              </h2>
              <div className="tp-table-wrap">
                <table className="tp-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('transport_pages.truck')}</th>
                      <th scope="col" data-num>
                        {t('transport_pages.days_busy')}
                      </th>
                      <th scope="col" data-num>
                        {t('transport_pages.days_empty')}
                      </th>
                      <th scope="col" data-num>
                        {t('transport_pages.days_idle')}
                      </th>
                      <th scope="col" data-num>
                        {t('transport_pages.km')}
                      </th>
                      <th scope="col" data-num>
                        {t('transport_pages.revenue')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {state.data.uses.map((use) => (
                      <tr key={use.id}>
                        <th scope="row">{use.number}</th>
                        <td data-num>{format.number(use.busy)}</td>
                        <td data-num>{format.number(use.empty)}</td>
                        <td data-num>{format.number(use.idle)}</td>
                        <td data-num>{format.number(use.km)}</td>
                        <td data-num>{money(use.revenue)}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row">{t('transport_pages.total')}</th>
                      <td data-num>{format.number(totals.busy)}</td>
                      <td data-num>{format.number(totals.empty)}</td>
                      <td data-num>{format.number(totals.idle)}</td>
                      <td data-num>{format.number(totals.km)}</td>
                      <td data-num>
                        {money(
                          state.data.uses.reduce((all, use) => {
                            for (const [c, v] of use.revenue) all.set(c, (all.get(c) ?? 0) + v)
                            return all
                          }, new Map<string, number>()),
                        )}
                      </td>
                    </tr>
                  </tfoot>
                </table>
              </div>
              <p className="tp-muted">{t('transport_pages.km_note')}</p>
              {state.data.unknown > 0 && (
                <p className="tp-muted">{t('transport_pages.revenue_unknown', { count: state.data.unknown })}</p>
              )}
            </section>
          </>
        ))}
    </Page>
  )
}
