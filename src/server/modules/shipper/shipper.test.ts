import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { addDays, dayIn } from '../../../core/contract/days'
import type { CargoInput } from '../../../core/contract/shipper'
import { api, companyId, fieldErrorsOf, inBothLanguages, tokenFor, userId } from '../account/testing'
import { routeKm } from '../cargo/geo'
import { insertCargo, insertPlaces, places } from '../cargo/testing'

const body = (overrides: Partial<CargoInput> = {}): CargoInput => ({
  points: [
    {
      kind: 'load',
      place_id: places.moscow.id,
      address: 'ш. Энтузиастов, 5',
      date: '2030-07-01',
      time_from: '09:00',
      time_to: '18:00',
    },
    { kind: 'unload', place_id: places.nizhny.id, address: null, date: '2030-07-02' },
    { kind: 'unload', place_id: places.kazan.id, address: 'ул. Складская, 12', date: '2030-07-03' },
  ],
  cargo_type_id: 1,
  pack_type_id: 1,
  weight: 12.5,
  volume: 40,
  truck_types: [1],
  load_types: [1, 2],
  additional_conditions: [1],
  additional_equipments: [2, 3],
  price: 9_000_000,
  currency: 'RUB',
  payment_type: 1,
  price_mode: 'nds',
  contacts: [],
  comment: 'Паллеты, не кантовать',
  ...overrides,
})

