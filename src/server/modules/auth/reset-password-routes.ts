/**
 * Password reset: a code and a link go to the account's e-mail; either proves the request, and the new password
 * ends every other session. No answer tells whether an account exists.
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { auth } from '../../../core/contract'
import type { DB } from '../../db/schema'
import type { AppContext } from '../../http/context'
import { HttpError, invalidField } from '../../http/errors'
import { translate } from '../../http/messages'
import { route } from '../../http/route'
import { checkCode, consumeCode, findByLinkToken, issueCode, reissueCode, replaceLinkToken } from '../../services/codes'
import { enqueue } from '../../services/outbox'
import { hashPassword } from '../../services/passwords'
import { issueToken, revokeAllTokens } from '../../services/tokens'
import { findUserByLogin, loadUser } from '../../services/users'
import { limits } from './rate-limits'

async function resettableUser(db: Kysely<DB>, login: string) {
  const user = await findUserByLogin(db, login)
  return user && user.status === 'active' ? user : null
}

/** Sends a reset code and link: used by the reset itself and by employee invitations. */
export async function sendResetCode(
  db: Kysely<DB>,
  user: { id: number; email: string },
  publicUrl: string,
  lang: 'ru' | 'en',
) {
  const issued = await issueCode(db, { purpose: 'reset_password', target: user.email, userId: user.id, link: true })
  await enqueue(db, {
    channel: 'email',
    recipient: user.email,
    subject: translate(lang, 'mail_reset_subject'),
    body: translate(lang, 'mail_reset_body', {
      code: issued.code,
      link: `${publicUrl}/login/reset/${issued.linkToken}`,
    }),
  })
}

export function resetPasswordRoutes(app: FastifyInstance, { db, config }: AppContext) {
  route(
    app,
    auth.resetPassword,
    async ({ body, lang }) => {
      const user = await resettableUser(db, body.login)
      if (user) await db.transaction().execute((trx) => sendResetCode(trx, user, config.publicUrl, lang))
      return { data: { ok: true as const } }
    },
    limits.reset,
  )

  route(
    app,
    auth.resetPasswordResend,
    async ({ body, lang }) => {
      const user = await resettableUser(db, body.login)
      if (!user) return { data: { ok: true as const } }
      const open = await db
        .selectFrom('verification_codes')
        .select('id')
        .where('purpose', '=', 'reset_password')
        .where('target', '=', user.email)
        .where('consumed_at', 'is', null)
        .executeTakeFirst()
      await db.transaction().execute(async (trx) => {
        if (!open) return sendResetCode(trx, user, config.publicUrl, lang)
        try {
          const issued = await reissueCode(trx, open.id, 'reset_password')
          const link = `${config.publicUrl}/login/reset/${await replaceLinkToken(trx, open.id)}`
          await enqueue(trx, {
            channel: 'email',
            recipient: user.email,
            subject: translate(lang, 'mail_reset_subject'),
            body: translate(lang, 'mail_reset_body', { code: issued.code, link }),
          })
        } catch (error) {
          // A cooldown answered only for existing accounts would tell that the account exists.
          if (!(error instanceof HttpError && error.status === 429)) throw error
        }
      })
      return { data: { ok: true as const } }
    },
    limits.reset,
  )

  route(
    app,
    auth.resetPasswordCheck,
    async ({ body }) => {
      if ('token' in body) {
        const row = await findByLinkToken(db, body.token, 'reset_password')
        if (!row) throw invalidField('token', 'reset_token_invalid')
        return { data: { reset_token: body.token } }
      }
      const user = await resettableUser(db, body.login)
      // Unknown accounts answer as a wrong code does.
      if (!user) throw invalidField('code', 'code_wrong')
      const checked = await checkCode(db, { target: user.email }, 'reset_password', body.code)
      return { data: { reset_token: await replaceLinkToken(db, checked.id) } }
    },
    limits.code,
  )

  route(
    app,
    auth.resetPasswordConfirmation,
    async ({ body }) => {
      const row = await findByLinkToken(db, body.reset_token, 'reset_password')
      if (!row?.user_id) throw invalidField('reset_token', 'reset_token_invalid')
      const userId = row.user_id
      const passwordHash = await hashPassword(body.password)
      await db.transaction().execute(async (trx) => {
        if (!(await consumeCode(trx, row.id))) throw invalidField('reset_token', 'reset_token_invalid')
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: new Date() })
          .where('id', '=', userId)
          .execute()
        await revokeAllTokens(trx, userId)
      })
      const user = await loadUser(db, userId)
      if (user?.status !== 'active') throw invalidField('reset_token', 'reset_token_invalid')
      return { data: { token: await issueToken(db, userId), user } }
    },
    limits.code,
  )
}
