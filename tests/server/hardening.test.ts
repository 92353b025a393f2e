/**
 * What a probe of the API found: control characters in text, decimals in whole-number filters,
 * lenient path ids, and errors outside the catalogue answered by the framework in English. Each answers in the
 * catalogue's shape `{message, errors?}`, in the caller's language; the contract fuzz (contract-fuzz.test.ts) then
 * sends thousands of generated variants of the same to every endpoint.
 */
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../helpers/server'

const errorShape = (body: unknown) => {
  expect(body).toEqual(expect.objectContaining({ message: expect.any(String) }))
  expect(Object.keys(body as object).every((key) => key === 'message' || key === 'errors')).toBe(true)
}

describe('hardening: bad input is a 4xx in the catalogue shape, never a 500', () => {
  let s: TestServer
  let carrier: string
  // the template without places has no cargos: an unknown id answers 404, so a 422 shows the id was refused
  const cargoId = 19
  beforeAll(async () => {
    s = await createTestServer({ config: { rateLimit: false } })
    carrier = await s.login('carrier@example.com')
  })
  afterAll(() => s.close())

  it('refuses NUL and control characters in text with 422 (anonymous and signed in, body and query)', async () => {
    const cases = [
      { method: 'GET' as const, url: '/api/v1/geo/places?query=a%00b' },
      { method: 'GET' as const, url: '/api/v1/geo/places?query=a%07b' },
      { method: 'POST' as const, url: '/api/v1/suggests/company', payload: { query: 'Ро\u0000г' } },
      { method: 'POST' as const, url: '/api/v1/suggests/fio', payload: { query: 'Ив\u0000' } },
      { method: 'POST' as const, url: '/api/v1/auth/login', payload: { login: 'a\u0000@b.ru', password: 'x' } },
      {
        method: 'POST' as const,
        url: '/api/v1/auth/register',
        payload: {
          name: 'Пётр\u0000',
          email: 'p@example.com',
          phone: '+79165550000',
          password: 'secret-pass-1',
          company: { inn: '5001007329', name: 'ООО\u001b', type: 'carrier' },
        },
      },
    ]
    for (const c of cases) {
      const res = await s.call({ ...c, lang: 'en' })
      expect(res.statusCode, `${c.url} ${res.body}`).toBe(422)
      errorShape(res.json())
      expect(JSON.stringify(res.json().errors)).toContain('Invalid characters')
    }
    const note = await s.call({
      method: 'POST',
      url: '/api/v1/carrier/drivers',
      token: carrier,
      payload: { name: 'Иван\u0000Петров' },
    })
    expect(note.statusCode).toBe(422)
    expect(note.json().errors.name).toEqual(['Недопустимые символы'])
  })

  it('keeps line breaks where text may span lines', async () => {
    const res = await s.call({
      method: 'POST',
      url: `/api/v1/cargos/${cargoId}/response/add`,
      token: carrier,
      payload: { comment: 'line one\r\nline two\tend\u0000' },
    })
    expect(res.statusCode).toBe(422)
    expect(Object.keys(res.json().errors)).toEqual(['comment'])
  })

  it('refuses decimals in whole-number filters with 422, anonymously too', async () => {
    for (const url of [
      '/api/v1/cargos?filter[price][min]=1.5',
      '/api/v1/cargos?filter[price_per_km][max]=2.25',
      '/api/v1/cargos?filter[distance][min]=0.1',
      '/api/v2/cargos/views?view=work&filter[price][min]=1.5',
    ]) {
      const res = await s.call({ method: 'GET', url, token: url.includes('views') ? carrier : null })
      expect(res.statusCode, `${url} ${res.body}`).toBe(422)
      errorShape(res.json())
    }
    const tonnes = await s.call({ method: 'GET', url: '/api/v1/cargos?filter[weight][min]=1.5&limit=1' })
    expect(tonnes.statusCode).toBe(200)
  })

  it('reads path ids in canonical decimal only: other spellings are 422, out-of-range ids too', async () => {
    expect((await s.call({ method: 'GET', url: `/api/v1/cargos/${cargoId}` })).statusCode).toBe(404)
    const hex = `0x${cargoId.toString(16)}`
    const bin = `0b${cargoId.toString(2)}`
    const exp = '1.9e1'
    for (const id of [hex, bin, exp, `%2B${cargoId}`, `0${cargoId}`, `${cargoId}.0`, '%20', '2147483648', '-1']) {
      const res = await s.call({ method: 'GET', url: `/api/v1/cargos/${id}` })
      expect(res.statusCode, `cargos/${id}`).toBe(422)
      errorShape(res.json())
    }
    expect((await s.call({ method: 'GET', url: '/api/v1/cargos/2147483647' })).statusCode).toBe(404)
  })

  it('answers framework errors in the catalogue shape and the caller language', async () => {
    const en = { lang: 'en' as const }
    const badJson = await s.call({
      ...en,
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"login":',
    })
    expect(badJson.statusCode).toBe(422)
    errorShape(badJson.json())

    const cases: [number, Parameters<TestServer['call']>[0], string][] = [
      [404, { method: 'GET', url: '/api/v1/no-such-route' }, 'Address not found'],
      [
        415,
        { method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<x/>' },
        'Unsupported content type: send JSON',
      ],
      [
        413,
        {
          method: 'POST',
          url: '/api/v1/auth/login',
          headers: { 'content-type': 'application/json' },
          payload: `{"login":"${'a'.repeat(1024 * 1024 + 10)}"}`,
        },
        'The request is too large',
      ],
      [400, { method: 'GET', url: '/api/v1/cargos/%E0%A4%A' }, 'Bad request'],
      // a path parameter past maxParamLength matches no route
      [404, { method: 'GET', url: `/api/v1/cargos/${'1'.repeat(150)}` }, 'Address not found'],
    ]
    for (const [status, options, message] of cases) {
      const res = await s.call({ ...options, ...en })
      expect(res.statusCode, `${options.url}: ${res.body.slice(0, 200)}`).toBe(status)
      expect(res.json()).toEqual({ message })
      const ru = await s.call({ ...options, lang: 'ru' })
      expect(ru.statusCode).toBe(status)
      errorShape(ru.json())
      expect(ru.json().message).not.toBe(message)
    }
  })

  describe('over a real socket (errors of Node’s HTTP parser, which inject cannot reach)', () => {
    let port: number
    beforeAll(async () => {
      await s.app.listen({ port: 0, host: '127.0.0.1' })
      port = (s.app.server.address() as { port: number }).port
    })

    const raw = (text: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(text))
        let data = ''
        socket.on('data', (chunk) => {
          data += chunk.toString('utf8')
        })
        socket.on('error', reject)
        socket.on('close', () => {
          const [head = '', body = ''] = data.split('\r\n\r\n')
          resolve({ status: Number(head.split(' ')[1]), body })
        })
      })

    it('431: headers past the limit, in the language the request asked for', async () => {
      const res = await raw(
        `GET /api/v1/cargos HTTP/1.1\r\nHost: x\r\nAccept-Language: en\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      )
      expect(res.status).toBe(431)
      expect(JSON.parse(res.body)).toEqual({ message: 'The request headers are too large' })
    })

    it('431 for an address past the limit too (Node counts the URL with the headers), Russian by default', async () => {
      const res = await raw(`GET /api/v1/cargos?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`)
      expect(res.status).toBe(431)
      expect(JSON.parse(res.body)).toEqual({ message: 'Слишком большие заголовки запроса' })
    })

    it('400: a request Node cannot parse', async () => {
      const res = await raw('NOT HTTP AT ALL\r\n\r\n')
      expect(res.status).toBe(400)
      errorShape(JSON.parse(res.body))
    })
  })
})
