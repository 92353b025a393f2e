/**
 * One cargo in a dialog, loaded with the first cargo opened: the domain's `CargoDetails` (GET cargos/{id}, which
 * the search asks for as it opens the dialog; the rest there), showing the list's copy of the cargo until the fresh
 * one arrives; anonymous visitors get an invitation to sign in instead of the contacts. The favourite mark follows
 * the list (toggled here or there).
 */
import { Suspense } from 'react'
import type { Cargo } from '../../core/contract/cargo'
import type { DomainTextKey } from '../domain/texts'
import { Dialog, lazyNamed, Skeleton, useT } from '../ui'
import type { CargoSearchTextKey } from './texts'

/** The dialog's body, loaded with the first cargo opened (./details-body). */
const Details = lazyNamed(() => import('./details-body'), 'Details')

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
  /** Where the sign-in invitation (instead of the contacts, for anonymous visitors) links to; `null`: a button. */
  signInUrl: string | null
  /** Asks the page to sign the user in (`fx-sign-in-request`); false when the page took it over. */
  onSignIn: () => boolean
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
      {id !== null && (
        <Suspense fallback={<Skeleton lines={4} label={t('common.loading')} />}>
          <Details key={id} {...props} id={id} />
        </Suspense>
      )}
    </Dialog>
  )
}
