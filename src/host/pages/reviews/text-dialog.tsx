/** A small dialog that asks for one text (an answer, a report's or a hiding's reason) and sends it. */
import { useState } from 'react'
import { isApiError } from '../../../core/api'
import { Button, Dialog, Field, useT, useToast } from '../../../widgets/ui'
import { toastFailure } from '../../forms/errors'

export interface TextDialogProps {
  title: string
  label: string
  confirm: string
  danger?: boolean
  maxLength: number
  onClose: () => void
  /** Sends the text; a 422 with a field error shows it under the field. */
  onSend: (text: string) => Promise<void>
}

export function TextDialog({ title, label, confirm, danger, maxLength, onClose, onSend }: TextDialogProps) {
  const t = useT()
  const toast = useToast()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const send = async () => {
    setBusy(true)
    try {
      await onSend(text.trim())
      onClose()
    } catch (failure) {
      const first = isApiError(failure) ? Object.values(failure.fields)[0]?.[0] : undefined
      if (first) setError(first)
      else toastFailure(toast, failure)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog
      open
      size="small"
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={busy} onClick={send} data-action="confirm-text">
            {confirm}
          </Button>
        </>
      }
    >
      <Field label={label} error={error} required>
        {(control) => (
          <textarea
            className="fx-input"
            name="text"
            rows={3}
            maxLength={maxLength}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value)
              setError(null)
            }}
            {...control}
          />
        )}
      </Field>
    </Dialog>
  )
}
