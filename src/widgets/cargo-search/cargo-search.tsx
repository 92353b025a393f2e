/**
 * `fx-cargo-search`: the cargo search of the exchange as one component. The filter form, the applied search,
 * the results and the open cargo live in signals on the element (`useHostState`), so they survive the element
 * being moved; the last three routes and the selected saved tab are kept in the page's storage.
 *
 * Layout: the element is a size container; narrower than 720 px the filters fold behind a "Filters" toggle,
 * wider they sit in a side column.
 */
import { Suspense, useEffect, useId, useRef, useState } from 'react'
import { addFavorite, type Cargo, cargoSorts, getCargo, removeFavorite } from '../../core/contract/cargo'
import { loadRoutes, type RouteEntry, rememberRoute } from '../../core/session'
import {
  Button,
  FormPlaceholder,
  lazyNamed,
  OnceOpened,
  Select,
  TabPanel,
  useAfterPaint,
  useApi,
  useCore,
  useHostState,
  useSignal,
  useT,
  useTabsBase,
  useToast,
} from '../ui'
import {
  applyRoute,
  type CargoSortKey,
  type CargoViewKey,
  cargoViewKeys,
  countFilters,
  emptyForm,
  type FilterForm,
  fromWireFilter,
  placeIdsOf,
  routeOf,
  toWireFilter,
  type WireFilter,
} from './filters'
import { LastRoutes } from './last-routes'
import { ResultCount, ResultsList } from './results-list'
import type { CargoSearchProps } from './schema'
import { sortLabelKey } from './text'
import type { CargoSearchTextKey } from './texts'
import { type SearchRequest, useResults } from './use-results'

/** Only http(s) and page-relative addresses are followed (no `javascript:` from an attribute). */
export function safeUrl(url: string | undefined): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url, globalThis.location?.href ?? 'http://localhost/')
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null
  } catch {
    return null
  }
}

/**
 * The filter form loads after the first results (or with the first opening of the folded filters): its code, its
 * place picker and date calendar, and its two dictionaries' requests do not stand between a CRM's page and the
 * cargos it embeds the search for.
 */
const FiltersPanel = lazyNamed(() => import('./filters-panel'), 'FiltersPanel')
/** A signed-in user's saved tabs; anonymous visitors (a CRM's embed) never load them. */
const SavedTabs = lazyNamed(() => import('./saved-tabs'), 'SavedTabs')
/** The cargo dialog, loaded with the first cargo opened. */
const DetailsDialog = lazyNamed(() => import('./details-dialog'), 'DetailsDialog')

