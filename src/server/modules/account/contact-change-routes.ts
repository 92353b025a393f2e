/**
 * E-mail and phone changes in two steps on one path: `{email}` / `{phone}` sends a code to the new address and
 * answers a request id; `{request_id, code}` applies the change. The code never appears in an answer.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { changeEmail, changePhone } from '../../../core/contract/account'
import type { Lang } from '../../../core/contract/common'
import type { User } from '../../../core/contract/entities'
import type { DB } from '../../db/schema'
import type { CurrentUser } from '../../http/auth'
import type { AppContext } from '../../http/context'
import { conflict, HttpError, invalidField, isUniqueViolation } from '../../http/errors'
import { type MessageKey, translate } from '../../http/messages'
import { type RouteOptions, route } from '../../http/route'
import { checkCode, consumeCode, issueCode } from '../../services/codes'
import { enqueue, type OutgoingMessage } from '../../services/outbox'
import { contactOwner } from '../companies/staff-repository'
import { requireUser } from './user-repository'

interface ContactKind {
  field: 'email' | 'phone'
  purpose: 'change_email' | 'change_phone'
  taken: MessageKey
  unchanged: MessageKey
  constraint: string
  /** The message carrying the code to the new address. */
  codeMessage(lang: Lang, target: string, code: string): OutgoingMessage
  /** A notice to the old address once the change is made, if any. */
  changedNotice?(lang: Lang, previous: string, target: string): OutgoingMessage
}

const emailKind: ContactKind = {
  field: 'email',
  purpose: 'change_email',
  taken: 'email_taken',
  unchanged: 'email_unchanged',
  constraint: 'users_email_key',
  codeMessage: (lang, target, code) => ({
    channel: 'email',
    recipient: target,
    subject: translate(lang, 'mail_change_email_subject'),
    body: translate(lang, 'mail_change_email_body', { code }),
  }),
  changedNotice: (lang, previous, target) => ({
    channel: 'email',
    recipient: previous,
    subject: translate(lang, 'mail_email_changed_subject'),
    body: translate(lang, 'mail_email_changed_body', { email: target }),
  }),
}

const phoneKind: ContactKind = {
  field: 'phone',
  purpose: 'change_phone',
  taken: 'phone_taken',
  unchanged: 'phone_unchanged',
  constraint: 'users_phone_key',
  codeMessage: (lang, target, code) => ({
    channel: 'sms',
    recipient: target,
    subject: '',
    body: translate(lang, 'sms_change_phone', { code }),
  }),
}

const takenError = (kind: ContactKind) => conflict(kind.taken, { [kind.field]: kind.taken })

async function currentValue(db: Kysely<DB>, kind: ContactKind, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select(kind.field).where('id', '=', userId).executeTakeFirstOrThrow()
  return row[kind.field]
}

async function assertFree(db: Kysely<DB>, kind: ContactKind, userId: number, value: string) {
  const owner = await contactOwner(db, kind.field, value)
  if (owner && owner.id !== userId) throw takenError(kind)
}

/** Step 1: checks the new value and sends it a code. */
async function start(db: Kysely<DB>, kind: ContactKind, caller: CurrentUser, value: string, lang: Lang) {
  if ((await currentValue(db, kind, caller.id)) === value) throw invalidField(kind.field, kind.unchanged)
  await assertFree(db, kind, caller.id, value)
  const issued = await db.transaction().execute(async (trx) => {
    const issued = await issueCode(trx, { purpose: kind.purpose, target: value, userId: caller.id })
    await enqueue(trx, kind.codeMessage(lang, value, issued.code))
    return issued
  })
  return { data: { request_id: issued.id, expires_at: issued.expiresAt.toISOString() } }
}

/** Step 2: checks the code of the caller's own open request and applies the change. */
async function confirm(
  db: Kysely<DB>,
  kind: ContactKind,
  caller: CurrentUser,
  requestId: string,
  code: string,
  lang: Lang,
): Promise<{ data: User }> {
  // Someone else's request is unknown to the caller: no try is counted against it.
  const own = await db
    .selectFrom('verification_codes')
    .select('id')
    .where('id', '=', requestId)
    .where('purpose', '=', kind.purpose)
    .where('user_id', '=', caller.id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst()
  if (!own) throw new HttpError(404, 'request_unknown')
  const checked = await checkCode(db, { id: requestId }, kind.purpose, code)
  try {
    const data = await db.transaction().execute(async (trx) => {
      if (!(await consumeCode(trx, checked.id))) throw new HttpError(404, 'request_unknown')
      await assertFree(trx, kind, caller.id, checked.target)
      const previous = await currentValue(trx, kind, caller.id)
      await trx
        .updateTable('users')
        .set({ [kind.field]: checked.target, updated_at: new Date() })
        .where('id', '=', caller.id)
        .execute()
      if (previous && kind.changedNotice) await enqueue(trx, kind.changedNotice(lang, previous, checked.target))
      return requireUser(trx, caller.id)
    })
    return { data }
  } catch (error) {
    if (isUniqueViolation(error, kind.constraint)) throw takenError(kind)
    throw error
  }
}

/** 5 a minute per user, counted apart for sending codes and for confirming them. */
function limit(name: string): RouteOptions {
  return {
    rateLimit: {
      max: 5,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => {
        const body = request.body as { request_id?: unknown } | undefined
        const step = body && typeof body === 'object' && 'request_id' in body ? 'confirm' : 'send'
        return `${name}:${step}:${request.currentUser?.id ?? request.ip}`
      },
    },
  }
}

export function registerContactChangeRoutes(app: FastifyInstance, { db }: AppContext) {
  route(
    app,
    changeEmail,
    async ({ me, body, lang }) =>
      'email' in body
        ? start(db, emailKind, me, body.email, lang)
        : confirm(db, emailKind, me, body.request_id, body.code, lang),
    limit('change-email'),
  )
  route(
    app,
    changePhone,
    async ({ me, body, lang }) =>
      'phone' in body
        ? start(db, phoneKind, me, body.phone, lang)
        : confirm(db, phoneKind, me, body.request_id, body.code, lang),
    limit('change-phone'),
  )
}
