/**
 * The router, built from the route table (routes.ts) with react-router's declarative `<BrowserRouter>` and
 * `useRoutes` (the data router's loaders and actions are unused here, and it weighs 17 KB gz more on every page):
 * - redirect routes (the home `/`, `/cargos`, `/account`, …) sit at the root and only redirect by name;
 * - page routes sit in their layout (`main`, `auth`) or alone (`none`: the 404 page), each page loaded on demand;
 *   routes that share an address (cargos-in-work and orders-in-work) are one router route that picks the table
 *   route from the history entry;
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
import {
  BrowserRouter,
  matchRoutes,
  Navigate,
  Outlet,
  type RouteObject,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
} from 'react-router'
import { Button, ErrorState, Skeleton, useLang, useT } from '../widgets/ui'
import { CurrentRouteContext, HostContext, type HostContextValue } from './host-context'
import { AuthLayout } from './layout/AuthLayout'
import { Guarded } from './layout/Guarded'
import { MainLayout } from './layout/MainLayout'
import { deepLinkOf, type RouteTarget, telegram, useMode, useNarrow, utmOrderTarget } from './mode'
import {
  type RouteHandle,
  RouteMatchesContext,
  useNavigateByName,
  useResolvedRoute,
  useRouteMatches,
} from './navigation'
import { type FlatRoute, type Layout, type PageLoader, pathOf, routeStateKey, routes } from './routes'
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
  const params = useParams() as Record<string, string>
  if (!route?.page) return null
  const Page = lazyPage(route.page)
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
  return <Navigate to={pathOf(target.name, target.params ?? {})} replace state={{ [routeStateKey]: target.name }} />
}

// ---------------------------------------------------------------------------------------------------------------
// Root

/** Telegram's BackButton: shown when there is somewhere to go back to inside the app. */
function useTelegramBackButton() {
  const location = useLocation()
  const navigate = useNavigate()
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
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0
    if (index > 0) back.show()
    else back.hide()
    const onClick = () => void navigate(-1)
    back.onClick(onClick)
    return () => back.offClick(onClick)
  }, [location.key, navigate, connected])
}

function Root() {
  const location = useLocation()
  const matches = useRouteMatches()
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

  const paramsKey = JSON.stringify(matches[matches.length - 1]?.params ?? {})
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
  return (
    <HostContext value={host}>
      <Outlet />
    </HostContext>
  )
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
// The route objects, from the table

/** Groups the table's page routes by address (shared addresses become one router route), in table order. */
function pageRoutes(layout: Layout): RouteObject[] {
  const groups = new Map<string, FlatRoute[]>()
  for (const route of routes) {
    if (!route.page || route.redirect || route.layout !== layout) continue
    groups.set(route.path, [...(groups.get(route.path) ?? []), route])
  }
  return [...groups.entries()].map(([path, group]) => ({
    path,
    element: <PageView />,
    handle: { routes: group } satisfies RouteHandle,
  }))
}

function redirectRoutes(): RouteObject[] {
  return routes
    .filter((route) => route.redirect)
    .map((route) => ({
      path: route.path,
      element: <NavigateTo target={{ name: route.redirect as RouteTarget['name'] }} />,
    }))
}

export function hostRoutes(): RouteObject[] {
  return [
    {
      element: <Root />,
      children: [
        ...redirectRoutes(),
        { element: <MainLayout />, children: pageRoutes('main') },
        { element: <AuthLayout />, children: pageRoutes('auth') },
        {
          element: (
            <Guarded>
              <Outlet />
            </Guarded>
          ),
          children: pageRoutes('none'),
        },
      ],
    },
  ]
}

/** The route tree and, per address, its matches (what the layouts and the root read the shown route from). */
function HostRoutes({ tree }: { tree: RouteObject[] }) {
  const location = useLocation()
  const matches = useMemo(
    () => (matchRoutes(tree, location) ?? []).map(({ route, params }) => ({ handle: route.handle, params })),
    [tree, location],
  )
  const element = useRoutes(tree, location)
  return (
    <RouteMatchesContext value={matches}>
      <FailureBoundary fallback={() => <RootError />}>{element}</FailureBoundary>
    </RouteMatchesContext>
  )
}

/** The site's router: the address bar's history, the route tree from the table. */
export function HostRouter() {
  const tree = useMemo(hostRoutes, [])
  return (
    <BrowserRouter>
      <HostRoutes tree={tree} />
    </BrowserRouter>
  )
}
