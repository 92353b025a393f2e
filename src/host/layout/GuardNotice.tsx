/**
 * What the guard's redirects leave to say where the user lands (core/guard): a visitor sent from a page that needs
 * sign-in to the search is offered to sign in and come back (`?next=`); a signed-in user whose role may not use the
 * page asked for is told whom it is for («Эта страница для перевозчиков»), not moved silently.
 */
import type { Access } from '../../core/contract/endpoint'
import { useT } from '../../widgets/ui'
import { useHostLocation } from '../history'
import { RouteLink } from '../navigation'
import { returnKey, returnPath } from '../return-to'
import { matchAddress, tablePatterns } from '../route-match'
import { findRoute } from '../routes'
import { useGuardSession } from '../session'
import type { HostTextKey } from '../texts/keys'
import { routeTitle } from '../texts/route-texts'

/** The history state key under which a refused route's name travels to the page the user lands on. */
export const refusedKey = 'fxRefused'

type Audience = 'carrier' | 'shipper' | 'security' | 'manager'

const audienceOfRole: Record<string, Audience> = {
  carrier: 'carrier',
  expeditor: 'carrier',
  external_carrier: 'carrier',
  shipper: 'shipper',
  'shipper.logist': 'shipper',
  security: 'security',
  admin: 'manager',
  manager: 'manager',
}

/** Whom a route is for, from the access rules of its calls (in a stable order, without repeats). */
export function audienceOf(access: readonly Access[] | undefined): Audience[] {
  const out = new Set<Audience>()
  for (const rule of access ?? []) {
    if (typeof rule === 'string') continue
    for (const role of rule) {
      const audience = audienceOfRole[role]
      if (audience) out.add(audience)
    }
  }
  return (['carrier', 'shipper', 'security', 'manager'] as const).filter((a) => out.has(a))
}

let patterns: ReturnType<typeof tablePatterns> | null = null

/** The route an address of this site shows (its first), for naming it. */
function routeAt(path: string) {
  patterns ??= tablePatterns()
  const found = matchAddress(patterns, path.split(/[?#]/)[0] ?? path)
  return found && 'routes' in found.shown ? (found.shown.routes[0] ?? null) : null
}

export function GuardNotice() {
  const t = useT<HostTextKey>()
  const location = useHostLocation()
  const session = useGuardSession()
  const refused = location.state[refusedKey]
  const refusedRoute = typeof refused === 'string' ? findRoute(refused) : undefined
  if (refusedRoute && session.accessToken) {
    const audience = audienceOf(refusedRoute.access)
      .map((a) => t(`host.audience_${a}`))
      .join(t('host.audience_or'))
    return (
      <p className="hx-guard-notice" data-kind="info" role="status" data-notice="not-for-role">
        {t('host.not_for', { page: routeTitle(t, refusedRoute.name), audience })}
      </p>
    )
  }
  const next = session.accessToken ? null : returnPath(new URLSearchParams(location.search).get(returnKey))
  const asked = next ? routeAt(next) : null
  if (next && asked) {
    return (
      <p className="hx-guard-notice" data-kind="info" role="status" data-notice="sign-in-to-open">
        <span>{t('host.sign_in_to_open', { page: routeTitle(t, asked.name) })}</span>{' '}
        <RouteLink to="login" query={{ [returnKey]: next }} className="hx-guard-sign-in">
          {t('host.sign_in_and_return')}
        </RouteLink>
      </p>
    )
  }
  return null
}
