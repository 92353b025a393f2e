/** One page of a list of the responses, security and contracts screens, kept on screen while the next one loads. */
import { useCallback, useEffect, useRef, useState } from 'react'

export const PAGE = 20

export type ListState<T> =
  | { status: 'loading'; items: T[]; size: number }
  | { status: 'failed'; error: unknown; items: T[]; size: number }
  | { status: 'done'; items: T[]; size: number }

/** One page of a list; `key` names what it depends on (a tab, a filter, the offset). */
export function usePage<T>(
  load: (signal: AbortSignal) => Promise<{ data: T[]; meta: { size: number } }>,
  key: string,
  onError: (error: unknown) => void,
): [ListState<T>, () => Promise<void>] {
  const [state, setState] = useState<ListState<T>>({ status: 'loading', items: [], size: 0 })
  // Only the newest load may land: a reload after an action that answers after the user switched tabs would
  // otherwise put the old tab's rows under the new tab (seen in the auction e2e test).
  const latest = useRef(0)
  const currentKey = useRef(key)
  currentKey.current = key
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what the load depends on
  const refresh = useCallback(
    async (signal?: AbortSignal) => {
      const mine = ++latest.current
      // (a reload the old tab's action asks for after the switch is stale too: its key is not the current one)
      const stale = () => signal?.aborted || mine !== latest.current || key !== currentKey.current
      setState((s) => ({ status: 'loading', items: s.items, size: s.size }))
      try {
        const answer = await load(signal ?? new AbortController().signal)
        if (stale()) return
        setState({ status: 'done', items: answer.data, size: answer.meta.size })
      } catch (error) {
        if (stale()) return
        setState((s) => ({ status: 'failed', error, items: s.items, size: s.size }))
        onError(error)
      }
    },
    [key],
  )
  useEffect(() => {
    const controller = new AbortController()
    void refresh(controller.signal)
    return () => controller.abort()
  }, [refresh])
  return [state, () => refresh()]
}
