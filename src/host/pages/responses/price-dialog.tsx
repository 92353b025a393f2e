import { useEffect, useMemo } from 'react'
import { bidForm } from '../../../core/contract/responses'
import type { DomainTextKey } from '../../../widgets/domain/texts'
import { useT } from '../../../widgets/ui'
import { FormDialog } from '../../forms/form-dialog'
import { FormNumber } from '../../forms/number-fields'
import { serverErrorType, useZodForm } from '../../forms/use-zod-form'
import type { HostTextKey } from '../../texts/keys'

export interface PriceDialogProps {
  open: boolean
  title: string
  /** The submit button's words. */
  confirm: string
  busy: boolean
  onClose: () => void
  hint?: string
  initial: number | null
  /** The largest price the form takes, in minor units (the auction's largest bid now). */
  max?: number
  /** The server's message about the price (a bid above the allowed one), shown under the field. */
  error: string | null
  /** The price in minor units. */
  onConfirm: (price: number) => void
}

/** Asks for a price in roubles (sent in kopecks): a bid in an auction. (A response is the domain's `RespondForm`.) */
export function PriceDialog({ open, ...props }: PriceDialogProps) {
  // mounted while open: every opening starts from its own initial price
  return open ? <PriceForm {...props} /> : null
}

function PriceForm({
  title,
  confirm,
  busy,
  onClose,
  hint,
  initial,
  max,
  error,
  onConfirm,
}: Omit<PriceDialogProps, 'open'>) {
  const t = useT<HostTextKey | DomainTextKey>()
  const schema = useMemo(() => bidForm(max), [max])
  const form = useZodForm(schema, { defaultValues: { price: initial ?? Number.NaN } })
  useEffect(() => {
    if (error) form.setError('price', { type: serverErrorType, message: error })
  }, [error, form])
  const submit = form.handleSubmit(({ price }) => onConfirm(price))
  return (
    <FormDialog
      formId="hx-price"
      size="small"
      title={title}
      onClose={onClose}
      busy={busy}
      submitLabel={confirm}
      submitAction="confirm-price"
    >
      {hint && <p className="fx-hp-lead">{hint}</p>}
      <form id="hx-price" noValidate onSubmit={submit}>
        <FormNumber control={form.control} name="price" label={t('responses.price_label')} required />
      </form>
    </FormDialog>
  )
}