describe('shipper: cargos of the order form, lists, stages, price hint, truck comments', () => {
  let server: TestServer
  let ural: number
  let shipperId: number
  let logistId: number
  let assistantId: number
  let uralUserId: number
  const tokens: Record<string, string> = {}

  const call = (who: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
    server.call({ method, url: api(path), token: who ? tokens[who] : null, ...(payload ? { payload } : {}) })

  const create = async (who = 'shipper', overrides: Partial<CargoInput> & { publish?: boolean } = {}) => {
    const res = await call(who, 'POST', 'shipper/cargos', body(overrides))
    expect(res.statusCode, res.body).toBe(201)
    return res.json().data as { id: number; stage: string }
  }

  beforeAll(async () => {
    server = await createTestServer()
    await insertPlaces(server)

    ural = await companyId(server, 'ural@example.com')
    for (const name of ['shipper', 'logist', 'manager', 'carrier', 'ural', 'security']) {
      tokens[name] = await tokenFor(server, `${name}@example.com`)
    }
    shipperId = await userId(server, 'shipper@example.com')
    logistId = await userId(server, 'logist@example.com')
    uralUserId = await userId(server, 'ural@example.com')
    const assistant = await server.db
      .selectFrom('users')
      .select('id')
      .where('is_system', '=', true)
      .executeTakeFirstOrThrow()
    assistantId = assistant.id
  })
  afterAll(() => server.close())

  it('creates a draft with its points, denormalised ends, distance, price history and stage log', async () => {
    const res = await call('shipper', 'POST', 'shipper/cargos', body({ contacts: [logistId] }))
    expect(res.statusCode, res.body).toBe(201)
    const cargo = res.json().data
    expect(cargo).toMatchObject({
      stage: 'draft',
      points_count: 3,
      start_point: { id: places.moscow.id, name: 'Москва' },
      finish_point: { id: places.kazan.id, name: 'Казань' },
      load_date_from: '2030-07-01',
      load_date_to: '2030-07-01',
      unload_date: '2030-07-03',
      weight: 12.5,
      price: 9_000_000,
      price_mode: 'nds',
      vat: 22,
      contact_user_ids: [logistId],
      created_by: shipperId,
      editable: true,
      actions: ['publish', 'cancel'],
      comment: 'Паллеты, не кантовать',
      responsible: { id: assistantId, type: 'system_assistant' },
    })
    expect(cargo.points.map((p: { kind: string; place: { id: number } }) => [p.kind, p.place.id])).toEqual([
      ['load', places.moscow.id],
      ['unload', places.nizhny.id],
      ['unload', places.kazan.id],
    ])
    expect(cargo.points[0]).toMatchObject({ address: 'ш. Энтузиастов, 5', time_from: '09:00', time_to: '18:00' })
    const km = routeKm([places.moscow, places.nizhny, places.kazan])
    expect(cargo.distance_km).toBe(km)
    expect(cargo.price_per_km).toBe(Math.round(9_000_000 / km))
    expect(cargo.additional_equipments.map((e: { id: number }) => e.id)).toEqual([2, 3])
    expect(cargo.contacts).toEqual([expect.objectContaining({ id: logistId })])
    const prices = await server.db.selectFrom('cargo_prices').selectAll().where('cargo_id', '=', cargo.id).execute()
    expect(prices.map((p) => [p.mode, Number(p.price)])).toEqual([['nds', 9_000_000]])
    const log = await server.db.selectFrom('cargo_status_log').selectAll().where('cargo_id', '=', cargo.id).execute()
    expect(log.map((l) => [l.stage, l.user_id])).toEqual([['draft', shipperId]])
    // a draft is not in the public search, but the shipper sees it
    expect((await call('carrier', 'GET', `cargos/${cargo.id}`)).statusCode).toBe(404)
    expect((await call('logist', 'GET', `shipper/cargos/${cargo.id}`)).statusCode).toBe(200)
  })

  it("refuses loading dates before the poster's today (in their time zone); today itself is allowed", async () => {
    const today = dayIn('Europe/Moscow') // the demo shipper's time zone
    const yesterday = addDays(today, -1)
    const past = await call('shipper', 'POST', 'shipper/cargos', {
      ...body({
        points: [
          { kind: 'load', place_id: places.moscow.id, date: '2026-01-10' },
          { kind: 'unload', place_id: places.kazan.id, date: yesterday },
        ],
      }),
      publish: true,
    })
    expect(past.statusCode).toBe(422)
    expect(fieldErrorsOf(past)).toEqual({
      'points.0.date': ['Дата уже прошла: укажите сегодняшнюю или более позднюю'],
      'points.1.date': ['Дата уже прошла: укажите сегодняшнюю или более позднюю'],
    })
    const onToday = await create('shipper', {
      points: [
        { kind: 'load', place_id: places.moscow.id, date: today },
        { kind: 'unload', place_id: places.kazan.id, date: today },
      ],
      publish: true,
    })
    expect(onToday.stage).toBe('available')
    // an edit cannot move it into the past either
    const edit = await call('shipper', 'PUT', `shipper/cargos/${onToday.id}`, {
      ...body({
        points: [
          { kind: 'load', place_id: places.moscow.id, date: yesterday },
          { kind: 'unload', place_id: places.kazan.id, date: today },
        ],
      }),
    })
    expect(fieldErrorsOf(edit)).toEqual({ 'points.0.date': ['Дата уже прошла: укажите сегодняшнюю или более позднюю'] })
  })

  it('lets a cargo expire from the search when its loading window has passed, and its shipper renew it', async () => {
    const north = await companyId(server, 'shipper@example.com')
    const expired = await insertCargo(server, north, {
      load_date_from: '2026-01-10',
      load_date_to: '2026-01-11',
      unload_date: '2026-01-13',
      created_by: shipperId,
    })
    const inSearch = async () =>
      ((await call('carrier', 'GET', `cargos?filter[id]=${expired}`)).json().data as { id: number }[]).length > 0
    expect(await inSearch()).toBe(false)
    const free = (await call('carrier', 'GET', 'carrier/cargos/free?limit=100')).json().data as { id: number }[]
    expect(free.map((c) => c.id)).not.toContain(expired)
    const listed = (await call('shipper', 'GET', 'shipper/cargos?tab=available&limit=100')).json().data as {
      id: number
      expired: boolean
    }[]
    expect(listed.find((c) => c.id === expired)?.expired).toBe(true)

    const today = dayIn('Europe/Moscow')
    const past = await call('shipper', 'POST', `shipper/cargos/${expired}/renew`, { load_date: addDays(today, -1) })
    expect(past.statusCode).toBe(422)
    expect(fieldErrorsOf(past)).toEqual({ load_date: ['Дата уже прошла: укажите сегодняшнюю или более позднюю'] })
    expect((await call('ural', 'POST', `shipper/cargos/${expired}/renew`, { load_date: today })).statusCode).toBe(404)
    const renewed = await call('shipper', 'POST', `shipper/cargos/${expired}/renew`, { load_date: addDays(today, 2) })
    expect(renewed.statusCode, renewed.body).toBe(200)
    expect(renewed.json().data).toMatchObject({
      id: expired,
      expired: false,
      load_date_from: addDays(today, 2),
      load_date_to: addDays(today, 3),
      unload_date: addDays(today, 5),
    })
    expect(await inSearch()).toBe(true)
  })

  it('publishes straight away with publish: true', async () => {
    const cargo = await create('manager', { publish: true } as Partial<CargoInput>)
    expect(cargo.stage).toBe('available')
    expect((await call(null, 'GET', `cargos/${cargo.id}`)).statusCode).toBe(200)
  })

  it('rejects bad input per field, in Russian and English, and writes nothing', async () => {
    const before = await server.db
      .selectFrom('cargos')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    const empty = await inBothLanguages(server, {
      method: 'POST',
      url: api('shipper/cargos'),
      token: tokens.shipper!,
      payload: { points: [{}], nonsense: 1 },
    })
    expect(empty.ru.statusCode).toBe(422)
    const ru = fieldErrorsOf(empty.ru)
    const en = fieldErrorsOf(empty.en)
    expect(ru.cargo_type_id).toEqual(['Обязательное поле'])
    expect(en.cargo_type_id).toEqual(['This field is required'])
    expect(ru.weight).toEqual(['Обязательное поле'])
    expect(ru['points.0.place_id']).toEqual(['Обязательное поле'])
    expect(ru.nonsense).toEqual(['Неизвестное поле'])
    expect(en.nonsense).toEqual(['Unknown field'])

    const rules = body({
      weight: 0,
      points: [
        { kind: 'load', place_id: places.moscow.id, date: '2030-07-05', time_from: '18:00', time_to: '09:00' },
        { kind: 'unload', place_id: places.kazan.id, date: '2030-07-04', address: 'ул' },
      ],
    })
    const broken = await inBothLanguages(server, {
      method: 'POST',
      url: api('shipper/cargos'),
      token: tokens.shipper!,
      payload: rules,
    })
    expect(fieldErrorsOf(broken.ru)).toMatchObject({
      weight: ['Значение должно быть больше 0'],
      'points.0.time_to': ['Время «до» должно быть позже времени «с»'],
      'points.1.date': ['Дата разгрузки не может быть раньше даты загрузки'],
      'points.1.address': ['Минимум 3 символа'],
    })
    expect(fieldErrorsOf(broken.en)).toMatchObject({
      weight: ['The value must be greater than 0'],
      'points.1.date': ['The unloading date cannot be before the loading date'],
      'points.1.address': ['Minimum 3 characters'],
    })

    const order = await call('shipper', 'POST', 'shipper/cargos', {
      ...body(),
      points: [
        { kind: 'unload', place_id: places.moscow.id, date: '2030-02-30' },
        { kind: 'load', place_id: places.kazan.id, date: '2030-07-04' },
      ],
    })
    expect(fieldErrorsOf(order)).toMatchObject({
      'points.0.date': ['Неверный формат'],
      'points.0.kind': ['Маршрут начинается с пункта загрузки'],
      'points.1.kind': ['Маршрут заканчивается пунктом разгрузки'],
    })

    const unknown = await inBothLanguages(server, {
      method: 'POST',
      url: api('shipper/cargos'),
      token: tokens.shipper!,
      payload: body({
        cargo_type_id: 999,
        contacts: [uralUserId],
        points: [
          { kind: 'load', place_id: 99_999_999, date: '2030-07-01' },
          { kind: 'unload', place_id: places.kazan.id, date: '2030-07-02' },
        ],
      }),
    })
    expect(unknown.ru.statusCode).toBe(422)
    expect(fieldErrorsOf(unknown.ru)).toEqual({
      'points.0.place_id': ['Неизвестный населённый пункт'],
      cargo_type_id: ['Такого значения нет в справочнике'],
      contacts: ['Контактом может быть только сотрудник вашей компании'],
    })
    expect(fieldErrorsOf(unknown.en).contacts).toEqual(['A contact must be an employee of your company'])
    const after = await server.db
      .selectFrom('cargos')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(before.n))
  })

  it('edits a draft (a new price adds a history row) and refuses to edit or delete a cargo in work (409)', async () => {
    const cargo = await create()
    const res = await call('shipper', 'PUT', `shipper/cargos/${cargo.id}`, body({ price: 10_000_000, weight: 5 }))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ price: 10_000_000, weight: 5 })
    const prices = await server.db.selectFrom('cargo_prices').select('price').where('cargo_id', '=', cargo.id).execute()
    expect(prices.map((p) => Number(p.price))).toEqual([9_000_000, 10_000_000])

    await server.db.updateTable('cargos').set({ stage: 'in_work' }).where('id', '=', cargo.id).execute()
    const edit = await inBothLanguages(server, {
      method: 'PUT',
      url: api(`shipper/cargos/${cargo.id}`),
      token: tokens.shipper!,
      payload: body({ weight: 1 }),
    })
    expect(edit.ru.statusCode).toBe(409)
    expect(edit.ru.json().message).toContain('«в работе»')
    expect(edit.en.json().message).toContain('"in work"')
    const del = await call('shipper', 'DELETE', `shipper/cargos/${cargo.id}`)
    expect(del.statusCode).toBe(409)
    const row = await server.db
      .selectFrom('cargos')
      .select('weight')
      .where('id', '=', cargo.id)
      .executeTakeFirstOrThrow()
    expect(Number(row.weight)).toBe(5)
  })

  it('deletes a draft', async () => {
    const cargo = await create()
    expect((await call('shipper', 'DELETE', `shipper/cargos/${cargo.id}`)).statusCode).toBe(200)
    expect((await call('shipper', 'GET', `shipper/cargos/${cargo.id}`)).statusCode).toBe(404)
  })

  it('runs the stage machine: publish, in work with a responsible, complete; illegal steps answer 409', async () => {
    const cargo = await create()
    const inWorkEarly = await call('shipper', 'POST', `shipper/cargos/${cargo.id}/stage`, {
      stage: 'in_work',
      user_id: logistId,
    })
    expect(inWorkEarly.statusCode).toBe(409)

    const published = await call('shipper', 'POST', `shipper/cargos/${cargo.id}/publish`)
    expect(published.statusCode, published.body).toBe(200)
    expect(published.json().data).toMatchObject({ stage: 'available', actions: ['unpublish', 'cancel'] })
    const again = await inBothLanguages(server, {
      method: 'POST',
      url: api(`shipper/cargos/${cargo.id}/publish`),
      token: tokens.shipper!,
    })
    expect(again.ru.statusCode).toBe(409)
    expect(again.ru.json().message).toBe('Действие «опубликовать» недоступно для груза в статусе «опубликован»')
    expect(again.en.json().message).toBe('"publish" is not possible for a cargo that is "available"')
    expect((await call('shipper', 'POST', `shipper/cargos/${cargo.id}/complete`)).statusCode).toBe(409)
    expect((await call('shipper', 'POST', `shipper/cargos/${cargo.id}/fly`)).statusCode).toBe(422)

    // the system assistant stands for "unassigned": never assignable; nor is another company's user
    for (const user of [assistantId, uralUserId]) {
      const res = await call('shipper', 'POST', `shipper/cargos/${cargo.id}/stage`, { stage: 'in_work', user_id: user })
      expect(res.statusCode).toBe(422)
      expect(fieldErrorsOf(res).user_id).toEqual([
        'Ответственным можно назначить только действующего сотрудника вашей компании',
      ])
    }
    const inWork = await call('shipper', 'POST', `shipper/cargos/${cargo.id}/stage`, {
      stage: 'in_work',
      user_id: logistId,
    })
    expect(inWork.statusCode, inWork.body).toBe(200)
    expect(inWork.json().data).toMatchObject({
      stage: 'in_work',
      editable: false,
      actions: ['cancel', 'complete'],
      responsible: { id: logistId, type: 'user', full_name: expect.any(String) },
    })
    // the logist now finds it among their own cargos in work
    const logistList = await call('logist', 'GET', 'shipper/cargos/in-work')
    expect(logistList.json().data.map((c: { id: number }) => c.id)).toContain(cargo.id)

    const done = await call('shipper', 'POST', `shipper/cargos/${cargo.id}/complete`)
    expect(done.json().data.stage).toBe('completed')
    expect((await call('shipper', 'POST', `shipper/cargos/${cargo.id}/cancel`)).statusCode).toBe(409)
    const log = await server.db
      .selectFrom('cargo_status_log')
      .select('stage')
      .where('cargo_id', '=', cargo.id)
      .orderBy('id')
      .execute()
    expect(log.map((l) => l.stage)).toEqual(['draft', 'available', 'in_work', 'completed'])
  })

  it('lists own cargos by tab unless filter[company_staff] names someone (spec 5)', async () => {
    const mine = await create('shipper')
    const theirs = await create('logist')
    const ids = async (path: string, who = 'shipper') => {
      const res = await call(who, 'GET', path)
      expect(res.statusCode, res.body).toBe(200)
      return (res.json().data as { id: number }[]).map((c) => c.id)
    }
    const own = await ids('shipper/cargos?tab=available&limit=100')
    expect(own).toContain(mine.id)
    expect(own).not.toContain(theirs.id)
    const staff = await ids(`shipper/cargos?tab=available&filter[company_staff]=${logistId}&limit=100`)
    expect(staff).toContain(theirs.id)
    expect(staff).not.toContain(mine.id)
    const company = await ids('shipper/cargos?filter[own]=false&filter[stage]=draft&limit=100')
    expect(company).toEqual(expect.arrayContaining([mine.id, theirs.id]))
    expect(await ids('shipper/cargos?tab=contract')).toEqual([])
    const page = await call('shipper', 'GET', 'shipper/cargos?filter[own]=false&limit=1&offset=1&sort=-created_at')
    expect(page.json().data).toHaveLength(1)
    expect(page.json().meta.size).toBeGreaterThan(1)
    // another company's cargos never show, even by naming its staff
    expect(await ids(`shipper/cargos?filter[company_staff]=${uralUserId}`)).toEqual([])
    expect(await ids('shipper/cargos?filter[own]=false', 'ural')).not.toContain(mine.id)
  })

  it('refuses carriers and security (403), anonymous callers (401) and hides cargos from other companies (404)', async () => {
    const cargo = await create()
    expect((await call('carrier', 'POST', 'shipper/cargos', body())).statusCode).toBe(403)
    expect((await call('carrier', 'GET', 'shipper/cargos')).statusCode).toBe(403)
    expect((await call('security', 'POST', `shipper/cargos/${cargo.id}/publish`)).statusCode).toBe(403)
    expect((await call(null, 'GET', 'shipper/cargos')).statusCode).toBe(401)
    expect((await call(null, 'DELETE', `shipper/cargos/${cargo.id}`)).statusCode).toBe(401)
    for (const [method, path, payload] of [
      ['GET', `shipper/cargos/${cargo.id}`],
      ['PUT', `shipper/cargos/${cargo.id}`, body({ weight: 1 })],
      ['DELETE', `shipper/cargos/${cargo.id}`],
      ['POST', `shipper/cargos/${cargo.id}/publish`],
      ['POST', `shipper/cargos/${cargo.id}/stage`, { stage: 'in_work', user_id: uralUserId }],
    ] as const) {
      const res = await call('ural', method, path, payload)
      expect(res.statusCode, `${method} ${path}`).toBe(404)
    }
    const row = await server.db
      .selectFrom('cargos')
      .select(['stage', 'weight'])
      .where('id', '=', cargo.id)
      .executeTakeFirstOrThrow()
    expect([row.stage, Number(row.weight)]).toEqual(['draft', 12.5])
  })

  it('hints a price from the median price per km of similar available cargos', async () => {
    const km = routeKm([places.kazan, places.moscow])
    const rates = [4000, 5000, 6000, 7000, 8000]
    for (const rate of rates) {
      await insertCargo(server, ural, { distance_km: km, price_per_km: rate, price: rate * km, truck_type_ids: [3] })
    }
    // not in the market: a draft and one in another currency
    await insertCargo(server, ural, { distance_km: km, price_per_km: 99_000, stage: 'draft', truck_type_ids: [3] })
    await insertCargo(server, ural, { distance_km: km, price_per_km: 99_000, currency: 'USD', truck_type_ids: [3] })
    const res = await call(
      'carrier',
      'GET',
      `cargos/price-calculation?start_point_id=${places.kazan.id}&finish_point_id=${places.moscow.id}&truck_type=3&weight=10`,
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toEqual({
      distance_km: km,
      price_per_km: 6000,
      price: Math.round((6000 * km) / 10_000) * 10_000,
      price_low: Math.round((5000 * km) / 10_000) * 10_000,
      price_high: Math.round((7000 * km) / 10_000) * 10_000,
      currency: 'RUB',
      sample_size: 5,
      basis: 'route_truck',
    })
    const nowhere = await call(
      'shipper',
      'GET',
      `cargos/price-calculation?start_point_id=${places.kazan.id}&finish_point_id=${places.zelenodolsk.id}`,
    )
    expect(nowhere.json().data).toMatchObject({ price: null, sample_size: 0, basis: 'none' })
    const unknown = await call(
      'shipper',
      'GET',
      `cargos/price-calculation?start_point_id=99999999&finish_point_id=${places.kazan.id}`,
    )
    expect(unknown.statusCode).toBe(422)
    expect((await call(null, 'GET', 'cargos/price-calculation')).statusCode).toBe(401)
  })

  it('comments on a truck of a cargo and deletes the comment; other companies get 404', async () => {
    const carrierCompany = await companyId(server, 'carrier@example.com')
    const truck = await server.db
      .insertInto('transports')
      .values({ company_id: carrierCompany, number: 'А123ВС 116' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const cargo = await create()
    const path = `shipper/cargos/${cargo.id}/trucks/${truck.id}/comments`
    const empty = await call('shipper', 'POST', path, { content: '   ' })
    expect(fieldErrorsOf(empty).content).toEqual(['Обязательное поле'])
    const created = await call('shipper', 'POST', path, { content: '<b>Надёжный</b> водитель' })
    expect(created.statusCode, created.body).toBe(201)
    const comment = created.json().data
    expect(comment).toMatchObject({
      transport_id: truck.id,
      content: '<b>Надёжный</b> водитель',
      user: { id: shipperId },
    })
    const list = await call('logist', 'GET', path)
    expect(list.json()).toMatchObject({ data: [{ id: comment.id }], meta: { size: 1 } })
    expect((await call('ural', 'GET', path)).statusCode).toBe(404)
    expect((await call('ural', 'DELETE', `${path}/${comment.id}`)).statusCode).toBe(404)
    expect(
      (await call('shipper', 'POST', `shipper/cargos/${cargo.id}/trucks/99999999/comments`, { content: 'x' }))
        .statusCode,
    ).toBe(404)
    expect((await call('manager', 'DELETE', `${path}/${comment.id}`)).statusCode).toBe(200)
    expect((await call('manager', 'DELETE', `${path}/${comment.id}`)).statusCode).toBe(404)
    expect((await call('shipper', 'GET', path)).json().meta.size).toBe(0)
  })
})
