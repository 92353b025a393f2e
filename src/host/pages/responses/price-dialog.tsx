import { numberProblem } from '../../../core/contract/messages'
import { priceRule } from '../../../core/contract/validators'
import type { DomainTextKey } from '../../../widgets/domain/texts'
import { ConfirmDialog, type ConfirmDialogProps, NumberInput, useT } from '../../../widgets/ui'
import type { HostTextKey } from '../../texts/keys'
import { useDialogValue } from './use-dialog-value'

/** The confirm dialog's own props (open, title, confirm, busy, onClose) pass through as they are. */
export interface PriceDialogProps extends Pick<ConfirmDialogProps, 'open' | 'title' | 'confirm' | 'busy' | 'onClose'> {
  hint?: string
  initial: number | null
  error: string | null
  /** The price in minor units. */
  onConfirm: (price: number) => void
}

/** Asks for a price in roubles (sent in kopecks): a bid in an auction. (A response is the domain's `RespondForm`.) */
export function PriceDialog({ hint, initial, error, onConfirm, ...dialog }: PriceDialogProps) {
  const t = useT<HostTextKey | DomainTextKey>()
  const [price, setPrice] = useDialogValue<number | null>(dialog.open, initial)
  const invalid = numberProblem(price, priceRule) !== null
  return (
    <ConfirmDialog
      {...dialog}
      disabled={invalid}
      action="confirm-price"
      onConfirm={() => price !== null && !invalid && onConfirm(Math.round(price * 100))}
    >
      {hint && <p className="fx-hp-lead">{hint}</p>}
      <NumberInput
        label={t('responses.price_label')}
        value={price}
        onChange={setPrice}
        greaterThan={priceRule.greaterThan}
        max={priceRule.max}
        error={error}
        name="price"
      />
    </ConfirmDialog>
  )
}
