import { useEffect, useMemo } from 'react'
import { z } from 'zod'
import { Line } from '../../../core/contract/common'
import { FormText } from '../../forms/fields'
import { FormDialog } from '../../forms/form-dialog'
import { serverErrorType, useZodForm } from '../../forms/use-zod-form'
import type { ReasonDialogProps } from './reason-dialog'

/** The form of `ReasonDialog`, loaded when the dialog first opens (zod and react-hook-form are not on the page before). */
export function ReasonForm({
  title,
  confirm,
  busy,
  onClose,
  label,
  required,
  error,
  onConfirm,
}: Omit<ReasonDialogProps, 'open'>) {
  const schema = useMemo(() => z.object({ reason: required ? Line.trim().min(1) : Line.trim() }), [required])
  const form = useZodForm(schema, { defaultValues: { reason: '' } })
  useEffect(() => {
    if (error) form.setError('reason', { type: serverErrorType, message: error })
  }, [error, form])
  const submit = form.handleSubmit(({ reason }) => onConfirm(reason))
  return (
    <FormDialog
      formId="hx-reason"
      size="small"
      title={title}
      onClose={onClose}
      busy={busy}
      submitLabel={confirm}
      submitAction="confirm-reason"
      danger
    >
      <form id="hx-reason" noValidate onSubmit={submit}>
        <FormText control={form.control} name="reason" label={label} required={required} />
      </form>
    </FormDialog>
  )
}
