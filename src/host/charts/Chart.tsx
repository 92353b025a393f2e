/**
 * The site's chart: a caption, a legend, the canvas drawn by uPlot, and a table of the same numbers for screen
 * readers and for reading exact values. uPlot (./draw.ts and its CSS) is imported when a chart first mounts, so
 * a page without a chart never downloads it; the table and legend are plain markup and show at once.
 */
import { useEffect, useRef, useState } from 'react'
import { addTexts } from '../../core/i18n/texts'
import { useLang, useT } from '../../widgets/ui'
import { type ChartSpec, chartHeight, type DrawnChart } from './spec'
import type { ChartTextKey } from './texts'
import * as texts from './texts'
import './chart.css'

addTexts(texts)

export type { ChartColour, ChartSeries, ChartSpec } from './spec'
export { seriesColours } from './spec'

/** What changes the drawing: the numbers, labels and series (the formatters follow the language). */
function drawingKey(spec: ChartSpec, lang: string): string {
  return JSON.stringify([lang, spec.layout, spec.stacked, spec.categories, spec.titles, spec.series])
}

export function Chart({
  title,
  head,
  spec,
  legend,
  titleHidden,
}: {
  title: string
  /** The section around already shows the title as its heading: the caption stays for screen readers only. */
  titleHidden?: boolean
  /** The table's first column (the categories); «Дата» / "Date" when absent. */
  head?: string
  spec: ChartSpec
  /** The legend's words for the series when they say more than the series' labels (e.g. with totals). */
  legend?: string[]
}) {
  const t = useT<ChartTextKey>()
  const lang = useLang()
  const box = useRef<HTMLDivElement>(null)
  const latest = useRef(spec)
  latest.current = spec
  const [failed, setFailed] = useState(false)
  const [drawn, setDrawn] = useState(false)
  const key = drawingKey(spec, lang)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the spec (redrawn when its data changes)
  useEffect(() => {
    const element = box.current
    if (!element) return
    let chart: DrawnChart | null = null
    let observer: ResizeObserver | null = null
    let cancelled = false
    import('./draw')
      .then(({ draw }) => {
        if (cancelled) return
        element.replaceChildren()
        chart = draw(element, latest.current, element.clientWidth || 320)
        let width = element.clientWidth
        observer = new ResizeObserver(() => {
          if (element.clientWidth !== width && element.clientWidth > 0) {
            width = element.clientWidth
            chart?.resize(width)
          }
        })
        observer.observe(element)
        setFailed(false)
        setDrawn(true)
      })
      .catch(() => {
        if (!cancelled) setFailed(true)
      })
    return () => {
      cancelled = true
      observer?.disconnect()
      chart?.destroy()
    }
  }, [key])

  const shown = spec.series.filter((s) => s.kind !== 'target')
  const targets = spec.series.filter((s) => s.kind === 'target')
  const caption = [title, ...targets.map((s) => `${s.label}: ${spec.value(s.values.find((v) => v !== null) ?? null)}`)]
  return (
    <figure className="fx-chart" data-chart>
      <figcaption className={titleHidden ? 'fx-visually-hidden' : 'fx-hp-subtitle'}>{title}</figcaption>
      <ul className="fx-chart-legend">
        {spec.series.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: series in a fixed order; two may share a name
          <li key={i} data-kind={s.kind} style={{ ['--_swatch' as string]: `var(--_color-${s.colour})` }}>
            {legend?.[i] ?? s.label}
          </li>
        ))}
      </ul>
      {failed ? (
        <p className="fx-chart-failed" role="status">
          {t('chart.failed')}
        </p>
      ) : (
        <div
          ref={box}
          className="fx-chart-plot"
          role="img"
          aria-label={title}
          // the chart's height is kept while uPlot loads, so the table below does not jump
          style={drawn ? undefined : { minHeight: chartHeight(spec, window.innerWidth) }}
        />
      )}
      <details className="fx-chart-table" open={failed || undefined}>
        <summary>{t('chart.table_view')}</summary>
        <div className="fx-chart-table-wrap">
          <table>
            <caption>{caption.join('. ')}</caption>
            <thead>
              <tr>
                <th scope="col">{head ?? t('chart.date')}</th>
                {shown.map((s, k) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: series in a fixed order; two may share a name
                  <th key={k} scope="col">
                    {s.label}
                  </th>
                ))}
                {spec.stacked && <th scope="col">{t('chart.total')}</th>}
              </tr>
            </thead>
            <tbody>
              {spec.categories.map((category, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one row per category, in order
                <tr key={i}>
                  <th scope="row">{spec.titles?.[i] ?? category}</th>
                  {shown.map((s, k) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: series in a fixed order; two may share a name
                    <td key={k}>{spec.value(s.values[i] ?? null)}</td>
                  ))}
                  {spec.stacked && <td>{spec.value(shown.reduce((sum, s) => sum + (s.values[i] ?? 0), 0))}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
