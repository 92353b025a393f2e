/**
 * POST client-errors: a client error written to the server log (spec 8's error-reporting service when no
 * Sentry-compatible one is configured). Who reported it (user id, if signed in) and from where go with it; the
 * body is the contract's report, already limited in size and rate.
 */
import type { FastifyInstance } from 'fastify'
import { CLIENT_ERROR_MAX_BYTES, CLIENT_ERROR_RATE, reportClientError } from '../../../core/contract/reports'
import type { AppContext } from '../../http/context'
import { route } from '../../http/route'

export function registerClientErrorRoutes(app: FastifyInstance, _ctx: AppContext) {
  route(
    app,
    reportClientError,
    async ({ body, user, request }) => {
      request.log.warn(
        { client_error: body, user_id: user?.id ?? null, user_agent: request.headers['user-agent'] ?? null },
        `[client-error] ${body.message}`,
      )
      return { data: { received: true as const } }
    },
    { rateLimit: { max: CLIENT_ERROR_RATE, timeWindow: '1 minute' }, bodyLimit: CLIENT_ERROR_MAX_BYTES },
  )
}
