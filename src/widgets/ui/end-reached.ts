import { useEffect, useRef } from 'react'

/** Calls `onEndReached` once per list length when the row at `lastIndex` is the list's last (load the next page). */
export function useEndReached(count: number, lastIndex: number, onEndReached?: () => void) {
  const calledFor = useRef(-1)
  useEffect(() => {
    if (!onEndReached || count === 0 || lastIndex < count - 1 || calledFor.current === count) return
    calledFor.current = count
    onEndReached()
  }, [count, lastIndex, onEndReached])
}
