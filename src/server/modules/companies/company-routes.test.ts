import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { isUniqueViolation } from '../../http/errors'
import { api, companyId, fieldErrorsOf, inBothLanguages, tokenFor, validInn } from '../account/testing'

describe('companies: counterparties, search by INN, company data and payment details', () => {
  let server: TestServer
  const tokens: Record<string, string> = {}
  let north: number
  let volga: number
  let volgaInn: string
  let counterparty: number
  beforeAll(async () => {
    server = await createTestServer()
    for (const name of ['shipper', 'logist', 'manager', 'carrier', 'security'])
      tokens[name] = await tokenFor(server, `${name}@example.com`)
    north = await companyId(server, 'shipper@example.com')
    volga = await companyId(server, 'carrier@example.com')
    volgaInn = (await server.db.selectFrom('companies').select('inn').where('id', '=', volga).executeTakeFirstOrThrow())
      .inn
  })
  afterAll(() => server.close())

  describe('POST companies', () => {
    const url = api('companies')

    it('adds a counterparty company on behalf of the caller’s company', async () => {
      const inn = validInn('500100732')
      const res = await server.call({
        method: 'POST',
        url,
        token: tokens.manager,
        payload: { name: 'ООО «Ромашка Транс»', inn, type: 'external_carrier', phone: '+7 (495) 100-20-30' },
      })
      expect(res.statusCode).toBe(201)
      const company = res.json().data
      expect(company).toMatchObject({ name: 'ООО «Ромашка Транс»', inn, type: 'external_carrier', payment: null })
      expect(company.phone).toBe('+74951002030')
      counterparty = company.id
      const row = await server.db
        .selectFrom('companies')
        .select('created_by_company_id')
        .where('id', '=', company.id)
        .executeTakeFirstOrThrow()
      expect(row.created_by_company_id).toBe(north)
    })

    it('answers 409 inn_taken for an INN already on the exchange', async () => {
      const { ru, en } = await inBothLanguages(server, {
        method: 'POST',
        url,
        token: tokens.shipper,
        payload: { name: 'Двойник', inn: volgaInn, type: 'carrier' },
      })
      expect(ru.statusCode).toBe(409)
      expect(fieldErrorsOf(ru)).toEqual({ inn: ['Компания с этим ИНН уже есть на бирже'] })
      expect(fieldErrorsOf(en)).toEqual({ inn: ['A company with this INN is already on the exchange'] })
    })

    it('answers one 201 and one 409 when one company adds the same INN twice at once', async () => {
      const inn = validInn('500200733')
      const add = (token: string | undefined) =>
        server.call({ method: 'POST', url, token, payload: { name: 'ООО «Гонка»', inn, type: 'shipper' } })
      const answers = await Promise.all([add(tokens.shipper), add(tokens.manager)])
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409])
      const conflictAnswer = answers.find((res) => res.statusCode === 409)
      expect(conflictAnswer && fieldErrorsOf(conflictAnswer)).toEqual({
        inn: ['Компания с этим ИНН уже есть в списке ваших контрагентов'],
      })
      // another company's list is its own: the same INN is recorded there too
      expect((await add(tokens.carrier)).statusCode).toBe(201)
    })

    it('recognises the unique indexes on the INN, which decide a race the look-up missed', async () => {
      const error = await server.db
        .insertInto('companies')
        .values({ name: 'Двойник', inn: volgaInn, type: 'carrier', payment: null })
        .execute()
        .catch((e: unknown) => e)
      expect(isUniqueViolation(error, 'companies_registered_inn')).toBe(true)
    })

    it('answers 422 with errors by field in both languages and rejects unknown fields', async () => {
      const { ru, en } = await inBothLanguages(server, {
        method: 'POST',
        url,
        token: tokens.shipper,
        payload: { inn: '1234567890', type: 'platform', created_by_company_id: 1 },
      })
      expect(ru.statusCode).toBe(422)
      expect(fieldErrorsOf(ru)).toEqual({
        name: ['Обязательное поле'],
        inn: ['Некорректный ИНН'],
        type: ['Недопустимое значение'],
        created_by_company_id: ['Неизвестное поле'],
      })
      expect(fieldErrorsOf(en)).toEqual({
        name: ['This field is required'],
        inn: ['Invalid INN'],
        type: ['Invalid value'],
        created_by_company_id: ['Unknown field'],
      })
    })

    it('answers 403 to users without the administrator or manager role and 401 to anonymous callers', async () => {
      const payload = { name: 'ООО «Без прав»', inn: validInn('500300734'), type: 'carrier' }
      for (const token of [tokens.logist, tokens.security]) {
        const res = await server.call({ method: 'POST', url, token, payload })
        expect(res.statusCode).toBe(403)
      }
      expect((await server.call({ method: 'POST', url, payload })).statusCode).toBe(401)
    })
  })

  describe('GET companies?filter[inn]', () => {
    it('finds a company by INN and shows only its public fields', async () => {
      const res = await server.call({
        method: 'GET',
        url: api(`companies?filter[inn]=${volgaInn}`),
        token: tokens.logist,
      })
      expect(res.statusCode).toBe(200)
      const body = res.json()
      expect(body.meta).toEqual({ size: 1 })
      expect(Object.keys(body.data[0]).sort()).toEqual(['id', 'inn', 'kpp', 'name', 'ogrn', 'type'])
      expect(body.data[0]).toMatchObject({ id: volga, inn: volgaInn, type: 'carrier' })
    })

    it('answers an empty list for an INN that is not on the exchange', async () => {
      const res = await server.call({
        method: 'GET',
        url: api(`companies?filter[inn]=${validInn('999999999')}`),
        token: tokens.carrier,
      })
      expect(res.json()).toEqual({ data: [], meta: { size: 0 } })
    })

    it('answers 422 for an invalid or missing INN in both languages', async () => {
      const { ru, en } = await inBothLanguages(server, {
        method: 'GET',
        url: api('companies?filter[inn]=1234567890'),
        token: tokens.logist,
      })
      expect(ru.statusCode).toBe(422)
      expect(fieldErrorsOf(ru)).toEqual({ 'filter.inn': ['Некорректный ИНН'] })
      expect(fieldErrorsOf(en)).toEqual({ 'filter.inn': ['Invalid INN'] })
      const missing = await server.call({ method: 'GET', url: api('companies'), token: tokens.logist })
      expect(missing.statusCode).toBe(422)
      expect(fieldErrorsOf(missing)).toEqual({ filter: ['Обязательное поле'] })
    })

    it('answers 401 to anonymous callers', async () => {
      const res = await server.call({ method: 'GET', url: api(`companies?filter[inn]=${volgaInn}`) })
      expect(res.statusCode).toBe(401)
    })
  })

  describe('PUT companies/:id', () => {
    it('changes the caller’s own company', async () => {
      const res = await server.call({
        method: 'PUT',
        url: api(`companies/${north}`),
        token: tokens.shipper,
        payload: { email: 'HQ@north-trade.example', legal_address: null },
      })
      expect(res.statusCode).toBe(200)
      expect(res.json().data).toMatchObject({ id: north, email: 'hq@north-trade.example', legal_address: null })
    })

    it('changes a counterparty the caller’s company added, but not one another company added (404: not there for it)', async () => {
      const own = await server.call({
        method: 'PUT',
        url: api(`companies/${counterparty}`),
        token: tokens.manager,
        payload: { name: 'ООО «Ромашка Транс Плюс»' },
      })
      expect(own.statusCode).toBe(200)
      expect(own.json().data.name).toBe('ООО «Ромашка Транс Плюс»')
      const foreign = await server.call({
        method: 'PUT',
        url: api(`companies/${counterparty}`),
        token: tokens.carrier,
        payload: { name: 'Захват' },
      })
      expect(foreign.statusCode).toBe(404)
    })

    it('answers 403 for another company and 404 for an unknown one', async () => {
      const { ru, en } = await inBothLanguages(server, {
        method: 'PUT',
        url: api(`companies/${north}`),
        token: tokens.carrier,
        payload: { name: 'Захват' },
      })
      expect(ru.statusCode).toBe(403)
      expect(ru.json().message).toBe('Нет доступа')
      expect(en.json().message).toBe('No access')
      const unknown = await server.call({
        method: 'PUT',
        url: api('companies/999999'),
        token: tokens.carrier,
        payload: { name: 'Никто' },
      })
      expect(unknown.statusCode).toBe(404)
      const row = await server.db.selectFrom('companies').select('name').where('id', '=', north).executeTakeFirst()
      expect(row?.name).toBe('ООО «Северная Торговая Компания»')
    })

    it('answers 422 in both languages, for unknown fields and for a malformed id', async () => {
      const { ru, en } = await inBothLanguages(server, {
        method: 'PUT',
        url: api(`companies/${north}`),
        token: tokens.shipper,
        payload: { name: 'X', type: 'carrier' },
      })
      expect(ru.statusCode).toBe(422)
      expect(fieldErrorsOf(ru)).toEqual({ name: ['Минимум 2 символа'], type: ['Неизвестное поле'] })
      expect(fieldErrorsOf(en)).toEqual({ name: ['Minimum 2 characters'], type: ['Unknown field'] })
      const badId = await server.call({ method: 'PUT', url: api('companies/abc'), token: tokens.shipper, payload: {} })
      expect(badId.statusCode).toBe(422)
      expect(fieldErrorsOf(badId)).toEqual({ id: ['Введите число'] })
    })

    it('answers 403 to a logistician and 401 to anonymous callers', async () => {
      const url = api(`companies/${north}`)
      const logist = await server.call({ method: 'PUT', url, token: tokens.logist, payload: { name: 'Логист' } })
      expect(logist.statusCode).toBe(403)
      expect((await server.call({ method: 'PUT', url, payload: { name: 'Аноним' } })).statusCode).toBe(401)
    })
  })

  describe('PUT companies/:id/payment-info', () => {
    const payment = {
      bank_name: 'ПАО «Сбербанк»',
      bik: '044525225',
      account: '40702810938000012345',
      correspondent_account: '30101810400000000225',
      pay_days: 100,
    }

    it('sets the bank details and pay days of the caller’s own company', async () => {
      const res = await server.call({
        method: 'PUT',
        url: api(`companies/${north}/payment-info`),
        token: tokens.manager,
        payload: payment,
      })
      expect(res.statusCode).toBe(200)
      expect(res.json().data.payment).toEqual(payment)
      const me = await server.call({ method: 'GET', url: api('me'), token: tokens.logist })
      expect(me.json().data.company.payment).toEqual(payment)
    })

    it('answers 422 for more than 100 pay days and malformed details, in both languages', async () => {
      const { ru, en } = await inBothLanguages(server, {
        method: 'PUT',
        url: api(`companies/${north}/payment-info`),
        token: tokens.shipper,
        payload: { ...payment, pay_days: 101, bik: '12', vat: true },
      })
      expect(ru.statusCode).toBe(422)
      expect(fieldErrorsOf(ru)).toEqual({
        pay_days: ['Значение должно быть не больше 100'],
        bik: ['БИК состоит из 9 цифр'],
        vat: ['Неизвестное поле'],
      })
      expect(fieldErrorsOf(en)).toEqual({
        pay_days: ['The value must be at most 100'],
        bik: ['BIK is 9 digits'],
        vat: ['Unknown field'],
      })
      const missing = await server.call({
        method: 'PUT',
        url: api(`companies/${north}/payment-info`),
        token: tokens.shipper,
        payload: { bank_name: 'Банк' },
      })
      expect(Object.keys(fieldErrorsOf(missing)).sort()).toEqual([
        'account',
        'bik',
        'correspondent_account',
        'pay_days',
      ])
    })

    it('answers 403 for another company, even a counterparty the caller added', async () => {
      for (const id of [volga, counterparty]) {
        const res = await server.call({
          method: 'PUT',
          url: api(`companies/${id}/payment-info`),
          token: tokens.shipper,
          payload: payment,
        })
        expect(res.statusCode).toBe(403)
      }
      const row = await server.db.selectFrom('companies').select('payment').where('id', '=', volga).executeTakeFirst()
      expect(row?.payment?.pay_days).toBe(7)
    })

    it('answers 403 to a logistician and 401 to anonymous callers', async () => {
      const url = api(`companies/${north}/payment-info`)
      expect((await server.call({ method: 'PUT', url, token: tokens.logist, payload: payment })).statusCode).toBe(403)
      expect((await server.call({ method: 'PUT', url, payload: payment })).statusCode).toBe(401)
    })
  })
})
