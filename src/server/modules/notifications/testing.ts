/**
 * Helpers for the notifications tests: a real server-sent events client over a listening port (app.inject cannot
 * read a response that never ends), and a way to wait for an event.
 */
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'

export interface SseEvent {
  event: string
  data: string
  id?: string
}

export interface SseClient {
  status: number
  contentType: string | null
  headers: Headers
  /** Every event so far; comments come as `{ event: 'comment', data: text }`. */
  events: SseEvent[]
  /** The first event (seen or coming) after `from` that matches; fails after `timeout` ms. */
  next(match: (event: SseEvent) => boolean, options?: { timeout?: number; from?: number }): Promise<SseEvent>
  /** The body ended (the server closed the stream). */
  ended: Promise<void>
  close(): void
}

/** Listens on a free port of 127.0.0.1 (once) and answers the base URL. */
export async function listening(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  return `http://127.0.0.1:${port}`
}

export function parseSse(block: string): SseEvent | null {
  const event: SseEvent = { event: 'message', data: '' }
  const data: string[] = []
  let comment: string | null = null
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) comment = line.slice(1).trim()
    else if (line.startsWith('event:')) event.event = line.slice(6).trim()
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart())
    else if (line.startsWith('id:')) event.id = line.slice(3).trim()
    else if (line.startsWith('retry:')) return { event: 'retry', data: line.slice(6).trim() }
  }
  if (data.length === 0 && comment !== null) return { event: 'comment', data: comment }
  if (data.length === 0) return null
  event.data = data.join('\n')
  return event
}

export async function openStream(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const controller = new AbortController()
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal })
  const events: SseEvent[] = []
  const waiters = new Set<() => void>()
  const wake = () => {
    for (const waiter of [...waiters]) waiter()
  }
  const ended = (async () => {
    if (!response.body) return
    const reader = response.body.getReader()
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        buffer += decoder.decode(value, { stream: true })
        let at = buffer.indexOf('\n\n')
        while (at >= 0) {
          const parsed = parseSse(buffer.slice(0, at))
          buffer = buffer.slice(at + 2)
          if (parsed) events.push(parsed)
          at = buffer.indexOf('\n\n')
        }
        wake()
      }
    } catch {
      // aborted by close()
    } finally {
      wake()
    }
  })()
  let done = false
  void ended.then(() => {
    done = true
    wake()
  })
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    headers: response.headers,
    events,
    ended,
    next(match, { timeout = 5000, from = 0 } = {}) {
      return new Promise<SseEvent>((resolve, reject) => {
        const check = () => {
          const found = events.slice(from).find(match)
          if (found) {
            finish()
            resolve(found)
          } else if (done) {
            finish()
            reject(new Error(`the stream ended without the event; got ${JSON.stringify(events)}`))
          }
        }
        const timer = setTimeout(() => {
          finish()
          reject(new Error(`no such event within ${timeout} ms; got ${JSON.stringify(events)}`))
        }, timeout)
        const finish = () => {
          clearTimeout(timer)
          waiters.delete(check)
        }
        waiters.add(check)
        check()
      })
    },
    close() {
      controller.abort()
    },
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
