/** The Telegram secrets: the webhook's secret token and the mini-app's initData signature. */
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { ServerConfig } from '../../config'

/** `TELEGRAM_WEBHOOK_SECRET`, or one derived from the bot token (Telegram allows A-Z, a-z, 0-9, _ and -). */
export function webhookSecret(config: Pick<ServerConfig, 'telegramBotToken' | 'telegramWebhookSecret'>): string | null {
  if (!config.telegramBotToken) return null
  return (
    config.telegramWebhookSecret ??
    createHmac('sha256', config.telegramBotToken).update('fx-telegram-webhook').digest('hex').slice(0, 48)
  )
}

export function sameSecret(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Telegram's check of Telegram.WebApp.initData: HMAC-SHA256 keyed by HMAC-SHA256("WebAppData", bot token). */
export function initDataHash(botToken: string, fields: URLSearchParams): string {
  const checkString = [...fields.entries()]
    .filter(([key]) => key !== 'hash')
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n')
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest()
  return createHmac('sha256', secret).update(checkString).digest('hex')
}

/** Signs initData fields as Telegram does (for tests and the fake mini-app). */
export function signInitData(botToken: string, fields: Record<string, string>): string {
  const params = new URLSearchParams(fields)
  params.set('hash', initDataHash(botToken, params))
  return params.toString()
}
