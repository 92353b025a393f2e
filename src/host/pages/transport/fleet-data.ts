/** Loading helpers of the fleet screens: a list that reloads on demand, dictionaries as select options. */
import { useCallback, useEffect, useState } from 'react'
import { type Pagination, pageSizes } from '../../../core/api/paging'
import type { Endpoint, ResponseOf } from '../../../core/contract/endpoint'
import type { DictionaryKind } from '../../../core/contract/reference'
import * as reference from '../../../core/contract/reference'
import type { SelectOption } from '../../../widgets/ui'
import { type PagedList, type PagedState, useEndpoint, usePagedList, useToast } from '../../../widgets/ui'

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
 * A fleet list in pages of the generic list store (spec 9: 40, offset 0), on the kit's paged list: the first page
 * now and on `reload()`, the next one appended on `loadMore()`; failures are toasted (spec 8).
 */
export function useFleetList<T>(
  load: (page: Pagination, signal: AbortSignal) => Promise<ListPage<T>>,
  key: string,
): PagedList<T> {
  const toast = useToast()
  return usePagedList<T>({ key, pageSize: pageSizes.genericList, load, onError: (error) => toast.error(error) })
}

/** A paged list as the items loaded so far (what the screens render): a failed first page is the list's error. */
export function itemsOf<T>(list: PagedState<T>): Load<T[]> {
  if (list.status === 'failed') return { status: 'failed', error: list.error }
  return list.loaded ? { status: 'done', data: list.items } : { status: 'loading' }
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
