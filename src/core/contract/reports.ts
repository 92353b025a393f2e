/**
 * Spec 8: errors "are also reported to an error-reporting service". A page without a Sentry-compatible service
 * configured sends its client errors here, and the server writes them to its log. Anyone may report (a visitor's
 * search fails too); the server limits the rate per address and the body size.
 */
import { z } from 'zod'
import { dataOf, Line, Text } from './common'
import { defineEndpoint } from './endpoint'

/** The largest report body the server reads (bytes); a bigger one is a 413. */
export const CLIENT_ERROR_MAX_BYTES = 16_384
/** Reports per minute per client address. */
export const CLIENT_ERROR_RATE = 20

export const ClientErrorReport = z.strictObject({
  /** What failed, in the reporter's words (`GET cargos failed: 500 Ошибка сервера`). */
  message: Text.trim().min(1).max(1000),
  /** `ApiError` kind or status, or the error's name. */
  kind: Line.max(100).optional(),
  status: z.number().int().min(0).max(999).optional(),
  /** The request that failed (method and URL) or the page, when known. */
  method: Line.max(10).optional(),
  url: Line.max(2000).optional(),
  page: Line.max(2000).optional(),
  stack: Text.max(8000).optional(),
  /** Which bundle reported it: `host`, `sdk`, a widget's tag. */
  source: Line.max(100).optional(),
})
export type ClientErrorReport = z.infer<typeof ClientErrorReport>

export const reportClientError = defineEndpoint({
  method: 'POST',
  path: 'client-errors',
  summary: `Report a client error to the server log (when no Sentry-compatible service is configured); anonymous allowed, ${CLIENT_ERROR_RATE} a minute per address, at most ${CLIENT_ERROR_MAX_BYTES} bytes`,
  tags: ['system'],
  access: 'public',
  body: ClientErrorReport,
  response: dataOf(z.object({ received: z.literal(true) })),
})
