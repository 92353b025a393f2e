/**
 * /transport/routes: the carrier's regular routes. The contract has no route entity of the carrier's own, so the
 * routes are read from the calendar: the trips (busy tasks) of the last 90 days and the planned ones, grouped by
 * route (the cargo's start and finish, or where the truck came from and went to), with how often and by which
 * trucks they are run and when the last one was completed; and
 * the free windows of the next 31 days by place, where the trucks wait for cargo.
 */

import { useState } from 'react'
import { addDays, localDay } from '../../../core/contract/days'
import type { CalendarRow, TaskType } from '../../../core/contract/transport'
import { addTexts } from '../../../core/i18n/texts'
import type { CalendarTextKey } from '../../../widgets/transport-calendar/texts'
import * as calendarTexts from '../../../widgets/transport-calendar/texts'
import { EmptyState, ErrorState, numberColumn, Skeleton, Table, useApi, useFormat, useT } from '../../../widgets/ui'
import { Page } from '../../forms/page'
import { RouteLink } from '../../navigation'
import type { HostTextKey } from '../../texts/keys'
import * as transportTexts from '../../texts/transport'
import { loadWindow } from './calendar-window'
import { useList } from './fleet-data'
import './transport.css'

// this page's own texts (the site starts with its shell's only)
addTexts(calendarTexts, transportTexts)

interface RouteGroup {
  key: string
  name: string
  trips: number
  trucks: Set<string>
  /** The end of the last completed trip; `null` when every trip is still ahead. */
  last: string | null
}

interface PlaceGroup {
  key: string
  name: string
  windows: Array<{ number: string; from: string; to: string; type: TaskType }>
}

/** How far back trips are counted, and how much further back the calendar is read to learn where they began. */
export const ROUTES_DAYS = 90
const ORIGIN_MARGIN_DAYS = 30

/**
 * The routes of the trips (busy tasks) that start on or after `since`, and the free windows from `today` on. A
 * trip's route is its cargo's start and finish; a trip without a cargo runs from where the truck was before it (the
 * place of its previous task) to its own place, and one whose origin is unknown is left out rather than shown as
 * «→ Москва». A route's «last trip» is the last one completed (ended before today), never a planned one.
 */
export function groupRoutes(rows: CalendarRow[], today: string, since = addDays(today, -ROUTES_DAYS)) {
  const routes = new Map<string, RouteGroup>()
  const places = new Map<string, PlaceGroup>()
  for (const row of rows) {
    let previousPlace: string | null = null
    const tasks = [...row.tasks].sort((a, b) => (a.start_date < b.start_date ? -1 : 1))
    for (const task of tasks) {
      const origin = previousPlace
      if (task.place) previousPlace = task.place.name
      if (task.type === 'busy') {
        if (task.start_date < since) continue
        const name = task.cargo
          ? `${task.cargo.start} → ${task.cargo.finish}`
          : task.place && origin && origin !== task.place.name
            ? `${origin} → ${task.place.name}`
            : null
        if (!name) continue
        const group = routes.get(name) ?? { key: name, name, trips: 0, trucks: new Set(), last: null }
        group.trips++
        group.trucks.add(row.transport.number)
        if (task.end_date < today && (group.last === null || task.end_date > group.last)) group.last = task.end_date
        routes.set(name, group)
      } else if (task.place && task.end_date >= today) {
        const key = String(task.place.id)
        const group = places.get(key) ?? {
          key,
          name: [task.place.name, task.place.region].filter(Boolean).join(', '),
          windows: [],
        }
        group.windows.push({ number: row.transport.number, from: task.start_date, to: task.end_date, type: task.type })
        places.set(key, group)
      }
    }
  }
  return {
    routes: [...routes.values()].sort((a, b) => b.trips - a.trips || a.name.localeCompare(b.name)),
    places: [...places.values()].sort((a, b) => b.windows.length - a.windows.length || a.name.localeCompare(b.name)),
  }
}

export default function RoutesPage() {
  const t = useT<HostTextKey | CalendarTextKey>()
  const api = useApi()
  const format = useFormat()
  const [today] = useState(localDay)
  const from = addDays(today, -(ROUTES_DAYS + ORIGIN_MARGIN_DAYS))
  const to = addDays(today, 31)
  const [rows, reload] = useList((signal) => loadWindow(api, from, to, signal), `${from}|${to}|${api.lang}`)
  const day = (d: string) => format.date(d, { day: 'numeric', month: 'short' })
  const grouped = rows.status === 'done' ? groupRoutes(rows.data, today) : null

  return (
    <Page name="transport-routes" title={t('transport_pages.routes_title')}>
      <p className="fx-hp-lead fx-hp-intro">{t('transport_pages.routes_intro')}</p>
      {rows.status === 'loading' && <Skeleton lines={5} />}
      {rows.status === 'failed' && <ErrorState error={rows.error} onRetry={reload} />}
      {grouped && (
        <>
          <section className="fx-hp-section" aria-labelledby="tp-routes" data-section="routes">
            <h2 className="fx-hp-subtitle" id="tp-routes">
              {t('transport_pages.routes_regular')}
            </h2>
            {grouped.routes.length === 0 ? (
              <EmptyState
                title={t('transport_pages.routes_none')}
                description={t('transport_pages.routes_none_hint')}
              />
            ) : (
              <Table
                label={t('transport_pages.routes_regular')}
                columns={[
                  {
                    key: 'route',
                    header: t('transport_pages.route'),
                    width: 'minmax(0, 2fr)',
                    rowHeader: true,
                    wrap: true,
                    render: (route) => route.name,
                  },
                  numberColumn<(typeof grouped.routes)[number]>('trips', t('transport_pages.trips'), (route) =>
                    format.number(route.trips),
                  ),
                  {
                    key: 'trucks',
                    header: t('transport_pages.tab_trucks'),
                    wrap: true,
                    render: (route) => [...route.trucks].join(', '),
                  },
                  {
                    key: 'last',
                    header: t('transport_pages.last_trip'),
                    render: (route) => (route.last ? day(route.last) : '—'),
                  },
                ]}
                rows={grouped.routes}
                getRowKey={(route) => route.key}
                virtual={false}
              />
            )}
          </section>
          <section className="fx-hp-section" aria-labelledby="tp-windows" data-section="free-windows">
            <h2 className="fx-hp-subtitle" id="tp-windows">
              {t('transport_pages.routes_free')}
            </h2>
            {grouped.places.length === 0 ? (
              <EmptyState
                title={t('transport_pages.routes_free_none')}
                action={
                  <RouteLink to="transport-calendar" className="fx-button" data-variant="secondary">
                    {t('route.transport-calendar')}
                  </RouteLink>
                }
              />
            ) : (
              <ul className="fx-hp-list">
                {grouped.places.map((place) => (
                  <li key={place.key} className="fx-hp-item tp-row">
                    <div className="tp-title">{place.name}</div>
                    <div className="tp-muted">
                      {place.windows
                        .map(
                          (w) =>
                            `${w.number}: ${w.from === w.to ? day(w.from) : `${day(w.from)} – ${day(w.to)}`} (${t(`calendar.type_${w.type}`)})`,
                        )
                        .join('; ')}
                    </div>
                    <div className="tp-actions">
                      <RouteLink
                        to="transport-calendar"
                        className="fx-button"
                        data-variant="secondary"
                        data-size="small"
                      >
                        {t('transport_pages.open_calendar')}
                      </RouteLink>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </Page>
  )
}
