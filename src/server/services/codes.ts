/**
 * One-time confirmation codes (registration, password reset, e-mail and phone changes): 6 digits, stored hashed,
 * valid for 10 minutes, at most 5 wrong tries per code, a new code at most once a minute and 5 times per request.
 * Everything lives in the database, so any server instance can check a code another one sent.
 */
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { DAY_MS } from '../../core/contract/days'
import type { DB } from '../db/schema'
import { HttpError, invalidField, tooManyRequests } from '../http/errors'
import { randomToken, sha256, sixDigitCode } from './secrets'

export const CODE_LIFETIME_MS = 10 * 60 * 1000
export const MAX_WRONG_CODES = 5
export const RESEND_COOLDOWN_MS = 60 * 1000
export const MAX_SENDS = 5
/** An invitation link stays valid for a week. */
export const INVITATION_LIFETIME_MS = 7 * DAY_MS

export type CodePurpose = 'register' | 'reset_password' | 'change_email' | 'change_phone'

export interface IssuedCode {
  id: string
  code: string
  /** For password resets: the secret of the e-mailed link. */
  linkToken: string | null
  expiresAt: Date
  resendAfter: Date
}

const codeHash = (id: string, code: string) => sha256(`${id}:${code}`)

export async function issueCode(
  db: Kysely<DB>,
  input: {
    purpose: CodePurpose
    target: string
    userId?: number | null
    payload?: Record<string, unknown>
    link?: boolean
    /** Longer for invitations, which are not read at once; 10 minutes otherwise. */
    lifetimeMs?: number
  },
): Promise<IssuedCode> {
  const id = randomUUID()
  const code = sixDigitCode()
  const linkToken = input.link ? randomToken() : null
  const now = Date.now()
  const expiresAt = new Date(now + (input.lifetimeMs ?? CODE_LIFETIME_MS))
  // An earlier code for the same purpose and target stops working.
  await db
    .updateTable('verification_codes')
    .set({ consumed_at: new Date(now) })
    .where('purpose', '=', input.purpose)
    .where('target', '=', input.target)
    .where('consumed_at', 'is', null)
    .execute()
  await db
    .insertInto('verification_codes')
    .values({
      id,
      purpose: input.purpose,
      target: input.target,
      user_id: input.userId ?? null,
      payload: JSON.stringify(input.payload ?? {}),
      code_hash: codeHash(id, code),
      link_token_hash: linkToken ? sha256(linkToken) : null,
      expires_at: expiresAt,
      last_sent_at: new Date(now),
    })
    .execute()
  return { id, code, linkToken, expiresAt, resendAfter: new Date(now + RESEND_COOLDOWN_MS) }
}

/** A fresh code for an open request: the cooldown and the number of sends are enforced. */
export async function reissueCode(db: Kysely<DB>, id: string, purpose: CodePurpose): Promise<IssuedCode> {
  const row = await db
    .selectFrom('verification_codes')
    .selectAll()
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .executeTakeFirst()
  if (!row) throw new HttpError(404, 'request_unknown')
  const wait = row.last_sent_at.getTime() + RESEND_COOLDOWN_MS - Date.now()
  if (wait > 0) throw tooManyRequests(Math.ceil(wait / 1000), 'code_resend_wait')
  if (row.sends >= MAX_SENDS) throw tooManyRequests(Math.ceil(CODE_LIFETIME_MS / 1000))
  const code = sixDigitCode()
  const now = Date.now()
  const expiresAt = new Date(now + CODE_LIFETIME_MS)
  const updated = await db
    .updateTable('verification_codes')
    .set((eb) => ({
      code_hash: codeHash(id, code),
      attempts: 0,
      sends: eb('sends', '+', 1),
      expires_at: expiresAt,
      last_sent_at: new Date(now),
    }))
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('sends', '=', row.sends)
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) !== 1)
    throw tooManyRequests(Math.ceil(RESEND_COOLDOWN_MS / 1000), 'code_resend_wait')
  return { id, code, linkToken: null, expiresAt, resendAfter: new Date(now + RESEND_COOLDOWN_MS) }
}

export interface CheckedCode {
  id: string
  target: string
  userId: number | null
  payload: Record<string, unknown>
}

/**
 * Checks a code. The try is counted in its own statement, before the caller's transaction, so a wrong code is
 * counted even though the request fails. Does not consume the code: the caller does that in its transaction.
 */
export async function checkCode(
  db: Kysely<DB>,
  where: { id: string } | { target: string },
  purpose: CodePurpose,
  code: string,
): Promise<CheckedCode> {
  let query = db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
  query = 'id' in where ? query.where('id', '=', where.id) : query.where('target', '=', where.target)
  const row = await query
    .returning(['id', 'target', 'user_id', 'payload', 'code_hash', 'attempts', 'expires_at'])
    .executeTakeFirst()
  if (!row) throw 'id' in where ? new HttpError(404, 'request_unknown') : invalidField('code', 'code_wrong')
  if (row.expires_at.getTime() < Date.now()) throw invalidField('code', 'code_expired')
  if (row.attempts > MAX_WRONG_CODES) throw tooManyRequests(Math.ceil(RESEND_COOLDOWN_MS / 1000), 'code_attempts')
  if (row.code_hash !== codeHash(row.id, code)) {
    if (row.attempts >= MAX_WRONG_CODES) throw tooManyRequests(Math.ceil(RESEND_COOLDOWN_MS / 1000), 'code_attempts')
    throw invalidField('code', 'code_wrong')
  }
  return { id: row.id, target: row.target, userId: row.user_id, payload: row.payload }
}

/** Marks a code used; false when another request used it first (the caller then fails and rolls back). */
export async function consumeCode(db: Kysely<DB>, id: string): Promise<boolean> {
  const result = await db
    .updateTable('verification_codes')
    .set({ consumed_at: new Date() })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** A password-reset link token, and a fresh token for a request whose code was checked. */
export async function findByLinkToken(db: Kysely<DB>, linkToken: string, purpose: CodePurpose) {
  return db
    .selectFrom('verification_codes')
    .select(['id', 'target', 'user_id', 'payload', 'expires_at'])
    .where('link_token_hash', '=', sha256(linkToken))
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst()
}

export async function replaceLinkToken(db: Kysely<DB>, id: string): Promise<string> {
  const token = randomToken()
  await db
    .updateTable('verification_codes')
    .set({ link_token_hash: sha256(token) })
    .where('id', '=', id)
    .execute()
  return token
}
