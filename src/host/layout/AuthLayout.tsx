/** The auth layout (/login and its children, /registration): the brand, the language switch, one card. */
import type { ReactNode } from 'react'
import { useT } from '../../widgets/ui'
import { RouteLink, useResolvedRoute } from '../navigation'
import type { HostTextKey } from '../texts/keys'
import { Brand } from './Brand'
import { Guarded } from './Guarded'
import { LanguageSwitch } from './LanguageSwitch'
import { useDocumentTitle } from './useDocumentTitle'

function AuthShell({ children }: { children: ReactNode }) {
  const t = useT<HostTextKey>()
  const route = useResolvedRoute()
  useDocumentTitle(route)
  return (
    <div className="hx-auth" data-layout="auth" data-route={route?.name}>
      <header className="hx-auth-header">
        <Brand />
        <LanguageSwitch />
      </header>
      <main className="hx-auth-main" id="hx-main" tabIndex={-1}>
        <div className="hx-auth-card">{children}</div>
        <p className="hx-auth-aside">
          <RouteLink to="cargos-search">{t('host.browse_cargos')}</RouteLink>
        </p>
      </main>
    </div>
  )
}

export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Guarded>
      <AuthShell>{children}</AuthShell>
    </Guarded>
  )
}
