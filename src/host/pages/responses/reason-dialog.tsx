import { useEffect, useState } from 'react'
import type { DomainTextKey } from '../../../widgets/domain/texts'
import { Button, Dialog, TextInput, useT } from '../../../widgets/ui'
import type { HostTextKey } from '../../texts/keys'

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
  const t = useT<HostTextKey | DomainTextKey>()
  const [reason, setReason] = useState('')
  useEffect(() => {
    if (open) setReason('')
  }, [open])
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="small"
      title={title}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="danger" loading={busy} onClick={() => onConfirm(reason.trim())} data-action="confirm-reason">
            {confirm}
          </Button>
        </>
      }
    >
      <TextInput label={label} value={reason} onChange={setReason} required={required} error={error} name="reason" />
    </Dialog>
  )
}
