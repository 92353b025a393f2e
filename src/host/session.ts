/**
 * The shared session as the host reads it: the guard's view of it (a session without a token has no roles and
 * no company type, whatever storage still holds).
 */
import { useCallback, useMemo } from 'react'
import { type GuardSession, mayOpen } from '../core/guard'
import { getCore } from '../core/session'
import { useSignal } from '../widgets/ui'
import { useMode } from './mode'
import { findRoute } from './routes'

export function toGuardSession(
  token: string | null,
  roles: readonly string[],
  companyType: string | null,
): GuardSession {
  return token ? { accessToken: token, roles, companyType } : { accessToken: null, roles: [], companyType: null }
}

/** The session as the guard reads it; re-renders when the token, the roles or the company type change. */
export function useGuardSession(): GuardSession {
  const { session } = getCore()
  const token = useSignal(session.accessToken)
  const roles = useSignal(session.userRoles)
  const companyType = useSignal(session.userCompanyType)
  return useMemo(() => toGuardSession(token, roles, companyType), [token, roles, companyType])
}

/** Whether the user may open the route of this name as they are: a page offers a link only where the guard lets it go. */
export function useMayOpen(): (name: string) => boolean {
  const session = useGuardSession()
  const mode = useMode()
  return useCallback(
    (name: string) => {
      const route = findRoute(name)
      return route !== undefined && mayOpen(route, session, mode)
    },
    [session, mode],
  )
}
