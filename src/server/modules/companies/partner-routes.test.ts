import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { api, companyId, fieldErrorsOf, inBothLanguages, tokenFor, validInn } from '../account/testing'

describe('companies: partners (my carriers)', () => {
  let server: TestServer
  const tokens: Record<string, string> = {}
  const companies: Record<string, { id: number; inn: string }> = {}
  beforeAll(async () => {
    server = await createTestServer()
    for (const name of ['shipper', 'logist', 'manager', 'carrier', 'petrov', 'ural']) {
      const email = `${name}@example.com`
      tokens[name] = await tokenFor(server, email)
      const id = await companyId(server, email)
      const row = await server.db.selectFrom('companies').select('inn').where('id', '=', id).executeTakeFirstOrThrow()
      companies[name] = { id, inn: row.inn }
    }
  })
  afterAll(() => server.close())

  const north = () => companies.shipper!.id
  const partners = (id: number, token?: string, query = '') =>
    server.call({ method: 'GET', url: api(`companies/${id}/partners${query}`), token })

  describe('GET companies/:id/partners', () => {
    it("lists the caller's company's partners with their public fields", async () => {
      const res = await partners(north(), tokens.logist)
      expect(res.statusCode).toBe(200)
      const body = res.json()
      expect(body.meta).toEqual({ size: 2 })
      expect(body.data.map((c: { name: string }) => c.name)).toEqual([
        'ООО «ВолгаТрансАвто»',
        'ООО «Сибирский Экспресс»',
      ])
      expect(Object.keys(body.data[0]).sort()).toEqual(['id', 'inn', 'kpp', 'name', 'ogrn', 'type'])
      const page = await partners(north(), tokens.logist, '?limit=1&offset=1')
      expect(page.json()).toMatchObject({ data: [{ name: 'ООО «Сибирский Экспресс»' }], meta: { size: 2 } })
    })

    it("answers 403 for another company's partners and 401 to anonymous callers", async () => {
      const { ru, en } = await inBothLanguages(server, {
        method: 'GET',
        url: api(`companies/${north()}/partners`),
        token: tokens.carrier,
      })
      expect(ru.statusCode).toBe(403)
      expect(ru.json().message).toBe('Нет доступа')
      expect(en.json().message).toBe('No access')
      expect((await partners(north())).statusCode).toBe(401)
    })

    it('answers 422 for bad paging in both languages', async () => {
      const { ru, en } = await inBothLanguages(server, {
        method: 'GET',
        url: api(`companies/${north()}/partners?limit=0&offset=-1`),
        token: tokens.logist,
      })
      expect(ru.statusCode).toBe(422)
      expect(fieldErrorsOf(ru)).toEqual({
        limit: ['Значение должно быть не меньше 1'],
        offset: ['Значение должно быть не меньше 0'],
      })
      expect(fieldErrorsOf(en)).toEqual({
        limit: ['The value must be at least 1'],
        offset: ['The value must be at least 0'],
      })
    })
  })

  describe('POST companies/:id/partners', () => {
    const url = (id: number) => api(`companies/${id}/partners`)

    it('adds a partner company by INN', async () => {
      const res = await server.call({
        method: 'POST',
        url: url(north()),
        token: tokens.manager,
        payload: { inn: companies.petrov!.inn },
      })
      expect(res.statusCode).toBe(201)
      expect(res.json().data).toEqual({
        id: companies.petrov!.id,
        name: 'ИП Петров Сергей Николаевич',
        inn: companies.petrov!.inn,
        kpp: null,
        ogrn: '318502400012345',
        type: 'carrier',
      })
      expect((await partners(north(), tokens.logist)).json().meta).toEqual({ size: 3 })
    })

    it('answers 409 partner_exists for a partner already on the list', async () => {
      const { ru, en } = await inBothLanguages(server, {
        method: 'POST',
        url: url(north()),
        token: tokens.shipper,
        payload: { inn: companies.carrier!.inn },
      })
      expect(ru.statusCode).toBe(409)
      expect(fieldErrorsOf(ru)).toEqual({ inn: ['Компания уже в списке партнёров'] })
      expect(fieldErrorsOf(en)).toEqual({ inn: ['The company is already a partner'] })
    })

    it('answers 422 partner_self for the own company and 404 for an INN not on the exchange', async () => {
      const self = await server.call({
        method: 'POST',
        url: url(north()),
        token: tokens.shipper,
        payload: { inn: companies.shipper!.inn },
        lang: 'en',
      })
      expect(self.statusCode).toBe(422)
      expect(fieldErrorsOf(self)).toEqual({ inn: ['Your own company cannot be a partner'] })
      const unknown = await server.call({
        method: 'POST',
        url: url(north()),
        token: tokens.shipper,
        payload: { inn: validInn('999888777') },
      })
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json().message).toBe('Компания с этим ИНН не найдена на бирже')
    })

    it('answers 422 for a malformed INN in both languages and rejects unknown fields', async () => {
      const { ru, en } = await inBothLanguages(server, {
        method: 'POST',
        url: url(north()),
        token: tokens.shipper,
        payload: { inn: '12345', partner_id: 5 },
      })
      expect(ru.statusCode).toBe(422)
      expect(fieldErrorsOf(ru)).toEqual({ inn: ['Некорректный ИНН'], partner_id: ['Неизвестное поле'] })
      expect(fieldErrorsOf(en)).toEqual({ inn: ['Invalid INN'], partner_id: ['Unknown field'] })
    })

    it('answers 403 for another company or a logistician, 401 to anonymous callers', async () => {
      const payload = { inn: companies.ural!.inn }
      expect(
        (await server.call({ method: 'POST', url: url(north()), token: tokens.carrier, payload })).statusCode,
      ).toBe(403)
      expect((await server.call({ method: 'POST', url: url(north()), token: tokens.logist, payload })).statusCode).toBe(
        403,
      )
      expect((await server.call({ method: 'POST', url: url(north()), payload })).statusCode).toBe(401)
      expect((await partners(north(), tokens.logist)).json().meta).toEqual({ size: 3 })
    })
  })

  describe('DELETE companies/:id/partners/:partnerId', () => {
    const url = (id: number, partnerId: number) => api(`companies/${id}/partners/${partnerId}`)

    it('answers 403 for another company, 403 to a logistician and 401 to anonymous callers', async () => {
      const target = url(north(), companies.carrier!.id)
      expect((await server.call({ method: 'DELETE', url: target, token: tokens.ural })).statusCode).toBe(403)
      expect((await server.call({ method: 'DELETE', url: target, token: tokens.logist })).statusCode).toBe(403)
      expect((await server.call({ method: 'DELETE', url: target })).statusCode).toBe(401)
      expect((await partners(north(), tokens.logist)).json().meta).toEqual({ size: 3 })
    })

    it('removes a partner; removing it again answers 404', async () => {
      const target = url(north(), companies.carrier!.id)
      const res = await server.call({ method: 'DELETE', url: target, token: tokens.manager })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ data: { ok: true } })
      const list = (await partners(north(), tokens.logist)).json()
      expect(list.data.map((c: { id: number }) => c.id)).not.toContain(companies.carrier!.id)
      expect((await server.call({ method: 'DELETE', url: target, token: tokens.manager })).statusCode).toBe(404)
      // The other shipper's partnership with the same carrier stays.
      expect((await partners(companies.ural!.id, tokens.ural)).json().meta).toEqual({ size: 1 })
    })

    it('answers 422 for a malformed partner id', async () => {
      const res = await server.call({
        method: 'DELETE',
        url: api(`companies/${north()}/partners/abc`),
        token: tokens.manager,
        lang: 'en',
      })
      expect(res.statusCode).toBe(422)
      expect(fieldErrorsOf(res)).toEqual({ partnerId: ['Enter a number'] })
    })
  })
})
