/**
 * A counterparty a company records (POST companies) is its private record, as a contractor list on ATI: it never
 * blocks or captures the real company's registration, other companies never see it (INN search, anonymous
 * suggestions) nor use it (an external truck on their calendar), and the recorder cannot rename the real company.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { api, companyId, tokenFor, validInn } from '../account/testing'

describe('recorded counterparties stay the recorder’s private records', () => {
  let s: TestServer
  const tokens = {} as Record<'shipper' | 'carrier' | 'expeditor', string>
  let north: number
  const inn = validInn('770955120')
  let recorded: number
  beforeAll(async () => {
    s = await createTestServer()
    for (const name of ['shipper', 'carrier', 'expeditor'] as const)
      tokens[name] = await tokenFor(s, `${name}@example.com`)
    north = await companyId(s, 'shipper@example.com')
    const res = await s.call({
      method: 'POST',
      url: api('companies'),
      token: tokens.shipper,
      payload: {
        name: 'ООО «Захваченная»',
        inn,
        type: 'carrier',
        kpp: '770901001',
        ogrn: '1157746000001',
        legal_address: 'г. Москва, ул. Тайная, д. 7',
      },
    })
    expect(res.statusCode).toBe(201)
    recorded = res.json().data.id
  })
  afterAll(() => s.close())

  const byInn = (token: string) => s.call({ method: 'GET', url: api(`companies?filter[inn]=${inn}`), token })
  const suggest = (query: string) =>
    s.call({ method: 'POST', url: api('suggests/company'), payload: { query }, remoteAddress: '10.80.0.1' })

  it('shows the record to its company only: not in another company’s INN search nor in anonymous suggestions', async () => {
    expect((await byInn(tokens.shipper)).json().data.map((c: { id: number }) => c.id)).toEqual([recorded])
    expect((await byInn(tokens.carrier)).json()).toEqual({ data: [], meta: { size: 0 } })
    for (const query of [inn, inn.slice(0, 6), 'Захваченная']) {
      const res = await suggest(query)
      expect(res.statusCode).toBe(200)
      expect(res.body).not.toContain(inn)
      expect(res.body).not.toContain('Тайная')
    }
  })

  it('does not let another company place a truck of the record on its calendar, nor echo its name', async () => {
    const res = await s.call({
      method: 'POST',
      url: api(`v2/external-transports/calendar/${recorded}/add-transport`),
      token: tokens.expeditor,
      payload: { number: 'А001АА77' },
    })
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain('Захваченная')
    // nor read it as a "registered carrier" in the external carriers' database
    const read = await s.call({
      method: 'GET',
      url: api(`external-carrier/companies/${recorded}`),
      token: tokens.carrier,
    })
    expect(read.statusCode).toBe(404)
    expect(read.body).not.toContain('Захваченная')
    // the expeditor's own record is usable
    const own = await s.call({
      method: 'POST',
      url: api('companies'),
      token: tokens.expeditor,
      payload: { name: 'ИП Свой Перевозчик', inn: validInn('770955121'), type: 'external_carrier' },
    })
    expect(own.statusCode).toBe(201)
    const placed = await s.call({
      method: 'POST',
      url: api(`v2/external-transports/calendar/${own.json().data.id}/add-transport`),
      token: tokens.expeditor,
      payload: { number: 'А002АА77' },
    })
    expect(placed.statusCode).toBe(201)
    expect(placed.json().data.transport.external_company.name).toBe('ИП Свой Перевозчик')
  })

  it('lets the real owner register with the INN as the administrator of a company of their own', async () => {
    const check = await s.call({ method: 'POST', url: api('auth/register/check'), payload: { inn } })
    expect(check.json().data.company_exists).toBe(false)
    const start = await s.call({
      method: 'POST',
      url: api('auth/register'),
      payload: {
        name: 'Настоящий Владелец',
        email: 'real.owner@example.com',
        phone: '+7 916 700-00-01',
        password: 'owner-strong-pass-7',
        company: { inn, name: 'ООО «Настоящая»', type: 'carrier' },
      },
    })
    expect(start.statusCode).toBe(200)
    const code = await s.lastCode('real.owner@example.com')
    const done = await s.call({
      method: 'POST',
      url: api('auth/register/confirmation'),
      payload: { request_id: start.json().data.request_id, code },
    })
    expect(done.statusCode).toBe(200)
    const { token, user } = done.json().data
    expect(token).toMatch(/^fx_/)
    expect(user).toMatchObject({ roles: ['carrier', 'admin'], status: 'active', company: { name: 'ООО «Настоящая»' } })
    const real = user.company.id as number
    expect(real).not.toBe(recorded)

    // the recorder cannot rename the real company; its own record stays its own
    const rename = await s.call({
      method: 'PUT',
      url: api(`companies/${real}`),
      token: tokens.shipper,
      payload: { name: 'ООО «Моя теперь»' },
    })
    expect(rename.statusCode).toBe(403)
    const renameOwn = await s.call({
      method: 'PUT',
      url: api(`companies/${recorded}`),
      token: tokens.shipper,
      payload: { name: 'ООО «Запись»' },
    })
    expect(renameOwn.statusCode).toBe(200)
    // another company cannot touch the record at all
    const foreign = await s.call({
      method: 'PUT',
      url: api(`companies/${recorded}`),
      token: tokens.carrier,
      payload: { name: 'x-x' },
    })
    expect(foreign.statusCode).toBe(404)

    // everyone finds the real company now; the recorder also sees its record, after it
    expect((await byInn(tokens.carrier)).json().data.map((c: { id: number }) => c.id)).toEqual([real])
    expect((await byInn(tokens.shipper)).json().data.map((c: { id: number }) => c.id)).toEqual([real, recorded])
    expect((await suggest(inn)).json().data).toEqual([expect.objectContaining({ inn, name: 'ООО «Настоящая»' })])
    const row = await s.db
      .selectFrom('companies')
      .select('created_by_company_id')
      .where('id', '=', recorded)
      .executeTakeFirstOrThrow()
    expect(row.created_by_company_id).toBe(north)
  })
})
