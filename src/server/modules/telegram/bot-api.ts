/**
 * The Telegram Bot API adapter for what the server asks of Telegram besides sending (which the outbox's delivery
 * adapter does): registering the webhook with its secret token. The address is configurable
 * (`TELEGRAM_API_BASE`), so tests and the demo talk to a fake Bot API on localhost.
 */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>

export interface BotApi {
  setWebhook(url: string, secretToken: string): Promise<void>
}

export function botApi(
  token: string,
  base = 'https://api.telegram.org',
  fetcher: FetchLike = (url, init) => fetch(url, init),
): BotApi {
  const call = async (method: string, payload: object) => {
    const response = await fetcher(`${base.replace(/\/+$/, '')}/bot${token}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(10_000),
    })
    const answer = (await response.json().catch(() => ({}))) as { ok?: boolean; description?: string }
    if (!response.ok || answer.ok !== true) {
      throw new Error(`telegram ${method} answered ${response.status} ${answer.description ?? ''}`.trim())
    }
  }
  return {
    setWebhook: (url, secretToken) =>
      call('setWebhook', { url, secret_token: secretToken, allowed_updates: ['message'] }),
  }
}
