/**
 * Asks before an action that cannot be taken back (withdrawing a response): a small dialog with the question,
 * what follows, and the two choices. Cancel, Escape and the backdrop leave everything as it was. A dialog that asks
 * for one value first (a price, a reason) puts its field in `children`.
 */
import type { ReactNode } from 'react'
import { Button } from './button'
import { useT } from './context'
import { Dialog } from './dialog'

export interface ConfirmDialogProps {
  open: boolean
  title: ReactNode
  /** What the action does and what follows from it. */
  children?: ReactNode
  /** The action's own words («Отозвать отклик»), not "OK". */
  confirm: ReactNode
  /** The action runs (the confirm button shows it). */
  busy?: boolean
  /** A destructive action's button is styled as a warning. */
  danger?: boolean
  /** The confirm button waits for a valid answer (a dialog that asks for a value). */
  disabled?: boolean
  /** The confirm button's `data-action` (default `confirm`). */
  action?: string
  onConfirm: () => void
  onClose: () => void
}

/** Parts: those of `Dialog`; the confirm button has `data-action="confirm"` (or the `action` given). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirm,
  busy,
  danger,
  disabled,
  action = 'confirm',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const t = useT()
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="small"
      title={title}
      footer={
        <>
          <Button onClick={onClose} data-action="cancel">
            {t('common.cancel')}
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            loading={busy}
            disabled={disabled}
            onClick={onConfirm}
            data-action={action}
          >
            {confirm}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  )
}
