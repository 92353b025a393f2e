/** Rate limits of the auth endpoints: per client address, and per address and login where a login is sent. */
import type { FastifyRequest } from 'fastify'
import type { RouteOptions } from '../../http/route'

const byAddressAndLogin = (request: FastifyRequest) => {
  const body = request.body as { login?: unknown; email?: unknown } | undefined
  const login = typeof body?.login === 'string' ? body.login : typeof body?.email === 'string' ? body.email : ''
  return `${request.ip}|${login.trim().toLowerCase()}`
}

export const limits = {
  login: { rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: byAddressAndLogin } },
  register: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
  check: { rateLimit: { max: 30, timeWindow: '1 minute' } },
  code: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
  resend: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
  reset: { rateLimit: { max: 5, timeWindow: '10 minutes', keyGenerator: byAddressAndLogin } },
} satisfies Record<string, RouteOptions>
