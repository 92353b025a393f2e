/**
 * The main layout (spec 2: every route but the marketplace home and the catch-all): header, side menu by role,
 * the page with its title. At 550 px and below the menu hides behind a menu button; in the Telegram mini-app
 * there is no side menu but a bottom tab bar.
 */
import { type ComponentType, type ReactNode, useEffect, useState } from 'react'
import { useT } from '../../widgets/ui'
import { useHostLocation } from '../history'
import { useMode, useNarrow } from '../mode'
import { useResolvedRoute } from '../navigation'
import type { HostTextKey } from '../texts/keys'
import { routeTitle } from '../texts/route-texts'
import { Guarded } from './Guarded'
import { GuardNotice } from './GuardNotice'
import { Header } from './Header'
import { SideMenu } from './SideMenu'
import { TabBar } from './TabBar'
import { useDocumentTitle } from './useDocumentTitle'

const menuId = 'hx-side-menu'

/**
 * The version notice, "what's new" and the tour runner: nothing on screen at first, so loaded once the browser is
 * idle after the first paint (from an effect: a `lazy` component would start loading during the first render), not
 * while the page's own chunks and data are still coming.
 */
function useHelpExtras(): ComponentType | null {
  const [extras, setExtras] = useState<{ Component: ComponentType } | null>(null)
  useEffect(() => {
    let live = true
    const load = () =>
      import('../help/HelpExtras')
        .then((module) => live && setExtras({ Component: module.default }))
        .catch((error: unknown) => console.error('[fx host] could not load the help pieces', error))
    const cancel =
      typeof requestIdleCallback === 'function'
        ? (
            (handle) => () =>
              cancelIdleCallback(handle)
          )(requestIdleCallback(load, { timeout: 3000 }))
        : (
            (handle) => () =>
              clearTimeout(handle)
          )(setTimeout(load, 1000))
    return () => {
      live = false
      cancel()
    }
  }, [])
  return extras?.Component ?? null
}

function Shell({ children }: { children: ReactNode }) {
  const t = useT<HostTextKey>()
  const route = useResolvedRoute()
  const { miniApp } = useMode()
  const narrow = useNarrow()
  const location = useHostLocation()
  const [menuOpen, setMenuOpen] = useState(false)
  const HelpExtras = useHelpExtras()
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
          <GuardNotice />
          {children}
        </main>
      </div>
      {miniApp && <TabBar current={route?.name ?? null} />}
      {HelpExtras && <HelpExtras />}
    </div>
  )
}

export function MainLayout({ children }: { children: ReactNode }) {
  return (
    <Guarded>
      <Shell>{children}</Shell>
    </Guarded>
  )
}
