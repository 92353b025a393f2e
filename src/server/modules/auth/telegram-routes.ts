/**
 * Sign in with Telegram. The Login Widget's data is signed with the bot token (HMAC-SHA256 keyed by SHA-256 of
 * the token); only a signed, fresh payload of a Telegram account linked to an active user signs in.
 */
import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { auth } from '../../../core/contract'
import type { AppContext } from '../../http/context'
import { HttpError, invalidField } from '../../http/errors'
import { route } from '../../http/route'
import { issueToken } from '../../services/tokens'
import { loadUser } from '../../services/users'
import { findTelegramUser } from './account-repository'
import { loginLimit } from './rate-limits'
import { telegramSignature } from './telegram-signature'

const MAX_AGE_SECONDS = 24 * 60 * 60

export function telegramRoutes(app: FastifyInstance, { db, config }: AppContext) {
  route(
    app,
    auth.telegramLogin,
    async ({ body }) => {
      if (!config.telegramBotToken) throw new HttpError(503, 'telegram_disabled')
      const expected = Buffer.from(telegramSignature(config.telegramBotToken, body), 'hex')
      const given = Buffer.from(body.hash, 'hex')
      const fresh = Date.now() / 1000 - body.auth_date < MAX_AGE_SECONDS
      if (expected.length !== given.length || !timingSafeEqual(expected, given) || !fresh) {
        throw invalidField('user_id', 'telegram_invalid')
      }
      const row = await findTelegramUser(db, body.user_id)
      if (!row) throw invalidField('user_id', 'telegram_not_linked')
      const user = await loadUser(db, row.id)
      if (!user) throw new HttpError(500, 'server_error')
      return { data: { token: await issueToken(db, row.id), user } }
    },
    loginLimit(config.loginRateLimit),
  )
}
