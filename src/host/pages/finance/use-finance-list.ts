/**
 * One page of a finance list (the registry, the advances) with its meta (size and totals). Spec 8: the registry's and
 * the prepayment's load errors are kept in state, beside the last rows, so the screen shows them and a retry.
 */
import { useCallback, useEffect, useRef, useState } from 'react'

export type FinanceList<T, M> =
  | { status: 'loading'; items: T[]; meta: M | null; error: null }
  | { status: 'failed'; items: T[]; meta: M | null; error: unknown }
  | { status: 'done'; items: T[]; meta: M; error: null }

export function useFinanceList<T, M>(
  load: (signal: AbortSignal) => Promise<{ data: T[]; meta: M }>,
  key: string,
): [FinanceList<T, M>, () => Promise<void>, (update: (items: T[]) => T[]) => void] {
  const [state, setState] = useState<FinanceList<T, M>>({ status: 'loading', items: [], meta: null, error: null })
  const latest = useRef(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what the load depends on
  const refresh = useCallback(
    async (signal?: AbortSignal) => {
      const mine = ++latest.current
      setState((s) => ({ status: 'loading', items: s.items, meta: s.meta, error: null }))
      try {
        const answer = await load(signal ?? new AbortController().signal)
        if (signal?.aborted || mine !== latest.current) return
        setState({ status: 'done', items: answer.data, meta: answer.meta, error: null })
      } catch (error) {
        if (signal?.aborted || mine !== latest.current) return
        setState((s) => ({ status: 'failed', items: s.items, meta: s.meta, error }))
      }
    },
    [key],
  )
  useEffect(() => {
    const controller = new AbortController()
    void refresh(controller.signal)
    return () => controller.abort()
  }, [refresh])
  const patch = useCallback(
    (update: (items: T[]) => T[]) => setState((s) => ({ ...s, items: update(s.items) }) as FinanceList<T, M>),
    [],
  )
  return [state, () => refresh(), patch]
}
