import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { api, fieldErrorsOf, inBothLanguages, tokenFor } from './testing'

describe('account: me, profile and own company', () => {
  let server: TestServer
  const tokens: Record<string, string> = {}
  beforeAll(async () => {
    server = await createTestServer()
    for (const name of ['shipper', 'logist', 'manager', 'carrier', 'security'])
      tokens[name] = await tokenFor(server, `${name}@example.com`)
  })
  afterAll(() => server.close())

  describe('GET me', () => {
    it('answers the user with roles and the company incl. payment details', async () => {
      const res = await server.call({ method: 'GET', url: api('me'), token: tokens.shipper })
      expect(res.statusCode).toBe(200)
      const user = res.json().data
      expect(user).toMatchObject({
        email: 'shipper@example.com',
        roles: ['shipper', 'admin'],
        status: 'active',
        telegram_linked: false,
        company: { type: 'shipper', name: 'ООО «Северная Торговая Компания»', payment: { pay_days: 14 } },
      })
      expect(user).not.toHaveProperty('password_hash')
      const carrier = await server.call({ method: 'GET', url: api('me'), token: tokens.carrier })
      expect(carrier.json().data).toMatchObject({ telegram_linked: true, company: { type: 'carrier' } })
    })

    it('answers 401 to anonymous callers and unknown tokens', async () => {
      const anonymous = await server.call({ method: 'GET', url: api('me') })
      expect(anonymous.statusCode).toBe(401)
      expect(anonymous.json().message).toBe('Требуется вход в систему')
      const unknown = await server.call({ method: 'GET', url: api('me'), token: 'fx_nope', lang: 'en' })
      expect(unknown.statusCode).toBe(401)
      expect(unknown.json().message).toBe('Sign in required')
    })
  })

  describe('POST profile/update', () => {
    it('changes name, timezone and language, persisted', async () => {
      const res = await server.call({
        method: 'POST',
        url: api('profile/update'),
        token: tokens.logist,
        payload: { name: '  Дмитрий Волков-Младший ', timezone: 'Asia/Yekaterinburg', language: 'en' },
      })
      expect(res.statusCode).toBe(200)
      expect(res.json().data).toMatchObject({
        name: 'Дмитрий Волков-Младший',
        timezone: 'Asia/Yekaterinburg',
        language: 'en',
      })
      const me = await server.call({ method: 'GET', url: api('me'), token: tokens.logist })
      expect(me.json().data).toMatchObject({ name: 'Дмитрий Волков-Младший', language: 'en' })
    })

    it('leaves fields that are not sent as they are', async () => {
      const res = await server.call({
        method: 'POST',
        url: api('profile/update'),
        token: tokens.logist,
        payload: { name: 'Дмитрий Волков' },
      })
      expect(res.statusCode).toBe(200)
      expect(res.json().data).toMatchObject({
        name: 'Дмитрий Волков',
        timezone: 'Asia/Yekaterinburg',
        language: 'en',
      })
    })

    it('answers 422 with errors by field in Russian and English', async () => {
      const { ru, en } = await inBothLanguages(server, {
        method: 'POST',
        url: api('profile/update'),
        token: tokens.logist,
        payload: { name: 'A', timezone: 'Mars/Olympus', language: 'de' },
      })
      expect(ru.statusCode).toBe(422)
      expect(fieldErrorsOf(ru)).toMatchObject({
        name: ['Минимум 2 символа'],
        timezone: ['Неизвестный часовой пояс'],
        language: ['Недопустимое значение'],
      })
      expect(en.statusCode).toBe(422)
      expect(fieldErrorsOf(en)).toMatchObject({
        name: ['Minimum 2 characters'],
        timezone: ['Unknown time zone'],
        language: ['Invalid value'],
      })
    })

    it('rejects unknown fields such as e-mail, roles or status', async () => {
      const res = await server.call({
        method: 'POST',
        url: api('profile/update'),
        token: tokens.logist,
        payload: { name: 'Дмитрий', roles: ['admin'], email: 'x@example.com' },
      })
      expect(res.statusCode).toBe(422)
      expect(fieldErrorsOf(res)).toEqual({ roles: ['Неизвестное поле'], email: ['Неизвестное поле'] })
      const row = await server.db
        .selectFrom('users')
        .select(['roles', 'email'])
        .where('email', '=', 'logist@example.com')
        .executeTakeFirst()
      expect(row?.roles).toEqual(['shipper', 'shipper.logist'])
    })

    it('answers 401 to anonymous callers', async () => {
      const res = await server.call({ method: 'POST', url: api('profile/update'), payload: { name: 'Кто-то' } })
      expect(res.statusCode).toBe(401)
    })
  })

  describe('POST profile/company/update', () => {
    const url = api('profile/company/update')

    it("lets the administrator and a manager change their own company's data", async () => {
      const admin = await server.call({
        method: 'POST',
        url,
        token: tokens.shipper,
        payload: { legal_address: 'г. Санкт-Петербург, Невский пр., д. 30', phone: '8 (812) 333-44-66' },
      })
      expect(admin.statusCode).toBe(200)
      expect(admin.json().data).toMatchObject({
        legal_address: 'г. Санкт-Петербург, Невский пр., д. 30',
        phone: '+78123334466',
        payment: { pay_days: 14 },
      })
      const manager = await server.call({ method: 'POST', url, token: tokens.manager, payload: { kpp: null } })
      expect(manager.statusCode).toBe(200)
      expect(manager.json().data).toMatchObject({ kpp: null, phone: '+78123334466' })
      const me = await server.call({ method: 'GET', url: api('me'), token: tokens.logist })
      expect(me.json().data.company).toMatchObject({ kpp: null, phone: '+78123334466' })
    })

    it('changes only the caller’s own company', async () => {
      const res = await server.call({ method: 'POST', url, token: tokens.carrier, payload: { name: 'ООО «Волга»' } })
      expect(res.statusCode).toBe(200)
      expect(res.json().data).toMatchObject({ name: 'ООО «Волга»', type: 'carrier' })
      const north = await server.call({ method: 'GET', url: api('me'), token: tokens.shipper })
      expect(north.json().data.company.name).toBe('ООО «Северная Торговая Компания»')
    })

    it('answers 403 to users who are neither administrator nor manager', async () => {
      for (const token of [tokens.logist, tokens.security]) {
        const res = await server.call({ method: 'POST', url, token, payload: { name: 'Захват' }, lang: 'en' })
        expect(res.statusCode).toBe(403)
        expect(res.json().message).toBe('No access')
      }
    })

    it('answers 422 in both languages and rejects unknown fields such as the INN', async () => {
      const { ru, en } = await inBothLanguages(server, {
        method: 'POST',
        url,
        token: tokens.shipper,
        payload: { kpp: '123', ogrn: 'abc', email: 'not-an-email', inn: '7707083893' },
      })
      expect(ru.statusCode).toBe(422)
      expect(fieldErrorsOf(ru)).toEqual({
        kpp: ['КПП состоит из 9 цифр'],
        ogrn: ['ОГРН состоит из 13 или 15 цифр'],
        email: ['Введите корректный e-mail'],
        inn: ['Неизвестное поле'],
      })
      expect(fieldErrorsOf(en)).toEqual({
        kpp: ['KPP is 9 digits'],
        ogrn: ['OGRN is 13 or 15 digits'],
        email: ['Enter a correct e-mail'],
        inn: ['Unknown field'],
      })
    })

    it('answers 401 to anonymous callers', async () => {
      const res = await server.call({ method: 'POST', url, payload: { name: 'Никто' } })
      expect(res.statusCode).toBe(401)
    })
  })
})
