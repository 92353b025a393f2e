/**
 * Toasts a `useEndpoint` failure once, unless the screen shows it (an `ErrorState`). `useEndpoint` itself does so
 * now (spec 8 in one place, `useApi`); this stays for screens that name it.
 */
import { useEffect } from 'react'
import { isFailureShown, useToast } from './context'
import type { EndpointState } from './use-endpoint'

export function useFailureToast(result: EndpointState<unknown>): void {
  const toast = useToast()
  const error = result.state === 'error' ? result.error : undefined
  useEffect(() => {
    if (error !== undefined && !isFailureShown(error)) toast.error(error)
  }, [error, toast])
}
