/**
 * Rate limits of the auth endpoints, at two levels:
 * - per client address (and per address and login where a login is sent), as route options. The address is the
 *   socket's, or the one a configured proxy reports (FX_TRUST_PROXY): a client cannot choose it by sending
 *   X-Forwarded-For.
 * - per account, from every address at once (`accountLimits`): failed sign-ins, password-reset requests and
 *   wrong reset codes. Without these, many addresses (a botnet) could still guess one account's password or brute
 *   force its 6-digit reset code by asking for new codes. Unknown logins are counted alike, so a 429 tells nothing
 *   about whether an account exists.
 * The counters live in the rate-limit store: Redis when REDIS_URL is set (shared by every instance), else memory.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { normalizePhone } from '../../../core/contract/validators'
import { tooManyRequests } from '../../http/errors'
import type { RouteOptions } from '../../http/route'

/** One account however its login is written: an e-mail in any case, a phone in any notation. */
export function accountKey(login: string): string {
  const value = login.trim()
  return value.includes('@') ? value.toLowerCase() : normalizePhone(value)
}

const loginOf = (request: FastifyRequest) => {
  const body = request.body as { login?: unknown; email?: unknown } | undefined
  const login = typeof body?.login === 'string' ? body.login : typeof body?.email === 'string' ? body.email : ''
  return accountKey(login)
}

const byAddressAndLogin = (request: FastifyRequest) => `${request.ip}|${loginOf(request)}`

/** Sign-ins (password or Telegram): `perMinute` per address and login (config.loginRateLimit). */
export const loginLimit = (perMinute: number) =>
  ({ rateLimit: { max: perMinute, timeWindow: '1 minute', keyGenerator: byAddressAndLogin } }) satisfies RouteOptions

export const limits = {
  register: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
  check: { rateLimit: { max: 30, timeWindow: '1 minute' } },
  /** The password meter's list look-ups: one per pause in typing, answered from memory. */
  passwordList: { rateLimit: { max: 240, timeWindow: '1 minute' } },
  code: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
  resend: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
  reset: { rateLimit: { max: 5, timeWindow: '10 minutes', keyGenerator: byAddressAndLogin } },
} satisfies Record<string, RouteOptions>

/** The per-account budgets: how many, in what window (ms). */
export const accountBudgets = {
  /** Failed sign-ins of one account; then even the right password waits for the window to end. */
  loginFailures: { max: 10, timeWindow: 15 * 60 * 1000 },
  /** Reset codes sent to one account (reset and resend together): each new code would be 5 more guesses. */
  resetRequests: { max: 5, timeWindow: 60 * 60 * 1000 },
  /** Wrong reset codes for one account, over all its codes: 10 guesses an hour out of a million codes. */
  resetCodeFailures: { max: 10, timeWindow: 60 * 60 * 1000 },
} as const

/**
 * The account a per-account counter counts: the user when the login names one (so that its e-mail and its phone
 * share one budget), else the login as written.
 */
export const accountOf = (user: { id: number } | null | undefined, login: string) =>
  user ? `user:${user.id}` : `login:${accountKey(login)}`

export interface AccountCounter {
  /** 429 when the account's budget is spent; counts nothing. */
  assertOpen(request: FastifyRequest, account: string): Promise<void>
  /** Counts one (a failure, or a request) for the account. */
  count(request: FastifyRequest, account: string): Promise<void>
  /** Counts one and answers 429 when that went over the budget. */
  take(request: FastifyRequest, account: string): Promise<void>
}

function accountCounter(app: FastifyInstance, name: string, budget: { max: number; timeWindow: number }) {
  // The limiter asks the request for its key; the handler knows the account, so it is handed over here.
  const accounts = new WeakMap<FastifyRequest, string>()
  const limiter = app.createRateLimit({
    ...budget,
    // The store of createRateLimit has no per-route prefix: the counter's name keeps the kinds apart.
    keyGenerator: (request) => `account:${name}:${accounts.get(request) ?? ''}`,
  })
  const run = (request: FastifyRequest, account: string, increment: boolean) => {
    accounts.set(request, account)
    return limiter(request, { increment })
  }
  const refuse = (seconds: number) => tooManyRequests(Math.max(1, seconds))
  return {
    async assertOpen(request, account) {
      const state = await run(request, account, false)
      if (!state.isAllowed && state.remaining === 0 && state.ttl > 0) throw refuse(state.ttlInSeconds)
    },
    async count(request, account) {
      await run(request, account, true)
    },
    async take(request, account) {
      const state = await run(request, account, true)
      if (!state.isAllowed && state.isExceeded) throw refuse(state.ttlInSeconds)
    },
  } satisfies AccountCounter
}
export type AccountLimits = Record<keyof typeof accountBudgets, AccountCounter>

/** The per-account counters; call once per app (after @fastify/rate-limit is registered). */
export function accountLimits(app: FastifyInstance): AccountLimits {
  return {
    loginFailures: accountCounter(app, 'login-failures', accountBudgets.loginFailures),
    resetRequests: accountCounter(app, 'reset-requests', accountBudgets.resetRequests),
    resetCodeFailures: accountCounter(app, 'reset-code-failures', accountBudgets.resetCodeFailures),
  }
}
