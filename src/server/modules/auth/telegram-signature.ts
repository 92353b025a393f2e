/** The Telegram Login Widget's signature: HMAC-SHA256 of the data-check-string keyed by SHA-256 of the bot token. */
import { createHash, createHmac } from 'node:crypto'

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
