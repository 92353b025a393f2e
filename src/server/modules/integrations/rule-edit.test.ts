import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { type World, world } from '../responses/testing'

/**
 * Changing a rule (the settings screen's editor sends `PUT v2/cargos/custom-logics/{id}` with the whole rule):
 * the change lands with its position and switch kept as sent; bad input is refused field by field in the user's
 * language and changes nothing; another role and another company cannot touch it.
 */
describe('editing a custom logic rule', () => {
  let server: TestServer
  let w: World
  let partnerId: number
  let otherPartnerId: number

  beforeAll(async () => {
    server = await createTestServer()
    w = await world(server)
    const partner = async (companyId: number, name: string) =>
      (
        await server.db
          .insertInto('integration_partners')
          .values({ company_id: companyId, name })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id
    partnerId = await partner(w.companies.north, 'ТМС Правка')
    otherPartnerId = await partner(w.companies.ural, 'ТМС Урала')
  })
  afterAll(() => server.close())

  /** `World.call` speaks GET and POST; the editor's change is a PUT. */
  const put = (
    who: 'shipper' | 'carrier' | 'logist' | 'ural' | null,
    id: number,
    payload: object,
    lang: 'ru' | 'en' = 'ru',
  ) =>
    server.call({
      method: 'PUT',
      url: `/api/v2/cargos/custom-logics/${id}`,
      token: who === null ? undefined : w.tokens[who],
      lang,
      payload,
    })

  const create = () =>
    w.ok<{ id: number }>(
      'shipper',
      'v2/cargos/custom-logics',
      {
        name: 'Тяжёлые на биржу',
        position: 3,
        conditions: [{ field: 'weight', op: 'gte', value: 15 }],
        actions: { publish: true },
      },
      201,
    )

  it('changes the conditions, actions, switch and keeps the position as sent', async () => {
    const { id } = await create()
    const res = await put('shipper', id, {
      name: 'Партнёр на проверку',
      active: false,
      position: 3,
      conditions: [
        { field: 'partner_id', op: 'eq', value: partnerId },
        { field: 'from', op: 'contains', value: 'Каз' },
      ],
      actions: { hold: true },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      id,
      name: 'Партнёр на проверку',
      active: false,
      position: 3,
      conditions: [
        { field: 'partner_id', op: 'eq', value: partnerId },
        { field: 'from', op: 'contains', value: 'Каз' },
      ],
      actions: { publish: false, hold: true, price_factor: null },
    })
    const listed = (await w.call('shipper', 'GET', 'v2/cargos/custom-logics?limit=100&offset=0')).json().data
    expect(listed.find((r: { id: number }) => r.id === id)).toMatchObject({
      name: 'Партнёр на проверку',
      active: false,
    })
    // the partner's name for the list is the partners' options
    const options = (await w.call('shipper', 'GET', 'integration/partners/list')).json().data
    expect(options).toContainEqual({ id: partnerId, name: 'ТМС Правка' })
  })

  it('refuses bad input field by field in both languages and keeps the rule as it was', async () => {
    const { id } = await create()
    const en = await put(
      'shipper',
      id,
      {
        name: 'x',
        conditions: [{ field: 'weight', op: 'contains', value: 5 }],
        actions: { publish: true, hold: true },
      },
      'en',
    )
    expect(en.statusCode).toBe(422)
    expect(Object.keys(en.json().errors).sort()).toEqual(['actions.hold', 'conditions.0.op', 'name'])
    expect(en.json().errors.name).toEqual(['Minimum 2 characters'])
    const ru = await put('shipper', id, {
      name: 'Чужой партнёр',
      conditions: [{ field: 'partner_id', op: 'eq', value: otherPartnerId }],
      actions: { publish: true },
    })
    expect(ru.statusCode).toBe(422)
    expect(ru.json().errors['conditions.0.value']).toHaveLength(1)
    const unknown = await put('shipper', id, {
      name: 'Лишнее поле',
      actions: { publish: true },
      color: 'red',
    })
    expect(unknown.statusCode).toBe(422)
    const kept = (await w.call('shipper', 'GET', `v2/cargos/custom-logics/${id}`)).json().data
    expect(kept).toMatchObject({ name: 'Тяжёлые на биржу', position: 3, active: true, actions: { publish: true } })
  })

  it('is not for carriers, logisticians or another company', async () => {
    const { id } = await create()
    const change = { name: 'Чужая правка', actions: { publish: false } }
    expect((await put('carrier', id, change)).statusCode).toBe(403)
    expect((await put('logist', id, change)).statusCode).toBe(403)
    expect((await put('ural', id, change)).statusCode).toBe(404)
    expect((await put(null, id, change)).statusCode).toBe(401)
    const kept = (await w.call('shipper', 'GET', `v2/cargos/custom-logics/${id}`)).json().data
    expect(kept.name).toBe('Тяжёлые на биржу')
  })
})
