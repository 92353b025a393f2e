import { describe, expect, it } from 'vitest'
import type { DeliveryAdapter, OutgoingMessage } from '../../services/outbox'
import { telegramAdapter } from './telegram'

describe('responses: the Telegram delivery adapter', () => {
  const message: OutgoingMessage = {
    channel: 'telegram',
    recipient: '100200300',
    subject: 'Груз № 7',
    body: 'Казань → Москва',
  }
  const recorder = () => {
    const seen: OutgoingMessage[] = []
    const next: DeliveryAdapter = { deliver: async (m) => void seen.push(m) }
    return { seen, next }
  }

  it('leaves every message to the next adapter (the log) without a bot token', async () => {
    const { seen, next } = recorder()
    await telegramAdapter(null, next).deliver(message)
    expect(seen).toEqual([message])
  })

  it('sends telegram messages through the Bot API with a token, and other channels on', async () => {
    const { seen, next } = recorder()
    const calls: { url: string; body: unknown }[] = []
    const adapter = telegramAdapter('123:abc', next, async (url, init) => {
      calls.push({ url, body: JSON.parse(String(init.body)) })
      return new Response('{"ok":true}', { status: 200 })
    })
    await adapter.deliver(message)
    expect(calls).toEqual([
      {
        url: 'https://api.telegram.org/bot123:abc/sendMessage',
        body: { chat_id: '100200300', text: 'Груз № 7\nКазань → Москва' },
      },
    ])
    const mail: OutgoingMessage = { channel: 'email', recipient: 'a@b.example', subject: 's', body: 'b' }
    await adapter.deliver(mail)
    expect(seen).toEqual([mail])
  })

  it('fails a send the Bot API refused, so that the outbox tries again', async () => {
    const { next } = recorder()
    const adapter = telegramAdapter('123:abc', next, async () => new Response('{"ok":false}', { status: 400 }))
    await expect(adapter.deliver(message)).rejects.toThrow('400')
  })
})
