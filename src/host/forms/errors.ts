/** Toasting failures of the host pages (spec 8: a toast except on 401 and 404). */
import type { Toaster } from '../../widgets/ui'

/**
 * Spec 8's toast, with the server's own words where the catalogue has only "unknown error, try later" for the
 * status (409, 429: the kit's `failureText`). The failure then counts as shown: the kit does not toast it again.
 */
export function toastFailure(toast: Toaster, error: unknown): void {
  toast.error(error)
}
