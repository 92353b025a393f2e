/**
 * A modal dialog around one form of a page: Cancel and the form's submit button (by `form={formId}`, since the
 * footer sits outside the form) in its footer, and the popovers of its controls kept inside it (`InDialog`).
 */
import type { ReactNode } from 'react'
import { Button, Dialog, type DialogProps, InDialog, useT } from '../../widgets/ui'

export function FormDialog({
  formId,
  title,
  onClose,
  busy,
  submitLabel,
  size,
  submitAction,
  danger,
  children,
}: {
  /** The `id` of the form inside. */
  formId: string
  title: ReactNode
  onClose: () => void
  /** The form is being submitted: the submit button shows it and takes no clicks. */
  busy: boolean
  /** Default: "Save". */
  submitLabel?: string
  size?: DialogProps['size']
  /** The submit button's `data-action`, for the tests and the help tours that press it. */
  submitAction?: string
  /** The submit button warns: what it does removes or hides something. */
  danger?: boolean
  children: ReactNode
}) {
  const t = useT()
  return (
    <Dialog
      open
      size={size}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="submit"
            form={formId}
            variant={danger ? 'danger' : 'primary'}
            loading={busy}
            data-action={submitAction}
          >
            {submitLabel ?? t('common.save')}
          </Button>
        </>
      }
    >
      <InDialog>{children}</InDialog>
    </Dialog>
  )
}
