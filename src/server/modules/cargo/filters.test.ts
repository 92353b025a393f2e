import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { api, fieldErrorsOf, inBothLanguages, tokenFor } from '../account/testing'

describe('cargo: saved filter tabs (v2/cargos/filters)', () => {
  let server: TestServer
  const tokens: Record<string, string> = {}

  beforeAll(async () => {
    server = await createTestServer()
    for (const name of ['carrier', 'siberia']) tokens[name] = await tokenFor(server, `${name}@example.com`)
  })
  afterAll(() => server.close())

  const list = async (token: string) => {
    const res = await server.call({ method: 'GET', url: api('v2/cargos/filters'), token })
    expect(res.statusCode).toBe(200)
    return res.json() as { data: { id: number; name: string; filter: object }[]; meta: { size: number } }
  }
  const create = (payload: object, token = tokens.carrier) =>
    server.call({ method: 'POST', url: api('v2/cargos/filters'), token, payload })

  it('creates tabs, validating the filter like the search does, and lists them by id', async () => {
    const res = await create({
      name: '  Казань → Москва  ',
      filter: {
        start_point_id: 551487,
        start_point_type: 'city',
        start_point_radius: '75',
        finish_point_id: 524901,
        truck_types: ['1', 2],
        weight: { min: 10, max: 5 },
        price_per_km: { min: 5000 },
        start_date: '2030-06-10',
      },
    })
    expect(res.statusCode).toBe(201)
    const saved = res.json().data
    expect(saved).toEqual({
      id: expect.any(Number),
      name: 'Казань → Москва',
      filter: {
        start_point_id: 551487,
        start_point_type: 'city',
        start_point_radius: 75,
        finish_point_id: 524901,
        truck_types: [1, 2],
        // a max below the min is dropped, as in the search
        weight: { min: 10 },
        price_per_km: { min: 5000 },
        start_date: '2030-06-10',
      },
      created_at: expect.any(String),
      updated_at: expect.any(String),
    })
    const second = (await create({ name: 'Рефрижераторы', filter: { truck_types: [2] } })).json().data
    const body = await list(tokens.carrier!)
    expect(body.meta).toEqual({ size: 2 })
    expect(body.data.map((tab) => tab.id)).toEqual([saved.id, second.id].sort((a, b) => a - b))
    expect(body.data[0]!.filter).toEqual(saved.filter)
  })

  it('renames a tab or replaces its filter', async () => {
    const tab = (await create({ name: 'Старое имя', filter: {} })).json().data
    const renamed = await server.call({
      method: 'PUT',
      url: api(`v2/cargos/filters/${tab.id}`),
      token: tokens.carrier,
      payload: { name: 'Новое имя' },
    })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json().data).toMatchObject({ id: tab.id, name: 'Новое имя', filter: {} })
    const refiltered = await server.call({
      method: 'PUT',
      url: api(`v2/cargos/filters/${tab.id}`),
      token: tokens.carrier,
      payload: { filter: { load_types: [3], distance: { max: 500 } } },
    })
    expect(refiltered.json().data).toMatchObject({
      name: 'Новое имя',
      filter: { load_types: [3], distance: { max: 500 } },
    })
  })

  it("keeps tabs per user: another user's tab is not listed and answers 404", async () => {
    const tab = (await create({ name: 'Личный', filter: {} })).json().data
    expect((await list(tokens.siberia!)).data).toEqual([])
    const put = await server.call({
      method: 'PUT',
      url: api(`v2/cargos/filters/${tab.id}`),
      token: tokens.siberia,
      payload: { name: 'Чужой' },
    })
    expect(put.statusCode).toBe(404)
    const del = await server.call({ method: 'DELETE', url: api(`v2/cargos/filters/${tab.id}`), token: tokens.siberia })
    expect(del.statusCode).toBe(404)
    expect((await list(tokens.carrier!)).data.find((t) => t.id === tab.id)?.name).toBe('Личный')
  })

  it('deletes a tab; deleting it again answers 404', async () => {
    const tab = (await create({ name: 'Удалить', filter: {} })).json().data
    const url = api(`v2/cargos/filters/${tab.id}`)
    const res = await server.call({ method: 'DELETE', url, token: tokens.carrier })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ data: { ok: true } })
    expect((await list(tokens.carrier!)).data.some((t) => t.id === tab.id)).toBe(false)
    expect((await server.call({ method: 'DELETE', url, token: tokens.carrier })).statusCode).toBe(404)
  })

  it('answers 422 with errors by field in both languages, rejecting unknown fields', async () => {
    const { ru, en } = await inBothLanguages(server, {
      method: 'POST',
      url: api('v2/cargos/filters'),
      token: tokens.carrier,
      payload: {
        name: '',
        filter: { start_point_type: 'planet', weight: { min: -1 }, truck_types: 'x', colour: 'red' },
        pinned: true,
      },
    })
    expect(ru.statusCode).toBe(422)
    expect(fieldErrorsOf(ru)).toEqual({
      name: ['Обязательное поле'],
      'filter.start_point_type': ['Недопустимое значение'],
      'filter.weight.min': ['Значение должно быть не меньше 0'],
      'filter.truck_types.0': ['Введите число'],
      'filter.colour': ['Неизвестное поле'],
      pinned: ['Неизвестное поле'],
    })
    expect(fieldErrorsOf(en)).toEqual({
      name: ['This field is required'],
      'filter.start_point_type': ['Invalid value'],
      'filter.weight.min': ['The value must be at least 0'],
      'filter.truck_types.0': ['Enter a number'],
      'filter.colour': ['Unknown field'],
      pinned: ['Unknown field'],
    })
    const missing = await create({ name: 'Без фильтра' })
    expect(fieldErrorsOf(missing)).toEqual({ filter: ['Обязательное поле'] })
    const put = await server.call({
      method: 'PUT',
      url: api('v2/cargos/filters/1'),
      token: tokens.carrier,
      payload: { name: 'x'.repeat(101), id: 5 },
      lang: 'en',
    })
    expect(put.statusCode).toBe(422)
    expect(fieldErrorsOf(put)).toEqual({ name: ['Maximum 100 characters'], id: ['Unknown field'] })
  })

  it('answers 401 to anonymous callers', async () => {
    expect((await server.call({ method: 'GET', url: api('v2/cargos/filters') })).statusCode).toBe(401)
    expect((await server.call({ method: 'POST', url: api('v2/cargos/filters'), payload: {} })).statusCode).toBe(401)
  })
})
