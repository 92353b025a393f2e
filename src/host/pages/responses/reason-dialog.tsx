import { ConfirmDialog, TextInput } from '../../../widgets/ui'
import { useDialogValue } from './use-dialog-value'

export interface ReasonDialogProps {
  open: boolean
  title: string
  label: string
  confirm: string
  required?: boolean
  busy: boolean
  error: string | null
  onClose: () => void
  onConfirm: (reason: string) => void
}

/** Asks for a reason (a rejection); required for the security service's, optional for the shipper's. */
export function ReasonDialog({
  open,
  title,
  label,
  confirm,
  required,
  busy,
  error,
  onClose,
  onConfirm,
}: ReasonDialogProps) {
  const [reason, setReason] = useDialogValue(open, '')
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={title}
      confirm={confirm}
      busy={busy}
      danger
      action="confirm-reason"
      onConfirm={() => onConfirm(reason.trim())}
    >
      <TextInput label={label} value={reason} onChange={setReason} required={required} error={error} name="reason" />
    </ConfirmDialog>
  )
}
