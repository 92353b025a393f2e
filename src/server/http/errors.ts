/** Errors a handler throws; the error handler turns them into the answers of spec 8, in the request language. */
import type { MessageKey } from './messages'

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly params: Record<string, unknown> = {},
    /** Field errors for a 422, as message keys of the server catalogue. */
    readonly fields?: Record<string, MessageKey>,
    readonly headers?: Record<string, string>,
  ) {
    super(key)
  }

  /** Fastify and its plugins read the status from here. */
  get statusCode(): number {
    return this.status
  }
}

export const badRequest = (key: MessageKey, fields?: Record<string, MessageKey>) => new HttpError(422, key, {}, fields)
export const unauthorized = () => new HttpError(401, 'unauthorized')
export const forbidden = (key: MessageKey = 'forbidden') => new HttpError(403, key)
export const notFound = (key: MessageKey = 'not_found') => new HttpError(404, key)
export const conflict = (key: MessageKey, fields?: Record<string, MessageKey>) => new HttpError(409, key, {}, fields)
/** A field-level error: 422 with `errors: {field: [message]}`. */
export const invalidField = (field: string, key: MessageKey) => new HttpError(422, key, {}, { [field]: key })
export const tooManyRequests = (seconds: number, key: MessageKey = 'too_many_requests') =>
  new HttpError(429, key, { seconds }, undefined, { 'retry-after': String(seconds) })

/** PostgreSQL unique violation on a constraint, for turning races into clean 409s. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string }
  if (e?.code !== '23505') return false
  return constraint === undefined || e.constraint === constraint || (e.message ?? '').includes(constraint)
}
