import { ConfirmDialog, type ConfirmDialogProps, TextInput } from '../../../widgets/ui'
import { useDialogValue } from './use-dialog-value'

/** The confirm dialog's own props (open, title, confirm, busy, onClose) pass through as they are. */
export interface ReasonDialogProps extends Pick<ConfirmDialogProps, 'open' | 'title' | 'confirm' | 'busy' | 'onClose'> {
  label: string
  required?: boolean
  error: string | null
  onConfirm: (reason: string) => void
}

/** Asks for a reason (a rejection); required for the security service's, optional for the shipper's. */
export function ReasonDialog({ label, required, error, onConfirm, ...dialog }: ReasonDialogProps) {
  const [reason, setReason] = useDialogValue(dialog.open, '')
  return (
    <ConfirmDialog {...dialog} danger action="confirm-reason" onConfirm={() => onConfirm(reason.trim())}>
      <TextInput label={label} value={reason} onChange={setReason} required={required} error={error} name="reason" />
    </ConfirmDialog>
  )
}
