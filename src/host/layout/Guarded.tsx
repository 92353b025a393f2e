/**
 * Asks the route guard (core/guard) about the route being shown, and follows its redirect. One case comes before
 * the guard (spec 4, 8): when the server answers 401 on a login-required page, the session drops the token, and
 * this page goes to login (not to the search, where rule 2 would send a visitor who never had a token).
 */
import { type ReactNode, useEffect, useRef } from 'react'
import { Navigate, useLocation } from 'react-router'
import { guard } from '../../core/guard'
import { useCore, useSignal } from '../../widgets/ui'
import { useMode } from '../mode'
import { useResolvedRoute } from '../navigation'
import { pathOf, routeStateKey } from '../routes'
import { useGuardSession } from '../session'

export function Guarded({ children }: { children: ReactNode }) {
  const route = useResolvedRoute()
  const session = useGuardSession()
  const mode = useMode()
  const location = useLocation()
  const core = useCore()
  const reason = useSignal(core.session.signOutReason)
  // the token this very page was shown with (set after each commit)
  const shown = useRef<{ key: string; token: boolean } | null>(null)
  useEffect(() => {
    shown.current = { key: location.key, token: session.accessToken !== null }
  })
  if (!route) return children

  const lostHere = shown.current?.key === location.key && shown.current.token && session.accessToken === null
  const target =
    lostHere && reason === 'unauthorized' && !route.open
      ? 'login'
      : ((verdict) => (verdict === 'proceed' ? null : verdict.redirect))(guard(route, session, mode))
  if (!target) return children
  return <Navigate to={pathOf(target)} replace state={{ [routeStateKey]: target }} />
}
