/**
 * Asks the route guard (core/guard) about the route being shown, and follows its redirect. One case comes before
 * the guard (spec 4, 8): when the server answers 401 on a login-required page, the session drops the token, and
 * this page goes to login. A visitor sent to the search carries the address asked for (`?next=`, offered there by
 * ./GuardNotice.tsx), and a sign-in page that finds the user signed in goes there instead of the start page. A user
 * whose role may not use the page lands on their start page, which says whom the page is for.
 */
import { type ReactNode, useEffect, useRef } from 'react'
import { guard } from '../../core/guard'
import { useCore, useSignal } from '../../widgets/ui'
import { Redirect, useHostLocation } from '../history'
import { useMode } from '../mode'
import { useResolvedRoute } from '../navigation'
import { returnKey, returnPath } from '../return-to'
import { pathOf, routeStateKey } from '../routes'
import { useGuardSession } from '../session'
import { refusedKey } from './GuardNotice'

export function Guarded({ children }: { children: ReactNode }) {
  const route = useResolvedRoute()
  const session = useGuardSession()
  const mode = useMode()
  const location = useHostLocation()
  const core = useCore()
  const reason = useSignal(core.session.signOutReason)
  // the token this very page was shown with (set after each commit)
  const shown = useRef<{ key: string; token: boolean } | null>(null)
  useEffect(() => {
    shown.current = { key: location.key, token: session.accessToken !== null }
  })
  if (!route) return children

  const here = `${location.pathname}${location.search}`
  // lost on this page: it was shown with a token, or nothing was shown yet (the first render is a transition, and
  // the start-up's `me` may answer 401 before it commits)
  const shownWithToken = shown.current === null || (shown.current.key === location.key && shown.current.token)
  const lostHere = shownWithToken && session.accessToken === null
  if (lostHere && reason === 'unauthorized' && !route.open) {
    return <Redirect to={pathOf('login', {}, { [returnKey]: here })} state={{ [routeStateKey]: 'login' }} />
  }
  const verdict = guard(route, session, mode)
  if (verdict === 'proceed') return children
  const back =
    route.guestOnly && session.accessToken ? returnPath(new URLSearchParams(location.search).get(returnKey)) : null
  if (back) return <Redirect to={back} />
  const query = verdict.returnTo ? { [returnKey]: here } : undefined
  const state = { [routeStateKey]: verdict.redirect, ...(verdict.refused ? { [refusedKey]: route.name } : {}) }
  return <Redirect to={pathOf(verdict.redirect, {}, query)} state={state} />
}
