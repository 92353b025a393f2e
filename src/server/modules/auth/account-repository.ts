/**
 * The auth area's SQL and transactions: registration (the form kept with a code, the account created from it),
 * the password reset's codes and the new password, and the Telegram account's user.
 */
import type { Kysely } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import { baseRoleOf, type CompanyType } from '../../../core/contract/roles'
import type { DB } from '../../db/schema'
import { HttpError } from '../../http/errors'
import { translate } from '../../http/messages'
import { consumeCode, issueCode, reissueCode, replaceLinkToken } from '../../services/codes'
import { enqueue } from '../../services/outbox'
import { revokeAllTokens } from '../../services/tokens'
import { registeredOnly } from '../companies/company-repository'

/** The registration form as kept with its code until the code is confirmed. */
export interface RegistrationPayload {
  name: string
  email: string
  phone: string
  password_hash: string
  language: Lang
  timezone: string
  company: { inn: string; name?: string; type: CompanyType }
}

/** Whether the e-mail belongs to an account already. Only registration's mail step uses it (see register-routes). */
export async function isEmailTaken(db: Kysely<DB>, email: string): Promise<boolean> {
  return Boolean(await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())
}

/**
 * At the confirmation, once the code proved the e-mail: a phone (or, in a race, the e-mail) taken meanwhile is a
 * field error whose message names it.
 */
export async function assertContactsFree(db: Kysely<DB>, email: string, phone: string) {
  const taken = await db
    .selectFrom('users')
    .select(['email', 'phone'])
    .where((eb) => eb.or([eb('email', '=', email), eb('phone', '=', phone)]))
    .execute()
  const fields: Record<string, 'email_taken' | 'phone_taken'> = {}
  if (taken.some((u) => u.email === email)) fields.email = 'email_taken'
  if (taken.some((u) => u.phone === phone)) fields.phone = 'phone_taken'
  const first = fields.email ?? fields.phone
  if (first) throw new HttpError(422, first, {}, fields)
}

/**
 * The company registered with the INN. Counterparties other companies recorded with it are their private records
 * (migration 010): they neither block nor capture the real company's registration.
 */
export function registeredCompanyByInn(db: Kysely<DB>, inn: string) {
  return registeredOnly(db.selectFrom('companies').select(['id', 'type']).where('inn', '=', inn)).executeTakeFirst()
}

/**
 * A registration's mail: the code; or, when the e-mail has an account already, no code but a note that says so,
 * with links to sign in and to reset the password. Only the mailbox's owner learns that the e-mail is taken.
 */
async function sendRegistrationMail(
  db: Kysely<DB>,
  mail: { email: string; code: string; taken: boolean; publicUrl: string },
  lang: Lang,
) {
  await enqueue(db, {
    channel: 'email',
    recipient: mail.email,
    subject: translate(lang, mail.taken ? 'mail_registration_taken_subject' : 'mail_registration_subject'),
    body: mail.taken
      ? translate(lang, 'mail_registration_taken_body', {
          login: `${mail.publicUrl}/login`,
          reset: `${mail.publicUrl}/login/recovery`,
        })
      : translate(lang, 'mail_registration_body', { code: mail.code }),
  })
}

/**
 * Keeps the form with a new code and mails it, in one transaction. For an e-mail that has an account already,
 * the request looks the same to the caller (same answer, resend and code checks), but the form is not kept and
 * the mail carries no code, so it can never be confirmed.
 */
export function startRegistration(
  db: Kysely<DB>,
  payload: RegistrationPayload,
  lang: Lang,
  options: { emailTaken: boolean; publicUrl: string },
) {
  return db.transaction().execute(async (trx) => {
    const kept = options.emailTaken ? { taken: true, language: payload.language } : { ...payload }
    const code = await issueCode(trx, { purpose: 'register', target: payload.email, payload: kept })
    await sendRegistrationMail(
      trx,
      { email: payload.email, code: code.code, taken: options.emailTaken, publicUrl: options.publicUrl },
      lang,
    )
    return code
  })
}

