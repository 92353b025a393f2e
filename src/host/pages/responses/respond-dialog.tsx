/**
 * A carrier's response from the responses page: the domain's `RespondForm` (a price, one of its trucks and a
 * comment), the same form as on the cargo's page, in a dialog.
 */

import type { CargoResponse } from '../../../core/contract/responses'
import { RespondForm } from '../../../widgets/domain'
import type { DomainTextKey } from '../../../widgets/domain/texts'
import { Dialog, useT, useToast } from '../../../widgets/ui'
import { toastFailure } from '../../forms/errors'
import type { HostTextKey } from '../../texts/keys'

export interface RespondDialogProps {
  /** The cargo to respond to; `null` closes the dialog. */
  cargo: { id: number; price: number | null } | null
  onClose: () => void
  /** The response made (the form has toasted it). */
  onDone: (response: CargoResponse) => void
}

export function RespondDialog({ cargo, onClose, onDone }: RespondDialogProps) {
  const t = useT<HostTextKey | DomainTextKey>()
  const toast = useToast()
  return (
    <Dialog
      open={cargo !== null}
      onClose={onClose}
      size="small"
      title={t('responses.respond_title', { id: cargo?.id ?? '' })}
    >
      {cargo && (
        <RespondForm
          key={cargo.id}
          cargoId={cargo.id}
          price={cargo.price}
          withComment
          onDone={onDone}
          onFailure={(error) => toastFailure(toast, error)}
        />
      )}
    </Dialog>
  )
}
