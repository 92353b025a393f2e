import { Suspense } from 'react'
import { lazyNamed } from '../../../widgets/ui'

const ReasonForm = lazyNamed(() => import('./reason-form'), 'ReasonForm')

export interface ReasonDialogProps {
  open: boolean
  title: string
  /** The submit button's words. */
  confirm: string
  busy: boolean
  onClose: () => void
  label: string
  required?: boolean
  /** The server's message about the reason, shown under the field. */
  error: string | null
  onConfirm: (reason: string) => void
}

/** Asks for a reason (a rejection); required for the security service's, optional for the shipper's. */
export function ReasonDialog({ open, ...props }: ReasonDialogProps) {
  // mounted while open: every opening starts empty
  return open ? (
    <Suspense fallback={null}>
      <ReasonForm {...props} />
    </Suspense>
  ) : null
}
