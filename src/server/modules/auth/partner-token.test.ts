import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { partnerTokenLimit } from './partner-token-routes'

/**
 * Partner sign-in, server to server: cargopartner (config/partners.json: ВолгаТрансАвто, the documented demo key)
 * exchanges its key for a token of one of its own users, and of nobody else's.
 */
describe('partner sign-in (POST auth/partner-token)', () => {
  let s: TestServer
  const demoKey = 'demo-cargopartner-key-0001'
  beforeAll(async () => {
    s = await createTestServer({ config: { partnerKeys: { logiplus: 'logiplus-key-from-the-environment' } } })
  })
  afterAll(() => s.close())

  const exchange = (payload: object, lang: 'ru' | 'en' = 'en') =>
    s.call({ method: 'POST', url: '/api/v1/auth/partner-token', payload, lang })

  it("answers a token of the partner's user for the right key; the token works", async () => {
    const res = await exchange({ partner: 'cargopartner', key: demoKey, login: 'carrier@example.com' })
    expect(res.statusCode).toBe(200)
    const { token, user } = res.json().data
    expect(user.email).toBe('carrier@example.com')
    const me = await s.call({ method: 'GET', url: '/api/v1/me', token })
    expect(me.statusCode).toBe(200)
    expect(me.json().data.email).toBe('carrier@example.com')
  })

  it('refuses a wrong key, an unknown partner and a partner without a key alike (401)', async () => {
    const wrong = await exchange({ partner: 'cargopartner', key: `${demoKey}x`, login: 'carrier@example.com' })
    const unknown = await exchange({ partner: 'nobody', key: demoKey, login: 'carrier@example.com' })
    // logiplus's key comes from the environment (FX_PARTNER_KEYS): the demo key is not it
    const other = await exchange({ partner: 'logiplus', key: demoKey, login: 'carrier@example.com' })
    for (const res of [wrong, unknown, other]) {
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ message: 'Wrong partner key' })
    }
  })

  it("signs in nobody outside the partner's company, nor a pending user, and says it alike (422)", async () => {
    for (const login of ['shipper@example.com', 'siberia@example.com', 'pending@example.com', 'nobody@example.com']) {
      const res = await exchange({ partner: 'cargopartner', key: demoKey, login }, 'ru')
      expect(res.statusCode, login).toBe(422)
      expect(res.json().errors.login).toEqual(['В компании партнёра нет активного пользователя с этим логином'])
    }
    // a right key of a partner without a company signs nobody in
    const noCompany = await exchange({
      partner: 'logiplus',
      key: 'logiplus-key-from-the-environment',
      login: 'carrier@example.com',
    })
    expect(noCompany.statusCode).toBe(422)
  })

  it('validates the body by the contract', async () => {
    const res = await exchange({ partner: 'cargopartner', key: 'short', login: 'carrier@example.com', extra: 1 })
    expect(res.statusCode).toBe(422)
  })

  it('is rate limited per partner and address', async () => {
    const guess = { partner: 'guessed', key: 'x'.repeat(20), login: 'carrier@example.com' }
    for (let i = 0; i < partnerTokenLimit.rateLimit.max; i++) expect((await exchange(guess)).statusCode).toBe(401)
    const limited = await exchange(guess)
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    // another partner's backend is not slowed down by it
    const res = await exchange({ partner: 'cargopartner', key: demoKey, login: 'carrier@example.com' })
    expect(res.statusCode).toBe(200)
  })
})
