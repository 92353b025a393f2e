/**
 * One cargo (spec 2: cargos-details, the id passed as a prop): GET cargos/{id}, with its contacts for signed-in
 * users, here, and the rest of the domain's `CargoDetails` (points and route, price history, status, contacts, and
 * for a signed-in carrier or expeditor the trucks that fit and its response with a price, a truck and a comment).
 * An id that is no cargo says so.
 */

import { useState } from 'react'
import { isApiError } from '../../../core/api'
import { getCargo } from '../../../core/contract/cargo'
import { addTexts } from '../../../core/i18n/texts'
import type { CargoSearchTextKey } from '../../../widgets/cargo-search/texts'
import * as cargoSearchTexts from '../../../widgets/cargo-search/texts'
import { CargoDetails, type CargoDetailsClassNames, cargoPrice } from '../../../widgets/domain'
import type { DomainTextKey } from '../../../widgets/domain/texts'
import * as domainTexts from '../../../widgets/domain/texts'
import {
  Button,
  EmptyState,
  ErrorState,
  Skeleton,
  useCore,
  useEndpoint,
  useFormat,
  useSignal,
  useT,
  useToast,
} from '../../../widgets/ui'
import { toastFailure } from '../../forms/errors'
import { Icon } from '../../icons'
import { RouteLink } from '../../navigation'
import { useTelegramMainButton } from '../../telegram/main-button'
import { TelegramMessageDialog } from '../../telegram/TelegramMessageDialog'
import type { HostTextKey } from '../../texts/keys'
import * as responsesTexts from '../../texts/responses'
import './details-page.css'

// this page's own texts (the site starts with its shell's only)
addTexts(cargoSearchTexts, domainTexts, responsesTexts)

export interface DetailsPageProps {
  id: string
}

/** The names the host's tests know the details' pieces by. */
const classNames: CargoDetailsClassNames = { points: 'hx-points', respond: 'hx-respond' }

export default function DetailsPage({ id }: DetailsPageProps) {
  const t = useT<HostTextKey | CargoSearchTextKey | DomainTextKey>()
  const core = useCore()
  const toast = useToast()
  const signedIn = useSignal(core.session.isSignedIn)
  const roles = useSignal(core.session.userRoles)
  const carrier = signedIn && (roles.includes('carrier') || roles.includes('expeditor'))
  const format = useFormat()
  const [telegram, setTelegram] = useState(false)
  // the mini-app's main button: a carrier's main action here is to respond
  useTelegramMainButton(carrier ? t('telegram.respond') : null, () => {
    const form = document.querySelector<HTMLElement>('.hx-respond[data-response-status]')
    form?.scrollIntoView({ behavior: 'smooth', block: 'center' })
    form
      ?.querySelector<HTMLElement>('input:not([disabled]), textarea, button:not([disabled])')
      ?.focus({ preventScroll: true })
  })
  const cargoId = Number(id)
  const valid = Number.isInteger(cargoId) && cargoId > 0
  const cargo = useEndpoint(
    getCargo,
    { params: { id: cargoId }, query: signedIn ? { include: ['contacts'] } : {} },
    { enabled: valid, select: (answer) => answer.data },
  )

  const back = (
    <RouteLink to="cargos-search" className="hx-back">
      <Icon name="back" size={18} />
      {t('host.back_to_search')}
    </RouteLink>
  )

  if (!valid || (cargo.state === 'error' && isApiError(cargo.error) && cargo.error.status === 404)) {
    return (
      <div className="hx-page">
        {back}
        <EmptyState title={t('host.cargo_not_found')} description={t('host.cargo_not_found_hint', { id })} />
      </div>
    )
  }
  if (cargo.state === 'error') {
    return (
      <div className="hx-page">
        {back}
        <ErrorState error={cargo.error} onRetry={cargo.reload} />
      </div>
    )
  }
  if (cargo.state !== 'ready') {
    return (
      <div className="hx-page">
        {back}
        <div className="hx-card">
          <Skeleton lines={5} label={t('common.loading')} />
        </div>
      </div>
    )
  }
  const data = cargo.data
  const head = (
    <>
      <p className="hx-details-number">
        {t('cargo_search.cargo_number', { id: data.id })}
        <span className="hx-badge" data-stage={data.stage}>
          {t(`cargo_search.stage_${data.stage}`)}
        </span>
      </p>
      <h2 className="hx-details-route">
        <span>{data.start_point.name}</span>
        <span aria-hidden="true" className="hx-arrow">
          →
        </span>
        <span className="fx-visually-hidden">—</span>
        <span>{data.finish_point.name}</span>
      </h2>
      <p className="hx-details-price">
        <strong>{cargoPrice(data.price, data.currency, format, t)}</strong>
        {data.price_per_km !== null && (
          <span className="hx-muted">
            {t('cargo_search.per_km', { value: format.money(data.price_per_km, data.currency) })}
          </span>
        )}
        {data.distance_km !== null && (
          <span className="hx-muted">{t('units.kilometres', { value: format.number(data.distance_km) })}</span>
        )}
      </p>
    </>
  )
  return (
    <div className="hx-page hx-details" data-cargo={data.id}>
      <div className="hx-details-bar">
        {back}
        {signedIn && (
          <Button size="small" variant="ghost" data-action="send-telegram" onClick={() => setTelegram(true)}>
            <Icon name="send" size={18} />
            {t('telegram.send')}
          </Button>
        )}
      </div>
      <TelegramMessageDialog open={telegram} onClose={() => setTelegram(false)} cargoId={data.id} />
      <CargoDetails
        id={data.id}
        cargo={data}
        layout="page"
        head={head}
        signedIn={signedIn}
        carrier={carrier}
        signIn={<p className="hx-muted">{t('cargo_search.contacts_sign_in')}</p>}
        onRespondFailure={(error) => toastFailure(toast, error)}
        idPrefix="hx"
        classNames={classNames}
      />
    </div>
  )
}
