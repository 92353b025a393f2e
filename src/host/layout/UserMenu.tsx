/** The signed-in user's menu in the header: profile, company, sign out. */
import { useEffect, useId, useRef, useState } from 'react'
import { logout } from '../../core/contract/auth'
import { mayOpen } from '../../core/guard'
import { useCore, useSignal, useT } from '../../widgets/ui'
import { openWhatsNew } from '../help/requests'
import { Icon } from '../icons'
import { useMode } from '../mode'
import { RouteLink, useNavigateByName } from '../navigation'
import { type RouteName, routeOf } from '../routes'
import { useGuardSession } from '../session'
import type { HostTextKey } from '../texts/keys'

const items = ['account-profile', 'account-company', 'account-help'] as const satisfies readonly RouteName[]

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  return (parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts[1]?.[0] ?? ''}` : name.slice(0, 2)).toUpperCase() || '·'
}

export function UserMenu() {
  const t = useT<HostTextKey>()
  const core = useCore()
  const user = useSignal(core.session.user)
  const session = useGuardSession()
  const mode = useMode()
  const navigate = useNavigateByName()
  const [open, setOpen] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const menuId = useId()

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (box.current && !event.composedPath().includes(box.current)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        button.current?.focus()
      }
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  // end the session, then to login: the sign-in page is for visitors (a signed-in user is sent on from it), and the
  // page being left, if it needs login, offers sign-in by itself meanwhile
  const signOut = async () => {
    setOpen(false)
    try {
      await core.api.call(logout)
    } catch {
      // the token is dropped here either way
    }
    core.session.signOut('user')
    await navigate('login')
  }

  const name = user?.name ?? user?.email ?? t('host.account')
  const visible = items.filter((item) => mayOpen(routeOf(item), session, mode))
  return (
    <div className="hx-user" ref={box}>
      <button
        ref={button}
        type="button"
        className="hx-user-button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="hx-avatar" aria-hidden="true">
          {user ? initials(user.name) : <Icon name="user" size={18} />}
        </span>
        <span className="hx-user-name">{name}</span>
        <span className="fx-visually-hidden">{t('host.user_menu')}</span>
      </button>
      {open && (
        <div className="hx-user-menu" id={menuId}>
          {user && (
            <div className="hx-user-card">
              <strong>{user.name}</strong>
              <span>{user.email}</span>
              {user.company && <span>{user.company.name}</span>}
            </div>
          )}
          <ul>
            {visible.map((item) => (
              <li key={item}>
                <RouteLink to={item} className="hx-user-item" onClick={() => setOpen(false)}>
                  <Icon
                    name={item === 'account-profile' ? 'user' : item === 'account-help' ? 'help' : 'building'}
                    size={18}
                  />
                  {t(`route.${item}`)}
                </RouteLink>
              </li>
            ))}
            <li>
              <button
                type="button"
                className="hx-user-item"
                data-action="whats-new"
                onClick={() => {
                  setOpen(false)
                  openWhatsNew()
                }}
              >
                <Icon name="inbox" size={18} />
                {t('host.whats_new')}
              </button>
            </li>
            <li>
              <button type="button" className="hx-user-item" onClick={() => void signOut()}>
                <Icon name="logout" size={18} />
                {t('common.sign_out')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  )
}
