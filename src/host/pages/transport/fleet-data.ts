/** Loading helpers of the fleet screens: a list that reloads on demand, dictionaries as select options. */
import { useCallback, useEffect, useState } from 'react'
import type { Endpoint, ResponseOf } from '../../../core/contract/endpoint'
import type { DictionaryKind } from '../../../core/contract/reference'
import * as reference from '../../../core/contract/reference'
import type { SelectOption } from '../../../widgets/ui'
import { useEndpoint, useToast } from '../../../widgets/ui'

export type Load<T> = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'done'; data: T }

/** Loads `fetch` now, again on `reload()`, and again when `key` changes; failures are toasted (spec 8). */
export function useList<T>(fetch: (signal: AbortSignal) => Promise<T>, key: string): [Load<T>, () => void] {
  const toast = useToast()
  const [state, setState] = useState<Load<T>>({ status: 'loading' })
  const [run, setRun] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `run` name what the load depends on
  useEffect(() => {
    const controller = new AbortController()
    fetch(controller.signal).then(
      (data) => setState({ status: 'done', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        setState({ status: 'failed', error })
        toast.error(error)
      },
    )
    return () => controller.abort()
  }, [key, run])
  return [state, useCallback(() => setRun((r) => r + 1), [])]
}

/** A dictionary of the exchange as select options (named in the interface language). */
export function useDictionary(kind: DictionaryKind): SelectOption<number>[] {
  const list = useEndpoint(
    reference.dictionary,
    { params: { kind }, query: { limit: 9999 } },
    { select: (answer): SelectOption<number>[] => answer.data.map((item) => ({ value: item.id, label: item.name })) },
  )
  return list.state === 'ready' ? list.data : []
}

/** The data of a list answer. */
export type ListData<E extends Endpoint> = ResponseOf<E> extends { data: infer D } ? D : never
