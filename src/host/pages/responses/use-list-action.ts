import { useState } from 'react'
import { useToast } from '../../../widgets/ui'
import { toastFailure } from '../../forms/errors'

/**
 * The actions of a list: which one is running (`busy`, a key such as `accept-12`), and `act`, which runs one, toasts
 * its success (a text, or one made from its answer) or its failure, and loads the list again.
 */
export function useListAction(refresh: () => Promise<void>) {
  const toast = useToast()
  const [busy, setBusy] = useState<string | null>(null)
  const act = async <T>(key: string, work: () => Promise<T>, done: string | ((result: T) => string)) => {
    setBusy(key)
    try {
      const result = await work()
      toast.show(typeof done === 'string' ? done : done(result), { kind: 'success' })
      await refresh()
    } catch (error) {
      toastFailure(toast, error)
    } finally {
      setBusy(null)
    }
  }
  return { busy, setBusy, act }
}

export type ListActions = ReturnType<typeof useListAction>
