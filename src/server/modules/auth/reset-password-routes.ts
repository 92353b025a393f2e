/**
 * Password reset: a code and a link go to the account's e-mail; either proves the request, and the new password
 * ends every other session. No answer tells whether an account exists.
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { auth } from '../../../core/contract'
import type { DB } from '../../db/schema'
import type { AppContext } from '../../http/context'
import { invalidField } from '../../http/errors'
import { route } from '../../http/route'
import { checkCode, findByLinkToken, replaceLinkToken } from '../../services/codes'
import { hashPassword } from '../../services/passwords'
import { issueToken } from '../../services/tokens'
import { findUserByLogin, loadUser } from '../../services/users'
import { resendResetCode, setPassword, startPasswordReset } from './account-repository'
import { limits } from './rate-limits'

async function resettableUser(db: Kysely<DB>, login: string) {
  const user = await findUserByLogin(db, login)
  return user && user.status === 'active' ? user : null
}

export function resetPasswordRoutes(app: FastifyInstance, { db, config }: AppContext) {
  route(
    app,
    auth.resetPassword,
    async ({ body, lang }) => {
      const user = await resettableUser(db, body.login)
      if (user) await startPasswordReset(db, user, config.publicUrl, lang)
      return { data: { ok: true as const } }
    },
    limits.reset,
  )

  route(
    app,
    auth.resetPasswordResend,
    async ({ body, lang }) => {
      const user = await resettableUser(db, body.login)
      if (user) await resendResetCode(db, user, config.publicUrl, lang)
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
      if (!(await setPassword(db, row.id, userId, passwordHash)))
        throw invalidField('reset_token', 'reset_token_invalid')
      const user = await loadUser(db, userId)
      if (user?.status !== 'active') throw invalidField('reset_token', 'reset_token_invalid')
      return { data: { token: await issueToken(db, userId), user } }
    },
    limits.code,
  )
}
