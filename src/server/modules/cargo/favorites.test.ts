import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { api, companyId, fieldErrorsOf, inBothLanguages, tokenFor } from '../account/testing'
import { insertCargo, insertPlaces } from './testing'

describe('cargo: favourites (POST and DELETE cargos/:id/favorite)', () => {
  let server: TestServer
  let first: number
  let second: number
  let hidden: number
  const tokens: Record<string, string> = {}

  beforeAll(async () => {
    server = await createTestServer()
    await insertPlaces(server)
    const north = await companyId(server, 'shipper@example.com')
    for (const name of ['carrier', 'siberia', 'shipper']) tokens[name] = await tokenFor(server, `${name}@example.com`)
    first = await insertCargo(server, north, { created_at: '2030-06-01T09:00:00Z' })
    second = await insertCargo(server, north, { from: 'moscow', to: 'kazan', created_at: '2030-06-01T10:00:00Z' })
    hidden = await insertCargo(server, north, { stage: 'draft' })
  })
  afterAll(() => server.close())

  const mark = (method: 'POST' | 'DELETE', id: number, token?: string) =>
    server.call({ method, url: api(`cargos/${id}/favorite`), token })
  const isFavorite = async (id: number, token: string) =>
    (await server.call({ method: 'GET', url: api(`cargos/${id}`), token })).json().data.is_favorite
  const favorites = async (token?: string) => {
    const res = await server.call({ method: 'GET', url: api('cargos?filter[favorite]=true'), token })
    return (res.json().data as { id: number }[]).map((cargo) => cargo.id)
  }

  it('marks and unmarks a cargo; both are idempotent and answer the state', async () => {
    expect(await isFavorite(first, tokens.carrier!)).toBe(false)
    const added = await mark('POST', first, tokens.carrier)
    expect(added.statusCode).toBe(200)
    expect(added.json()).toEqual({ data: { id: first, is_favorite: true } })
    expect((await mark('POST', first, tokens.carrier)).json()).toEqual({ data: { id: first, is_favorite: true } })
    expect(await isFavorite(first, tokens.carrier!)).toBe(true)
    expect(await favorites(tokens.carrier)).toEqual([first])

    const removed = await mark('DELETE', first, tokens.carrier)
    expect(removed.json()).toEqual({ data: { id: first, is_favorite: false } })
    expect((await mark('DELETE', first, tokens.carrier)).json()).toEqual({ data: { id: first, is_favorite: false } })
    expect(await isFavorite(first, tokens.carrier!)).toBe(false)
    expect(await favorites(tokens.carrier)).toEqual([])
  })

  it("keeps each user's marks their own", async () => {
    await mark('POST', second, tokens.carrier)
    await mark('POST', first, tokens.siberia)
    expect(await favorites(tokens.carrier)).toEqual([second])
    expect(await favorites(tokens.siberia)).toEqual([first])
    expect(await isFavorite(second, tokens.siberia!)).toBe(false)
    expect(await isFavorite(first, tokens.carrier!)).toBe(false)
    const list = await server.call({ method: 'GET', url: api('cargos'), token: tokens.shipper })
    expect((list.json().data as { is_favorite: boolean }[]).every((cargo) => cargo.is_favorite === false)).toBe(true)
    expect(await favorites()).toEqual([])
  })

  it('lets a mark go from a cargo that has left the search', async () => {
    await mark('POST', second, tokens.siberia)
    await server.db.updateTable('cargos').set({ stage: 'in_work' }).where('id', '=', second).execute()
    expect((await mark('POST', second, tokens.siberia)).statusCode).toBe(404)
    expect((await mark('DELETE', second, tokens.siberia)).json()).toEqual({ data: { id: second, is_favorite: false } })
    await server.db.updateTable('cargos').set({ stage: 'available' }).where('id', '=', second).execute()
  })

  it('answers 401 to anonymous callers, 404 for hidden or unknown cargos, 422 for a malformed id', async () => {
    expect((await mark('POST', first)).statusCode).toBe(401)
    expect((await mark('DELETE', first)).statusCode).toBe(401)
    expect((await mark('POST', hidden, tokens.carrier)).statusCode).toBe(404)
    expect((await mark('POST', 999999, tokens.carrier)).statusCode).toBe(404)
    expect((await mark('DELETE', 999999, tokens.carrier)).statusCode).toBe(404)
    const { ru, en } = await inBothLanguages(server, {
      method: 'POST',
      url: api('cargos/0/favorite'),
      token: tokens.carrier,
    })
    expect(ru.statusCode).toBe(422)
    expect(fieldErrorsOf(ru)).toEqual({ id: ['Значение должно быть больше 0'] })
    expect(fieldErrorsOf(en)).toEqual({ id: ['The value must be greater than 0'] })
  })
})
