/** Imported orders per day as stacked bars, one colour per partner or employee (GET integration/imports/graph). */
import { useState } from 'react'
import { importsGraph } from '../../../core/contract/integrations'
import { EmptyState, ErrorState, Skeleton, Tabs, useEndpoint, useFormat, useT } from '../../../widgets/ui'
import type { HostTextKey } from '../../texts/keys'

const colours = ['#2f6fed', '#e8833a', '#2a9d6f', '#b54fc4', '#c9a227', '#6b7785']

export function ImportsGraph() {
  const t = useT<HostTextKey>()
  const format = useFormat()
  const [key, setKey] = useState<'partner' | 'user'>('partner')
  const graph = useEndpoint(importsGraph, { query: { filter: { key } } }, { keepPrevious: true, select: (a) => a.data })
  const data = graph.state === 'ready' ? graph.data : null
  const width = 720
  const height = 180
  const days = data?.days ?? []
  const totals = days.map((_, i) => (data?.series ?? []).reduce((sum, s) => sum + (s.counts[i] ?? 0), 0))
  const max = Math.max(1, ...totals)
  const bar = width / Math.max(1, days.length)
  return (
    <section className="fx-hp-section" aria-labelledby="ig-graph">
      <h2 className="fx-hp-subtitle" id="ig-graph">
        {t('integrations.graph')}
      </h2>
      <Tabs<'partner' | 'user'>
        label={t('integrations.graph_by')}
        tabs={[
          { id: 'partner', label: t('integrations.graph_partner') },
          { id: 'user', label: t('integrations.graph_user') },
        ]}
        value={key}
        onChange={setKey}
      />
      {graph.state === 'loading' && !data && <Skeleton lines={4} />}
      {graph.state === 'error' && <ErrorState error={graph.error} onRetry={graph.reload} />}
      {data && data.series.length === 0 && <EmptyState title={t('integrations.graph_empty')} />}
      {data && data.series.length > 0 && (
        <>
          <svg
            className="ig-graph"
            viewBox={`0 0 ${width} ${height + 20}`}
            role="img"
            aria-label={t('integrations.graph')}
          >
            {days.map((day, i) => {
              let y = height
              return (
                <g key={day}>
                  <title>{`${format.date(day)}: ${totals[i]}`}</title>
                  {data.series.map((s, k) => {
                    const h = ((s.counts[i] ?? 0) / max) * (height - 10)
                    y -= h
                    return h > 0 ? (
                      <rect
                        key={s.id}
                        x={i * bar + 2}
                        y={y}
                        width={Math.max(1, bar - 4)}
                        height={h}
                        fill={colours[k % colours.length]}
                      />
                    ) : null
                  })}
                  {i % 7 === 0 && (
                    <text x={i * bar + 2} y={height + 15} fontSize="11" fill="currentColor">
                      {format.date(day, { day: 'numeric', month: 'short' })}
                    </text>
                  )}
                </g>
              )
            })}
          </svg>
          <ul className="ig-legend">
            {data.series.map((s, k) => (
              <li key={s.id}>
                <span className="ig-swatch" style={{ background: colours[k % colours.length] }} />
                {t('integrations.graph_total', { name: s.name, count: s.total })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
