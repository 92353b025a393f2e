/**
 * Navigation by route name on top of react-router: every address the host makes comes from `pathOf` (routes.ts),
 * and every navigation records the route's name in the history entry (see `pickRoute` for why).
 */
import { createContext, type ReactNode, useCallback, useContext } from 'react'
import { Link, type Params, useLocation, useNavigate } from 'react-router'
import {
  type FlatRoute,
  type ParamsOf,
  pathOf,
  pickRoute,
  type QueryInit,
  type RouteName,
  routeStateKey,
} from './routes'

/** What each react-router route carries from the table: the table routes it stands for. */
export interface RouteHandle {
  routes: readonly FlatRoute[]
}

/** One matched router route, outermost first: its handle (page routes carry a `RouteHandle`) and parameters. */
export interface RouteMatch {
  handle?: unknown
  params: Params
}

/**
 * The router routes matching the address, outermost first (the router computes them once per address). The site
 * uses react-router's declarative `<BrowserRouter>`, whose `useMatches` is not available, and half the size.
 */
export const RouteMatchesContext = createContext<readonly RouteMatch[]>([])

export const useRouteMatches = () => useContext(RouteMatchesContext)

/** The table route of the deepest match (the one being shown), resolved for shared addresses. */
export function routeOfMatches(matches: readonly RouteMatch[], state: unknown): FlatRoute | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined
    if (handle?.routes?.length) return pickRoute(handle.routes, state) ?? null
  }
  return null
}

/** The table route being shown. */
export function useResolvedRoute(): FlatRoute | null {
  const matches = useRouteMatches()
  const location = useLocation()
  return routeOfMatches(matches, location.state)
}

export type NavigateByName = (
  name: string,
  params?: Record<string, string | number>,
  query?: QueryInit,
  options?: { replace?: boolean },
) => Promise<void>

/** Navigation by route name; throws on an unknown name or a missing parameter (before anything moves). */
export function useNavigateByName(): NavigateByName {
  const navigate = useNavigate()
  return useCallback<NavigateByName>(
    async (name, params, query, options) => {
      const to = pathOf(name, params, query)
      await navigate(to, {
        replace: options?.replace ?? false,
        state: { [routeStateKey]: name },
      })
    },
    [navigate],
  )
}

export interface RouteLinkProps<N extends RouteName> {
  to: N
  params?: ParamsOf<N>
  query?: QueryInit
  className?: string
  children: ReactNode
  current?: boolean
  onClick?: () => void
  'aria-label'?: string
}

/** A link to a named route (a real `<a href>`: opens in a new tab, copies, and works without script). */
export function RouteLink<N extends RouteName>({
  to,
  params,
  query,
  className,
  children,
  current,
  onClick,
  ...rest
}: RouteLinkProps<N>) {
  return (
    <Link
      to={pathOf(to, params, query)}
      state={{ [routeStateKey]: to }}
      className={className}
      aria-current={current ? 'page' : undefined}
      // react-router replaces the entry when the address is the current one; two routes share an address, so
      // only a link to the route being shown replaces
      replace={current ? undefined : false}
      onClick={onClick}
      {...rest}
    >
      {children}
    </Link>
  )
}
