/**
 * `fx-truck-search`: truck search as one component. The form, the applied search and the open truck live in
 * signals on the element (`useHostState`), so they survive the element being moved; the last three routes are kept
 * in the page's storage under their own key. A search loads its trucks a page at a time (`usePagedList`): the first
 * page, then the next one whenever the list is scrolled to its end, up to `max-results` trucks or the last match; the
 * list renders only the rows in view (the kit's `VirtualList`). Signed-out visitors get an invitation to sign in: the
 * search shows carriers' trucks and contacts, which the exchange gives only to signed-in companies.
 */
import { useEffect, useId } from 'react'
import { isoDay } from '../../core/contract/days'
import { dictionary } from '../../core/contract/reference'
import { type FoundTruck, searchTrucks, TRUCK_COUNT_CAP } from '../../core/contract/trucks'
import { loadRoutes, type RouteEntry, rememberRoute } from '../../core/session'
import { useRatings } from '../domain/reviews/use-ratings'
import {
  Button,
  EmptyState,
  ErrorState,
  FormPlaceholder,
  lazyNamed,
  OnceOpened,
  Select,
  Skeleton,
  Spinner,
  useAfterPaint,
  useApi,
  useCore,
  useEndpoint,
  useFormat,
  useHostState,
  useLang,
  usePagedList,
  useSignal,
  useT,
  VirtualList,
} from '../ui'
import { firstTruckQuery, TRUCK_LIST_PAGE_SIZE, truckPage, truckPageQuery } from './first-request'
import { emptyForm, routeOf, type TruckForm, toWire, truckRoutesKey, type WireTruckFilter } from './form'
import { ResultCard } from './result-card'
import type { TruckSearchProps } from './schema'
import type { TruckSearchTextKey } from './texts'

/** A truck's card (its carrier, routes, comments, actions), loaded with the first truck opened. */
const TruckDetails = lazyNamed(() => import('./details'), 'TruckDetails')
/** The filter form, loaded after the first results or with the folded filters' first opening (./filters-form). */
const FiltersForm = lazyNamed(() => import('./filters-form'), 'FiltersForm')

interface Request {
  filter: WireTruckFilter
  sort: 'distance' | 'date'
  run: number
}

/**
 * A next page joins the loaded trucks without the ones already there: a truck that moved up the order between two
 * pages (a window added meanwhile) comes again at the next offset, and a key twice would confuse the list's rows.
 */
function appendNew(loaded: readonly FoundTruck[], page: readonly FoundTruck[]): FoundTruck[] {
  const seen = new Set(loaded.map((truck) => truck.key))
  return [...loaded, ...page.filter((truck) => !seen.has(truck.key))]
}

