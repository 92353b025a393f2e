/**
 * The result list of a search (spec 4 "Pagination", spec 9 page size 20 offset 0): a fresh search resets the
 * offset and replaces the list, "load more" moves to the next page and appends. The state lives in a signal on
 * the element (`useHostState`), so the list survives the element being moved in the page; a search that is
 * already loaded for the same request, language and session is not asked again.
 */
import { type Cargo, cargoViews, listCargos } from '../../core/contract/cargo'
import type { ResponseOf } from '../../core/contract/endpoint'
import {
  emptyPaged,
  type PagedList,
  type PagedState,
  useApi,
  useCore,
  useHostState,
  usePagedList,
  useSignal,
  useToast,
  useWidget,
} from '../ui'
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

export type ResultsState = PagedState<Cargo>

export interface Results extends Omit<PagedList<Cargo>, 'patch'> {
  /** The view actually searched: `search` for anonymous callers, whatever was asked. */
  view: CargoViewKey
  retry(): void
  /** Changes one loaded cargo in place (a favourite mark). */
  patch(id: number, change: Partial<Cargo>): void
}

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
  const meta = parsed.data.meta
  return { key, items: parsed.data.data, size: meta.size, meta, loaded: true, status: 'done', error: null }
}

export function useResults(request: SearchRequest, pageSize: number): Results {
  const api = useApi()
  const toast = useToast()
  const signedIn = useSignal(useCore().session.isSignedIn)
  const view: CargoViewKey = signedIn ? request.view : 'search'
  const key = searchKey(request, view, pageSize, api.lang, signedIn)
  const host = useWidget().host
  const store = useHostState<ResultsState>(
    'cargo-search.results',
    () => handedOver(takeFirstPage(host), key) ?? emptyPaged<Cargo>('idle'),
  )
  const list = usePagedList<Cargo>({
    key,
    pageSize,
    store,
    // a search already loaded for the same request (the element moved in the page) is not asked again
    reuse: true,
    // a failed search shows its error, not the rows of the one before
    keepOnError: false,
    load: (page, signal) => {
      const query = { ...page, sort: request.sort, filter: request.filter }
      return view === 'search'
        ? api.call(listCargos, { query, signal })
        : api.call(cargoViews, { query: { ...query, view }, signal })
    },
    // the loaded pages stay when a next one fails; the failure is a toast (spec 8)
    onError: (error, more) => {
      if (more) toast.error(error)
    },
  })
  return {
    ...list,
    view,
    retry: () => void list.reload(),
    patch: (id, change) => list.patch((items) => items.map((item) => (item.id === id ? { ...item, ...change } : item))),
  }
}
