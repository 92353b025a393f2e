/**
 * The mini-app's sign-in: Telegram.WebApp.initData, signed by Telegram with the bot token, fresh (a day), of a
 * Telegram account linked to an active user, answers that user's session.
 */
import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { miniAppLogin } from '../../../core/contract/telegram'
import type { AppContext } from '../../http/context'
import { HttpError, invalidField } from '../../http/errors'
import { route } from '../../http/route'
import { issueToken } from '../../services/tokens'
import { loadUser } from '../../services/users'
import { findTelegramUser } from '../auth/account-repository'
import { loginLimit } from '../auth/rate-limits'
import { initDataHash } from './secrets'

const MAX_AGE_SECONDS = 24 * 60 * 60

/** The Telegram user id of valid, fresh initData; null otherwise. */
export function telegramUserOfInitData(botToken: string, initData: string, now = Date.now()): number | null {
  const fields = new URLSearchParams(initData)
  const given = Buffer.from(fields.get('hash') ?? '', 'hex')
  const expected = Buffer.from(initDataHash(botToken, fields), 'hex')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  const authDate = Number(fields.get('auth_date'))
  if (!Number.isFinite(authDate) || now / 1000 - authDate > MAX_AGE_SECONDS) return null
  try {
    const user = JSON.parse(fields.get('user') ?? '') as { id?: unknown }
    return typeof user.id === 'number' && Number.isSafeInteger(user.id) && user.id > 0 ? user.id : null
  } catch {
    return null
  }
}

export function registerMiniAppRoutes(app: FastifyInstance, { db, config }: AppContext) {
  route(
    app,
    miniAppLogin,
    async ({ body }) => {
      if (!config.telegramBotToken) throw invalidField('init_data', 'telegram_not_configured')
      const telegramUserId = telegramUserOfInitData(config.telegramBotToken, body.init_data)
      if (telegramUserId === null) throw invalidField('init_data', 'telegram_invalid')
      const row = await findTelegramUser(db, telegramUserId)
      if (!row) throw invalidField('init_data', 'telegram_not_linked')
      const user = await loadUser(db, row.id)
      if (!user) throw new HttpError(500, 'server_error')
      return { data: { token: await issueToken(db, row.id), user } }
    },
    loginLimit(config.loginRateLimit),
  )
}
