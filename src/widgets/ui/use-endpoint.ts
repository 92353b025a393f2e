/**
 * The one data-loading hook of the widgets and the host: a contract endpoint called through `api.call` with typed
 * arguments, tied to the component. The answer is asked for again when the arguments change (compared by a stable
 * key, so a new object with the same content asks nothing), the request in flight is aborted when they change or the
 * component unmounts, and `reload()` asks again.
 *
 *   const cargo = useEndpoint(getCargo, { params: { id } }, { select: (answer) => answer.data })
 *   if (cargo.state === 'ready') show(cargo.data)
 *
 * By default a new request shows `loading` (a skeleton); with `keepPrevious` the last answer stays on screen while
 * the next one loads (`state: 'ready'` with `reloading: true`), for lists that refresh in place.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { type CallArgs, type CallOptions, isAbortError } from '../../core/api'
import type { Endpoint, ResponseOf } from '../../core/contract/endpoint'
import { isFailureShown, useApi, useToast } from './context'

/** An endpoint's call options without the signal (the hook owns it). */
export type EndpointArgs<E> = Omit<CallOptions<E>, 'signal'>

export interface UseEndpointOptions<E extends Endpoint, T> {
  /** `false`: nothing is asked and the state is `idle` (e.g. a part only carriers see). */
  enabled?: boolean
  /** What else the answer depends on besides the arguments and the language (e.g. who is signed in). */
  key?: unknown
  /** The part of the answer the component needs (by default the whole answer). Read when the answer arrives. */
  select?: (answer: ResponseOf<E>) => T
  /**
   * Put the GET on the wire in the render that first asks for it (`api.prefetch`), not after the paint: for the
   * answer on a screen's critical path (Preact runs effects only after the next paint).
   */
  prefetch?: boolean
  /**
   * While new arguments (or a `reload()`) load, keep the last answer as `data` (`state: 'ready'`, `reloading: true`)
   * instead of `loading`: for screens that refresh in place. A failure still shows `error` (and drops the answer).
   */
  keepPrevious?: boolean
}

interface Base {
  /** Asks again (after a failure, or for fresh data). */
  reload: () => void
}

export type EndpointState<T> = Base &
  (
    | { state: 'idle'; data: undefined; error: undefined }
    | { state: 'loading'; data: undefined; error: undefined }
    /** `reloading`: `data` is the previous answer and a new one is on its way (only with `keepPrevious`). */
    | { state: 'ready'; data: T; error: undefined; reloading: boolean }
    | { state: 'error'; data: undefined; error: unknown }
  )

type Settled<T> = { state: 'ready'; data: T } | { state: 'error'; error: unknown }
/** The last answer the hook received, with the key of the request it answered. */
export type SettledAnswer<T> = { key: string; result: Settled<T> } | null

export type EndpointView<T> = EndpointState<T> extends infer S ? (S extends unknown ? Omit<S, 'reload'> : never) : never

/** What the hook shows for request `key`, given the last answer it received (any key's). */
export function endpointView<T>(
  key: string,
  settled: SettledAnswer<T>,
  { enabled = true, keepPrevious = false }: { enabled?: boolean; keepPrevious?: boolean } = {},
): EndpointView<T> {
  if (!enabled) return { state: 'idle', data: undefined, error: undefined }
  const result = settled?.result
  if (!result) return { state: 'loading', data: undefined, error: undefined }
  const current = settled.key === key
  if (current && result.state === 'error') return { state: 'error', data: undefined, error: result.error }
  if (result.state === 'ready' && (current || keepPrevious)) {
    return { state: 'ready', data: result.data, error: undefined, reloading: !current }
  }
  // an answer to other arguments is not this one's: loading until it arrives
  return { state: 'loading', data: undefined, error: undefined }
}

/** A JSON text of a value with object keys sorted, so equal content gives an equal key. */
export function stableKey(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : item,
  )
}

/** The key of one request: the endpoint, its arguments, the language and whatever else the caller names. */
export function requestKey(endpoint: Endpoint, args: unknown, lang: string, extra: unknown): string {
  return stableKey([endpoint.method, endpoint.path, lang, args ?? null, extra ?? null])
}

/** Calls `endpoint` with `args` and a signal: the `CallArgs` tuple the client takes. */
function callArgs<E extends Endpoint>(args: EndpointArgs<E> | undefined, signal?: AbortSignal): CallArgs<E> {
  return [{ ...(args ?? {}), ...(signal ? { signal } : {}) }] as unknown as CallArgs<E>
}

export function useEndpoint<E extends Endpoint, T = ResponseOf<E>>(
  endpoint: E,
  args: EndpointArgs<E>,
  options: UseEndpointOptions<E, T> = {},
): EndpointState<T> {
  // a failure is toasted below, after the render that could have shown it (an ErrorState)
  const api = useApi({ toast: false })
  const toast = useToast()
  const enabled = options.enabled ?? true
  const [attempt, setAttempt] = useState(0)
  const key = `${requestKey(endpoint, args, api.lang, options.key)}#${attempt}`
  // the latest arguments and selector, read when the request starts and when it answers
  const latest = useRef({ endpoint, args, select: options.select })
  latest.current = { endpoint, args, select: options.select }
  const [settled, setSettled] = useState<SettledAnswer<T>>(null)

  const prefetched = useRef<string | null>(null)
  if (options.prefetch && enabled && endpoint.method === 'GET' && prefetched.current !== key) {
    prefetched.current = key
    api.prefetch(endpoint, ...callArgs<E>(args))
  }

  // `key` names everything the request depends on; the arguments themselves are read from `latest`
  useEffect(() => {
    if (!enabled) return
    const controller = new AbortController()
    const { endpoint: current, args: currentArgs } = latest.current
    api.call(current, ...callArgs<typeof current>(currentArgs as EndpointArgs<typeof current>, controller.signal)).then(
      (answer) => {
        if (controller.signal.aborted) return
        const select = latest.current.select
        const data = (select ? select(answer as ResponseOf<E>) : answer) as T
        setSettled({ key, result: { state: 'ready', data } })
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return
        setSettled({ key, result: { state: 'error', error } })
      },
    )
    return () => controller.abort()
  }, [api, key, enabled])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  const view = endpointView(key, settled, { enabled, keepPrevious: options.keepPrevious })
  // spec 8: a failed load nothing on the screen shows (a secondary part, a dictionary) is toasted; effects run after
  // the render, so a failure state drawn by this screen has said so by then
  const failure = view.state === 'error' ? view.error : undefined
  useEffect(() => {
    if (failure !== undefined && !isFailureShown(failure)) toast.error(failure)
  }, [failure, toast])
  return { ...view, reload } as EndpointState<T>
}
