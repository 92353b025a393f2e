/** Telegram verification: the start (a deep link to the bot) and the check (status 2 hands out the token once). */
import type { FastifyInstance } from 'fastify'
import { checkTelegramVerification, startTelegramVerification, TELEGRAM_STATUS } from '../../../core/contract/telegram'
import type { AppContext } from '../../http/context'
import { notFound } from '../../http/errors'
import { route } from '../../http/route'
import { issueToken } from '../../services/tokens'
import { loadUser } from '../../services/users'
import { claimToken, createVerification, expireIfDue, findVerification } from './verification-repository'

export function registerVerificationRoutes(app: FastifyInstance, { db, config }: AppContext) {
  route(
    app,
    startTelegramVerification,
    async ({ query }) => {
      if (!config.telegramBotToken) {
        return { data: { configured: false, id: null, link: null, bot: null, expires_at: null } }
      }
      const verification = await createVerification(db, query.phone, query.inn)
      const bot = config.telegramBotName
      return {
        data: {
          configured: true,
          id: verification.id,
          link: `https://t.me/${bot}?start=${verification.payload}`,
          bot,
          expires_at: verification.expires_at.toISOString(),
        },
      }
    },
    config.rateLimit ? { rateLimit: { max: 20, timeWindow: '10 minutes' } } : {},
  )

  route(app, checkTelegramVerification, async ({ params }) => {
    await expireIfDue(db, params.id)
    const verification = await findVerification(db, params.id)
    if (!verification) throw notFound()
    if (
      verification.status === TELEGRAM_STATUS.verified &&
      verification.user_id !== null &&
      (await claimToken(db, verification.id))
    ) {
      const user = await loadUser(db, verification.user_id)
      if (user) return { data: { status: verification.status, token: await issueToken(db, user.id), user } }
    }
    return { data: { status: verification.status, token: null, user: null } }
  })
}
