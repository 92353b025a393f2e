import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { api, companyId, fieldErrorsOf, inBothLanguages, tokenFor } from '../account/testing'
import { insertCargo, insertPlaces, places } from './testing'

describe("cargo: GET v2/cargos/views (the caller's company's cargos by tab)", () => {
  let server: TestServer
  const ids: Record<string, number> = {}
  const tokens: Record<string, string> = {}

  beforeAll(async () => {
    server = await createTestServer()
    await insertPlaces(server)
    const north = await companyId(server, 'shipper@example.com')
    const ural = await companyId(server, 'ural@example.com')
    for (const name of ['shipper', 'logist', 'carrier', 'ural'])
      tokens[name] = await tokenFor(server, `${name}@example.com`)
    const at = (minutes: number) => new Date(Date.UTC(2030, 5, 1, 12, minutes)).toISOString()
    ids.available1 = await insertCargo(server, north, { created_at: at(1) })
    ids.available2 = await insertCargo(server, north, { from: 'moscow', to: 'kazan', created_at: at(2) })
    ids.work1 = await insertCargo(server, north, { stage: 'in_work', created_at: at(3) })
    ids.work2 = await insertCargo(server, north, { stage: 'in_work', from: 'moscow', created_at: at(4) })
    ids.contract = await insertCargo(server, north, { stage: 'contract', created_at: at(5) })
    ids.uralAvailable = await insertCargo(server, ural, { created_at: at(6) })
    ids.uralWork = await insertCargo(server, ural, { stage: 'in_work', created_at: at(7) })
  })
  afterAll(() => server.close())

  const view = async (query: string, token: string) => {
    const res = await server.call({ method: 'GET', url: api(`v2/cargos/views?${query}`), token })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json() as { data: { id: number; stage: string; comment?: unknown }[]; meta: { size: number } }
    return { names: body.data.map((c) => Object.entries(ids).find(([, id]) => id === c.id)?.[0]), body }
  }

  it('view=available (the default): the company’s available cargos, newest first', async () => {
    expect((await view('view=available', tokens.logist!)).names).toEqual(['available2', 'available1'])
    const { names, body } = await view('', tokens.shipper!)
    expect(names).toEqual(['available2', 'available1'])
    expect(body.meta).toEqual({ size: 2 })
    // The company's own users see their internal fields.
    expect(body.data[0]).toHaveProperty('comment')
  })

  it('view=work is filter[stage]=in_work; filter[stage] picks any stage', async () => {
    expect((await view('view=work', tokens.shipper!)).names).toEqual(['work2', 'work1'])
    expect((await view('filter[stage]=in_work', tokens.shipper!)).names).toEqual(['work2', 'work1'])
    expect((await view('filter[stage]=contract', tokens.shipper!)).names).toEqual(['contract'])
    expect((await view('view=work', tokens.ural!)).names).toEqual(['uralWork'])
  })

  it('takes the search filters, sort and paging', async () => {
    const query = `view=work&filter[start_point_id]=${places.moscow.id}`
    expect((await view(query, tokens.shipper!)).names).toEqual(['work2'])
    const page = await view('view=work&sort=created_at&limit=1&offset=1', tokens.shipper!)
    expect(page.names).toEqual(['work2'])
    expect(page.body.meta).toEqual({ size: 2 })
  })

  it('answers an empty list to a company without cargos', async () => {
    expect((await view('view=work', tokens.carrier!)).body).toEqual({ data: [], meta: { size: 0 } })
  })

  it('answers 401 to anonymous callers and 422 for an unknown view or stage', async () => {
    expect((await server.call({ method: 'GET', url: api('v2/cargos/views') })).statusCode).toBe(401)
    const { ru, en } = await inBothLanguages(server, {
      method: 'GET',
      url: api('v2/cargos/views?view=archive&filter[stage]=lost'),
      token: tokens.shipper,
    })
    expect(ru.statusCode).toBe(422)
    expect(fieldErrorsOf(ru)).toEqual({ view: ['Недопустимое значение'], 'filter.stage': ['Недопустимое значение'] })
    expect(fieldErrorsOf(en)).toEqual({ view: ['Invalid value'], 'filter.stage': ['Invalid value'] })
  })
})
