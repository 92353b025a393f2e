import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { trustProxyFrom } from '../../config'
import { accountBudgets } from './rate-limits'

describe('auth rate limits cannot be stepped around', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await createTestServer()
  })
  afterAll(() => s.close())

  const post = (url: string, payload: object, from: { ip?: string; forwarded?: string } = {}) =>
    s.call({
      method: 'POST',
      url: `/api/v1/auth/${url}`,
      payload,
      ...(from.ip ? { remoteAddress: from.ip } : {}),
      headers: from.forwarded ? { 'x-forwarded-for': from.forwarded } : {},
    })

  // Sent at once: the hashes of the attempts that get through run side by side, and the test stays short.
  it('ignores X-Forwarded-For from a client that is not a configured proxy: 200 wrong passwords meet 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post('login', { login: 'carrier@example.com', password: `wrong-${i}` }, { forwarded: `198.51.100.${i}` }),
      ),
    )
    const statuses = answers.map((res) => res.statusCode)
    expect(statuses.filter((status) => status === 422)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(195)
  })

  it('limits failed sign-ins per account over every address; then even the right password waits', async () => {
    const login = 'siberia@example.com'
    const { max } = accountBudgets.loginFailures
    const failures = await Promise.all(
      Array.from({ length: max }, (_, i) =>
        post('login', { login, password: `wrong-${i}` }, { ip: `10.60.0.${i + 1}` }),
      ),
    )
    expect(failures.map((res) => res.statusCode)).toEqual(Array(max).fill(422))
    // the same account by its phone, from a new address, with the right password
    const right = await post('login', { login: '8 (913) 111-00-01', password: 'demo12345' }, { ip: '10.61.0.1' })
    expect(right.statusCode).toBe(429)
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0)
    // another account is not touched
    const other = await post('login', { login: 'petrov@example.com', password: 'demo12345' }, { ip: '10.61.0.1' })
    expect(other.statusCode).toBe(200)
  })

  it('stops a reset-code brute force however many new codes and addresses it uses', async () => {
    const login = 'logist@example.com'
    let n = 0
    const from = () => {
      n++
      return { ip: `10.70.${n >> 8}.${n & 255}`, forwarded: `203.0.113.${n & 255}` }
    }
    let wrongAnswered = 0
    for (let round = 0; round < 10; round++) {
      await post('reset_password', { login }, from())
      for (let i = 0; i < 5; i++) {
        const res = await post('reset_password/check', { login, code: String(100000 + n) }, from())
        if (res.statusCode === 422) wrongAnswered++
      }
    }
    expect(wrongAnswered).toBeLessThanOrEqual(accountBudgets.resetCodeFailures.max)
    // the newest code that was mailed does not help any more
    const code = await s.lastCode(login)
    const right = await post('reset_password/check', { login, code }, from())
    expect(right.statusCode).toBe(429)
    // new codes are not sent without limit either, and an unknown account is answered the same
    const asks = async (who: string) => {
      const answers: number[] = []
      for (let i = 0; i < accountBudgets.resetRequests.max + 1; i++)
        answers.push((await post('reset_password', { login: who }, from())).statusCode)
      return answers
    }
    expect((await asks('nobody-here@example.com')).at(-1)).toBe(429)
    expect((await asks(login)).at(-1)).toBe(429)
  })

  it('reads FX_TRUST_PROXY as no proxy, a hop count or addresses', () => {
    expect(trustProxyFrom(undefined)).toBe(false)
    expect(trustProxyFrom('')).toBe(false)
    expect(trustProxyFrom('1')).toBe(1)
    expect(trustProxyFrom('10.0.0.1, 10.1.0.0/16')).toEqual(['10.0.0.1', '10.1.0.0/16'])
    expect(() => trustProxyFrom('true')).toThrow(/FX_TRUST_PROXY/)
  })

  it('takes the address from a configured proxy', async () => {
    const proxied = await createTestServer({ config: { trustProxy: ['127.0.0.1'] } })
    try {
      const check = (forwarded: string) =>
        proxied.call({
          method: 'POST',
          url: '/api/v1/auth/register/check',
          payload: { inn: '7707083893' },
          headers: { 'x-forwarded-for': forwarded },
        })
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => check(`198.51.100.${i}`)))
      // each forwarded address is a client of its own: none is limited
      expect(answers.every((res) => res.statusCode === 200)).toBe(true)
      const one = await Promise.all(Array.from({ length: 40 }, () => check('198.51.100.250')))
      expect(one.some((res) => res.statusCode === 429)).toBe(true)
    } finally {
      await proxied.close()
    }
  })
})
