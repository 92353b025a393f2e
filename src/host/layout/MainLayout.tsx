/**
 * The main layout (spec 2: every route but the marketplace home and the catch-all): header, side menu by role,
 * the page with its title. At 550 px and below the menu hides behind a menu button; in the Telegram mini-app
 * there is no side menu but a bottom tab bar.
 */
import { useEffect, useState } from 'react'
import { Outlet, useLocation } from 'react-router'
import { useT } from '../../widgets/ui'
import { TourRunner } from '../help/tour-runner'
import { VersionNotice } from '../help/VersionNotice'
import { WhatsNew } from '../help/WhatsNew'
import { useMode, useNarrow } from '../mode'
import { useResolvedRoute } from '../navigation'
import type { HostTextKey } from '../texts/keys'
import { routeTitle } from '../texts/route-texts'
import { Guarded } from './Guarded'
import { Header } from './Header'
import { SideMenu } from './SideMenu'
import { TabBar } from './TabBar'
import { useDocumentTitle } from './useDocumentTitle'

const menuId = 'hx-side-menu'

function Shell() {
  const t = useT<HostTextKey>()
  const route = useResolvedRoute()
  const { miniApp } = useMode()
  const narrow = useNarrow()
  const location = useLocation()
  const [menuOpen, setMenuOpen] = useState(false)
  useDocumentTitle(route)

  // the drawer closes on every navigation and when the window grows wide
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key is the trigger
  useEffect(() => setMenuOpen(false), [location.key, narrow])
  useEffect(() => {
    if (!menuOpen) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false)
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [menuOpen])

  const drawer = narrow && !miniApp
  return (
    <div
      className="hx-shell"
      data-layout="main"
      data-route={route?.name}
      data-mini-app={miniApp || undefined}
      data-narrow={narrow || undefined}
    >
      <a className="hx-skip" href="#hx-main">
        {t('host.skip_to_content')}
      </a>
      <Header
        menuButton={
          drawer ? { open: menuOpen, controls: menuId, onToggle: () => setMenuOpen((open) => !open) } : undefined
        }
      />
      <div className="hx-body">
        {!miniApp && (
          <div className="hx-sidebar" data-open={menuOpen || undefined} hidden={drawer && !menuOpen}>
            <SideMenu current={route?.name ?? null} id={menuId} onNavigate={() => setMenuOpen(false)} />
          </div>
        )}
        {drawer && menuOpen && (
          <button
            type="button"
            className="hx-scrim"
            aria-label={t('host.close_menu')}
            tabIndex={-1}
            onClick={() => setMenuOpen(false)}
          />
        )}
        <main className="hx-main" id="hx-main" tabIndex={-1}>
          {route?.heading === 'layout' && <h1 className="hx-title">{routeTitle(t, route.name)}</h1>}
          <Outlet />
        </main>
      </div>
      {miniApp && <TabBar current={route?.name ?? null} />}
      <VersionNotice />
      <WhatsNew />
      <TourRunner />
    </div>
  )
}

export function MainLayout() {
  return (
    <Guarded>
      <Shell />
    </Guarded>
  )
}
