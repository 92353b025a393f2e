/** The mini-app's bottom tabs: the user's first menu routes, and the account (or sign-in) tab. */
import { useMemo } from 'react'
import { mayOpen } from '../../core/guard'
import { useT } from '../../widgets/ui'
import { Icon, routeIcons, sectionIcons } from '../icons'
import { tabRoutes } from '../menu'
import { useMode } from '../mode'
import { RouteLink } from '../navigation'
import { type FlatRoute, type RouteName, routeOf } from '../routes'
import { useGuardSession } from '../session'
import type { HostTextKey } from '../texts/keys'
import { tabLabel } from '../texts/route-texts'

export function TabBar({ current }: { current: string | null }) {
  const t = useT<HostTextKey>()
  const session = useGuardSession()
  const mode = useMode()
  const tabs = useMemo(() => {
    const list: FlatRoute[] = tabRoutes(session, mode)
    const account = routeOf(session.accessToken ? 'account-profile' : 'login')
    if (mayOpen(account, session, mode)) list.push(account)
    return list
  }, [session, mode])
  if (tabs.length < 2) return null
  return (
    <nav className="hx-tabbar" aria-label={t('host.tabs')}>
      {tabs.map((route) => (
        <RouteLink key={route.name} to={route.name as RouteName} className="hx-tab" current={route.name === current}>
          <Icon name={routeIcons[route.name] ?? (route.menu ? sectionIcons[route.menu.section] : 'user')} size={22} />
          <span className="hx-tab-label">{tabLabel(t, route.name)}</span>
        </RouteLink>
      ))}
    </nav>
  )
}
