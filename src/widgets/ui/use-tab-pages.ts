import { useCallback, useState } from 'react'

/**
 * Where a tabbed, paged list stands: its tab (or another choice its rows depend on, such as a report's month) and the
 * offset of its page. Choosing another tab starts that tab at its first page (an offset into one tab's rows means
 * nothing in another's).
 */
export function useTabPages<T>(first: T | (() => T)) {
  const [tab, setTab] = useState<T>(first)
  const [offset, setOffset] = useState(0)
  const selectTab = useCallback((next: T) => {
    setTab(next)
    setOffset(0)
  }, [])
  return { tab, offset, setOffset, selectTab }
}
