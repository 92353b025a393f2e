import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { api, fieldErrorsOf, inBothLanguages, tokenFor } from './testing'

const changeEmail = api('v2/user/change-email')
const changePhone = api('v2/user/change-phone')

/** A 6-digit code that is not `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('account: e-mail and phone changes by code', () => {
  let server: TestServer
  const tokens: Record<string, string> = {}
  beforeAll(async () => {
    server = await createTestServer()
    for (const name of ['manager', 'logist', 'carrier', 'ural', 'expeditor', 'petrov', 'siberia'])
      tokens[name] = await tokenFor(server, `${name}@example.com`)
  })
  afterAll(() => server.close())

  const post = (url: string, token: string | undefined, payload: object, lang: 'ru' | 'en' = 'ru') =>
    server.call({ method: 'POST', url, token, payload, lang })

  it('changes the e-mail end to end with the code from the outbox', async () => {
    const started = await post(changeEmail, tokens.manager, { email: ' Elena.K@Example.com ' })
    expect(started.statusCode).toBe(200)
    const { request_id, expires_at } = started.json().data
    expect(typeof request_id).toBe('string')
    expect(new Date(expires_at).getTime()).toBeGreaterThan(Date.now() + 9 * 60_000)

    const message = await server.lastMessage('elena.k@example.com')
    expect(message?.subject).toBe('Подтверждение нового e-mail')
    const code = await server.lastCode('elena.k@example.com')
    expect(started.body).not.toContain(code)

    const wrong = await post(changeEmail, tokens.manager, { request_id, code: otherCode(code) })
    expect(wrong.statusCode).toBe(422)
    expect(fieldErrorsOf(wrong)).toEqual({ code: ['Неверный код'] })
    const wrongEn = await post(changeEmail, tokens.manager, { request_id, code: otherCode(code) }, 'en')
    expect(fieldErrorsOf(wrongEn)).toEqual({ code: ['Wrong code'] })

    const done = await post(changeEmail, tokens.manager, { request_id, code })
    expect(done.statusCode).toBe(200)
    expect(done.json().data).toMatchObject({ email: 'elena.k@example.com', company: { type: 'shipper' } })
    const row = await server.db
      .selectFrom('users')
      .select('email')
      .where('phone', '=', '+79161110003')
      .executeTakeFirstOrThrow()
    expect(row.email).toBe('elena.k@example.com')
    // The old address is told, and the session goes on.
    expect((await server.lastMessage('manager@example.com'))?.body).toContain('elena.k@example.com')
    const me = await server.call({ method: 'GET', url: api('me'), token: tokens.manager })
    expect(me.json().data.email).toBe('elena.k@example.com')

    const again = await post(changeEmail, tokens.manager, { request_id, code })
    expect(again.statusCode).toBe(404)
    expect(again.json().message).toBe('Запрос не найден или уже использован')
  })

  it('answers 422 with errors by field in both languages and rejects unknown fields', async () => {
    const { ru, en } = await inBothLanguages(server, {
      method: 'POST',
      url: changeEmail,
      token: tokens.logist,
      payload: { email: 'not-an-email' },
    })
    expect(ru.statusCode).toBe(422)
    expect(fieldErrorsOf(ru)).toEqual({ email: ['Введите корректный e-mail'] })
    expect(fieldErrorsOf(en)).toEqual({ email: ['Enter a correct e-mail'] })

    const unknown = await post(changeEmail, tokens.logist, { email: 'new@example.com', password: 'x' })
    expect(unknown.statusCode).toBe(422)
    expect(fieldErrorsOf(unknown)).toEqual({ password: ['Неизвестное поле'] })
    const badCode = await post(changePhone, tokens.logist, { request_id: 'abc', code: '12' }, 'en')
    expect(badCode.statusCode).toBe(422)
    expect(fieldErrorsOf(badCode)).toEqual({ code: ['The code is 6 digits'] })
  })

  it('answers a field error when the address is the current one or taken by another user', async () => {
    const same = await post(changeEmail, tokens.ural, { email: 'ural@example.com' })
    expect(same.statusCode).toBe(422)
    expect(fieldErrorsOf(same)).toEqual({ email: ['Это ваш текущий e-mail'] })
    const { ru, en } = await inBothLanguages(server, {
      method: 'POST',
      url: changeEmail,
      token: tokens.ural,
      payload: { email: 'carrier@example.com' },
    })
    expect(ru.statusCode).toBe(409)
    expect(fieldErrorsOf(ru)).toEqual({ email: ['Этот e-mail уже зарегистрирован'] })
    expect(fieldErrorsOf(en)).toEqual({ email: ['This e-mail is already registered'] })
    expect(await server.lastMessage('carrier@example.com')).toBeUndefined()
  })

  it('answers 409 when the address was taken between the two steps', async () => {
    const started = await post(changeEmail, tokens.expeditor, { email: 'orlov@example.com' })
    const code = await server.lastCode('orlov@example.com')
    await server.db
      .updateTable('users')
      .set({ email: 'orlov@example.com' })
      .where('email', '=', 'siberia@example.com')
      .execute()
    const res = await post(changeEmail, tokens.expeditor, { request_id: started.json().data.request_id, code })
    expect(res.statusCode).toBe(409)
    expect(fieldErrorsOf(res)).toEqual({ email: ['Этот e-mail уже зарегистрирован'] })
    await server.db
      .updateTable('users')
      .set({ email: 'siberia@example.com' })
      .where('email', '=', 'orlov@example.com')
      .execute()
  })

  it('answers 404 to a request of another user and counts no try against it', async () => {
    const started = await post(changeEmail, tokens.carrier, { email: 'ivan.p@example.com' })
    const { request_id } = started.json().data
    const code = await server.lastCode('ivan.p@example.com')
    const res = await post(changeEmail, tokens.logist, { request_id, code }, 'en')
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('The request is unknown or already used')
    const row = await server.db
      .selectFrom('verification_codes')
      .select(['attempts', 'consumed_at'])
      .where('id', '=', request_id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ attempts: 0, consumed_at: null })
    // A request for an e-mail cannot confirm a phone either.
    const crossed = await post(changePhone, tokens.carrier, { request_id, code })
    expect(crossed.statusCode).toBe(404)
  })

  it('changes the phone with a code sent by SMS', async () => {
    const started = await post(changePhone, tokens.carrier, { phone: '8 (917) 111-00-99' })
    expect(started.statusCode).toBe(200)
    const sms = await server.db
      .selectFrom('outbox')
      .select(['channel', 'body'])
      .where('recipient', '=', '+79171110099')
      .executeTakeFirstOrThrow()
    expect(sms.channel).toBe('sms')
    const code = await server.lastCode('+79171110099')
    expect(started.body).not.toContain(code)
    const done = await post(changePhone, tokens.carrier, { request_id: started.json().data.request_id, code })
    expect(done.statusCode).toBe(200)
    expect(done.json().data).toMatchObject({ email: 'carrier@example.com', phone: '+79171110099' })
  })

  it('answers 409 for a phone of another user and 422 for a malformed one', async () => {
    const taken = await post(changePhone, tokens.petrov, { phone: '+7 916 111-00-01' }, 'en')
    expect(taken.statusCode).toBe(409)
    expect(fieldErrorsOf(taken)).toEqual({ phone: ['This phone is already registered'] })
    const { ru, en } = await inBothLanguages(server, {
      method: 'POST',
      url: changePhone,
      token: tokens.petrov,
      payload: { phone: '12' },
    })
    expect(ru.statusCode).toBe(422)
    expect(fieldErrorsOf(ru)).toEqual({ phone: ['Введите корректный номер телефона'] })
    expect(fieldErrorsOf(en)).toEqual({ phone: ['Enter a correct phone number'] })
  })

  it('answers 401 to anonymous callers', async () => {
    for (const url of [changeEmail, changePhone]) {
      const res = await post(url, undefined, { email: 'a@example.com', phone: '+79990000000' })
      expect(res.statusCode).toBe(401)
    }
  })

  it('limits sending codes to 5 a minute per user', async () => {
    for (let i = 1; i <= 5; i++) {
      const res = await post(changeEmail, tokens.siberia, { email: `sokolov${i}@example.com` })
      expect(res.statusCode).toBe(200)
    }
    const limited = await post(changeEmail, tokens.siberia, { email: 'sokolov6@example.com' })
    expect(limited.statusCode).toBe(429)
    expect(limited.json().message).toMatch(/^Слишком много запросов/)
    expect(await server.lastMessage('sokolov6@example.com')).toBeUndefined()
    // Another user is not affected.
    const other = await post(changeEmail, tokens.petrov, { email: 'petrov.new@example.com' })
    expect(other.statusCode).toBe(200)
  })
})
