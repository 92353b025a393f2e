/**
 * The one paged-list hook of the widgets and the host (spec 4 "Pagination"): the first page when `key` changes
 * (a tab, a filter, the sort, the language, the offset of a numbered page), the next page appended on `loadMore()`,
 * the first page again on `reload()`. The last rows stay on screen while the next ones load (`status: 'loading'`
 * with the previous `items`), and only the newest load may land: a stale answer never replaces a newer one.
 *
 *   const list = usePagedList({ key: `${tab}|${offset}`, pageSize: 20,
 *     load: (page, signal) => api.call(listThings, { query: { ...page, tab }, signal }) })
 *
 * `load` and the options are read when a load starts (the latest render's), so a `reload()` kept by an older
 * render (an action on the old tab that answers after the user switched tabs) reloads what is on screen now.
 */
import { type Dispatch, type SetStateAction, startTransition, useCallback, useEffect, useRef, useState } from 'react'
import { appendPage, isAbortError, type Pagination } from '../../core/api'

export type PagedStatus = 'idle' | 'loading' | 'more' | 'done' | 'failed'

export interface PagedState<T, M = { size: number }> {
  /** The key of the request the rows answer (null before any). */
  key: string | null
  items: T[]
  /** `meta.size` of the last answer: every match on the server. */
  size: number
  /** The last answer's whole meta (totals beside the size), null before any. */
  meta: M | null
  /** Some answer has landed (before it, a skeleton; after it, the rows stay while the next ones load). */
  loaded: boolean
  /** `loading`: the first page of `key`; `more`: the next page; `failed`: the first page failed. */
  status: PagedStatus
  /** The last failure (a failed next page keeps `status: 'done'` and its rows). */
  error: unknown
}

export interface PagedAnswer<T, M> {
  data: T[]
  meta: M
}

/** A list with nothing loaded yet (`idle` for a list that waits for a first request, `loading` by default). */
export function emptyPaged<T, M = { size: number }>(status: PagedStatus = 'loading'): PagedState<T, M> {
  return { key: null, items: [], size: 0, meta: null, loaded: false, status, error: null }
}

export interface UsePagedListOptions<T, M> {
  /** Names everything the first page depends on; a new key loads it (the rows of the old one stay meanwhile). */
  key: string
  pageSize: number
  /** The offset of the first page (a numbered page's offset; 0 by default). */
  offset?: number
  load: (page: Pagination, signal: AbortSignal) => Promise<PagedAnswer<T, M>>
  /** How a next page joins the loaded rows (appended by default; a list that also gets rows live drops repeats). */
  merge?: (loaded: readonly T[], page: readonly T[]) => T[]
  /** A failed first page keeps the previous rows beside the error (true by default) or drops them. */
  keepOnError?: boolean
  /** Told of every failure (a toast); `more`: it was a next page. */
  onError?: (error: unknown, more: boolean) => void
  /** Where the state lives, when it must outlive the component (a widget element's state); `useState` by default. */
  store?: [PagedState<T, M>, Dispatch<SetStateAction<PagedState<T, M>>>]
  /** The rows already answer `key` (a state that outlived the component): they are not asked for again. */
  reuse?: boolean
  /** `false`: nothing is asked. */
  enabled?: boolean
}

export interface PagedList<T, M = { size: number }> extends PagedState<T, M> {
  /** Appends the next page (only when the list is settled and more remains). */
  loadMore(): void
  /** The first page again (after a failure, or after a change on the server). */
  reload(): Promise<void>
  /** Changes loaded rows in place (a mark, an edit answered by the server). */
  patch(update: (items: T[]) => T[]): void
}

/**
 * The race guard: every load takes a ticket; an answer lands only when its ticket is the newest and its key is
 * still the one on screen.
 */
export function loadGate() {
  let latest = 0
  let current: string | null = null
  return {
    /** The key the list shows now (set at every render). */
    setKey(key: string) {
      current = key
    },
    /** Begins a load of `key`: the check of whether its answer may still land. */
    begin(key: string): () => boolean {
      const mine = ++latest
      return () => mine === latest && key === current
    },
  }
}

export function usePagedList<T, M extends { size: number } = { size: number }>(
  options: UsePagedListOptions<T, M>,
): PagedList<T, M> {
  const own = useState<PagedState<T, M>>(() => emptyPaged<T, M>(options.enabled === false ? 'idle' : 'loading'))
  const [state, setState] = options.store ?? own
  const [gate] = useState(loadGate)
  gate.setKey(options.key)
  const latest = useRef(options)
  latest.current = options
  const shown = useRef(state)
  shown.current = state
  const inFlight = useRef<AbortController | null>(null)
  const enabled = options.enabled ?? true

  const run = useCallback(
    async (more: boolean) => {
      const { key, pageSize, offset = 0, load, merge = appendPage, keepOnError = true, onError } = latest.current
      inFlight.current?.abort()
      const controller = new AbortController()
      inFlight.current = controller
      const mayLand = gate.begin(key)
      // a next page starts after the rows loaded (a list that also gets rows live counts those too)
      const from = more ? shown.current.items.length : offset
      // `key` stays the rows' own until this load lands (or fails): the rows on screen still answer the old one
      setState((s) => ({ ...s, status: more ? 'more' : 'loading', error: null }))
      const stale = () => controller.signal.aborted || !mayLand()
      try {
        const answer = await load({ limit: pageSize, offset: from }, controller.signal)
        if (stale()) return
        // the rows of a page render as a transition: in slices that yield to the browser (a page of rows is a long
        // task on a phone's CPU); a list kept in a signal (`store`) renders at once whatever is asked
        startTransition(() =>
          setState((s) => ({
            key,
            items: more ? merge(s.items, answer.data) : [...answer.data],
            size: answer.meta.size,
            meta: answer.meta,
            loaded: true,
            status: 'done',
            error: null,
          })),
        )
      } catch (error) {
        if (stale() || isAbortError(error)) return
        // a failed next page keeps the loaded pages; a failed first page is the list's error
        setState((s) =>
          more
            ? { ...s, status: 'done', error }
            : keepOnError
              ? { ...s, key, status: 'failed', error }
              : { ...s, key, items: [], size: 0, status: 'failed', error },
        )
        onError?.(error, more)
      } finally {
        if (inFlight.current === controller) inFlight.current = null
      }
    },
    [gate, setState],
  )

  // the first page of every new key (unless the kept rows already answer it)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per key; the rest is read from `latest`
  useEffect(() => {
    if (!enabled) return
    if (options.reuse && state.key === options.key && (state.status === 'done' || state.status === 'failed')) return
    void run(false)
  }, [options.key, enabled])

  useEffect(() => () => inFlight.current?.abort(), [])

  const reload = useCallback(() => run(false), [run])
  const patch = useCallback(
    (update: (items: T[]) => T[]) => setState((s) => ({ ...s, items: update(s.items) })),
    [setState],
  )
  return {
    ...state,
    loadMore: () => {
      if (state.status === 'done' && state.items.length < state.size) void run(true)
    },
    reload,
    patch,
  }
}
