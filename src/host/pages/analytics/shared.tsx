/**
 * What the analytics screens share: the month filter (spec 3: the current month of the current year by default),
 * values by unit, and the charts: inline SVG drawn at the width shown (no chart library: the lane price index
 * draws the same way, and these charts are a few bars and lines), each followed by a table of the same numbers.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { addDays } from '../../../core/contract/days'
import { addTexts } from '../../../core/i18n/texts'
import { type Formatters, Select, useFormat, useLang, useT } from '../../../widgets/ui'
import type { AnalyticsTextKey } from './texts'
import * as texts from './texts'
import '../transport/transport.css'
import './analytics.css'

addTexts(texts)

export const useAT = () => useT<AnalyticsTextKey>()

export interface Month {
  year: number
  /** 1..12 */
  month: number
}

export function currentMonth(now = new Date()): Month {
  return { year: now.getFullYear(), month: now.getMonth() + 1 }
}

export const monthKey = (m: Month) => `${m.year}-${String(m.month).padStart(2, '0')}`

export function periodOfMonth(m: Month): { start_date: string; end_date: string } {
  const start = `${monthKey(m)}-01`
  const next = m.month === 12 ? `${m.year + 1}-01-01` : `${m.year}-${String(m.month + 1).padStart(2, '0')}-01`
  return { start_date: start, end_date: addDays(next, -1) }
}

export function MonthFilter({ value, onChange }: { value: Month; onChange: (m: Month) => void }) {
  const t = useAT()
  const lang = useLang()
  const now = currentMonth()
  const names = Array.from({ length: 12 }, (_, i) =>
    new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'ru-RU', { month: 'long' }).format(new Date(2024, i, 15)),
  )
  const monthOptions = names.map((name, i) => ({ value: i + 1, label: name.charAt(0).toUpperCase() + name.slice(1) }))
  const yearOptions = [now.year - 2, now.year - 1, now.year].map((y) => ({ value: y, label: String(y) }))
  return (
    <>
      <div className="an-filter">
        <Select
          label={t('analytics.month')}
          options={monthOptions}
          value={value.month}
          onChange={(month) => month && onChange({ ...value, month })}
        />
      </div>
      <div className="an-filter an-filter-narrow">
        <Select
          label={t('analytics.year')}
          options={yearOptions}
          value={value.year}
          onChange={(year) => year && onChange({ ...value, year })}
        />
      </div>
    </>
  )
}

export type Unit = 'count' | 'money' | 'minutes'

export function formatUnit(format: Formatters, t: ReturnType<typeof useAT>, unit: Unit, value: number | null): string {
  if (value === null) return t('analytics.none')
  if (unit === 'money') return format.money(value, 'RUB')
  if (unit === 'minutes') return t('analytics.minutes', { value: format.number(value) })
  return format.number(value)
}

/** The width a figure is shown at, for SVG drawn one unit to one CSS pixel. */
export function useWidth(initial = 720) {
  const ref = useRef<HTMLElement>(null)
  const [width, setWidth] = useState(initial)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setWidth(Math.max(260, Math.round(element.clientWidth))))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}

export interface SeriesPoint {
  label: string
  /** Shown as a bar. */
  bar: number | null
  /** Shown as a line. */
  line?: number | null
}

const palette = { bar: '#3b6fd6', line: '#e07b24', target: '#2e8b45' }

/**
 * Bars (a day's or a week's value) and a line (the running total) on one scale, with a dashed target line. The
 * axis labels are thinned to fit; every value is in the table that follows.
 */
