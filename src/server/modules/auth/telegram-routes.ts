/**
 * Sign in with Telegram. The Login Widget's data is signed with the bot token (HMAC-SHA256 keyed by SHA-256 of
 * the token); only a signed, fresh payload of a Telegram account linked to an active user signs in.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { auth } from '../../../core/contract'
import type { AppContext } from '../../http/context'
import { HttpError, invalidField } from '../../http/errors'
import { route } from '../../http/route'
import { issueToken } from '../../services/tokens'
import { loadUser } from '../../services/users'
import { limits } from './rate-limits'

const MAX_AGE_SECONDS = 24 * 60 * 60

/** The data-check-string of the Telegram Login Widget: `key=value` lines, sorted, without `hash`; `id` is the user. */
export function telegramCheckString(fields: Record<string, string | number | undefined>): string {
  return Object.entries(fields)
    .filter(([key, value]) => key !== 'hash' && value !== undefined)
    .map(([key, value]) => [key === 'user_id' ? 'id' : key, String(value)] as const)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n')
}

export function telegramSignature(botToken: string, fields: Record<string, string | number | undefined>): string {
  const secret = createHash('sha256').update(botToken).digest()
  return createHmac('sha256', secret).update(telegramCheckString(fields)).digest('hex')
}

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
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('telegram_user_id', '=', body.user_id)
        .where('status', '=', 'active')
        .executeTakeFirst()
      if (!row) throw invalidField('user_id', 'telegram_not_linked')
      const user = await loadUser(db, row.id)
      if (!user) throw new HttpError(500, 'server_error')
      return { data: { token: await issueToken(db, row.id), user } }
    },
    limits.login,
  )
}
