/**
 * Telegram (spec 1, 4, 7): verification through the exchange's bot, the bot's webhook, and the
 * mini-app's sign-in. With a bot token and an https PUBLIC_URL the webhook is registered with Telegram at start
 * (a failure is logged, never fatal); without a token the screens say Telegram is not configured.
 */
import type { Module } from '../../http/context'
import { botApi } from './bot-api'
import { registerMiniAppRoutes } from './mini-app-routes'
import { webhookSecret } from './secrets'
import { registerVerificationRoutes } from './verification-routes'
import { registerWebhookRoutes } from './webhook-routes'

export const WEBHOOK_PATH = '/api/v2/telegram/webhook'

const routes: Module = (app, ctx) => {
  registerVerificationRoutes(app, ctx)
  registerWebhookRoutes(app, ctx)
  registerMiniAppRoutes(app, ctx)
  const { config } = ctx
  const secret = webhookSecret(config)
  if (config.telegramBotToken && secret && config.publicUrl.startsWith('https://')) {
    const api = botApi(config.telegramBotToken, config.telegramApiBase)
    app.addHook('onReady', async () => {
      api
        .setWebhook(`${config.publicUrl.replace(/\/+$/, '')}${WEBHOOK_PATH}`, secret)
        .catch((error) => app.log.warn({ err: error }, 'telegram setWebhook failed'))
    })
  }
}
export default routes