export function CargoSearch(props: CargoSearchProps) {
  const { pageSize, compact, hideFilters, dispatch } = props
  const t = useT<CargoSearchTextKey>()
  const api = useApi()
  const core = useCore()
  const toast = useToast()
  const formId = `cs-filters-${useId().replace(/:/g, '')}`
  const tabsBase = useTabsBase()
  const signedIn = useSignal(core.session.isSignedIn)
  const roles = useSignal(core.session.userRoles)
  const isCarrier = roles.includes('carrier') || roles.includes('expeditor')

  const [form, setForm] = useHostState<FilterForm>('cargo-search.form', emptyForm)
  // a `filters` property set before the first render is the first search's filter (not a second search after it)
  const [request, setRequest] = useHostState<SearchRequest>('cargo-search.request', () => ({
    filter: props.filters ?? {},
    sort: props.sort,
    view: props.view,
    run: 0,
  }))
  const [routes, setRoutes] = useHostState<RouteEntry[]>('cargo-search.routes', () => loadRoutes(core.storage))
  const [openId, setOpenId] = useHostState<number | null>('cargo-search.open', null)
  const [filtersOpen, setFiltersOpen] = useHostState('cargo-search.filters-open', false)
  const [seen, setSeen] = useHostState('cargo-search.seen', {
    view: props.view,
    sort: props.sort,
    filters: props.filters,
  })
  const [, setTabs] = useHostState<unknown>('cargo-search.tabs', null)
  const [, setRestored] = useHostState('cargo-search.tab-restored', false)
  const results = useResults(request, pageSize)
  // the filter form comes once the first results are on the screen (folded on a phone, a placeholder beside them on
  // a wide screen): its chunk and its render are not between the answer and the cards' first paint
  const filtersDue = useAfterPaint(results.status !== 'idle' && results.status !== 'loading')

  const announce = (next: SearchRequest) =>
    dispatch('fx-search', { filters: next.filter, sort: next.sort, view: next.view })

  /** Applies a form: a fresh search from offset 0, the route remembered, `fx-search` fired. */
  const apply = (next: FilterForm, order?: Pick<SearchRequest, 'view' | 'sort'>) => {
    const filter = toWireFilter(next)
    const route = routeOf(next)
    if (route) setRoutes(rememberRoute(core.storage, route))
    const updated = { ...request, ...order, filter, run: request.run + 1 }
    setRequest(updated)
    setFiltersOpen(false)
    announce(updated)
  }

  /** A filter from outside (a saved tab, the `filters` property): its places are looked up for the form. */
  const applyWire = async (filter: WireFilter | null, order?: Pick<SearchRequest, 'view' | 'sort'>) => {
    if (!filter) {
      const empty = emptyForm()
      setForm(empty)
      apply(empty, order)
      return
    }
    // the places' loader (and the page's dictionary cache) loads with the first filter that names a place
    const { loadPlaces } = await import('./dictionaries')
    const places = await loadPlaces(api, placeIdsOf(filter))
    const next = fromWireFilter(filter, places)
    setForm(next)
    apply(next, order)
  }

  // attributes changed from outside win over the user's last choice
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the attributes only
  useEffect(() => {
    if (seen.view === props.view && seen.sort === props.sort && seen.filters === props.filters) return
    setSeen({ view: props.view, sort: props.sort, filters: props.filters })
    if (seen.filters !== props.filters && props.filters) {
      // the new order travels with the filter: `apply` would otherwise search with the order it closed over
      void applyWire(props.filters, { view: props.view, sort: props.sort })
      return
    }
    const updated = { ...request, view: props.view, sort: props.sort, run: request.run + 1 }
    setRequest(updated)
    announce(updated)
  }, [props.view, props.sort, props.filters])

  // a property set before the first render: the first search has it already; the form shows it and it is announced
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per element
  useEffect(() => {
    const filter = props.filters
    if (!filter || request.run !== 0) return
    void import('./dictionaries')
      .then(({ loadPlaces }) => loadPlaces(api, placeIdsOf(filter)))
      .then((places) => {
        setForm(fromWireFilter(filter, places))
        announce(request)
      })
  }, [])

  // signing out forgets the user's tabs (another user may sign in)
  // biome-ignore lint/correctness/useExhaustiveDependencies: on session change only
  useEffect(() => {
    if (signedIn) return
    setTabs(null)
    setRestored(false)
  }, [signedIn])

  const signInUrl = safeUrl(props.signInUrl)
  const requestSignIn = (cargoId?: number) =>
    dispatch('fx-sign-in-request', { reason: 'contacts', cargoId }, { cancelable: true })

  const open = (cargo: Cargo) => {
    if (dispatch('fx-cargo-select', { id: cargo.id }, { cancelable: true })) setOpenId(cargo.id)
  }

  const toggleFavorite = async (cargo: Cargo) => {
    const favorite = cargo.is_favorite !== true
    results.patch(cargo.id, { is_favorite: favorite })
    try {
      await api.call(favorite ? addFavorite : removeFavorite, { params: { id: cargo.id } })
      dispatch('fx-favorite-change', { id: cargo.id, favorite })
    } catch (error) {
      results.patch(cargo.id, { is_favorite: !favorite })
      toast.error(error)
    }
  }

  const setSort = (sort: CargoSortKey | null) => {
    if (!sort) return
    const updated = { ...request, sort }
    setRequest(updated)
    announce(updated)
  }

  const setView = (view: CargoViewKey) => {
    const updated = { ...request, view }
    setRequest(updated)
    announce(updated)
  }

  const reset = () => {
    const empty = { ...emptyForm(), extra: form.extra }
    setForm(empty)
    apply(empty)
  }

  const pickRoute = (route: RouteEntry) => {
    const next = applyRoute(form, route)
    setForm(next)
    apply(next)
  }

  // «Найти» at the bottom of the filter column on a phone: the filters fold and the page would stay where the
  // button was, far from the results; bring the results into view once they are laid out
  const mainRef = useRef<HTMLDivElement>(null)
  const [toResults, setToResults] = useState(0)
  useEffect(() => {
    const main = mainRef.current
    if (!toResults || !main) return
    const top = main.getBoundingClientRect().top
    if (top < 0 || top > window.innerHeight / 2) main.scrollIntoView({ block: 'start' })
  }, [toResults])

  // the opened cargo is asked for at once, while the dialog's chunks load (its `useEndpoint` takes this answer)
  const asked = useRef<number | null>(null)
  if (openId !== null && asked.current !== openId) {
    asked.current = openId
    api.prefetch(getCargo, { params: { id: openId } })
  }

  const filterCount = countFilters(request.filter)
  const openCargo = openId === null ? null : (results.items.find((item) => item.id === openId) ?? null)

  const body = (
    <div className="cs-body" data-filters={hideFilters ? 'hidden' : filtersOpen ? 'open' : 'closed'}>
      {!hideFilters && (
        <aside className="cs-side" part="side">
          <Button
            className="cs-filters-toggle"
            aria-expanded={filtersOpen}
            aria-controls={formId}
            onClick={() => setFiltersOpen(!filtersOpen)}
          >
            {filterCount > 0 ? t('cargo_search.filters_count', { count: filterCount }) : t('cargo_search.filters')}
            <span className="fx-chevron" aria-hidden="true" />
          </Button>
          <OnceOpened
            open={filtersOpen || filtersDue}
            fallback={<FormPlaceholder id={formId} className="cs-filters" />}
          >
            <FiltersPanel
              id={formId}
              form={form}
              onChange={setForm}
              onSubmit={() => {
                apply(form)
                setToResults((n) => n + 1)
              }}
              onReset={reset}
              loading={results.status === 'loading'}
            />
          </OnceOpened>
        </aside>
      )}
      <div className="cs-main" part="main" ref={mainRef}>
        {!hideFilters && <LastRoutes routes={routes} onPick={pickRoute} />}
        <div className="cs-toolbar" part="toolbar">
          <ResultCount results={results} />
          <div className="cs-sort">
            <Select<CargoSortKey>
              label={t('cargo_search.sort')}
              options={cargoSorts.map((sort) => ({ value: sort, label: t(sortLabelKey(sort)) }))}
              value={request.sort}
              onChange={setSort}
            />
          </div>
        </div>
        <ResultsList
          results={results}
          canFavorite={signedIn}
          onOpen={open}
          onFavorite={(cargo) => void toggleFavorite(cargo)}
          onReset={filterCount > 0 && !hideFilters ? reset : undefined}
        />
      </div>
    </div>
  )

  return (
    <div className="cs" part="cargo-search" data-compact={compact || undefined} data-signed-in={signedIn || undefined}>
      {signedIn && (
        <fieldset className="cs-views fx-segmented" part="views">
          <legend className="fx-visually-hidden">{t('cargo_search.views_label')}</legend>
          {cargoViewKeys.map((view) => (
            <button
              key={view}
              type="button"
              part="view"
              className="cs-view fx-segment"
              data-view={view}
              aria-pressed={results.view === view}
              onClick={() => setView(view)}
            >
              {t(`cargo_search.view_${view}`)}
            </button>
          ))}
        </fieldset>
      )}
      {signedIn && !hideFilters ? (
        // the search shows at once in its tab panel and stays there, the tab list coming beside it with its code: a
        // panel inside the lazy list was a fallback's copy first, and the swap remounted the search (an open sort
        // list closed, a focused field lost the focus and what was typed next)
        <div className="cs-tabs">
          <Suspense fallback={<div className="cs-tabs-placeholder" aria-hidden="true" />}>
            <SavedTabs
              base={tabsBase}
              current={() => toWireFilter(form)}
              onSelect={(filter) => void applyWire(filter)}
            />
          </Suspense>
          <TabPanel base={tabsBase}>{body}</TabPanel>
        </div>
      ) : (
        body
      )}
      <OnceOpened open={openId !== null}>
        <DetailsDialog
          id={openId}
          summary={openCargo}
          signedIn={signedIn}
          isCarrier={isCarrier}
          canFavorite={signedIn}
          onFavorite={(cargo) => void toggleFavorite(cargo)}
          onClose={() => setOpenId(null)}
          signInUrl={signInUrl}
          onSignIn={() => requestSignIn(openId ?? undefined)}
        />
      </OnceOpened>
    </div>
  )
}
