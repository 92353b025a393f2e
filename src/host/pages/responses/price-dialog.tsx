import { numberProblem } from '../../../core/contract/messages'
import { priceRule } from '../../../core/contract/validators'
import type { DomainTextKey } from '../../../widgets/domain/texts'
import { ConfirmDialog, NumberInput, useT } from '../../../widgets/ui'
import type { HostTextKey } from '../../texts/keys'
import { useDialogValue } from './use-dialog-value'

export interface PriceDialogProps {
  open: boolean
  title: string
  hint?: string
  confirm: string
  initial: number | null
  busy: boolean
  error: string | null
  onClose: () => void
  /** The price in minor units. */
  onConfirm: (price: number) => void
}

/** Asks for a price in roubles (sent in kopecks): a bid in an auction. (A response is the domain's `RespondForm`.) */
export function PriceDialog({
  open,
  title,
  hint,
  confirm,
  initial,
  busy,
  error,
  onClose,
  onConfirm,
}: PriceDialogProps) {
  const t = useT<HostTextKey | DomainTextKey>()
  const [price, setPrice] = useDialogValue<number | null>(open, initial)
  const invalid = numberProblem(price, priceRule) !== null
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={title}
      confirm={confirm}
      busy={busy}
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
