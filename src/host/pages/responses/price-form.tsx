import { useEffect, useMemo } from 'react'
import { bidForm } from '../../../core/contract/responses'
import type { DomainTextKey } from '../../../widgets/domain/texts'
import { useT } from '../../../widgets/ui'
import { FormDialog } from '../../forms/form-dialog'
import { FormNumber } from '../../forms/number-fields'
import { serverErrorType, useZodForm } from '../../forms/use-zod-form'
import type { HostTextKey } from '../../texts/keys'
import type { PriceDialogProps } from './price-dialog'

/** The form of `PriceDialog`, loaded when the dialog first opens (zod and react-hook-form are not on the page before). */
export function PriceForm({
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
