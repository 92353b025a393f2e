import { describe, expect, it } from 'vitest'
import { createErrorReporter } from './error-reporting'
import { ApiError } from './errors'
import { envelopeOf, parseDsn } from './sentry-envelope'

const failure = (status = 500) =>
  new ApiError({ kind: 'http', status, method: 'GET', url: 'https://x.test/api/v1/cargos', lang: 'ru', body: {} })
const context = { method: 'GET', url: 'https://x.test/api/v1/cargos', path: 'cargos' }

function recorder() {
  const sent: { url: string; init: RequestInit | undefined }[] = []
  const fetch = async (input: Request | string | URL, init?: RequestInit) => {
    sent.push({ url: String(input), init })
    return new Response('{}', { status: 200 })
  }
  return { sent, fetch }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('client error reporting (spec 8)', () => {
  it("without a DSN reports to the exchange's server log (POST client-errors), once a minute per failure", async () => {
    const { sent, fetch } = recorder()
    const report = createErrorReporter({ apiBase: 'https://x.test', fetch, source: 'sdk' })
    report(failure(), context)
    report(failure(), context)
    report(failure(503), context)
    await settle()
    expect(sent.map((s) => s.url)).toEqual([
      'https://x.test/api/v1/client-errors',
      'https://x.test/api/v1/client-errors',
    ])
    expect(JSON.parse(String(sent[0]?.init?.body))).toMatchObject({
      message: expect.stringContaining('GET cargos failed: 500'),
      status: 500,
      kind: 'http',
      method: 'GET',
      source: 'sdk',
    })
  })

  it('with a DSN sends a Sentry envelope instead (the sender loaded only then), and never throws', async () => {
    const { sent, fetch } = recorder()
    const report = createErrorReporter({ apiBase: '', fetch, sentryDsn: 'https://abc123@o1.ingest.example.io/42' })
    report(failure(), context)
    await settle()
    await settle()
    expect(sent).toHaveLength(1)
    expect(sent[0]?.url).toBe('https://o1.ingest.example.io/api/42/envelope/?sentry_key=abc123&sentry_version=7')
    const [header, item, event] = String(sent[0]?.init?.body)
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(header.dsn).toBe('https://abc123@o1.ingest.example.io/42')
    expect(item).toEqual({ type: 'event' })
    expect(event).toMatchObject({ level: 'error', message: { formatted: expect.stringContaining('failed: 500') } })
    const failing = createErrorReporter({ apiBase: '', fetch: () => Promise.reject(new Error('offline')) })
    expect(() => failing(failure(), context)).not.toThrow()
    await settle()
  })

  it('parses DSNs, with a path prefix too; a malformed one sends nothing', () => {
    expect(parseDsn('https://k@sentry.example.com/sub/7')).toEqual({
      endpoint: 'https://sentry.example.com/sub/api/7/envelope/',
      publicKey: 'k',
    })
    expect(parseDsn('not a dsn')).toBeNull()
    expect(envelopeOf('https://k@h/1', { message: 'm' }).split('\n')).toHaveLength(3)
  })
})
