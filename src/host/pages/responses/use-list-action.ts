import { useState } from 'react'
import { useToast } from '../../../widgets/ui'
import { toastFailure } from '../../forms/errors'
import { fieldMessage } from './field-message'

/** What an action asked in a dialog with one field (a bid's price, a rejection's reason) adds to `act`. */
export interface DialogAction {
  /** The body field the dialog asks for: the server's 422 message for it goes to `onFieldError`, not a toast. */
  field: string
  onFieldError: (message: string) => void
  /** Closes the dialog once the action went through (before the list loads again). */
  onDone: () => void
}

/**
 * The actions of a list: which one is running (`busy`, a key such as `accept-12`), and `act`, which runs one, toasts
 * its success (a text, or one made from its answer) or its failure, and loads the list again. An action asked in a
 * dialog (`dialog`) closes it on success and says a refusal of its field under the field, the dialog left open.
 */
export function useListAction<K extends string = string>(refresh: () => Promise<void>) {
  const toast = useToast()
  const [busy, setBusy] = useState<K | null>(null)
  const act = async <T>(
    key: K,
    work: () => Promise<T>,
    done: string | ((result: T) => string),
    dialog?: DialogAction,
  ) => {
    setBusy(key)
    try {
      const result = await work()
      toast.show(typeof done === 'string' ? done : done(result), { kind: 'success' })
      dialog?.onDone()
      await refresh()
    } catch (error) {
      const message = dialog ? fieldMessage(error, dialog.field) : null
      if (dialog && message) dialog.onFieldError(message)
      else toastFailure(toast, error)
    } finally {
      setBusy(null)
    }
  }
  return { busy, setBusy, act }
}

export type ListActions = ReturnType<typeof useListAction<string>>
