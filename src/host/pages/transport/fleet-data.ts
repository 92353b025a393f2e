/** Loading helpers of the fleet screens: a list that reloads on demand, dictionaries as select options. */
import { useCallback, useEffect, useState } from 'react'
import { mergePage, nextPage, type Pagination, pageSizes, pagination, resetPage } from '../../../core/api/paging'
import type { Endpoint, ResponseOf } from '../../../core/contract/endpoint'
import type { DictionaryKind } from '../../../core/contract/reference'
import * as reference from '../../../core/contract/reference'
import type { SelectOption } from '../../../widgets/ui'
import { useEndpoint, useToast } from '../../../widgets/ui'

export type Load<T> = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'done'; data: T }

/** Loads `fetch` now, again on `reload()`, and again when `key` changes; failures are toasted (spec 8). */
export function useList<T>(fetch: (signal: AbortSignal) => Promise<T>, key: string): [Load<T>, () => void] {
  const toast = useToast()
  const [state, setState] = useState<Load<T>>({ status: 'loading' })
  const [run, setRun] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `run` name what the load depends on
  useEffect(() => {
    const controller = new AbortController()
    fetch(controller.signal).then(
      (data) => setState({ status: 'done', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        setState({ status: 'failed', error })
        toast.error(error)
      },
    )
    return () => controller.abort()
  }, [key, run])
  return [state, useCallback(() => setRun((r) => r + 1), [])]
}

/** A page of a list answer: its items and the whole list's size (`meta.size`). */
export interface ListPage<T> {
  data: T[]
  meta: { size: number }
}

/**
 * A fleet list in pages of the generic list store (spec 9: 40, offset 0): the first page now and on `reload()`,
 * the next one appended on `loadMore()` (spec 4: next page adds limit to offset; loading more appends).
 */
export function usePagedList<T>(
  fetch: (page: Pagination, signal: AbortSignal) => Promise<ListPage<T>>,
  key: string,
): { state: Load<{ items: T[]; total: number }>; reload: () => void; loadMore: () => void; loadingMore: boolean } {
  const toast = useToast()
  const [state, setState] = useState<Load<{ items: T[]; total: number }>>({ status: 'loading' })
  const [page, setPage] = useState<Pagination>(() => pagination(pageSizes.genericList))
  const [run, setRun] = useState(0)
  const [loadingMore, setLoadingMore] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key`, `run` and the page name what the load depends on
  useEffect(() => {
    const controller = new AbortController()
    if (page.offset > 0) setLoadingMore(true)
    fetch(page, controller.signal).then(
      (answer) => {
        setState((previous) => ({
          status: 'done',
          data: {
            items: mergePage(previous.status === 'done' ? previous.data.items : [], answer.data, page),
            total: answer.meta.size,
          },
        }))
        setLoadingMore(false)
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        setLoadingMore(false)
        // a failed first page is the list's error; a failed next page keeps what is shown
        if (page.offset === 0) setState({ status: 'failed', error })
        toast.error(error)
      },
    )
    return () => controller.abort()
  }, [key, run, page])
  return {
    state,
    reload: useCallback(() => {
      setPage((current) => resetPage(current))
      setRun((r) => r + 1)
    }, []),
    loadMore: useCallback(() => setPage((current) => nextPage(current)), []),
    loadingMore,
  }
}

/** A paged list's load as the items loaded so far (what the screens render). */
export function itemsOf<T>(state: Load<{ items: T[]; total: number }>): Load<T[]> {
  return state.status === 'done' ? { status: 'done', data: state.data.items } : state
}

/** A dictionary of the exchange as select options (named in the interface language). */
export function useDictionary(kind: DictionaryKind): SelectOption<number>[] {
  const list = useEndpoint(
    reference.dictionary,
    { params: { kind }, query: { limit: 9999 } },
    { select: (answer): SelectOption<number>[] => answer.data.map((item) => ({ value: item.id, label: item.name })) },
  )
  return list.state === 'ready' ? list.data : []
}

/** The data of a list answer. */
export type ListData<E extends Endpoint> = ResponseOf<E> extends { data: infer D } ? D : never
