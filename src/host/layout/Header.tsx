/** The site header: menu button (narrow screens), brand, language switch, notifications bell and the user menu. */
import { useEffect, useRef } from 'react'
import { useCore, useSignal, useT } from '../../widgets/ui'
import { HelpButton } from '../help/HelpButton'
import { go } from '../history'
import { Icon } from '../icons'
import { useMode } from '../mode'
import { RouteLink } from '../navigation'
import { pathOf } from '../routes'
import type { HostTextKey } from '../texts/keys'
import { WidgetTag } from '../widgets'
import { Brand } from './Brand'
import { LanguageSwitch } from './LanguageSwitch'
import { UserMenu } from './UserMenu'

export interface HeaderProps {
  /** Shows the menu button that opens the side menu (narrow screens). */
  menuButton?: { open: boolean; controls: string; onToggle: () => void }
}

export function Header({ menuButton }: HeaderProps) {
  const t = useT<HostTextKey>()
  const core = useCore()
  const signedIn = useSignal(core.session.isSignedIn)
  const { miniApp } = useMode()
  const bell = useRef<HTMLElement>(null)

  // a notification's link is a path of this site: follow it without reloading the page
  // biome-ignore lint/correctness/useExhaustiveDependencies: the bell element comes and goes with the session
  useEffect(() => {
    const el = bell.current
    if (!el) return
    const onOpen = (event: CustomEvent<{ link: string | null }>) => {
      const link = event.detail.link
      if (!link?.startsWith('/') || link.startsWith('//')) return
      event.preventDefault()
      go(link)
    }
    el.addEventListener('fx-notification-open', onOpen)
    return () => el.removeEventListener('fx-notification-open', onOpen)
  }, [signedIn])

  return (
    <header className="hx-header">
      {menuButton && (
        <button
          type="button"
          className="hx-burger"
          aria-expanded={menuButton.open}
          aria-controls={menuButton.controls}
          onClick={menuButton.onToggle}
        >
          <Icon name={menuButton.open ? 'close' : 'menu'} size={22} />
          <span className="fx-visually-hidden">{t(menuButton.open ? 'host.close_menu' : 'host.open_menu')}</span>
        </button>
      )}
      <Brand compact={miniApp} />
      <div className="hx-header-tools">
        <LanguageSwitch />
        {signedIn ? (
          <>
            <HelpButton />
            <WidgetTag
              tag="fx-notifications-bell"
              ref={bell}
              className="hx-bell"
              {...{ 'list-url': pathOf('account-notifications') }}
            />
            <UserMenu />
          </>
        ) : (
          <div className="hx-guest">
            <RouteLink to="login" className="hx-header-link">
              {t('common.sign_in')}
            </RouteLink>
            {!miniApp && (
              <RouteLink to="registration" className="hx-header-link hx-header-link-strong">
                {t('common.register')}
              </RouteLink>
            )}
          </div>
        )}
      </div>
    </header>
  )
}
