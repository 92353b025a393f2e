/**
 * One cargo in a dialog: the domain's `CargoDetails` (GET cargos/{id} here, the rest there), showing the list's copy
 * of the cargo until the fresh one arrives; anonymous visitors get an invitation to sign in instead of the contacts.
 * The favourite mark follows the list (toggled here or there).
 */
import type { ReactNode } from 'react'
import { type Cargo, getCargo } from '../../core/contract/cargo'
import { CargoDetails, type CargoDetailsClassNames } from '../domain'
import type { DomainTextKey } from '../domain/texts'
import { Dialog, ErrorState, Skeleton, useEndpoint, useT } from '../ui'
import type { CargoSearchTextKey } from './texts'

export interface DetailsDialogProps {
  /** The cargo to show; `null` closes the dialog. */
  id: number | null
  /** The list's copy of the cargo, shown until the fresh one arrives. */
  summary: Cargo | null
  signedIn: boolean
  /** Carriers see the trucks that fit and respond. */
  isCarrier: boolean
  onClose: () => void
  canFavorite: boolean
  onFavorite: (cargo: Cargo) => void
  /** The sign-in invitation (instead of contacts for anonymous visitors). */
  signIn: ReactNode
}

/** The names this widget's tests and styles know the details' pieces by. */
const classNames: CargoDetailsClassNames = {
  priceModes: 'cs-price-mode',
  stage: 'cs-stage',
  response: 'cs-response',
  showContacts: 'cs-show-contacts',
  phone: 'cs-phone',
}

/** Parts: those of `CargoDetails` and the dialog's. */
export function DetailsDialog(props: DetailsDialogProps) {
  const t = useT<CargoSearchTextKey | DomainTextKey>()
  const { id, summary } = props
  const title = summary
    ? t('cargo_search.details_title', { from: summary.start_point.name, to: summary.finish_point.name })
    : t('cargo_search.cargo_number', { id: id ?? '' })
  return (
    <Dialog open={id !== null} onClose={props.onClose} title={title} size="large">
      {id !== null && <Details key={id} {...props} id={id} />}
    </Dialog>
  )
}

function Details({
  id,
  summary,
  signedIn,
  isCarrier,
  canFavorite,
  onFavorite,
  signIn,
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
      signIn={signIn}
      onFavorite={canFavorite ? onFavorite : undefined}
      idPrefix="cs"
      classNames={classNames}
    />
  )
}
