/**
 * The result list of a search (spec 4 "Pagination", spec 9 page size 20 offset 0): a fresh search resets the
 * offset and replaces the list, "load more" moves to the next page and appends. The state lives in a signal on
 * the element (`useHostState`), so the list survives the element being moved in the page; a search that is
 * already loaded for the same request, language and session is not asked again.
 */
import { useCallback, useEffect, useRef } from 'react'
import { appendPage, isAbortError, nextPage, type Pagination, pagination, replacePage, resetPage } from '../../core/api'
import { type Cargo, cargoViews, listCargos } from '../../core/contract/cargo'
import type { ResponseOf } from '../../core/contract/endpoint'
import { useApi, useCore, useHostState, useSignal, useToast, useWidget } from '../ui'
import type { CargoSortKey, CargoViewKey, WireFilter } from './filters'
import { type FirstPage, takeFirstPage } from './first-page'

/** What is searched: applied by the "Search" button, a saved tab, a route chip, the sort or the view. */
export interface SearchRequest {
  filter: WireFilter
  sort: CargoSortKey
  view: CargoViewKey
  /** Bumped by every "Search", so the same filter can be searched again. */
  run: number
}

export type ResultsStatus = 'idle' | 'loading' | 'more' | 'done' | 'failed'

export interface ResultsState {
  /** The request (with language, session and page size) these results answer. */
  key: string | null
  items: Cargo[]
  /** `meta.size`: every match on the server (counted up to 10,000). */
  size: number
  page: Pagination
  status: ResultsStatus
  error: unknown
}

export interface Results extends ResultsState {
  /** The view actually searched: `search` for anonymous callers, whatever was asked. */
  view: CargoViewKey
  loadMore(): void
  retry(): void
  /** Changes one loaded cargo in place (a favourite mark). */
  patch(id: number, change: Partial<Cargo>): void
}

const initial = (limit: number): ResultsState => ({
  key: null,
  items: [],
  size: 0,
  page: pagination(limit, 0),
  status: 'idle',
  error: null,
})

type Answer = ResponseOf<typeof listCargos>

/** What makes two searches the same: what is asked, the view searched, the page size, the language, the session. */
const searchKey = (
  request: { filter: WireFilter; sort: string; run: number },
  view: string,
  pageSize: number,
  lang: string,
  signedIn: boolean,
) => JSON.stringify([request.filter, request.sort, view, request.run, pageSize, lang, signedIn])

/**
 * The first page the script-tag entry fetched and drew (./first-paint.ts), as loaded results, when it answers the
 * search of `key`: a visitor's first, unfiltered, in the same language, order and page size.
 */
function handedOver(page: FirstPage | undefined, key: string): ResultsState | null {
  if (!page || key !== searchKey({ filter: {}, sort: page.sort, run: 0 }, 'search', page.limit, page.lang, false))
    return null
  // as the API client reads every answer: through its schema where there is one; the client builds carry none
  // (scripts/client-contract.ts: the server has serialised the answer through it)
  const schema = listCargos.response as typeof listCargos.response | undefined
  const parsed = schema ? schema.safeParse(page.answer) : { success: true as const, data: page.answer as Answer }
  if (!parsed.success || !Array.isArray(parsed.data?.data)) return null
  return {
    key,
    items: parsed.data.data,
    size: parsed.data.meta.size,
    page: pagination(page.limit, 0),
    status: 'done',
    error: null,
  }
}

export function useResults(request: SearchRequest, pageSize: number): Results {
  const api = useApi()
  const toast = useToast()
  const signedIn = useSignal(useCore().session.isSignedIn)
  const view: CargoViewKey = signedIn ? request.view : 'search'
  const key = searchKey(request, view, pageSize, api.lang, signedIn)
  const host = useWidget().host
  const [state, setState] = useHostState<ResultsState>(
    'cargo-search.results',
    () => handedOver(takeFirstPage(host), key) ?? initial(pageSize),
  )
  const inFlight = useRef<AbortController | null>(null)

  const load = useCallback(
    async (page: Pagination, more: boolean) => {
      inFlight.current?.abort()
      const controller = new AbortController()
      inFlight.current = controller
      setState((s) => ({ ...s, key, page: more ? s.page : page, status: more ? 'more' : 'loading', error: null }))
      const query = { limit: page.limit, offset: page.offset, sort: request.sort, filter: request.filter }
      try {
        const answer =
          view === 'search'
            ? await api.call(listCargos, { query, signal: controller.signal })
            : await api.call(cargoViews, { query: { ...query, view }, signal: controller.signal })
        if (controller.signal.aborted) return
        setState((s) => ({
          key,
          items: more ? appendPage(s.items, answer.data) : replacePage(s.items, answer.data),
          size: answer.meta.size,
          page,
          status: 'done',
          error: null,
        }))
      } catch (error) {
        if (controller.signal.aborted || isAbortError(error)) return
        if (more) {
          // the loaded pages stay; the failure is a toast (spec 8)
          toast.error(error)
          setState((s) => ({ ...s, status: 'done' }))
        } else {
          setState((s) => ({ ...s, key, items: [], size: 0, status: 'failed', error }))
        }
      } finally {
        if (inFlight.current === controller) inFlight.current = null
      }
    },
    [api, key, request.filter, request.sort, view, setState, toast],
  )

  // a fresh search whenever the request, the language or the session changes
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per request key, not per state change
  useEffect(() => {
    const current = state
    if (current.key === key && (current.status === 'done' || current.status === 'failed')) return
    void load(resetPage(pagination(pageSize, current.page.offset)), false)
  }, [key])

  useEffect(() => () => inFlight.current?.abort(), [])

  return {
    ...state,
    view,
    loadMore: () => {
      if (state.status !== 'done') return
      void load(nextPage({ ...state.page, limit: pageSize }), true)
    },
    retry: () => void load(resetPage(pagination(pageSize)), false),
    patch: (id, change) =>
      setState((s) => ({ ...s, items: s.items.map((item) => (item.id === id ? { ...item, ...change } : item)) })),
  }
}
