/**
 * A fake `fetch` for tests of anything that uses the API client: records every request and answers from a
 * handler. `createApiClient({ fetch: fake.fetch })`.
 */
import type { User } from '../contract/entities'
import type { FetchLike } from './client'

export interface RecordedRequest {
  method: string
  url: URL
  headers: Headers
  /** The body as text (`''` when none). */
  body: string
  /** The body parsed as JSON, when it is JSON. */
  json: unknown
}

export type FakeHandler = (request: RecordedRequest) => Response | Promise<Response>

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })
}

export function fakeFetch(handler: FakeHandler = () => jsonResponse({ data: null })) {
  const requests: RecordedRequest[] = []
  const fetch: FetchLike = async (input, init) => {
    const request = new Request(input, init)
    const body = request.body ? await request.clone().text() : ''
    let json: unknown
    try {
      json = body ? JSON.parse(body) : undefined
    } catch {
      json = undefined
    }
    const recorded: RecordedRequest = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body,
      json,
    }
    requests.push(recorded)
    // like a real fetch: a signal aborted before or during the answer rejects with its reason
    const signal = request.signal
    if (signal.aborted) throw signal.reason
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => reject(signal.reason)
      signal.addEventListener('abort', onAbort, { once: true })
      Promise.resolve()
        .then(() => handler(recorded))
        .then(resolve, reject)
        .finally(() => signal.removeEventListener('abort', onAbort))
    })
  }
  return {
    fetch,
    requests,
    /** The last request; throws when none was made. */
    get last(): RecordedRequest {
      const last = requests.at(-1)
      if (!last) throw new Error('no request was made')
      return last
    },
  }
}

/** A valid `User` (shipper company, roles shipper + shipper.logist) for answers of `GET me` and sign-in. */
export function sampleUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    name: 'Ivan Petrov',
    email: 'ivan@example.com',
    phone: '+79161234567',
    roles: ['shipper', 'shipper.logist'],
    status: 'active',
    timezone: 'Europe/Moscow',
    language: 'ru',
    telegram_linked: false,
    company: {
      id: 3,
      name: 'Cargo Owner LLC',
      inn: '7707083893',
      kpp: null,
      ogrn: null,
      type: 'shipper',
      legal_address: null,
      phone: null,
      email: null,
      payment: null,
      created_at: '2024-01-01T00:00:00.000Z',
    },
    ...overrides,
  }
}
