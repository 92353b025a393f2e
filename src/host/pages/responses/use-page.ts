/** One page of a list of the responses, security and contracts screens, kept on screen while the next one loads. */
import { useCallback, useEffect, useState } from 'react'

export const PAGE = 20

export type ListState<T> =
  | { status: 'loading'; items: T[]; size: number }
  | { status: 'failed'; error: unknown; items: T[]; size: number }
  | { status: 'done'; items: T[]; size: number }

/**
 * Which of a list's loads may land: only the newest one begun under the current key. A reload asked for under a key
 * that is no longer current (an action on the old tab that answers after the user switched tabs) begins nothing:
 * counting it made the new tab's own load stale too, and the list stayed on the old tab's rows, loading, for good
 * (seen in the auction e2e test on a slow machine: «Принятые» selected, the new responses under it).
 */
export function landingGate() {
  let latest = 0
  let current = ''
  return {
    /** The key the list shows now (set at every render). */
    setKey(key: string) {
      current = key
    },
    /** Begins a load under `key`: a check of whether it may still land, or null when `key` is not current. */
    begin(key: string): (() => boolean) | null {
      if (key !== current) return null
      const mine = ++latest
      return () => mine === latest && key === current
    },
  }
}

/** One page of a list; `key` names what it depends on (a tab, a filter, the offset). */
export function usePage<T>(
  load: (signal: AbortSignal) => Promise<{ data: T[]; meta: { size: number } }>,
  key: string,
  onError: (error: unknown) => void,
): [ListState<T>, () => Promise<void>] {
  const [state, setState] = useState<ListState<T>>({ status: 'loading', items: [], size: 0 })
  // only the newest load of the current tab lands (landingGate, above)
  const [gate] = useState(landingGate)
  gate.setKey(key)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what the load depends on
  const refresh = useCallback(
    async (signal?: AbortSignal) => {
      const mayLand = gate.begin(key)
      if (!mayLand) return
      const stale = () => signal?.aborted || !mayLand()
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
