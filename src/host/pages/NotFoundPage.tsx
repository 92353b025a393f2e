/** The 404 page (spec 2: anything else): outside the layouts, with the brand and the language switch. */
import { useT } from '../../widgets/ui'
import { Brand } from '../layout/Brand'
import { LanguageSwitch } from '../layout/LanguageSwitch'
import { useDocumentTitle } from '../layout/useDocumentTitle'
import { RouteLink } from '../navigation'
import { routeOf } from '../routes'
import type { HostTextKey } from '../texts/keys'

export default function NotFoundPage() {
  const t = useT<HostTextKey>()
  useDocumentTitle(routeOf('not-found'))
  return (
    <div className="hx-auth hx-not-found" data-layout="none" data-route="not-found">
      <header className="hx-auth-header">
        <Brand />
        <LanguageSwitch />
      </header>
      <main className="hx-auth-main" id="hx-main">
        <div className="hx-not-found-box">
          <p className="hx-not-found-code" aria-hidden="true">
            404
          </p>
          <h1 className="hx-title">{t('route.not-found')}</h1>
          <p className="hx-lead">{t('host.not_found_text')}</p>
          <RouteLink to="cargos-search" className="fx-button" data-variant="primary">
            {t('host.go_to_search')}
          </RouteLink>
        </div>
      </main>
    </div>
  )
}
