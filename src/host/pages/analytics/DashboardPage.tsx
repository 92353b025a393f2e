/**
 * /analytics/dashboard (L): the measures of the month (the current one by default) as cards with the period before
 * and the target, and one measure's graph (17, cargos covered, by default) day by day with its running total. A
 * supervisor picks a logistician (remembered in local storage) or everyone; a logistician sees their own.
 */
import { useState } from 'react'
import {
  DEFAULT_GOAL_TYPE,
  goalCatalogue,
  goalGraph,
  goalsDashboard,
  goalTypeIds,
} from '../../../core/contract/analytics'
import { EmptyState, ErrorState, Skeleton, useEndpoint, useFailureToast, useFormat, useLang } from '../../../widgets/ui'
import { Chart } from '../../charts/Chart'
import { Page } from '../../forms/page'
import { FilterSelect } from './filter-select'
import { GoalBar } from './GoalBar'
import { storedUser, storeUser, usePeople } from './people'
import { currentMonth, formatUnit, type Month, MonthFilter, periodOfMonth, useAT } from './shared'

export default function DashboardPage() {
  const t = useAT()
  const format = useFormat()
  const lang = useLang()
  const [month, setMonth] = useState<Month>(currentMonth)
  const [userId, setUserId] = useState<number>(storedUser)
  const [type, setType] = useState<number>(DEFAULT_GOAL_TYPE)
  const { people, supervisor } = usePeople()
  const period = periodOfMonth(month)
  // spec 3: user_id is null when 0 (everyone the caller sees)
  const filter = { ...period, ...(supervisor && userId > 0 ? { user_id: userId } : {}) }
  const cards = useEndpoint(goalsDashboard, { query: { filter } }, { select: (a) => a.data.data, keepPrevious: true })
  const graph = useEndpoint(
    goalGraph,
    { query: { filter: { ...filter, type } } },
    { select: (a) => a.data, keepPrevious: true },
  )
  useFailureToast(cards)
  useFailureToast(graph)
  const personOptions = [
    { value: 0, label: t('analytics.everyone') },
    ...people.map((p) => ({ value: p.id, label: p.name })),
  ]
  const typeOptions = goalTypeIds.map((id) => ({ value: id, label: goalCatalogue[id].name[lang] }))
  const dayLabel = (date: string) => format.date(date, { day: 'numeric', month: 'short' })
  const unit = graph.state === 'ready' ? graph.data.unit : 'count'
  const target = graph.state === 'ready' ? graph.data.target : null

  return (
    <Page name="analytics-dashboard" title={t('analytics.dashboard_title')}>
      <div className="an-filters">
        <MonthFilter value={month} onChange={setMonth} />
        {supervisor && (
          <FilterSelect
            label={t('analytics.person')}
            options={personOptions}
            value={people.some((p) => p.id === userId) ? userId : 0}
            onChange={(id) => {
              setUserId(id ?? 0)
              storeUser(id ?? 0)
            }}
          />
        )}
      </div>
      {cards.state === 'loading' && <Skeleton lines={4} />}
      {cards.state === 'error' && <ErrorState error={cards.error} onRetry={cards.reload} />}
      {cards.state === 'ready' && (
        <ul className="an-cards" data-cards>
          {cards.data.cards.map((card) => (
            <li key={card.type} className="an-card" data-goal={card.type}>
              <span className="an-card-name">{card.name}</span>
              <span className="an-card-value" data-value>
                {formatUnit(format, t, card.unit, card.value)}
              </span>
              <span className="an-muted">
                {t('analytics.previous', { value: formatUnit(format, t, card.unit, card.previous_value) })}
              </span>
              <span className="an-muted">
                {card.target === null
                  ? t('analytics.no_target')
                  : t('analytics.target', { value: formatUnit(format, t, card.unit, card.target) })}
              </span>
              {card.progress !== null && (
                <GoalBar
                  progress={card.progress}
                  state={card.state}
                  better={card.better}
                  label={t('analytics.progress_label')}
                  withText
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <section className="an-section" aria-label={t('analytics.goal')}>
        <div className="an-filters">
          <FilterSelect
            label={t('analytics.goal')}
            options={typeOptions}
            value={type}
            onChange={(v) => setType(v ?? DEFAULT_GOAL_TYPE)}
          />
        </div>
        {graph.state === 'loading' && <Skeleton lines={6} />}
        {graph.state === 'error' && <ErrorState error={graph.error} onRetry={graph.reload} />}
        {graph.state === 'ready' &&
          (graph.data.points.every((p) => p.events === 0) ? (
            <EmptyState title={t('analytics.no_data')} description={t('analytics.no_data_hint')} />
          ) : (
            <Chart
              title={t('analytics.graph_title', {
                name: graph.data.name,
                period: `${format.date(graph.data.start_date)} – ${format.date(graph.data.end_date)}`,
              })}
              head={t('analytics.date')}
              spec={{
                layout: 'columns',
                categories: graph.data.points.map((p) => dayLabel(p.date)),
                titles: graph.data.points.map((p) => format.date(p.date)),
                series: [
                  {
                    label: t(graph.data.bucket === 'week' ? 'analytics.legend_value_week' : 'analytics.legend_value'),
                    kind: 'bar',
                    colour: 'primary',
                    values: graph.data.points.map((p) => p.value),
                  },
                  {
                    label: t('analytics.legend_running'),
                    kind: 'line',
                    colour: 'warning',
                    values: graph.data.points.map((p) => p.running),
                  },
                  ...(target === null
                    ? []
                    : [
                        {
                          label: t('analytics.legend_target'),
                          kind: 'target' as const,
                          colour: 'success' as const,
                          values: graph.data.points.map(() => target),
                        },
                      ]),
                ],
                // money on the axis in whole roubles, without the currency (the caption and table carry it)
                axisValue: (v) => format.number(unit === 'money' ? Math.round(v / 100) : v),
                value: (v) => formatUnit(format, t, unit, v),
              }}
            />
          ))}
      </section>
    </Page>
  )
}