export function BarLineChart({
  label,
  points,
  target,
  legend,
  format: fmt,
}: {
  label: string
  points: SeriesPoint[]
  target?: number | null
  legend: { bar: string; line?: string; target?: string }
  format: (value: number) => string
}) {
  const [ref, width] = useWidth()
  const height = width < 500 ? 180 : 220
  const left = width < 500 ? 44 : 64
  const bottom = 24
  const top = 10
  const plotW = width - left - 8
  const plotH = height - top - bottom
  const values = points.flatMap((p) => [p.bar ?? 0, p.line ?? 0])
  const max = Math.max(1, target ?? 0, ...values)
  const y = (v: number) => top + plotH - (v / max) * plotH
  const step = plotW / Math.max(1, points.length)
  const barW = Math.max(2, step * 0.7)
  const every = Math.ceil(points.length / Math.max(1, Math.floor(plotW / 56)))
  const line = points
    .map((p, i) => (p.line === null || p.line === undefined ? null : `${left + step * i + step / 2},${y(p.line)}`))
    .filter(Boolean)
    .join(' ')
  return (
    <figure ref={ref} className="an-figure">
      <figcaption className="fx-hp-subtitle">{label}</figcaption>
      <ul className="an-legend">
        <li style={{ ['--_swatch' as string]: palette.bar }}>{legend.bar}</li>
        {legend.line && <li style={{ ['--_swatch' as string]: palette.line }}>{legend.line}</li>}
        {legend.target && target !== null && target !== undefined && (
          <li style={{ ['--_swatch' as string]: palette.target }}>{legend.target}</li>
        )}
      </ul>
      <svg className="an-chart" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line className="an-grid" x1={left} x2={left + plotW} y1={y(max * f)} y2={y(max * f)} />
            <text x={left - 6} y={y(max * f)} textAnchor="end" dominantBaseline="middle">
              {fmt(Math.round(max * f))}
            </text>
          </g>
        ))}
        {points.map((p, i) => (
          <rect
            key={p.label}
            x={left + step * i + (step - barW) / 2}
            y={y(p.bar ?? 0)}
            width={barW}
            height={Math.max(0, top + plotH - y(p.bar ?? 0))}
            fill={palette.bar}
          >
            <title>{`${p.label}: ${p.bar === null ? '—' : fmt(p.bar)}`}</title>
          </rect>
        ))}
        {line && <polyline points={line} fill="none" stroke={palette.line} strokeWidth={2} />}
        {target !== null && target !== undefined && (
          <line
            x1={left}
            x2={left + plotW}
            y1={y(target)}
            y2={y(target)}
            stroke={palette.target}
            strokeWidth={2}
            strokeDasharray="6 4"
          />
        )}
        {points.map((p, i) =>
          i % every === 0 ? (
            <text key={p.label} x={left + step * i + step / 2} y={height - 6} textAnchor="middle">
              {p.label}
            </text>
          ) : null,
        )}
      </svg>
    </figure>
  )
}

/** Horizontal paired bars per row (e.g. posted and covered per person), names on the left. */
export function PairedBars({
  label,
  rows,
  legend,
}: {
  label: string
  rows: { key: number; name: string; a: number; b: number }[]
  legend: [string, string]
}) {
  const [ref, width] = useWidth()
  const rowH = 30
  const left = width < 500 ? 110 : 180
  const barW = width - left - 48
  const max = Math.max(1, ...rows.flatMap((r) => [r.a, r.b]))
  const height = rows.length * rowH + 8
  return (
    <figure ref={ref} className="an-figure">
      <figcaption className="fx-hp-subtitle">{label}</figcaption>
      <ul className="an-legend">
        <li style={{ ['--_swatch' as string]: palette.bar }}>{legend[0]}</li>
        <li style={{ ['--_swatch' as string]: palette.line }}>{legend[1]}</li>
      </ul>
      <svg className="an-chart" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
        {rows.map((r, i) => {
          const y0 = i * rowH + 4
          const short = r.name.length > (width < 500 ? 14 : 24) ? `${r.name.slice(0, width < 500 ? 13 : 23)}…` : r.name
          return (
            <g key={r.key}>
              <text x={left - 8} y={y0 + rowH / 2 - 2} textAnchor="end" dominantBaseline="middle">
                {short}
                <title>{r.name}</title>
              </text>
              <rect x={left} y={y0 + 2} width={(r.a / max) * barW} height={10} fill={palette.bar} />
              <text x={left + (r.a / max) * barW + 4} y={y0 + 8} dominantBaseline="middle" className="an-small">
                {r.a}
              </text>
              <rect x={left} y={y0 + 14} width={(r.b / max) * barW} height={10} fill={palette.line} />
              <text x={left + (r.b / max) * barW + 4} y={y0 + 20} dominantBaseline="middle" className="an-small">
                {r.b}
              </text>
            </g>
          )
        })}
      </svg>
    </figure>
  )
}

/** A table of a chart's numbers, folded under its summary. */
export function ChartTable({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  const t = useAT()
  return (
    <details className="an-details">
      <summary>{t('analytics.table_view')}</summary>
      <div className="tp-table-wrap">
        <table className="tp-table">
          <caption className="an-caption">{caption}</caption>
          <thead>
            <tr>
              {head.map((h, i) => (
                <th key={h} scope="col" {...(i > 0 ? { 'data-num': true } : {})}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows of a fixed table
              <tr key={r}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed row
                    <th key={i} scope="row">
                      {cell}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed row
                    <td key={i} data-num>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  )
}

export function useFormatters() {
  return useFormat()
}
