import { useEffect, useState } from 'react'
import { numberProblem } from '../../../core/contract/messages'
import { priceRule } from '../../../core/contract/validators'
import type { DomainTextKey } from '../../../widgets/domain/texts'
import { Button, Dialog, NumberInput, useT } from '../../../widgets/ui'
import type { HostTextKey } from '../../texts/keys'

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
  const [price, setPrice] = useState<number | null>(initial)
  useEffect(() => {
    if (open) {
      setPrice(initial)
    }
  }, [open, initial])
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="small"
      title={title}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            variant="primary"
            loading={busy}
            disabled={numberProblem(price, priceRule) !== null}
            onClick={() =>
              price !== null && numberProblem(price, priceRule) === null && onConfirm(Math.round(price * 100))
            }
            data-action="confirm-price"
          >
            {confirm}
          </Button>
        </>
      }
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
    </Dialog>
  )
}
