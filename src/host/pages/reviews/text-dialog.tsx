/** A small dialog that asks for one text (an answer, a report's or a hiding's reason) and sends it. */
import { useMemo } from 'react'
import { z } from 'zod'
import { useToast } from '../../../widgets/ui'
import { FormTextArea } from '../../forms/fields'
import { FormDialog } from '../../forms/form-dialog'
import { applyServerErrors, useZodForm } from '../../forms/use-zod-form'

export interface TextDialogProps {
  title: string
  label: string
  confirm: string
  danger?: boolean
  /** The contract's rule of the text (`ReviewText`, `ModerationReason`): its messages show under the field. */
  rule: z.ZodType<string, string>
  maxLength: number
  onClose: () => void
  /** Sends the text; a 422 with a field error shows it under the field. */
  onSend: (text: string) => Promise<void>
}

export function TextDialog({ title, label, confirm, danger, rule, maxLength, onClose, onSend }: TextDialogProps) {
  const toast = useToast()
  const schema = useMemo(() => z.object({ text: rule }), [rule])
  const form = useZodForm(schema, { defaultValues: { text: '' } })
  const send = form.handleSubmit(async ({ text }) => {
    try {
      await onSend(text)
      onClose()
    } catch (failure) {
      // the body names the text `text` (an answer) or `reason` (a report, a hiding)
      applyServerErrors(form, failure, toast, { fields: ['text'], fieldMap: { reason: 'text' } })
    }
  })
  return (
    <FormDialog
      formId="hx-text-dialog"
      size="small"
      title={title}
      onClose={onClose}
      busy={form.formState.isSubmitting}
      submitLabel={confirm}
      submitAction="confirm-text"
      danger={danger}
    >
      <form id="hx-text-dialog" noValidate onSubmit={send}>
        <FormTextArea control={form.control} name="text" label={label} required maxLength={maxLength} />
      </form>
    </FormDialog>
  )
}
