import { isApiError } from '../../../core/api'

/** The server's field message for `field`, if a 422 named it. */
export function fieldMessage(error: unknown, field: string): string | null {
  return isApiError(error) ? (error.fieldError(field) ?? null) : null
}
