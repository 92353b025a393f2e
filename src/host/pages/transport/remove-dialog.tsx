/**
 * Removing one of the fleet (a driver, a truck, a trailer) after a question. One already gone (404) is no failure:
 * the list reloads whatever the answer, so that it shows what is there.
 */
import { useState } from 'react'
import { isApiError } from '../../../core/api'
import { Button, Dialog, useT, useToast } from '../../../widgets/ui'
import { toastFailure } from '../../forms/errors'
import type { HostTextKey } from '../../texts/keys'

export function RemoveDialog<T>({
  target,
  question,
  remove,
  removed,
  onClose,
  onDone,
}: {
  /** What is being removed; `null`: the dialog is closed. */
  target: T | null
  question: (target: T) => string
  remove: (target: T) => Promise<unknown>
  /** The toast after a removal. */
  removed: (target: T) => string
  onClose: () => void
  /** After the answer, whatever it was (the list reloads). */
  onDone: () => void
}) {
  const t = useT<HostTextKey>()
  const toast = useToast()
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    if (target === null) return
    setBusy(true)
    try {
      await remove(target)
      toast.show(removed(target), { kind: 'success' })
    } catch (error) {
      if (!(isApiError(error) && error.status === 404)) toastFailure(toast, error)
    } finally {
      setBusy(false)
      onClose()
      onDone()
    }
  }
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      size="small"
      title={t('transport_pages.remove_title')}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="danger" loading={busy} onClick={() => void confirm()} data-action="confirm-delete">
            {t('common.delete')}
          </Button>
        </>
      }
    >
      <p>{target !== null && question(target)}</p>
    </Dialog>
  )
}
