import type { ReactNode } from 'react'
import { lazyWhileOpen } from '../../../widgets/ui'

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

/**
 * Asks for a reason (a rejection); required for the security service's, optional for the shipper's. The form loads with the first
 * opening and is mounted only while open: every opening starts afresh.
 */
export const ReasonDialog: (props: ReasonDialogProps) => ReactNode = lazyWhileOpen(
  () => import('./reason-form'),
  'ReasonForm',
)
