import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { telegramSignature } from './telegram-signature'

describe('sign-in, sign-out, password reset, Telegram', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await createTestServer()
  })
  afterAll(() => s.close())

  const post = (url: string, payload?: object, token?: string | null, lang?: 'ru' | 'en') =>
    s.call({ method: 'POST', url: `/api/v1/auth/${url}`, payload, token, lang })

  it('signs in by e-mail (any case) or phone (any notation) and answers data.token and the user', async () => {
    const byEmail = await post('login', { login: 'Shipper@Example.com', password: 'demo12345' })
    expect(byEmail.statusCode).toBe(200)
    expect(byEmail.json().data.user).toMatchObject({ email: 'shipper@example.com', roles: ['shipper', 'admin'] })
    const byPhone = await post('login', { login: '8 (916) 111-00-01', password: 'demo12345' })
    expect(byPhone.statusCode).toBe(200)
    expect(byPhone.json().data.user.email).toBe('shipper@example.com')
  })

  it('answers a wrong password and an unknown account alike', async () => {
    const wrong = await post('login', { login: 'carrier@example.com', password: 'nope-nope' }, null, 'en')
    const unknown = await post('login', { login: 'nobody@example.com', password: 'nope-nope' }, null, 'en')
    expect(wrong.statusCode).toBe(422)
    expect(unknown.statusCode).toBe(422)
    expect(wrong.json()).toEqual(unknown.json())
    expect(wrong.json().errors.login).toEqual(['Wrong login or password'])
  })

  it('logout revokes the token; the system assistant can never sign in', async () => {
    const token = await s.login('logist@example.com')
    expect((await post('logout', undefined, token)).statusCode).toBe(200)
    expect((await post('logout', undefined, token)).statusCode).toBe(401)
    expect((await post('logout')).statusCode).toBe(401)
    const system = await post('login', { login: 'system-assistant@freight.example', password: '' })
    expect(system.statusCode).toBe(422)
  })

  it('rate-limits sign-in per address and login with 429 and Retry-After', async () => {
    let last = await post('login', { login: 'limited@example.com', password: 'x' })
    for (let i = 0; i < 10 && last.statusCode !== 429; i++)
      last = await post('login', { login: 'limited@example.com', password: 'x' })
    expect(last.statusCode).toBe(429)
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0)
    expect(last.json().message).toMatch(/Слишком много запросов/)
  })

  it('resets a password with the code; every old session ends', async () => {
    const old = await s.login('manager@example.com')
    const unknown = await post('reset_password', { login: 'ghost@example.com' })
    const known = await post('reset_password', { login: 'manager@example.com' })
    expect(unknown.statusCode).toBe(200)
    expect(known.json()).toEqual(unknown.json())
    expect(await s.lastMessage('ghost@example.com')).toBeUndefined()

    const code = await s.lastCode('manager@example.com')
    const ghost = await post('reset_password/check', { login: 'ghost@example.com', code })
    const wrong = await post('reset_password/check', {
      login: 'manager@example.com',
      code: code === '000000' ? '111111' : '000000',
    })
    expect(ghost.statusCode).toBe(422)
    expect(ghost.json()).toEqual(wrong.json())

    const check = await post('reset_password/check', { login: 'manager@example.com', code })
    expect(check.statusCode).toBe(200)
    const { reset_token } = check.json().data
    const short = await post('reset_password/confirmation', { reset_token, password: '123' })
    expect(short.statusCode).toBe(422)
    const done = await post('reset_password/confirmation', { reset_token, password: 'brand-new-pass' })
    expect(done.statusCode).toBe(200)
    expect(done.json().data.token).toMatch(/^fx_/)
    expect((await s.call({ method: 'POST', url: '/api/v1/auth/logout', token: old })).statusCode).toBe(401)
    expect((await post('reset_password/confirmation', { reset_token, password: 'again-new-pass' })).statusCode).toBe(
      422,
    )
    expect(await s.login('manager@example.com', 'brand-new-pass')).toMatch(/^fx_/)
  })

  it('resets a password by the e-mailed link (reset/:id)', async () => {
    await post('reset_password', { login: 'ural@example.com' })
    const mail = await s.lastMessage('ural@example.com')
    const link = /\/login\/reset\/(\S+?)\.?(\s|$)/.exec(mail?.body ?? '')?.[1]
    expect(link).toBeDefined()
    expect(mail?.body.startsWith('Код для сброса пароля')).toBe(true)
    const check = await post('reset_password/check', { token: link })
    expect(check.json().data.reset_token).toBe(link)
    const bad = await post('reset_password/check', { token: 'x'.repeat(43) })
    expect(bad.statusCode).toBe(422)
    const done = await post('reset_password/confirmation', { reset_token: link, password: 'linked-new-pass' })
    expect(done.statusCode).toBe(200)
  })

  it('signs in with signed Telegram data of a linked account only', async () => {
    const fields = { user_id: 100200300, auth_date: Math.floor(Date.now() / 1000), first_name: 'Иван' }
    const hash = telegramSignature(s.config.telegramBotToken!, fields)
    const ok = await post('telegram/login', { ...fields, hash })
    expect(ok.statusCode).toBe(200)
    expect(ok.json().data.user.email).toBe('carrier@example.com')
    const forged = await post('telegram/login', { ...fields, first_name: 'Мэллори', hash })
    expect(forged.statusCode).toBe(422)
    const other = { user_id: 999, auth_date: fields.auth_date }
    const notLinked = await post('telegram/login', {
      ...other,
      hash: telegramSignature(s.config.telegramBotToken!, other),
    })
    expect(notLinked.statusCode).toBe(422)
    expect(notLinked.json().errors.user_id).toEqual(['Этот Telegram не привязан ни к одной учётной записи'])
    const stale = { user_id: 100200300, auth_date: fields.auth_date - 2 * 86400 }
    expect(
      (await post('telegram/login', { ...stale, hash: telegramSignature(s.config.telegramBotToken!, stale) }))
        .statusCode,
    ).toBe(422)
  })
})
