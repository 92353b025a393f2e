/** A request tied to a component: loading, the answer or the failure; a new `key` cancels the previous one. */
import { useEffect, useState } from 'react'
import { isAbortError } from '../../core/api'

export type Loaded<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'done'; data: T; error?: undefined }
  | { status: 'failed'; data?: undefined; error: unknown }
  | { status: 'off'; data?: undefined; error?: undefined }

/**
 * `load` gets an abort signal; `null` instead of a function means "nothing to load" (`status: 'off'`). `key` names
 * everything the load depends on: it runs again when the key changes.
 */
export function useLoad<T>(load: ((signal: AbortSignal) => Promise<T>) | null, key: string): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>(load ? { status: 'loading' } : { status: 'off' })
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what the load depends on
  useEffect(() => {
    if (!load) {
      setState({ status: 'off' })
      return
    }
    const controller = new AbortController()
    setState({ status: 'loading' })
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'done', data }),
      (error: unknown) => !controller.signal.aborted && !isAbortError(error) && setState({ status: 'failed', error }),
    )
    return () => controller.abort()
  }, [key])
  return state
}
