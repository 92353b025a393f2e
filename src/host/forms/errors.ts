/** Toasting failures of the host pages (spec 8: a toast except on 401 and 404). */
import { isApiError } from '../../core/api'
import type { Toaster } from '../../widgets/ui'

/**
 * Spec 8's toast, with the server's own words where the catalogue has only "unknown error, try later" for the
 * status: a conflict (409: "already a partner", "not awaiting approval") or a rate limit (429: "try again in N s").
 */
export function toastFailure(toast: Toaster, error: unknown): void {
  if (isApiError(error) && (error.status === 409 || error.status === 429) && error.serverMessage) {
    const message = error.fieldError(Object.keys(error.fields)[0] ?? '') ?? error.serverMessage
    toast.show(message, { kind: 'error' })
  } else toast.error(error)
}
