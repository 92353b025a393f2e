/**
 * /analytics/clients: the cargo owners of the month's cargos (the company's clients, and the company itself for
 * its own cargos) with volumes, contracts and pay days (GET stats/cargos/owners, 20 a page), and their lanes
 * (GET stats/cargos/owners/routes), for one owner or all.
 */
import { useState } from 'react'
import {
  ANALYTICS_LANE_MAX_KM,
  ANALYTICS_PAGE_SIZE,
  ANALYTICS_RADIUS_MAX_KM,
  analyticsLaneDefaults,
  cargoOwnerRoutes,
  cargoOwners,
} from '../../../core/contract/analytics'
import type { ResponseOf } from '../../../core/contract/endpoint'
import type { Place } from '../../../core/contract/reference'
import {
  EmptyState,
  Loaded,
  NumberInput,
  numberColumn,
  PointPicker,
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

type OwnerRow = ResponseOf<typeof cargoOwners>['data'][number]
type LaneRow = ResponseOf<typeof cargoOwnerRoutes>['data'][number]

export default function ClientsPage() {
  const t = useAT()
  const format = useFormat()
  const { tab: month, offset, setOffset, selectTab: selectMonth } = useTabPages<Month>(currentMonth)
  const [routesOffset, setRoutesOffset] = useState(0)
  const [owner, setOwner] = useState(0)
  // the lane filter (spec 3's analytics defaults: radius 200, distance 500), applied once a place is chosen
  const [from, setFrom] = useState<Place | null>(null)
  const [radius, setRadius] = useState<number>(analyticsLaneDefaults.radius)
  const [distance, setDistance] = useState<number | null>(analyticsLaneDefaults.distance)
  const validKm = (value: number | null, min: number, max: number) =>
    value !== null && Number.isInteger(value) && value >= min && value <= max
  const lane =
    from === null
      ? {}
      : {
          start_point_id: from.id,
          ...(validKm(radius, 0, ANALYTICS_RADIUS_MAX_KM) ? { start_point_radius: radius } : {}),
          ...(validKm(distance, 1, ANALYTICS_LANE_MAX_KM) ? { distance: distance as number } : {}),
        }
  const period = periodOfMonth(month)
  const owners = useEndpoint(
    cargoOwners,
    { query: { limit: ANALYTICS_PAGE_SIZE, offset, filter: period } },
    { keepPrevious: true },
  )
  const routes = useEndpoint(
    cargoOwnerRoutes,
    {
      query: {
        limit: ANALYTICS_PAGE_SIZE,
        offset: routesOffset,
        filter: { ...period, ...(owner > 0 ? { owner_id: owner } : {}), ...lane },
      },
    },
    { keepPrevious: true },
  )
  useFailureToast(owners)
  useFailureToast(routes)
  const ownerName = (o: { company: { name: string; own: boolean } }) =>
    o.company.own ? `${o.company.name} (${t('analytics.own_company')})` : o.company.name
  const count = (value: number) => format.number(value)
  const weight = (value: number) => format.number(value, { maximumFractionDigits: 1 })
  const money = (value: number) => formatUnit(format, t, 'money', value)
  const ownerColumns: TableColumn<OwnerRow>[] = [
    {
      key: 'owner',
      header: t('analytics.owner'),
      width: 'minmax(12rem, 2.5fr)',
      rowHeader: true,
      wrap: true,
      render: (o) => (
        <>
          {ownerName(o)}
          <div className="an-muted">{t('analytics.inn', { inn: o.company.inn })}</div>
        </>
      ),
    },
    numberColumn('cargos', t('analytics.cargos'), (o) => count(o.cargos)),
    numberColumn('covered', t('analytics.covered'), (o) => count(o.covered)),
    numberColumn('delivered', t('analytics.delivered'), (o) => count(o.delivered)),
    numberColumn('weight', t('analytics.weight_t'), (o) => weight(o.weight)),
    numberColumn('amount', t('analytics.amount'), (o) => money(o.amount)),
    numberColumn('routes', t('analytics.routes'), (o) => count(o.routes)),
    numberColumn('pay_days', t('analytics.pay_days'), (o) =>
      o.company.payment.pay_days === null ? t('analytics.none') : count(o.company.payment.pay_days),
    ),
  ]
  const laneColumns: TableColumn<LaneRow>[] = [
    {
      key: 'lane',
      header: t('analytics.lane'),
      width: 'minmax(12rem, 2.5fr)',
      rowHeader: true,
      wrap: true,
      render: (r) => (
        <>
          {r.from.name} → {r.to.name}
          <div className="an-muted">{r.owner.name}</div>
        </>
      ),
    },
    numberColumn('cargos', t('analytics.cargos'), (r) => count(r.cargos)),
    numberColumn('covered', t('analytics.covered'), (r) => count(r.covered)),
    numberColumn('weight', t('analytics.weight_t'), (r) => weight(r.weight)),
    numberColumn('amount', t('analytics.amount'), (r) => money(r.amount)),
    numberColumn('per_km', t('analytics.per_km'), (r) =>
      r.price_per_km === null ? t('analytics.none') : format.number(r.price_per_km / 100, { maximumFractionDigits: 2 }),
    ),
  ]
  return (
    <Page name="analytics-clients" title={t('analytics.clients_title')}>
      <div className="an-filters">
        <MonthFilter
          value={month}
          onChange={(m) => {
            selectMonth(m)
            setRoutesOffset(0)
          }}
        />
      </div>
      <Loaded of={owners} lines={8} empty={<EmptyState title={t('analytics.nothing')} />}>
        {(page) => (
          <>
            <CountChart
              title={t('analytics.owners_chart')}
              head={t('analytics.owner')}
              rows={page.data}
              category={(o) => o.company.name}
              rowTitle={ownerName}
              bars={[
                { label: t('analytics.cargos'), value: (o) => o.cargos },
                { label: t('analytics.covered'), value: (o) => o.covered },
              ]}
            />
            <ReportTable
              section={{ id: 'an-owners', title: t('analytics.owners', { count: page.meta.size }) }}
              name="owners"
              columns={ownerColumns}
              page={page}
              getRowKey={(o) => o.company.id}
              rowAttributes={(o) => ({ 'data-owner': o.company.id })}
              offset={offset}
              onOffset={setOffset}
            />
            <section className="an-section" aria-labelledby="an-lanes">
              <h2 className="fx-hp-subtitle" id="an-lanes">
                {t('analytics.lanes')}
              </h2>
              <div className="an-filters an-filters-top">
                <FilterSelect
                  label={t('analytics.owner')}
                  options={[
                    { value: 0, label: t('analytics.all_owners') },
                    ...page.data.map((o) => ({ value: o.company.id, label: o.company.name })),
                  ]}
                  value={owner}
                  onChange={(v) => {
                    setOwner(v ?? 0)
                    setRoutesOffset(0)
                  }}
                />
                <div className="an-filter" data-filter="lane-from">
                  <PointPicker
                    label={t('analytics.lane_from')}
                    value={from}
                    onChange={(place) => {
                      setFrom(place)
                      setRoutesOffset(0)
                    }}
                    radius={radius}
                    onRadiusChange={(km) => {
                      setRadius(km)
                      setRoutesOffset(0)
                    }}
                  />
                </div>
                {from !== null && (
                  <div className="an-filter" data-filter="lane-distance">
                    <NumberInput
                      label={t('analytics.lane_distance')}
                      value={distance}
                      onChange={(km) => {
                        setDistance(km)
                        setRoutesOffset(0)
                      }}
                      min={1}
                      max={ANALYTICS_LANE_MAX_KM}
                      integer
                      unit={t('analytics.km')}
                    />
                  </div>
                )}
              </div>
              <Loaded of={routes} lines={6} empty={<EmptyState title={t('analytics.nothing')} />}>
                {(lanes) => (
                  <ReportTable
                    name="lanes"
                    label={t('analytics.lanes')}
                    columns={laneColumns}
                    page={lanes}
                    getRowKey={(r) => `${r.owner.id}-${r.from.id}-${r.to.id}`}
                    offset={routesOffset}
                    onOffset={setRoutesOffset}
                  />
                )}
              </Loaded>
            </section>
          </>
        )}
      </Loaded>
    </Page>
  )
}