export function TruckSearch(props: TruckSearchProps) {
  const { maxResults, hideFilters, dispatch } = props
  const t = useT<TruckSearchTextKey>()
  const lang = useLang()
  const format = useFormat()
  // narrow (the 375 px phone): the filters fold behind a toggle, as in cargo search; remembered like the form
  const [filtersOpen, setFiltersOpen] = useHostState('truck-search.filters-open', false)
  const formId = useId()
  const core = useCore()
  const api = useApi()
  const signedIn = useSignal(core.session.isSignedIn)
  const today = isoDay(new Date())
  const [form, setForm] = useHostState<TruckForm>('truck-search.form', () => emptyForm(today))
  const [request, setRequest] = useHostState<Request>('truck-search.request', () => ({
    filter: firstTruckQuery(today).filter,
    sort: props.sort,
    run: 0,
  }))
  const [routes, setRoutes] = useHostState<RouteEntry[]>('truck-search.routes', () =>
    loadRoutes(core.storage, truckRoutesKey),
  )
  const [open, setOpen] = useHostState<FoundTruck | null>('truck-search.open', null)

  // a filter handed in by the page replaces the form's
  useEffect(() => {
    if (props.filters) setRequest((r) => ({ ...r, filter: props.filters as WireTruckFilter, run: r.run + 1 }))
  }, [props.filters, setRequest])

  // the previous search's trucks stay on screen while a new one loads; a failed search shows its error, not them.
  // The first page's query is the host's early request's (first-request.ts), so the first call takes its answer
  const results = usePagedList<FoundTruck>({
    key: JSON.stringify([request.filter, request.sort, request.run, maxResults, api.lang]),
    pageSize: TRUCK_LIST_PAGE_SIZE,
    enabled: signedIn,
    keepOnError: false,
    merge: appendNew,
    load: (page, signal) =>
      api.call(searchTrucks, {
        query: truckPageQuery(request.filter, request.sort, truckPage(page.offset, maxResults)),
        signal,
      }),
  })
  // at most `max-results` trucks in the list (the kit stops by itself at the last match)
  const loadMore = () => {
    if (results.items.length < maxResults) results.loadMore()
  }
  // the filter form comes once the first results are on the screen: its chunk and its render are not between the
  // answer and the first paint of the trucks
  const filtersDue = useAfterPaint(results.loaded || results.status === 'failed')
  // the registered carriers' ratings, one call for the loaded trucks (the first 100 carriers), again as pages add
  // carriers; asked for with the results, not after their paint: a later answer re-renders the list as a task of its
  // own (phone TBT 226 -> 439 ms)
  const ratings = useRatings(
    results.items.filter((truck) => truck.source !== 'external').map((truck) => truck.company.id),
    'carrier',
  )
  // a calendar truck is a registered carrier's (its rating, «no reviews» too); a planned trip may be an external
  // carrier's, which is never reviewed: its badge shows only when it has reviews
  const ratingOf = (truck: FoundTruck) => {
    const rating = ratings.get(truck.company.id)
    return truck.source === 'calendar' || (rating && rating.count > 0) ? rating : undefined
  }
  const truckTypes = useEndpoint(dictionary, { params: { kind: 'truck_types' } }, { select: (a) => a.data })
  const loadTypes = useEndpoint(dictionary, { params: { kind: 'load_types' } }, { select: (a) => a.data })
  const typeName = (id: number | null) =>
    id === null || truckTypes.state !== 'ready' ? null : (truckTypes.data.find((item) => item.id === id)?.name ?? null)

  const apply = (next: TruckForm, sort = request.sort) => {
    const route = routeOf(next)
    if (route) setRoutes(rememberRoute(core.storage, route, truckRoutesKey))
    const filter = toWire(next)
    setRequest({ filter, sort, run: request.run + 1 })
    dispatch('fx-search-trucks', { filters: filter, sort })
  }
  const openTruck = (truck: FoundTruck) => {
    const detail = { key: truck.key, source: truck.source, id: truck.id, company_id: truck.company.id }
    if (dispatch('fx-truck-select', detail, { cancelable: true })) setOpen(truck)
  }

  if (!signedIn) {
    return (
      <div className="ts-root" part="truck-search">
        <p className="ts-sign-in" part="sign-in">
          {t('truck_search.sign_in')}
        </p>
      </div>
    )
  }

  const shownRoutes = routes.filter((route) => route.load && route.unload)
  return (
    <div className="ts-root" part="truck-search">
      {!hideFilters && (
        <aside className="ts-side" part="side" data-filters={filtersOpen ? 'open' : 'closed'}>
          <Button
            className="ts-filters-toggle"
            aria-expanded={filtersOpen}
            aria-controls={formId}
            onClick={() => setFiltersOpen(!filtersOpen)}
          >
            {t('truck_search.filters')}
            <span className="fx-chevron" aria-hidden="true" />
          </Button>
          <OnceOpened
            open={filtersOpen || filtersDue}
            fallback={<FormPlaceholder id={formId} className="ts-filters" />}
          >
            <FiltersForm
              id={formId}
              form={form}
              setForm={setForm}
              apply={apply}
              today={today}
              truckTypes={truckTypes.state === 'ready' ? truckTypes.data : []}
              loadTypes={loadTypes.state === 'ready' ? loadTypes.data : []}
            />
          </OnceOpened>
        </aside>
      )}
      <div className="ts-main" part="main">
        {!hideFilters && shownRoutes.length > 0 && (
          <nav className="ts-last-routes" part="last-routes" aria-label={t('truck_search.recent_routes')}>
            <span>{t('truck_search.recent_routes')}</span>
            {shownRoutes.map((route) => {
              const name = (place: RouteEntry['load']) => (place ? (lang === 'en' ? place.name_en : place.name_ru) : '')
              return (
                <button
                  key={`${route.start_point_id}-${route.finish_point_id}`}
                  type="button"
                  className="ts-chip"
                  part="route-chip"
                  onClick={() => {
                    const next = { ...form, start: route.load ?? null, finish: route.unload ?? null }
                    setForm(next)
                    apply(next)
                  }}
                >
                  {name(route.load)} → {name(route.unload)}
                </button>
              )
            })}
          </nav>
        )}
        <div className="ts-toolbar" part="toolbar">
          <span className="ts-count" part="count" aria-live="polite">
            {!results.loaded || results.status === 'failed'
              ? ''
              : results.size >= TRUCK_COUNT_CAP
                ? t('truck_search.more_than_found', { value: format.number(TRUCK_COUNT_CAP) })
                : t('truck_search.found', { count: results.size })}
          </span>
          <Select<'distance' | 'date'>
            label={t('truck_search.sort')}
            hideLabel
            options={[
              { value: 'distance', label: t('truck_search.sort_distance') },
              { value: 'date', label: t('truck_search.sort_date') },
            ]}
            value={request.sort}
            onChange={(sort) => sort && apply(form, sort)}
          />
        </div>
        {results.status === 'failed' ? (
          <ErrorState error={results.error} onRetry={() => void results.reload()} />
        ) : results.items.length === 0 ? (
          results.status === 'loading' || results.status === 'idle' ? (
            <Skeleton lines={4} label={t('truck_search.loading')} />
          ) : (
            <EmptyState title={t('truck_search.empty_title')} description={t('truck_search.empty_hint')} />
          )
        ) : (
          <div part="results" className="ts-results" aria-busy={results.status === 'loading' || undefined}>
            {/* keyed by the search its rows answer (the kit keeps the old key until a new first page lands): a new search's
                list starts at its top and asks for its next page again, as the list asks once per length */}
            <VirtualList
              key={results.key ?? ''}
              items={results.items}
              size={Math.min(results.size, maxResults)}
              getKey={(truck) => truck.key}
              label={t('truck_search.results')}
              estimateSize={96}
              height={560}
              onEndReached={loadMore}
              renderItem={(truck) => (
                <ResultCard truck={truck} truckTypeName={typeName} onOpen={openTruck} rating={ratingOf(truck)} />
              )}
            />
            {results.status === 'more' ? (
              <div className="ts-more" part="more">
                <Spinner label={t('truck_search.loading_more')} />
                {/* the spinner says it to screen readers */}
                <span aria-hidden="true">{t('truck_search.loading_more')}</span>
              </div>
            ) : (
              results.status === 'done' &&
              results.error !== null && <ErrorState error={results.error} onRetry={loadMore} />
            )}
          </div>
        )}
      </div>
      <OnceOpened open={open !== null}>
        <TruckDetails
          truck={open}
          onClose={() => setOpen(null)}
          cargoId={props.cargoId}
          carrierUrl={props.carrierUrl}
          dispatch={dispatch}
          lane={{
            startId: request.filter.start_point_id,
            finishId: request.filter.finish_point_id,
            truckType: request.filter.truck_types?.length === 1 ? request.filter.truck_types[0] : undefined,
          }}
        />
      </OnceOpened>
    </div>
  )
}
