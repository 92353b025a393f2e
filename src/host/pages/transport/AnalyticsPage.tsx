/**
 * /transport/analytics: how each truck was used over a chosen period, from `GET v2/transports/analytics` (the server
 * counts busy days (on a trip), empty days (free, waiting for cargo: available or ready), idle days (no task),
 * kilometres (straight lines between the places of consecutive tasks, an estimate) and revenue (the prices of the
 * company's contracts and winning responses for the cargos carried)). Shown as a stacked bar chart and a table.
 */

import { useEffect, useRef, useState } from 'react'
import { addDays, localDay } from '../../../core/contract/days'
import { type MoneySum, type TruckUsage, transportAnalytics } from '../../../core/contract/transport'
import { addTexts } from '../../../core/i18n/texts'
import * as calendarTexts from '../../../widgets/transport-calendar/texts'
import {
  Button,
  EmptyState,
  ErrorState,
  numberColumn,
  Skeleton,
  Table,
  useEndpoint,
  useFormat,
  useT,
} from '../../../widgets/ui'
import { FormDateRange } from '../../forms/date-fields'
import { Page } from '../../forms/page'
import { querySchema, useZodForm } from '../../forms/use-zod-form'
import type { HostTextKey } from '../../texts/keys'
import * as transportTexts from '../../texts/transport'
import { dayTicks } from './day-ticks'
import '../../charts/chart.css'
import './transport.css'

// this page's own texts (the site starts with its shell's only)
addTexts(calendarTexts, transportTexts)

const colours = { busy: '#3b6fd6', empty: '#2e8b45', idle: '#9aa4b1' }

/** The table's figure columns, in order: each a text key of `transport_pages` and a field of a truck's use. */
const figureColumns = ['days_busy', 'days_empty', 'days_idle', 'km', 'revenue'] as const

type Figures = Pick<TruckUsage, 'busy' | 'empty' | 'idle' | 'km' | 'revenue'>

/** The figures of one truck (or the totals) as the table shows them. */
function useFigureValues() {
  const format = useFormat()
  return (figures: Figures): Record<(typeof figureColumns)[number], string> => ({
    days_busy: format.number(figures.busy),
    days_empty: format.number(figures.empty),
    days_idle: format.number(figures.idle),
    km: format.number(figures.km),
    revenue:
      figures.revenue.length === 0
        ? '—'
        : figures.revenue.map((sum: MoneySum) => format.money(sum.amount, sum.currency)).join(', '),
  })
}

/** Drawn at the width it is shown at (one SVG unit = one CSS pixel), so its text stays readable on a phone. */
function Chart({ uses, days, label }: { uses: TruckUsage[]; days: number; label: string }) {
  const t = useT<HostTextKey>()
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
    <figure ref={ref} className="fx-hp-section" style={{ margin: '0 0 var(--_space-4, 16px)' }}>
      <figcaption className="fx-hp-subtitle">{label}</figcaption>
      <ul className="fx-chart-legend">
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
            <g key={use.transport.id}>
              <text x={left - 8} y={y + rowH / 2 + 1} textAnchor="end" dominantBaseline="middle">
                {use.transport.number}
              </text>
              {(['busy', 'empty', 'idle'] as const).map((key) => {
                const w = scale(use[key])
                const rect = (
                  <rect key={key} x={x} y={y + 3} width={Math.max(0, w)} height={rowH - 8} fill={colours[key]}>
                    <title>{`${use.transport.number}: ${t(`transport_pages.days_${key}`)} ${use[key]}`}</title>
                  </rect>
                )
                x += w
                return rect
              })}
            </g>
          )
        })}
        <line className="tp-axis" x1={left} x2={left + barW} y1={height - 22} y2={height - 22} />
        {dayTicks(days, Math.min(8, barW / 56 + 1)).map((day) => (
          <text key={day} x={left + scale(day)} y={height - 8} textAnchor="middle">
            {day}
          </text>
        ))}
      </svg>
    </figure>
  )
}

export default function AnalyticsPage() {
  const t = useT<HostTextKey>()
  const format = useFormat()
  const figures = useFigureValues()
  const [today] = useState(localDay)
  const [applied, setApplied] = useState(() => ({ from: addDays(today, -29), to: today }))
  // the period is checked by the endpoint's own query (the end not before the start, at most a year)
  const form = useZodForm(querySchema(transportAnalytics), { defaultValues: applied, mode: 'onChange' })
  const state = useEndpoint(transportAnalytics, { query: applied }, { select: (answer) => answer.data })
  const period = `${format.date(applied.from)} – ${format.date(applied.to)}`

  return (
    <Page name="transport-analytics" title={t('route.transport-analytics')}>
      <form className="tp-filters" noValidate onSubmit={form.handleSubmit(setApplied)}>
        <FormDateRange control={form.control} from="from" to="to" label={t('transport_pages.period')} max={today} />
        <Button type="submit" variant="primary">
          {t('common.apply')}
        </Button>
      </form>
      <p className="fx-hp-lead fx-hp-intro">{t('transport_pages.analytics_intro')}</p>
      {state.state === 'loading' && <Skeleton lines={6} />}
      {state.state === 'error' && <ErrorState error={state.error} onRetry={state.reload} />}
      {state.state === 'ready' &&
        (state.data.trucks.length === 0 ? (
          <EmptyState title={t('transport_pages.no_trucks')} description={t('transport_pages.no_trucks_hint')} />
        ) : (
          <>
            <Chart
              uses={state.data.trucks}
              days={state.data.days}
              label={t('transport_pages.chart_title', { period })}
            />
            <section className="fx-hp-section" aria-labelledby="tp-analytics-table">
              <h2 className="fx-hp-subtitle" id="tp-analytics-table">
                {t('transport_pages.table_title', { period })}
              </h2>
              <Table
                label={t('transport_pages.table_title', { period })}
                columns={[
                  {
                    key: 'truck',
                    header: t('transport_pages.truck'),
                    rowHeader: true,
                    render: (use) => use.transport.number,
                    footer: t('transport_pages.total'),
                  },
                  ...figureColumns.map((column) =>
                    numberColumn<TruckUsage>(column, t(`transport_pages.${column}`), (use) => figures(use)[column], {
                      footer: figures(state.data.totals)[column],
                    }),
                  ),
                ]}
                rows={state.data.trucks}
                getRowKey={(use) => use.transport.id}
                virtual={false}
              />
              <p className="tp-muted">{t('transport_pages.km_note')}</p>
              {state.data.totals.unknown_prices > 0 && (
                <p className="tp-muted">
                  {t('transport_pages.revenue_unknown', { count: state.data.totals.unknown_prices })}
                </p>
              )}
            </section>
          </>
        ))}
    </Page>
  )
}
