/**
 * Imported orders per day as stacked bars, one colour per partner or employee (GET integration/imports/graph),
 * drawn by the site's chart (uPlot, loaded with the first chart) with a table of the same numbers.
 */
import { useState } from 'react'
import { importsGraph } from '../../../core/contract/integrations'
import { EmptyState, ErrorState, Skeleton, Tabs, useEndpoint, useFormat, useT } from '../../../widgets/ui'
import { Chart, seriesColours } from '../../charts/Chart'
import type { HostTextKey } from '../../texts/keys'

export function ImportsGraph() {
  const t = useT<HostTextKey>()
  const format = useFormat()
  const [key, setKey] = useState<'partner' | 'user'>('partner')
  const graph = useEndpoint(importsGraph, { query: { filter: { key } } }, { keepPrevious: true, select: (a) => a.data })
  const data = graph.state === 'ready' ? graph.data : null
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
        <Chart
          title={t('integrations.graph')}
          titleHidden
          legend={data.series.map((s) => t('integrations.graph_total', { name: s.name, count: s.total }))}
          spec={{
            layout: 'columns',
            stacked: true,
            categories: data.days.map((day) => format.date(day, { day: 'numeric', month: 'short' })),
            titles: data.days.map((day) => format.date(day)),
            series: data.series.map((s, k) => ({
              label: s.name,
              kind: 'bar',
              colour: seriesColours[k % seriesColours.length] ?? 'primary',
              values: data.days.map((_, i) => s.counts[i] ?? 0),
            })),
            axisValue: (v) => format.number(v),
            value: (v) => (v === null ? '—' : format.number(v)),
          }}
        />
      )}
    </section>
  )
}
