/**
 * True once `ready` has been true and the browser has painted since: for a piece that should come after what the
 * user waits for is on the screen (a search's filter form after its first results), not in the same frame, where its
 * loading and rendering would hold the results' first paint back.
 */
import { useEffect, useState } from 'react'

export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    if (!ready || painted) return
    let timer: ReturnType<typeof setTimeout> | undefined
    // the frame's callback runs before its paint; a task queued from it runs after
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [ready, painted])
  return painted
}
