/**
 * /advance-payment (open): what an advance for a trip is and how to start, for a visitor; the way to the advances
 * of its orders, for a shipper; for a carrier, its one application to the factoring partner
 * (./advance-application.tsx).
 */
import { advanceTerms } from '../../../core/contract/finance'
import { addTexts } from '../../../core/i18n/texts'
import { Skeleton, useEndpoint, useT } from '../../../widgets/ui'
import { Page } from '../../forms/page'
import { useCurrentUser } from '../../forms/use-session'
import { RouteLink } from '../../navigation'
import { useMayOpen } from '../../session'
import * as financeTexts from '../../texts/finance'
import type { HostTextKey } from '../../texts/keys'
import './finance.css'
import { Application } from './advance-application'

addTexts(financeTexts)

export default function AdvancePaymentPage() {
  const t = useT<HostTextKey>()
  const { user, loading } = useCurrentUser()
  const roles = user?.roles ?? []
  const carrier = roles.includes('carrier') || roles.includes('expeditor')
  // the shipper's staff who keep the prepayments are sent there; a logistician, who cannot open them, is not
  const mayOpen = useMayOpen()
  return (
    <Page name="advance-payment" title={t('route.advance-payment')}>
      {loading && <Skeleton lines={4} />}
      {!loading && !carrier && (
        <Intro signedIn={user !== null} shipper={roles.includes('shipper') && mayOpen('finance-prepayment')} />
      )}
      {!loading && carrier && <Application />}
    </Page>
  )
}

function Intro({ signedIn, shipper }: { signedIn: boolean; shipper: boolean }) {
  const t = useT<HostTextKey>()
  const terms = useEndpoint(advanceTerms, {}, { select: (answer) => answer.data })
  return (
    <section className="fx-hp-section" data-intro>
      <h2>{t('finance.intro_title')}</h2>
      <p>{t('finance.intro_text')}</p>
      {terms.state === 'ready' && (
        <p data-terms>
          {terms.data.configured
            ? t('finance.terms', { min: terms.data.percent.min, max: terms.data.percent.max })
            : t('finance.not_configured')}
        </p>
      )}
      {!signedIn && (
        <>
          <p>{t('finance.intro_steps')}</p>
          <div className="fx-hp-links">
            <RouteLink to="login" className="fx-hp-link">
              {t('finance.sign_in')}
            </RouteLink>
            <RouteLink to="registration" className="fx-hp-link">
              {t('finance.register')}
            </RouteLink>
          </div>
        </>
      )}
      {shipper && (
        <>
          <p>{t('finance.shipper_hint')}</p>
          <div className="fx-hp-links">
            <RouteLink to="finance-prepayment" className="fx-hp-link">
              {t('finance.open_prepayment')}
            </RouteLink>
          </div>
        </>
      )}
    </section>
  )
}
