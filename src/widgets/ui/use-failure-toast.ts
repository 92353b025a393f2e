/** Toasts a `useEndpoint` failure once, for screens that report a failed load (spec 8) rather than show it. */
import { useEffect } from 'react'
import { useToast } from './context'
import type { EndpointState } from './use-endpoint'

export function useFailureToast(result: EndpointState<unknown>): void {
  const toast = useToast()
  const error = result.state === 'error' ? result.error : undefined
  useEffect(() => {
    if (error !== undefined) toast.error(error)
  }, [error, toast])
}
