/**
 * `FX_CALLER_ANSWERS=0` (the day bench's uncached pass): no signed-in list is remembered, every request runs the
 * list's statements and answers as any other answer (no ETag of a remembered, prepared answer).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestServer } from '../helpers/server'

describe('caller answers switched off', () => {
  let s: TestServer
  let token: string
  beforeAll(async () => {
    // read when the module loads: set before the app's modules are imported
    process.env.FX_CALLER_ANSWERS = '0'
    const { createTestServer } = await import('../helpers/server')
    s = await createTestServer({ places: true })
    token = await s.login('shipper@example.com')
  })
  afterAll(async () => {
    delete process.env.FX_CALLER_ANSWERS
    await s.close()
  })

  it('answers a list from the database on every request, without a remembered ETag', async () => {
    const url = '/api/v1/shipper/cargos?tab=available&limit=20&offset=0&sort=-created_at'
    const first = await s.call({ method: 'GET', url, token })
    expect(first.statusCode).toBe(200)
    expect(first.headers['cache-control']).toBe('private, no-cache')
    expect(first.headers.etag).toBeUndefined()
    // a remembered answer would carry its ETag and answer 304 to it; this one is built again
    const again = await s.call({ method: 'GET', url, token, headers: { 'if-none-match': '"anything"' } })
    expect(again.statusCode).toBe(200)
    expect(again.headers.etag).toBeUndefined()
    expect(again.json()).toEqual(first.json())
  })
})
