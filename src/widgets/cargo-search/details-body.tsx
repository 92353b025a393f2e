/**
 * The body of the cargo dialog (details-dialog.tsx): the domain's `CargoDetails`, with its respond form, relevant
 * trucks and lane price chart. Its own chunk, loaded when a cargo is first opened: a page showing the results does
 * not load what only the dialog shows.
 */
import { getCargo } from '../../core/contract/cargo'
import { CargoDetails, type CargoDetailsClassNames } from '../domain'
import type { DomainTextKey } from '../domain/texts'
import { ErrorState, Skeleton, useEndpoint, useT } from '../ui'
import type { DetailsDialogProps } from './details-dialog'
import { SignInInvite } from './sign-in-invite'
import type { CargoSearchTextKey } from './texts'

/** The names this widget's tests and styles know the details' pieces by. */
const classNames: CargoDetailsClassNames = {
  priceModes: 'cs-price-mode',
  stage: 'cs-stage',
  response: 'cs-response',
  showContacts: 'cs-show-contacts',
  phone: 'cs-phone',
}

export function Details({
  id,
  summary,
  signedIn,
  isCarrier,
  canFavorite,
  onFavorite,
  signInUrl,
  onSignIn,
}: DetailsDialogProps & { id: number }) {
  const t = useT<CargoSearchTextKey | DomainTextKey>()
  const cargo = useEndpoint(getCargo, { params: { id } }, { key: signedIn, select: (answer) => answer.data })
  const fresh = cargo.state === 'ready' ? cargo.data : null
  const shown = fresh ? { ...fresh, is_favorite: summary?.is_favorite ?? fresh.is_favorite } : summary
  return (
    <CargoDetails
      id={id}
      cargo={shown}
      pending={
        cargo.state === 'error' ? (
          <ErrorState error={cargo.error} title={t('cargo_search.section_failed')} />
        ) : (
          <Skeleton lines={2} />
        )
      }
      layout="dialog"
      signedIn={signedIn}
      carrier={isCarrier}
      signIn={
        <SignInInvite url={signInUrl} onRequest={onSignIn}>
          {t('cargo_search.contacts_sign_in')}
        </SignInInvite>
      }
      onFavorite={canFavorite ? onFavorite : undefined}
      idPrefix="cs"
      classNames={classNames}
    />
  )
}
