/**
 * The calendar's rows, loaded a page at a time as they scroll into view: `meta.size` tells how many trucks there
 * are, so the grid has its full height at once and only the pages under the viewport are fetched. The window
 * (first day, number of days, number filter, language, fleet or shipper view) keys the cache; a change starts
 * afresh and cancels what was in flight. After a change to a task only that truck's row is fetched again.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { isAbortError } from '../../core/api'
import { assignedCalendar, type CalendarRow, listTasks } from '../../core/contract/transport'
import { useApi } from '../ui'
import { addDays } from './model'

/**
 * Trucks per request (the contract allows up to 500): about two screens of rows. The first page is on the critical
 * path of a cold load, and its cost (the server's answer, the transfer, the contract parse) grows with its size: for
 * 62 days of a busy fleet 100 rows were 448 KB, answered in 105 ms against 69 ms for 40 (warm PGlite, curl).
 */
export const ROWS_PAGE = 40

export interface CalendarQuery {
  start: string
  days: number
  number: string
  shipper: boolean
}

export interface CalendarRows {
  /** Trucks in all; `null` until the first page answers. */
  total: number | null
  row(index: number): CalendarRow | undefined
  /** Loads the pages covering rows `from`..`to`. */
  ensure(from: number, to: number): void
  /** Fetches one truck's row again (after a task of it changed). */
  reloadTransport(transportId: number): Promise<void>
  reload(): void
  error: unknown
  loading: boolean
}

interface Store {
  key: string
  total: number | null
  rows: Array<CalendarRow | undefined>
  pages: Map<number, 'loading' | 'done' | 'failed'>
  error: unknown
  controller: AbortController
}

export function useCalendarRows(query: CalendarQuery, enabled: boolean): CalendarRows {
  const api = useApi()
  const [, setVersion] = useState(0)
  const [run, setRun] = useState(0)
  const bump = useCallback(() => setVersion((v) => v + 1), [])
  const key = `${query.start}|${query.days}|${query.number}|${query.shipper}|${api.lang}|${run}|${enabled}`
  const store = useRef<Store | null>(null)
  if (!store.current || store.current.key !== key) {
    store.current?.controller.abort()
    store.current = { key, total: null, rows: [], pages: new Map(), error: null, controller: new AbortController() }
  }
  const current = store.current

  const filter = useMemo(
    () => ({
      start_date: query.start,
      end_date: addDays(query.start, query.days - 1),
      ...(query.number.trim() ? { number: query.number.trim() } : {}),
    }),
    [query.start, query.days, query.number],
  )
  const endpoint = query.shipper ? assignedCalendar : listTasks

  const pageQuery = useCallback((page: number) => ({ limit: ROWS_PAGE, offset: page * ROWS_PAGE, filter }), [filter])

  const loadPage = useCallback(
    (page: number) => {
      const s = current
      if (!enabled || s.pages.has(page)) return
      s.pages.set(page, 'loading')
      api.call(endpoint, { query: pageQuery(page), signal: s.controller.signal }).then(
        (answer) => {
          if (s.controller.signal.aborted) return
          s.total = answer.meta.size
          answer.data.forEach((row, i) => {
            s.rows[page * ROWS_PAGE + i] = row
          })
          s.pages.set(page, 'done')
          bump()
        },
        (error: unknown) => {
          if (s.controller.signal.aborted || isAbortError(error)) return
          s.pages.set(page, 'failed')
          s.error = error
          bump()
        },
      )
    },
    [api, endpoint, pageQuery, current, enabled, bump],
  )

  // The first page goes on the wire in the render that opens the window, before the grid renders (a prefetch is a
  // plain fetch, sent at once): on a cold load this answer is the critical path, and the server works on it while
  // the rest of the calendar renders. Not in an effect: Preact runs those only after the next paint.
  if (enabled && !current.pages.has(0)) {
    api.prefetch(endpoint, { query: pageQuery(0) })
    loadPage(0)
  }

  useEffect(() => () => store.current?.controller.abort(), [])

  return {
    total: current.total,
    error: current.error,
    loading: current.pages.get(0) !== 'done' && current.pages.get(0) !== 'failed',
    row: (index) => current.rows[index],
    ensure(from, to) {
      if (current.total === null) return
      const last = Math.min(to, current.total - 1)
      for (let page = Math.floor(Math.max(0, from) / ROWS_PAGE); page * ROWS_PAGE <= last; page++) loadPage(page)
    },
    async reloadTransport(transportId) {
      const s = current
      const answer = await api.call(endpoint, {
        query: { limit: 1, offset: 0, filter: { ...filter, transport_id: transportId } },
        signal: s.controller.signal,
      })
      const fresh = answer.data[0]
      const index = s.rows.findIndex((row) => row?.transport.id === transportId)
      if (index >= 0 && fresh) s.rows[index] = fresh
      bump()
    },
    reload: () => setRun((r) => r + 1),
  }
}
