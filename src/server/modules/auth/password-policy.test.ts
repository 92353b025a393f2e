/** OWASP ASVS 5.0 V6 where a password is set (registration, reset); sign-in never judges an existing password. */

import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { commonCandidates } from '../../../core/contract/password-rules'
import { withInnCheckDigits } from '../../../core/contract/validators'
import { isCommonPassword } from '../../services/password-policy'

describe('password policy', () => {
  let s: TestServer
  let address = 0
  beforeAll(async () => {
    s = await createTestServer()
  })
  afterAll(() => s.close())

  // each call from an address of its own: the per-address limits are another test's subject
  const post = (url: string, payload: object, lang: 'ru' | 'en' = 'en') =>
    s.call({ method: 'POST', url: `/api/v1/auth/${url}`, payload, lang, remoteAddress: `10.95.0.${++address}` })
  const register = (password: string, lang: 'ru' | 'en' = 'en') =>
    post(
      'register',
      {
        name: 'Ольга Смирнова',
        email: 'olga.smirnova@example.com',
        phone: '+7 916 555-77-88',
        password,
        company: { inn: withInnCheckDigits('500100755'), name: 'ООО «Пароль»', type: 'carrier' },
      },
      lang,
    )
  const passwordError = async (password: string, lang: 'ru' | 'en' = 'en') => {
    const res = await register(password, lang)
    return res.statusCode === 200 ? null : (res.json().errors?.password?.[0] ?? `HTTP ${res.statusCode}`)
  }

  it('refuses common and breached passwords, in both languages', async () => {
    for (const password of ['12345678', 'password', 'Password1!', 'qwerty123', 'gfhjkm123', 'пароль123'])
      expect(await passwordError(password), password).toBe(
        'This password is too common or has appeared in data breaches: choose another',
      )
    expect(await passwordError('iloveyou', 'ru')).toBe(
      'Этот пароль слишком распространён или встречался в утечках — придумайте другой',
    )
  })

  it('tells the meter the same list by hash prefix: a listed password and its tailed form match, a good one not', async () => {
    const listed = async (password: string) => {
      for (const candidate of commonCandidates(password)) {
        const hash = createHash('sha256').update(candidate).digest('hex')
        const res = await s.call({ method: 'GET', url: `/api/v1/auth/common-passwords/${hash.slice(0, 3)}` })
        expect(res.statusCode).toBe(200)
        if ((res.json().data as string[]).includes(hash.slice(3))) return true
      }
      return false
    }
    expect(await listed('qwerty123')).toBe(true)
    expect(await listed('Password2024!')).toBe(true)
    expect(await listed('пароль123')).toBe(true)
    expect(await listed('Тихий дождь над Волгой 7')).toBe(false)
    const bad = await s.call({ method: 'GET', url: '/api/v1/auth/common-passwords/xyz9' })
    expect(bad.statusCode).toBe(422)
  })

  it('refuses one or two repeated characters, and the e-mail, its local part or the phone inside', async () => {
    expect(await passwordError('        ')).toBe(
      'A password of one or two repeated characters is guessed at once: choose another',
    )
    expect(await passwordError('abababab')).toMatch(/repeated/)
    for (const password of ['olga.smirnova!x', 'my-OLGA.SMIRNOVA@example.com', 'pass9165557788', 'x+79165557788y'])
      expect(await passwordError(password), password).toBe('The password must not contain your e-mail or phone')
  })

  it('takes 8 to 128 characters: a long passphrase is welcome', async () => {
    expect(await passwordError('Nq4-vb7z')).toBeNull()
    expect(await passwordError('a quiet freight train crosses the volga at dawn'.padEnd(64, '.'))).toBeNull()
    expect(await passwordError('x7'.repeat(32) + 'long passphrase '.repeat(4))).toBeNull()
    expect(await passwordError('Nq4-vb7')).toBe('Minimum 8 characters')
    expect(await passwordError(`${'Nq4-vb7z'.repeat(16)}x`)).toMatch(/128/)
  })

  it('applies on reset too, with the account’s own e-mail and phone', async () => {
    await post('reset_password', { login: 'ural@example.com' })
    const code = await s.lastCode('ural@example.com')
    const check = await post('reset_password/check', { login: 'ural@example.com', code })
    const { reset_token } = check.json().data
    const common = await post('reset_password/confirmation', { reset_token, password: 'football1' })
    expect(common.statusCode).toBe(422)
    expect(common.json().errors.password).toEqual([
      'This password is too common or has appeared in data breaches: choose another',
    ])
    const own = await post('reset_password/confirmation', { reset_token, password: 'ural-2024-secret' })
    expect(own.json().errors.password).toEqual(['The password must not contain your e-mail or phone'])
    // the refused tries did not use up the reset
    const done = await post('reset_password/confirmation', { reset_token, password: 'Tundra-Larch-Kettle' })
    expect(done.statusCode).toBe(200)
  })

  it('never refuses an existing password at sign-in: the demo accounts keep demo12345', async () => {
    const res = await post('login', { login: 'carrier@example.com', password: 'demo12345' })
    expect(res.statusCode).toBe(200)
    expect(isCommonPassword('demo12345')).toBe(false)
  })
})
