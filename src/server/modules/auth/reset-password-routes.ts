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
import { route } from '../../http/route'
import { checkCode, findByLinkToken, replaceLinkToken } from '../../services/codes'
import { assertPasswordAllowed } from '../../services/password-policy'
import { hashPassword } from '../../services/passwords'
import { issueToken } from '../../services/tokens'
import { findUserByLogin, findUserContacts, loadUser } from '../../services/users'
import { resendResetCode, setPassword, startPasswordReset } from './account-repository'
import { type AccountLimits, accountOf, limits } from './rate-limits'

async function resettableUser(db: Kysely<DB>, login: string) {
  const user = await findUserByLogin(db, login)
  return user && user.status === 'active' ? user : null
}

export function resetPasswordRoutes(app: FastifyInstance, { db, config }: AppContext, perAccount: AccountLimits) {
  route(
    app,
    auth.resetPassword,
    async ({ body, lang, request }) => {
      const user = await resettableUser(db, body.login)
      await perAccount.resetRequests.take(request, accountOf(user, body.login))
      if (user) await startPasswordReset(db, user, config.publicUrl, lang)
      return { data: { ok: true as const } }
    },
    limits.reset,
  )

  route(
    app,
    auth.resetPasswordResend,
    async ({ body, lang, request }) => {
      const user = await resettableUser(db, body.login)
      await perAccount.resetRequests.take(request, accountOf(user, body.login))
      if (user) await resendResetCode(db, user, config.publicUrl, lang)
      return { data: { ok: true as const } }
    },
    limits.reset,
  )

  route(
    app,
    auth.resetPasswordCheck,
    async ({ body, request }) => {
      if ('token' in body) {
        const row = await findByLinkToken(db, body.token, 'reset_password')
        if (!row) throw invalidField('token', 'reset_token_invalid')
        return { data: { reset_token: body.token } }
      }
      // Wrong codes are counted per account over all its codes, so asking for new codes buys no more guesses.
      const user = await resettableUser(db, body.login)
      const account = accountOf(user, body.login)
      await perAccount.resetCodeFailures.assertOpen(request, account)
      try {
        // Unknown accounts answer (and count) as a wrong code does.
        if (!user) throw invalidField('code', 'code_wrong')
        const checked = await checkCode(db, { target: user.email }, 'reset_password', body.code)
        return { data: { reset_token: await replaceLinkToken(db, checked.id) } }
      } catch (error) {
        if (error instanceof HttpError && error.status === 422)
          await perAccount.resetCodeFailures.count(request, account)
        throw error
      }
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
      const owner = await findUserContacts(db, userId)
      if (!owner) throw invalidField('reset_token', 'reset_token_invalid')
      assertPasswordAllowed(body.password, owner)
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
