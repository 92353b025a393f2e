/**
 * The router: the route table (routes.ts) matched against the address bar (history.tsx), once per address:
 * - redirect routes (the home `/`, `/cargos`, `/account`, …) only redirect by name;
 * - page routes show in their layout (`main`, `auth`) or alone (`none`: the 404 page, the catch-all), each page
 *   loaded on demand; routes that share an address (cargos-in-work and orders-in-work) are one match that picks
 *   the table route from the history entry;
 * - an address matches its table path whatever its case and with or without a trailing slash; the catch-all
 *   answers what nothing else does;
 * - the layouts ask the guard (core/guard) before they show anything;
 * - the root scrolls to the top on every navigation, follows the narrow-screen `utm_order` redirect and the
 *   mini-app deep link, drives Telegram's BackButton, and provides `useHost()` to every page.
 */
import {
  type ComponentType,
  lazy,
  Component as ReactComponent,
  type ReactNode,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { Button, ErrorState, Skeleton, useLang, useT } from '../widgets/ui'
import { goBack, Redirect, useHostLocation } from './history'
import { CurrentRouteContext, HostContext, type HostContextValue } from './host-context'
import { AuthLayout } from './layout/AuthLayout'
import { Guarded } from './layout/Guarded'
import { MainLayout } from './layout/MainLayout'
import { deepLinkOf, type RouteTarget, telegram, useMode, useNarrow, utmOrderTarget } from './mode'
import { type RouteMatch, RouteMatchContext, useNavigateByName, useResolvedRoute, useRouteMatch } from './navigation'
import { matchAddress, tablePatterns } from './route-match'
import { pageLoaders } from './route-pages'
import {
  type FlatRoute,
  findRoute,
  type Layout,
  type PageLoader,
  type PageOf,
  pathOf,
  pickRoute,
  routeStateKey,
} from './routes'
import type { HostTextKey } from './texts/keys'

// ---------------------------------------------------------------------------------------------------------------
// Pages

type PageComponent = ComponentType<Record<string, string>>
const lazyPages = new Map<PageLoader, PageComponent>()

function lazyPage(loader: PageLoader): PageComponent {
  let page = lazyPages.get(loader)
  if (!page) {
    page = lazy(loader as () => Promise<{ default: PageComponent }>)
    lazyPages.set(loader, page)
  }
  return page
}

/** The table route an address shows (through a redirect such as the home's), as the router will pick it. */
export function routeAt(pathname: string, state: unknown): FlatRoute | undefined {
  const found = matchAddress(tablePatterns(), pathname)
  if (!found) return undefined
  if ('redirect' in found.shown) return findRoute(found.shown.redirect.name)
  return pickRoute(found.shown.routes, state)
}

/**
 * Starts loading a route's page before the router renders it: called at start, while the runtime configuration and
 * the shell load, so the page's chunk (and the widget it places, ./route-pages.ts) comes in parallel with them
 * instead of after them. The router's own `lazy` import then finds the module loaded; a failure shows there.
 */
export function preloadPage(route: FlatRoute | undefined): void {
  if (route?.page) pageLoaders[route.page as PageOf]().catch(() => undefined)
}

function PageLoading() {
  const t = useT<HostTextKey>()
  return (
    <div className="hx-page-loading">
      <Skeleton lines={4} label={t('common.loading')} />
    </div>
  )
}

/** Shows `fallback(error)` in place of its children once they fail to load or to render. */
class FailureBoundary extends ReactComponent<
  { children: ReactNode; fallback: (error: unknown) => ReactNode },
  { failed: { error: unknown } | null }
> {
  override state = { failed: null as { error: unknown } | null }
  static getDerivedStateFromError(error: unknown) {
    return { failed: { error } }
  }
  override render() {
    return this.state.failed ? this.props.fallback(this.state.failed.error) : this.props.children
  }
}

/** A page that failed to load or to render: says so, and offers a reload (a new build may have replaced it). */
function PageFailed({ error }: { error: unknown }) {
  const t = useT<HostTextKey>()
  return (
    <div className="hx-page">
      <ErrorState error={error} title={t('host.page_failed')} />
      <Button onClick={() => window.location.reload()}>{t('host.reload')}</Button>
    </div>
  )
}

/** The page of the table route being shown, with the route's parameters as props (spec 2: the id as a prop). */
function PageView() {
  const route = useResolvedRoute()
  const params = useRouteMatch()?.params ?? {}
  if (!route?.page) return null
  const Page = lazyPage(pageLoaders[route.page as PageOf])
  return (
    <CurrentRouteContext value={route}>
      <FailureBoundary
        key={`${route.name}:${JSON.stringify(params)}`}
        fallback={(error) => <PageFailed error={error} />}
      >
        <Suspense fallback={<PageLoading />}>
          <Page {...params} />
        </Suspense>
      </FailureBoundary>
    </CurrentRouteContext>
  )
}

function NavigateTo({ target }: { target: RouteTarget }) {
  return <Redirect to={pathOf(target.name, target.params ?? {})} state={{ [routeStateKey]: target.name }} />
}

// ---------------------------------------------------------------------------------------------------------------
// Root

/** Telegram's BackButton: shown when there is somewhere to go back to inside the app. */
function useTelegramBackButton() {
  const location = useHostLocation()
  const [connected, setConnected] = useState(0)
  useEffect(() => {
    const onReady = () => setConnected((n) => n + 1)
    window.addEventListener('fx-telegram-ready', onReady)
    return () => window.removeEventListener('fx-telegram-ready', onReady)
  }, [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when Telegram connects and on every navigation
  useEffect(() => {
    const back = telegram()?.BackButton
    if (!back) return
    if (location.idx > 0) back.show()
    else back.hide()
    back.onClick(goBack)
    return () => back.offClick(goBack)
  }, [location.key, connected])
}

function Root({ children }: { children: ReactNode }) {
  const location = useHostLocation()
  const match = useRouteMatch()
  const navigateByName = useNavigateByName()
  const narrow = useNarrow()
  const mode = useMode()
  const lang = useLang()
  const [deepLink, setDeepLink] = useState(() => deepLinkOf(mode.startParam))

  // spec 2: a scroll to top on every navigation
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key is the trigger
  useLayoutEffect(() => {
    window.scrollTo(0, 0)
  }, [location.key])
  useEffect(() => {
    document.documentElement.lang = lang
  }, [lang])
  // the deep link is followed once: forget it when the address has moved (to it, or wherever the guard sent)
  const firstKey = useRef(location.key)
  useEffect(() => {
    if (deepLink && location.key !== firstKey.current) setDeepLink(null)
  }, [deepLink, location.key])
  useTelegramBackButton()

  const paramsKey = JSON.stringify(match?.params ?? {})
  const host = useMemo<HostContextValue>(
    () => ({
      navigate: (name, routeParams, query) => void navigateByName(name, routeParams, query),
      params: JSON.parse(paramsKey) as Record<string, string>,
      query: new URLSearchParams(location.search),
    }),
    [navigateByName, location.search, paramsKey],
  )

  const target = utmOrderTarget(location.search, narrow) ?? deepLink
  if (target) return <NavigateTo target={target} />
  return <HostContext value={host}>{children}</HostContext>
}

/** A render error outside any page (the layouts, the root): the whole screen says so and offers a reload. */
function RootError() {
  const t = useT<HostTextKey>()
  return (
    <div className="hx-auth">
      <main className="hx-auth-main">
        <div className="hx-auth-card">
          <ErrorState error={new Error('route')} title={t('host.page_failed')} />
          <Button onClick={() => window.location.reload()}>{t('host.reload')}</Button>
        </div>
      </main>
    </div>
  )
}

// ---------------------------------------------------------------------------------------------------------------
// The table, matched against the address

/** A page of the table in its layout; the layout stays mounted while the pages inside it change. */
function InLayout({ layout }: { layout: Layout }) {
  if (layout === 'main')
    return (
      <MainLayout>
        <PageView />
      </MainLayout>
    )
  if (layout === 'auth')
    return (
      <AuthLayout>
        <PageView />
      </AuthLayout>
    )
  return (
    <Guarded>
      <PageView />
    </Guarded>
  )
}

/** The site's router: the address bar's history, matched against the route table. */
export function HostRouter() {
  const patterns = useMemo(tablePatterns, [])
  const { pathname } = useHostLocation()
  const { shown, match } = useMemo(() => {
    const found = matchAddress(patterns, pathname)
    const page: RouteMatch | null =
      found && 'routes' in found.shown ? { routes: found.shown.routes, params: found.params } : null
    return { shown: found?.shown, match: page }
  }, [patterns, pathname])
  return (
    <RouteMatchContext value={match}>
      <FailureBoundary fallback={() => <RootError />}>
        <Root>
          {shown && 'redirect' in shown ? (
            <NavigateTo target={shown.redirect} />
          ) : shown ? (
            <InLayout layout={shown.layout} />
          ) : null}
        </Root>
      </FailureBoundary>
    </RouteMatchContext>
  )
}
