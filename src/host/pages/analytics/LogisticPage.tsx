/**
 * /analytics/logistic: the logisticians' figures for the month (GET stats/shipper/managers, 20 a page): a chart of
 * cargos posted and covered per person, and the table with delivered, margin against the lane index and response
 * time.
 */
import { useState } from 'react'
import { ANALYTICS_PAGE_SIZE, type ManagerSort, managerStats } from '../../../core/contract/analytics'
import type { ResponseOf } from '../../../core/contract/endpoint'
import {
  EmptyState,
  Loaded,
  numberColumn,
  type TableColumn,
  useEndpoint,
  useFailureToast,
  useFormat,
  useTabPages,
} from '../../../widgets/ui'
import { Page } from '../../forms/page'
import { CountChart } from './count-chart'
import { FilterSelect } from './filter-select'
import { ReportTable } from './report-table'
import { currentMonth, formatUnit, type Month, MonthFilter, periodOfMonth, useAT } from './shared'

type Sort = (typeof ManagerSort.options)[number]
type ManagerRow = ResponseOf<typeof managerStats>['data'][number]

export default function LogisticPage() {
  const t = useAT()
  const format = useFormat()
  const [sort, setSort] = useState<Sort>('-covered')
  const { tab: month, offset, setOffset, selectTab: selectMonth } = useTabPages<Month>(currentMonth)
  const stats = useEndpoint(
    managerStats,
    { query: { limit: ANALYTICS_PAGE_SIZE, offset, sort, filter: periodOfMonth(month) } },
    { keepPrevious: true },
  )
  useFailureToast(stats)
  const sorts: { value: Sort; label: string }[] = [
    { value: '-covered', label: t('analytics.sort_covered') },
    { value: '-posted', label: t('analytics.sort_posted') },
    { value: '-delivered', label: t('analytics.sort_delivered') },
    { value: '-margin', label: t('analytics.sort_margin') },
    { value: 'response', label: t('analytics.sort_response') },
    { value: 'name', label: t('analytics.sort_name') },
  ]
  const count = (value: number) => format.number(value)
  const columns: TableColumn<ManagerRow>[] = [
    {
      key: 'manager',
      header: t('analytics.manager'),
      width: 'minmax(12rem, 2fr)',
      rowHeader: true,
      wrap: true,
      render: (m) => (
        <>
          {m.user.name}
          {m.department && <div className="an-muted">{m.department.name}</div>}
        </>
      ),
    },
    numberColumn('posted', t('analytics.posted'), (m) => count(m.posted)),
    numberColumn('covered', t('analytics.covered'), (m) => count(m.covered)),
    numberColumn('cover_rate', t('analytics.cover_rate'), (m) =>
      m.cover_rate === null ? t('analytics.none') : `${m.cover_rate} %`,
    ),
    numberColumn('delivered', t('analytics.delivered'), (m) => count(m.delivered)),
    numberColumn('margin', t('analytics.margin'), (m) => formatUnit(format, t, 'money', m.margin)),
    numberColumn('response', t('analytics.response'), (m) =>
      m.response_minutes === null ? t('analytics.none') : count(m.response_minutes),
    ),
  ]
  return (
    <Page name="analytics-logistic" title={t('analytics.logistic_title')}>
      <div className="an-filters">
        <MonthFilter value={month} onChange={selectMonth} />
        <FilterSelect
          label={t('analytics.sort')}
          options={sorts}
          value={sort}
          onChange={(v) => {
            setSort(v ?? '-covered')
            setOffset(0)
          }}
        />
      </div>
      <Loaded of={stats} lines={8} empty={<EmptyState title={t('analytics.nothing')} />}>
        {(page) => (
          <>
            <CountChart
              title={t('analytics.managers_chart')}
              head={t('analytics.manager')}
              rows={page.data}
              category={(m) => m.user.name}
              bars={[
                { label: t('analytics.posted'), value: (m) => m.posted },
                { label: t('analytics.covered'), value: (m) => m.covered },
              ]}
            />
            <ReportTable
              section={{ id: 'an-managers', title: t('analytics.managers_table', { count: page.meta.size }) }}
              name="managers"
              columns={columns}
              page={page}
              getRowKey={(m) => m.user.id}
              rowAttributes={(m) => ({ 'data-user': m.user.id })}
              offset={offset}
              onOffset={setOffset}
            />
          </>
        )}
      </Loaded>
    </Page>
  )
}
