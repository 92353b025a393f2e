/**
 * A fake Telegram Bot API on localhost for tests and the end-to-end server: answers `sendMessage`, `setWebhook`
 * and `getMe` as Telegram does and records every call; `GET /__calls` lists them (the e2e specs read it).
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface BotCall {
  token: string
  method: string
  payload: Record<string, unknown>
}

export interface FakeBotApi {
  url: string
  calls: BotCall[]
  /** Answers every call with this status until cleared (null): a failing Telegram. */
  failWith: number | null
  close(): Promise<void>
}

export async function startFakeBotApi(port = 0, host = '127.0.0.1'): Promise<FakeBotApi> {
  const calls: BotCall[] = []
  const fake: FakeBotApi = { url: '', calls, failWith: null, close: async () => {} }
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(body))
      }
      if (request.method === 'GET' && request.url === '/__calls') return send(200, calls)
      if (request.method === 'DELETE' && request.url === '/__calls') {
        calls.length = 0
        return send(200, { ok: true })
      }
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '')
      if (!match) return send(404, { ok: false, error_code: 404, description: 'Not Found' })
      let payload: Record<string, unknown> = {}
      try {
        payload = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {}
      } catch {
        return send(400, { ok: false, error_code: 400, description: 'Bad Request: invalid JSON' })
      }
      calls.push({ token: match[1]!, method: match[2]!, payload })
      if (fake.failWith !== null) return send(fake.failWith, { ok: false, error_code: fake.failWith })
      switch (match[2]) {
        case 'sendMessage':
          return send(200, {
            ok: true,
            result: { message_id: calls.length, chat: { id: payload.chat_id }, text: payload.text },
          })
        case 'setWebhook':
          return send(200, { ok: true, result: true, description: 'Webhook was set' })
        case 'getMe':
          return send(200, { ok: true, result: { id: 1, is_bot: true, username: 'FreightExchangeBot' } })
        default:
          return send(400, { ok: false, error_code: 400, description: 'Bad Request: method not found' })
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(port, host, resolve))
  const { port: bound } = server.address() as AddressInfo
  fake.url = `http://${host}:${bound}`
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return fake
}
