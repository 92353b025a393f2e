/** One page of a list of the responses, security and contracts screens, kept on screen while the next one loads. */
import { useCallback, useEffect, useState } from 'react'

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
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what the load depends on
  const refresh = useCallback(
    async (signal?: AbortSignal) => {
      setState((s) => ({ status: 'loading', items: s.items, size: s.size }))
      try {
        const answer = await load(signal ?? new AbortController().signal)
        if (signal?.aborted) return
        setState({ status: 'done', items: answer.data, size: answer.meta.size })
      } catch (error) {
        if (signal?.aborted) return
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
