/**
 * Navigation by route name on the site's history (history.tsx): every address the host makes comes from `pathOf`
 * (routes.ts), and every navigation records the route's name in the history entry (see `pickRoute` for why).
 */
import { createContext, type ReactNode, useCallback, useContext } from 'react'
import { go, HistoryLink, useHostLocation } from './history'
import {
  type FlatRoute,
  type ParamsOf,
  pathOf,
  pickRoute,
  type QueryInit,
  type RouteName,
  routeStateKey,
} from './routes'

/**
 * What the address matches in the route table (router.tsx computes it once per address): the table routes that
 * share the matched address (one but for cargos-in-work and orders-in-work) and the address's parameters.
 */
export interface RouteMatch {
  routes: readonly FlatRoute[]
  params: Readonly<Record<string, string>>
}

export const RouteMatchContext = createContext<RouteMatch | null>(null)

export const useRouteMatch = () => useContext(RouteMatchContext)

/** The table route being shown, resolved for shared addresses by the history entry's route name. */
export function useResolvedRoute(): FlatRoute | null {
  const match = useRouteMatch()
  const { state } = useHostLocation()
  return match ? (pickRoute(match.routes, state) ?? null) : null
}

export type NavigateByName = (
  name: string,
  params?: Record<string, string | number>,
  query?: QueryInit,
  options?: { replace?: boolean },
) => Promise<void>

/** Navigation by route name; throws on an unknown name or a missing parameter (before anything moves). */
export function useNavigateByName(): NavigateByName {
  return useCallback<NavigateByName>(async (name, params, query, options) => {
    const to = pathOf(name, params, query)
    go(to, { replace: options?.replace ?? false, state: { [routeStateKey]: name } })
  }, [])
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
    <HistoryLink
      href={pathOf(to, params, query)}
      state={{ [routeStateKey]: to }}
      className={className}
      aria-current={current ? 'page' : undefined}
      // a link to the route being shown replaces its entry (a second click adds no step to go back through)
      replace={current}
      onClick={onClick}
      {...rest}
    >
      {children}
    </HistoryLink>
  )
}
