import { createConnection } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/server/app'
import { createTestServer, type TestServer } from '../helpers/server'

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

async function redisAnswers(): Promise<boolean> {
  const { hostname, port } = new URL(redisUrl)
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) })
    socket.setTimeout(500)
    socket.once('connect', () => {
      socket.end()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })
}

/**
 * Two server instances on one database: what one instance issued (a code, a token) the other accepts, and with
 * Redis the rate limits are counted across both.
 */
const withRedis = await redisAnswers()

describe('two instances serve one exchange', () => {
  let s: TestServer
  let second: Awaited<ReturnType<typeof buildApp>>
  beforeAll(async () => {
    s = await createTestServer({
      config: withRedis ? { redisUrl, redisPrefix: `fx-test-${process.pid}-${Date.now()}-` } : {},
    })
    second = await buildApp({ config: s.config, database: { db: s.db, kind: s.kind, close: async () => {} } })
    await second.ready()
  })
  afterAll(async () => {
    await second.close()
    await s.close()
  })

  it('a token issued by one instance works on the other; a logout on one ends it on both', async () => {
    const token = await s.login('carrier@example.com')
    const me = await second.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${token}` } })
    expect(me.statusCode).toBe(200)
    await second.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${token}` } })
    expect((await s.call({ method: 'GET', url: '/api/v1/me', token })).statusCode).toBe(401)
  })

  it('a reset code sent by one instance is checked by the other', async () => {
    await s.call({ method: 'POST', url: '/api/v1/auth/reset_password', payload: { login: 'siberia@example.com' } })
    const code = await s.lastCode('siberia@example.com')
    const res = await second.inject({
      method: 'POST',
      url: '/api/v1/auth/reset_password/check',
      payload: { login: 'siberia@example.com', code },
    })
    expect(res.statusCode).toBe(200)
  })

  it.skipIf(!withRedis)('counts sign-in attempts across instances in Redis', async () => {
    const login = `limit-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`
    const attempt = (app: typeof second) =>
      app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login, password: 'wrong-password' } })
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      statuses.push((await attempt(s.app)).statusCode)
      statuses.push((await attempt(second)).statusCode)
    }
    // 5 per minute per address and login (config.loginRateLimit), in total: the 6th attempt, on whichever instance,
    // is refused.
    expect(statuses.slice(0, 5).every((status) => status === 422)).toBe(true)
    expect(statuses[5]).toBe(429)
  })
})