/** A new code for an open registration, mailed to the e-mail it was started with (a note again if it is taken). */
export function resendRegistration(db: Kysely<DB>, requestId: string, lang: Lang, publicUrl: string) {
  return db.transaction().execute(async (trx) => {
    const code = await reissueCode(trx, requestId, 'register')
    const row = await trx
      .selectFrom('verification_codes')
      .select(['target', 'payload'])
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow()
    const taken = (row.payload as { taken?: boolean }).taken === true
    await sendRegistrationMail(trx, { email: row.target, code: code.code, taken, publicUrl }, lang)
    return code
  })
}

/**
 * Consumes the confirmed code and creates the account: a new INN creates the company with the user as its
 * administrator; a known INN makes the user a pending employee. Answers the new user's id.
 */
export function createAccount(db: Kysely<DB>, codeId: string, form: RegistrationPayload): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (!(await consumeCode(trx, codeId))) throw new HttpError(404, 'request_unknown')
    await assertContactsFree(trx, form.email, form.phone)
    const baseRole = baseRoleOf(form.company.type)
    const existing = await registeredCompanyByInn(trx, form.company.inn)
    const companyId =
      existing?.id ??
      (
        await trx
          .insertInto('companies')
          .values({
            name: form.company.name ?? form.company.inn,
            inn: form.company.inn,
            type: form.company.type,
            payment: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id
    const user = await trx
      .insertInto('users')
      .values({
        company_id: companyId,
        email: form.email,
        phone: form.phone,
        name: form.name,
        password_hash: form.password_hash,
        roles: [...(baseRole ? [baseRole] : []), existing ? 'employee' : 'admin'],
        status: existing ? 'pending' : 'active',
        timezone: form.timezone,
        language: form.language,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return user.id
  })
}

function resetMessage(lang: Lang, email: string, code: string, link: string) {
  return {
    channel: 'email' as const,
    recipient: email,
    subject: translate(lang, 'mail_reset_subject'),
    body: translate(lang, 'mail_reset_body', { code, link }),
  }
}

async function sendResetCode(db: Kysely<DB>, user: { id: number; email: string }, publicUrl: string, lang: Lang) {
  const issued = await issueCode(db, { purpose: 'reset_password', target: user.email, userId: user.id, link: true })
  await enqueue(db, resetMessage(lang, user.email, issued.code, `${publicUrl}/login/reset/${issued.linkToken}`))
}

/** Sends a reset code and link to the user's e-mail, in one transaction. */
export function startPasswordReset(db: Kysely<DB>, user: { id: number; email: string }, publicUrl: string, lang: Lang) {
  return db.transaction().execute((trx) => sendResetCode(trx, user, publicUrl, lang))
}

/** A new reset code and link in one transaction: the open request's, or a new request when none is open. */
export async function resendResetCode(
  db: Kysely<DB>,
  user: { id: number; email: string },
  publicUrl: string,
  lang: Lang,
) {
  const open = await db
    .selectFrom('verification_codes')
    .select('id')
    .where('purpose', '=', 'reset_password')
    .where('target', '=', user.email)
    .where('consumed_at', 'is', null)
    .executeTakeFirst()
  await db.transaction().execute(async (trx) => {
    if (!open) return sendResetCode(trx, user, publicUrl, lang)
    try {
      const issued = await reissueCode(trx, open.id, 'reset_password')
      const link = `${publicUrl}/login/reset/${await replaceLinkToken(trx, open.id)}`
      await enqueue(trx, resetMessage(lang, user.email, issued.code, link))
    } catch (error) {
      // A cooldown answered only for existing accounts would tell that the account exists.
      if (!(error instanceof HttpError && error.status === 429)) throw error
    }
  })
}

/**
 * Consumes the reset code and sets the new password, ending every session of the user; false when the code was
 * consumed already.
 */
export function setPassword(db: Kysely<DB>, codeId: string, userId: number, passwordHash: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await consumeCode(trx, codeId))) return false
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where('id', '=', userId)
      .execute()
    await revokeAllTokens(trx, userId)
    return true
  })
}

/** The active user a Telegram account is linked to. */
export function findTelegramUser(db: Kysely<DB>, telegramUserId: number) {
  return db
    .selectFrom('users')
    .select('id')
    .where('telegram_user_id', '=', telegramUserId)
    .where('status', '=', 'active')
    .executeTakeFirst()
}
