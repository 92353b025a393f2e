/** The side menu: the user's routes by section, read from the route table and filtered by the guard. */
import { useMemo } from 'react'
import { useT } from '../../widgets/ui'
import { Icon, sectionIcons } from '../icons'
import { menuGroups } from '../menu'
import { useMode } from '../mode'
import { RouteLink } from '../navigation'
import type { RouteName } from '../routes'
import { useGuardSession } from '../session'
import type { HostTextKey } from '../texts/keys'
import { routeTitle } from '../texts/route-texts'

export interface SideMenuProps {
  /** The route being shown (by name: two routes share one address). */
  current: string | null
  id?: string
  onNavigate?: () => void
}

export function SideMenu({ current, id, onNavigate }: SideMenuProps) {
  const t = useT<HostTextKey>()
  const session = useGuardSession()
  const mode = useMode()
  const groups = useMemo(() => menuGroups(session, mode), [session, mode])
  return (
    <nav className="hx-menu" id={id} aria-label={t('host.menu')}>
      {groups.map((group) => (
        <section key={group.section} className="hx-menu-group" aria-labelledby={`hx-menu-${group.section}`}>
          <h2 className="hx-menu-title" id={`hx-menu-${group.section}`}>
            <Icon name={sectionIcons[group.section]} size={16} />
            {t(`menu_section.${group.section}`)}
          </h2>
          <ul>
            {group.items.map((route) => (
              <li key={route.name}>
                <RouteLink
                  to={route.name as RouteName}
                  className="hx-menu-item"
                  current={route.name === current}
                  onClick={onNavigate}
                >
                  <span>{routeTitle(t, route.name)}</span>
                </RouteLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  )
}
