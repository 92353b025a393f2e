/**
 * The Bot API's webhook: the secret token header is checked before anything is read from the update (a hook of
 * this route's URL runs before the body is validated), so nobody but Telegram learns even how the body is read.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../../../core/contract/common'
import { serverUrl } from '../../../core/contract/endpoint'
import { SECRET_HEADER, telegramWebhook } from '../../../core/contract/telegram'
import type { AppContext } from '../../http/context'
import { unauthorized } from '../../http/errors'
import { route } from '../../http/route'
import { handleUpdate } from './bot'
import { sameSecret, webhookSecret } from './secrets'

export function registerWebhookRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const secret = webhookSecret(config)
  const url = serverUrl(telegramWebhook.path)
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.url !== url) return
    const given = request.headers[SECRET_HEADER]
    if (!secret || !sameSecret(secret, typeof given === 'string' ? given : undefined)) throw unauthorized()
  })
  route(app, telegramWebhook, async ({ body }) => {
    await handleUpdate(db, body)
    return ok
  })
}
