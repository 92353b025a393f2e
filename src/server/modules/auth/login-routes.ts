/** Sign in with e-mail or phone and password, and sign out. */
import type { FastifyInstance } from 'fastify'
import { auth } from '../../../core/contract'
import type { AppContext } from '../../http/context'
import { forbidden, HttpError, invalidField } from '../../http/errors'
import { route } from '../../http/route'
import { verifyPassword } from '../../services/passwords'
import { issueToken, revokeToken } from '../../services/tokens'
import { findUserByLogin, loadUser } from '../../services/users'
import { type AccountLimits, accountOf, loginLimit } from './rate-limits'

export function loginRoutes(app: FastifyInstance, { db, config }: AppContext, perAccount: AccountLimits) {
  route(
    app,
    auth.login,
    async ({ body, request }) => {
      // An account that failed too often from any address waits, even with the right password: otherwise many
      // addresses together could keep guessing.
      const row = await findUserByLogin(db, body.login)
      const account = accountOf(row, body.login)
      await perAccount.loginFailures.assertOpen(request, account)
      const valid = await verifyPassword(body.password, row?.password_hash ?? null)
      // A wrong password and an unknown or removed account read the same (and count the same).
      if (!row || !valid || row.status === 'removed') {
        await perAccount.loginFailures.count(request, account)
        throw invalidField('login', 'wrong_credentials')
      }
      if (row.status === 'pending') throw forbidden('account_pending')
      const user = await loadUser(db, row.id)
      if (!user) throw new HttpError(500, 'server_error')
      return { data: { token: await issueToken(db, row.id), user } }
    },
    loginLimit(config.loginRateLimit),
  )

  route(app, auth.logout, async ({ me }) => {
    await revokeToken(db, me.tokenId)
    return { data: { ok: true as const } }
  })
}
