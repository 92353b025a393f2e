/** Auth endpoints (spec 7 "Auth"). Codes are never part of an answer: they go out by e-mail/SMS (the outbox). */
import { z } from 'zod'
import { dataOf, decimal, Line, Ok, Timestamp } from './common'
import { defineEndpoint } from './endpoint'
import { Session, User } from './entities'
import { Code, Email, Inn, Password, PersonName, Phone, Timezone } from './validators'

const tags = ['auth']

export const CodeSent = dataOf(z.object({ request_id: z.string(), expires_at: Timestamp, resend_after: Timestamp }))

export const register = defineEndpoint({
  method: 'POST',
  path: 'auth/register',
  summary:
    'Start a registration; a 6-digit code is sent to the e-mail (or, when it has an account already, a note saying so: the answer is the same)',
  tags,
  access: 'public',
  body: z.strictObject({
    name: PersonName,
    email: Email,
    phone: Phone,
    password: Password,
    language: z.enum(['ru', 'en']).default('ru'),
    /** Spec 3: a timezone is added, default Europe/Moscow. */
    timezone: Timezone,
    company: z.strictObject({
      inn: Inn,
      /** Required when the INN is new to the exchange; joining an existing company makes a pending employee. */
      name: Line.trim().min(2).max(300).optional(),
      type: z.enum(['shipper', 'carrier', 'expeditor']),
    }),
  }),
  response: CodeSent,
})

/**
 * Only the INN: whether an e-mail or phone is registered is not told to anyone (registration mails the owner of a
 * taken e-mail instead of answering it), as sign-in and password reset do not tell it.
 */
export const registerCheck = defineEndpoint({
  method: 'POST',
  path: 'auth/register/check',
  summary: 'Whether a company with the INN is on the exchange',
  tags,
  access: 'public',
  body: z.strictObject({ inn: Inn }),
  response: dataOf(z.object({ company_exists: z.boolean() })),
})

export const registerConfirmation = defineEndpoint({
  method: 'POST',
  path: 'auth/register/confirmation',
  summary: 'Confirm a registration with its code; answers a token, or none while an employee awaits approval',
  tags,
  access: 'public',
  body: z.strictObject({ request_id: Line.min(1).max(100), code: Code }),
  response: dataOf(z.object({ token: z.string().nullable(), user: User })),
})

export const registerResend = defineEndpoint({
  method: 'POST',
  path: 'auth/register/resend',
  summary: 'Send a new registration code (the previous one stops working)',
  tags,
  access: 'public',
  body: z.strictObject({ request_id: Line.min(1).max(100) }),
  response: CodeSent,
})

export const login = defineEndpoint({
  method: 'POST',
  path: 'auth/login',
  summary: 'Sign in with e-mail or phone and password',
  tags,
  access: 'public',
  body: z.strictObject({ login: Line.trim().min(3).max(254), password: Line.min(1).max(200) }),
  response: dataOf(Session),
})

export const logout = defineEndpoint({
  method: 'POST',
  path: 'auth/logout',
  summary: 'Revoke the token of this request',
  tags,
  access: 'user',
  response: Ok,
})

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: 'auth/reset_password',
  summary: 'Send a reset code and link; answers the same whether or not the account exists',
  tags,
  access: 'public',
  body: z.strictObject({ login: Line.trim().min(3).max(254) }),
  response: Ok,
})

export const resetPasswordCheck = defineEndpoint({
  method: 'POST',
  path: 'auth/reset_password/check',
  summary: 'Check a reset code (with the login) or a reset link token; answers the token for the confirmation',
  tags,
  access: 'public',
  body: z.union([
    z.strictObject({ login: Line.trim().min(3).max(254), code: Code }),
    z.strictObject({ token: Line.min(20).max(200) }),
  ]),
  response: dataOf(z.object({ reset_token: z.string() })),
})

export const resetPasswordConfirmation = defineEndpoint({
  method: 'POST',
  path: 'auth/reset_password/confirmation',
  summary: 'Set a new password; every other session of the account is revoked',
  tags,
  access: 'public',
  body: z.strictObject({ reset_token: Line.min(20).max(200), password: Password }),
  response: dataOf(Session),
})

export const resetPasswordResend = defineEndpoint({
  method: 'POST',
  path: 'auth/reset_password/resend',
  summary: 'Send a new reset code; answers the same whether or not the account exists',
  tags,
  access: 'public',
  body: z.strictObject({ login: Line.trim().min(3).max(254) }),
  response: Ok,
})

/**
 * Spec 7 names the payload `user_id`; the other fields are the Telegram Login Widget's signed data, checked with
 * the bot token, so that nobody can sign in by guessing a Telegram id.
 */
export const telegramLogin = defineEndpoint({
  method: 'POST',
  path: 'auth/telegram/login',
  summary: 'Sign in with a verified Telegram account (Telegram Login Widget data)',
  tags,
  access: 'public',
  body: z.strictObject({
    user_id: decimal(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
    auth_date: decimal(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
    hash: Line.regex(/^[0-9a-f]{64}$/),
    first_name: Line.max(200).optional(),
    last_name: Line.max(200).optional(),
    username: Line.max(200).optional(),
    photo_url: Line.max(1000).optional(),
  }),
  response: dataOf(Session),
})

/**
 * Partner sign-in, server to server: a partner's backend (never its page: the key is a secret) exchanges its
 * partner key for a token of one of its own users, a user of the company configured for the partner, and hands
 * the token to its page's widgets. A wrong key, an unknown partner and a partner without a key read the same.
 */
export const partnerToken = defineEndpoint({
  method: 'POST',
  path: 'auth/partner-token',
  summary: "Exchange a partner key (partner's backend only) for a token of a user of the partner's company",
  tags,
  access: 'public',
  body: z.strictObject({
    partner: Line.trim().min(2).max(100),
    key: Line.min(16).max(200),
    login: Line.trim().min(3).max(254),
  }),
  errors: [401],
  response: dataOf(Session),
})

/**
 * The common and breached passwords the server refuses, asked by a hash prefix (k-anonymity): the client sends the
 * first 3 hex digits of a candidate's SHA-256 (core/contract/password-rules.ts `commonCandidates`) and checks the
 * rest of its hash against the answer, so the meter rates a listed password weak before it is sent, from the same
 * list, while neither the password nor its hash leaves the page.
 */
export const commonPasswordHashes = defineEndpoint({
  method: 'GET',
  path: 'auth/common-passwords/:prefix',
  summary:
    'The SHA-256 hashes (hex, without the 3-digit prefix asked) of the listed common passwords whose hash starts with the prefix',
  tags,
  access: 'public',
  params: z.strictObject({ prefix: Line.regex(/^[0-9a-f]{3}$/) }),
  response: dataOf(z.array(z.string())),
})
