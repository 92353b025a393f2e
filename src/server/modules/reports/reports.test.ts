import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { CLIENT_ERROR_MAX_BYTES, CLIENT_ERROR_RATE } from '../../../core/contract/reports'
import { api, fieldErrorsOf, tokenFor } from '../account/testing'

describe('reports: client errors to the server log (spec 8)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer()
  })
  afterAll(() => server.close())

  const report = (payload: object, token?: string, address = '10.0.0.1') =>
    server.app.inject({
      method: 'POST',
      url: api('client-errors'),
      payload,
      remoteAddress: address,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })

  it('takes a report from a visitor and from a signed-in user, and writes it to the log', async () => {
    // the request loggers are children of the app's; without a configured logger they are the app's own
    const warn = vi.spyOn(server.app.log, 'warn')
    const anonymous = await report({ message: 'GET cargos failed: 500', status: 500, method: 'GET', source: 'sdk' })
    expect(anonymous.statusCode, anonymous.body).toBe(200)
    expect(anonymous.json()).toEqual({ data: { received: true } })
    const token = await tokenFor(server, 'carrier@example.com')
    expect((await report({ message: 'render failed', stack: 'Error: x\n at y' }, token, '10.0.0.2')).statusCode).toBe(
      200,
    )
    const logged = warn.mock.calls.map((call) => call[0] as { client_error?: unknown; user_id?: number | null })
    const reports = logged.filter((entry) => entry?.client_error)
    expect(reports).toHaveLength(2)
    expect(reports[0]).toMatchObject({
      client_error: { message: 'GET cargos failed: 500', status: 500 },
      user_id: null,
    })
    expect(reports[1]?.user_id).toEqual(expect.any(Number))
    warn.mockRestore()
  })

  it('refuses unknown fields and empty messages (422), a body over the limit (413), a flood (429)', async () => {
    const bad = await report({ message: '', extra: 1 }, undefined, '10.0.0.3')
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(fieldErrorsOf(bad)).sort()).toEqual(['extra', 'message'])
    const huge = await report({ message: 'x', stack: 'y'.repeat(CLIENT_ERROR_MAX_BYTES) }, undefined, '10.0.0.4')
    expect(huge.statusCode).toBe(413)
    const codes: number[] = []
    for (let i = 0; i <= CLIENT_ERROR_RATE; i++)
      codes.push((await report({ message: `n${i}` }, undefined, '10.0.0.5')).statusCode)
    expect(codes.slice(0, CLIENT_ERROR_RATE).every((code) => code === 200)).toBe(true)
    expect(codes.at(-1)).toBe(429)
  })
})
