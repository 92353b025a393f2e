/**
 * What every host page may ask of the host shell: navigation by route name (names are those of src/host/routes.ts;
 * an unknown name or a missing parameter throws), and the current route's parameters and query.
 */
import { createContext, useContext } from 'react'
import type { FlatRoute } from './routes'

export interface HostContextValue {
  navigate(name: string, params?: Record<string, string | number>, query?: Record<string, string>): void
  params: Record<string, string>
  query: URLSearchParams
}

export const HostContext = createContext<HostContextValue | null>(null)

export function useHost(): HostContextValue {
  const value = useContext(HostContext)
  if (!value) throw new Error('useHost() is used outside the host shell (HostContext.Provider is missing)')
  return value
}

/** The route being shown (its name, flags, type), for host screens that serve several routes. */
export const CurrentRouteContext = createContext<FlatRoute | null>(null)

export function useCurrentRoute(): FlatRoute | null {
  return useContext(CurrentRouteContext)
}
