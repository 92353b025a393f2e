import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../tests/helpers/server'
import { tokenFor } from '../modules/account/testing'
import { listening, openStream } from '../modules/notifications/testing'

/**
 * Cross-origin access (DESIGN "Embedding happens on partners' origins") and the security headers (probe finding
 * 12): an origin of the exchange's own list and a partner's origin (config/partners.json) are answered, any other
 * origin is not, on plain calls, preflights and the live stream.
 */
describe('CORS for partner origins, and the security headers', () => {
  let s: TestServer
  let base: string
  const own = 'http://127.0.0.1:8202'
  const partner = 'http://localhost:8081' // cargopartner's allowedOrigins
  const stranger = 'https://evil.example'

  beforeAll(async () => {
    s = await createTestServer({ config: { corsOrigins: [own] } })
    base = await listening(s.app)
  })
  afterAll(() => s.close())

  const get = (url: string, origin?: string, token?: string) =>
    s.call({ method: 'GET', url, token, headers: origin ? { origin } : {} })
  const preflight = (origin: string, method = 'POST', headers = 'authorization,content-type,accept-language') =>
    s.call({
      method: 'OPTIONS',
      url: '/api/v1/cargos',
      headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
    })

  it('answers an allowed origin with its own origin (never *), the exchange list and a partner list alike', async () => {
    for (const origin of [own, partner]) {
      const res = await get('/api/v1/cargos?limit=1', origin)
      expect(res.statusCode).toBe(200)
      expect(res.headers['access-control-allow-origin']).toBe(origin)
      expect(res.headers.vary).toContain('Origin')
      expect(res.headers['access-control-allow-credentials']).toBeUndefined()
    }
    // errors too: the page must read a 401 or 422 to show it
    const refused = await get('/api/v1/me', own)
    expect(refused.statusCode).toBe(401)
    expect(refused.headers['access-control-allow-origin']).toBe(own)
  })

  it('refuses any other origin: no Access-Control-Allow-Origin, the answer stays unread by the page', async () => {
    for (const origin of [stranger, 'http://127.0.0.1:8203', 'null', `${own}/`]) {
      const res = await get('/api/v1/cargos?limit=1', origin)
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined()
    }
    // a request without Origin (curl, a partner's backend) is not affected
    expect((await get('/api/v1/cargos?limit=1')).statusCode).toBe(200)
  })

  it("answers an allowed origin's preflight for the client's headers and every method; refuses others", async () => {
    const res = await preflight(own, 'DELETE')
    expect(res.statusCode).toBe(204)
    expect(res.headers['access-control-allow-origin']).toBe(own)
    const allowedHeaders = String(res.headers['access-control-allow-headers']).split(/,\s*/)
    expect(allowedHeaders).toEqual(expect.arrayContaining(['authorization', 'content-type', 'accept-language']))
    expect(String(res.headers['access-control-allow-methods'])).toContain('DELETE')
    expect(Number(res.headers['access-control-max-age'])).toBeGreaterThan(0)

    const refused = await preflight(stranger)
    expect(refused.statusCode).toBe(404)
    expect(refused.headers['access-control-allow-origin']).toBeUndefined()
    expect(refused.headers['access-control-allow-methods']).toBeUndefined()
  })

  it('opens the live stream (?token=, as EventSource sends it) for an allowed origin only', async () => {
    const token = await tokenFor(s, 'carrier@example.com')
    const url = `${base}/api/v1/notifications/stream?token=${token}`
    const allowed = await openStream(url, { origin: partner })
    try {
      expect(allowed.status).toBe(200)
      expect(allowed.headers.get('access-control-allow-origin')).toBe(partner)
      expect(allowed.headers.get('x-content-type-options')).toBe('nosniff')
      await allowed.next((event) => event.event === 'count')
    } finally {
      allowed.close()
    }
    const other = await openStream(url, { origin: stranger })
    try {
      expect(other.headers.get('access-control-allow-origin')).toBeNull()
    } finally {
      other.close()
    }
  })

  it('sends the security headers: a CSP without inline script, framed only by Telegram and allowed origins', async () => {
    const res = await get('/api/config.json')
    const csp = String(res.headers['content-security-policy'])
    const directives = new Map(csp.split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1)]))
    expect(directives.get('script-src')).toEqual(["'self'", 'https://telegram.org'])
    expect(directives.get('default-src')).toEqual(["'self'"])
    expect(directives.get('object-src')).toEqual(["'none'"])
    expect(directives.get('frame-ancestors')).toEqual(
      expect.arrayContaining(["'self'", 'https://web.telegram.org', own, partner]),
    )
    expect(directives.get('frame-ancestors')).not.toContain(stranger)
    expect(csp).not.toContain('unsafe-eval')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')

    // API answers are data: nobody frames them, they load nothing
    const api = await get('/api/v1/cargos?limit=1')
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(api.headers['x-content-type-options']).toBe('nosniff')
    // errors and the docs carry them as well
    expect((await get('/api/v1/nowhere')).headers['x-content-type-options']).toBe('nosniff')
    expect((await get('/api/docs/')).headers['content-security-policy']).toContain("script-src 'self'")
  })

  it('serves only the brand of a partner publicly: no origins, company or key hash in /api/config.json', async () => {
    const config = (await get('/api/config.json')).json()
    const cargopartner = config.partners.find((p: { word: string }) => p.word === 'cargopartner')
    expect(Object.keys(cargopartner).sort()).toEqual(['colors', 'logo', 'name', 'word'])
  })
})
