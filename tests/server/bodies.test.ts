/**
 * Request bodies that mean what they say: an empty body is no body (logout works whatever the caller sends),
 * `null`, an array or a number is not an object (422), and text that is not valid UTF-8 or holds a lone surrogate
 * or NUL is refused naming the field, with nothing stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../helpers/server'

describe('request bodies', () => {
  let s: TestServer
  let carrier: string
  beforeAll(async () => {
    s = await createTestServer({ config: { rateLimit: false } })
    carrier = await s.login('carrier@example.com')
  })
  afterAll(() => s.close())

  const me = async (token: string) => (await s.call({ method: 'GET', url: '/api/v1/me', token })).json().data
  const raw = (token: string, payload: string | Buffer, url = '/api/v1/profile/update') =>
    s.call({ method: 'POST', url, token, lang: 'en', headers: { 'content-type': 'application/json' }, payload })

  it('signs out whatever the body and content type: empty JSON, broken JSON, XML, none', async () => {
    const variants: { headers?: Record<string, string>; payload?: string }[] = [
      { headers: { 'content-type': 'application/json' } },
      { headers: { 'content-type': 'application/json' }, payload: '' },
      { headers: { 'content-type': 'application/json' }, payload: '{"a": [1,' },
      { headers: { 'content-type': 'application/json' }, payload: 'null' },
      { headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
      { headers: { 'content-type': 'text/plain' }, payload: 'bye' },
      { headers: { 'content-type': 'no/such; ===' }, payload: 'x' },
      {},
    ]
    for (const variant of variants) {
      const token = await s.login('shipper@example.com')
      const out = await s.call({ method: 'POST', url: '/api/v1/auth/logout', token, ...variant })
      expect(out.statusCode, JSON.stringify(variant)).toBe(200)
      expect((await s.call({ method: 'GET', url: '/api/v1/me', token })).statusCode).toBe(401)
    }
  })

  it('reads an empty JSON body of an operation with a body as no body: its required fields are named', async () => {
    const res = await s.call({
      method: 'POST',
      url: '/api/v1/carrier/drivers',
      token: carrier,
      lang: 'en',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.statusCode).toBe(422)
    expect(Object.keys(res.json().errors)).toContain('name')
  })

  it('answers 422 to null, an array, a number, a string or broken JSON where an object is expected', async () => {
    const before = await me(carrier)
    for (const payload of ['null', '[]', '[{"name":"Иван Петров"}]', '42', '"name"', 'true', '{"name":']) {
      const res = await raw(carrier, payload)
      expect(res.statusCode, payload).toBe(422)
      expect(res.json().message, payload).toEqual(expect.any(String))
    }
    expect(await me(carrier)).toEqual(before)
  })

  it('refuses invalid UTF-8 naming the field, and stores nothing', async () => {
    const before = await me(carrier)
    const name = Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')])
    const res = await raw(carrier, name)
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({ name: ['The text is not valid UTF-8'] })
    // an overlong encoding and a cut multi-byte letter too
    for (const bytes of [[0xc0, 0xaf], [0xd0], [0xed, 0xa0, 0x80]]) {
      const body = Buffer.concat([Buffer.from('{"name":"Иван '), Buffer.from(bytes), Buffer.from('"}')])
      expect((await raw(carrier, body)).statusCode, String(bytes)).toBe(422)
    }
    expect(await me(carrier)).toEqual(before)
  })

  it('refuses lone surrogates and NUL in text naming the field (ru and en), and stores nothing', async () => {
    const before = await me(carrier)
    for (const text of ['\\ud800\\ud800', 'Иван\\udfff', '\\udc00\\ud800x', 'Иван\\u0000Петров']) {
      const res = await raw(carrier, `{"name":"${text}"}`)
      expect(res.statusCode, text).toBe(422)
      expect(res.json().errors, text).toEqual({ name: ['Invalid characters'] })
    }
    const ru = await s.call({
      method: 'POST',
      url: '/api/v1/carrier/drivers',
      token: carrier,
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"Иван \\ud83d"}',
    })
    expect(ru.statusCode).toBe(422)
    expect(ru.json().errors).toEqual({ name: ['Недопустимые символы'] })
    // a whole pair (an emoji) is text like any other
    const pair = await raw(carrier, '{"name":"Иван 🚚 \\ud83d\\ude9a"}')
    expect(pair.statusCode).toBe(200)
    expect(before.name).not.toBe((await me(carrier)).name)
  })
})
