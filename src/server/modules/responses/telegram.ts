/**
 * The Telegram delivery adapter of the outbox: with a bot token, `telegram` messages go out through the Bot API
 * (`sendMessage` to the user's Telegram id); without one, or for other channels, the next adapter takes them (the
 * server log, or SMTP for e-mail). A failed send throws, so the outbox retries it.
 */
import type { DeliveryAdapter } from '../../services/outbox'

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>

export function telegramAdapter(
  token: string | null,
  next: DeliveryAdapter,
  fetcher: FetchLike = (url, init) => fetch(url, init),
  /** The Bot API's address (`TELEGRAM_API_BASE`; tests point it at a fake Bot API on localhost). */
  base = 'https://api.telegram.org',
): DeliveryAdapter {
  if (!token) return next
  return {
    async deliver(message) {
      if (message.channel !== 'telegram') return next.deliver(message)
      const text = message.subject ? `${message.subject}\n${message.body}` : message.body
      const markup = message.telegram_markup ? { reply_markup: JSON.parse(message.telegram_markup) } : {}
      const response = await fetcher(`${base.replace(/\/+$/, '')}/bot${token}/sendMessage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ chat_id: message.recipient, text, ...markup }),
        // an unreachable API fails the attempt (the outbox retries later) instead of waiting on
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) throw new Error(`telegram sendMessage answered ${response.status}`)
    },
  }
}
