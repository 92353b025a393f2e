import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../tests/helpers/server'
import { api, tokenFor } from '../modules/account/testing'

/** Answers above 1 KB go out compressed as the client accepts; the event stream and small answers do not. */
describe('compressed answers', () => {
  let s: TestServer
  let token: string
  beforeAll(async () => {
    s = await createTestServer()
    token = await tokenFor(s, 'shipper@example.com')
  })
  afterAll(() => s.close())

  it('sends a large answer in brotli or gzip, as Accept-Encoding allows, and plain to a client that asks for none', async () => {
    const url = '/api/openapi.json'
    const plain = await s.call({ method: 'GET', url, token })
    expect(plain.statusCode).toBe(200)
    expect(plain.body.length).toBeGreaterThan(1024)
    expect(plain.headers['content-encoding']).toBeUndefined()
    const br = await s.call({ method: 'GET', url, token, headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toContain('accept-encoding')
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json())
    const gz = await s.call({ method: 'GET', url, token, headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json())
  })

  it('leaves an answer under 1 KB as it is', async () => {
    const res = await s.call({ method: 'GET', url: api('shipper/cargos'), token, headers: { 'accept-encoding': 'br' } })
    expect(res.body.length).toBeLessThan(1024)
    expect(res.headers['content-encoding']).toBeUndefined()
  })
})
