import { useEffect, useState } from 'react'

/**
 * The value a dialog asks for (a price, a reason), set back to `initial` each time the dialog opens: what was typed
 * for one cargo is not offered for the next.
 */
export function useDialogValue<T>(open: boolean, initial: T) {
  const [value, setValue] = useState<T>(initial)
  useEffect(() => {
    if (open) setValue(initial)
  }, [open, initial])
  return [value, setValue] as const
}
