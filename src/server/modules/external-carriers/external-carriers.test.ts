/**
 * The external carriers' database through HTTP: success, bad input, wrong role and another company's ids for every
 * endpoint (the access table walks the same endpoints for every caller; here the answers' contents are checked).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { api } from '../account/testing'

const KAZAN = 551487
const MOSCOW = 524901

describe('external carriers: a company keeps its own database', () => {
  let s: TestServer
  const t: Record<string, string> = {}
  let volgaId = 0
  let northCarrier = 0
  let volgaCarrier = 0
  let northTruck = 0
  let northCargo = 0

  beforeAll(async () => {
    s = await createTestServer({ places: true })
    Object.assign(t, await s.loginDemo(['shipper', 'logist', 'carrier', 'ural', 'security']))
    const company = async (email: string) =>
      (await s.db.selectFrom('users').select('company_id').where('email', '=', email).executeTakeFirstOrThrow())
        .company_id!
    const north = await company('shipper@example.com')
    volgaId = await company('carrier@example.com')
    const first = async (keeper: number) =>
      (
        await s.db
          .selectFrom('companies')
          .select('id')
          .where('created_by_company_id', '=', keeper)
          .where('type', '=', 'external_carrier')
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id
    northCarrier = await first(north)
    volgaCarrier = await first(volgaId)
    northTruck = (
      await s.db
        .selectFrom('external_transports')
        .select('id')
        .where('owner_company_id', '=', north)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id
    northCargo = (
      await s.db
        .selectFrom('cargos')
        .select('id')
        .where('company_id', '=', north)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id
  })
  afterAll(() => s.close())

  const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, lang?: 'en') =>
    s.call({
      method,
      url: api(path),
      token: t[who] ?? null,
      ...(payload ? { payload } : {}),
      ...(lang ? { lang } : {}),
    })

  it('seeds 40 external carriers with 300 trucks, planned routes, comments and feedback', async () => {
    const count = async (table: 'external_transports' | 'external_routes' | 'external_comments' | 'carrier_feedback') =>
      Number(
        (
          await s.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const carriers = await s.db.selectFrom('companies').select('id').where('type', '=', 'external_carrier').execute()
    expect(carriers.length).toBeGreaterThanOrEqual(40)
    expect(await count('external_transports')).toBeGreaterThanOrEqual(300)
    expect(await count('external_routes')).toBeGreaterThan(300)
    expect(await count('external_comments')).toBeGreaterThan(0)
    expect(await count('carrier_feedback')).toBeGreaterThan(0)
  })

  it('lists the own database only', async () => {
    // the expected sizes are read from the data, not from the seed's plan
    const recorded = async (email: string) => {
      const keeper = await s.db
        .selectFrom('users')
        .select('company_id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
      const rows = await s.db
        .selectFrom('companies')
        .select('id')
        .where('type', '=', 'external_carrier')
        .where('created_by_company_id', '=', keeper.company_id)
        .execute()
      return rows.length
    }
    const north = await call('shipper', 'GET', 'external-carrier/companies?limit=200')
    expect(north.statusCode, north.body).toBe(200)
    expect(north.json().meta.size).toBe(await recorded('shipper@example.com'))
    expect(north.json().meta.size).toBeGreaterThan(0)
    expect(north.json().data[0]).toMatchObject({ kind: 'external' })
    expect((await call('carrier', 'GET', 'external-carrier/companies')).json().meta.size).toBe(
      await recorded('carrier@example.com'),
    )
    expect((await call('ural', 'GET', 'external-carrier/companies')).json().meta.size).toBe(
      await recorded('ural@example.com'),
    )
    expect((await call('shipper', 'GET', 'external-carrier/companies?limit=0')).statusCode).toBe(422)
    expect((await call('logist', 'GET', 'external-carrier/companies')).statusCode).toBe(403)
    expect((await call('security', 'GET', 'external-carrier/companies')).statusCode).toBe(403)
  })

  it('reads a carrier: its own external one, or a registered carrier; another company’s external one is 404', async () => {
    const own = await call('shipper', 'GET', `external-carrier/companies/${northCarrier}`)
    expect(own.statusCode, own.body).toBe(200)
    expect(own.json().data).toMatchObject({ id: northCarrier, kind: 'external' })
    expect(own.json().data.transport_count).toBeGreaterThan(0)
    const registered = await call('shipper', 'GET', `external-carrier/companies/${volgaId}`)
    expect(registered.json().data).toMatchObject({ id: volgaId, kind: 'registered' })
    expect(registered.json().data.transport_count).toBeGreaterThan(0)
    expect((await call('carrier', 'GET', `external-carrier/companies/${northCarrier}`)).statusCode).toBe(404)
    expect((await call('shipper', 'GET', `external-carrier/companies/${volgaCarrier}`)).statusCode).toBe(404)
    expect((await call('shipper', 'GET', 'external-carrier/companies/abc')).statusCode).toBe(422)

    const counted = await call('shipper', 'POST', `external-carrier/companies/${northCarrier}/transport-count`, {})
    expect(counted.statusCode, counted.body).toBe(200)
    expect(counted.json().data.total).toBe(own.json().data.transport_count)
    expect(
      (await call('carrier', 'POST', `external-carrier/companies/${northCarrier}/transport-count`, {})).statusCode,
    ).toBe(404)
    expect(
      (await call('shipper', 'POST', `external-carrier/companies/${northCarrier}/transport-count`, { x: 1 }))
        .statusCode,
    ).toBe(422)

    const trucks = await call('shipper', 'GET', `external-carrier/companies/${northCarrier}/transports`)
    expect(trucks.json().meta.size).toBe(own.json().data.transport_count)
    const fleet = await call('shipper', 'GET', `external-carrier/companies/${volgaId}/transports`)
    expect(fleet.json().data.length).toBeGreaterThan(0)
    const routes = await call('shipper', 'GET', `external-carrier/companies/${northCarrier}/routes`)
    expect(routes.json().data.length).toBeGreaterThan(0)
    expect((await call('carrier', 'GET', `external-carrier/companies/${northCarrier}/routes`)).statusCode).toBe(404)
  })

  it('adds an external carrier by INN with its contacts, and changes it; refuses taken INNs, roles and others', async () => {
    const inn = '7707083893'
    const body = { inn, name: 'ООО «Тест Перевозки»', phone: '+7 843 555-12-34', email: 'office@test-trans.ru' }
    const created = await call('shipper', 'POST', 'external-carrier/companies', body)
    expect(created.statusCode, created.body).toBe(201)
    const carrier = created.json().data
    expect(carrier).toMatchObject({
      inn,
      name: 'ООО «Тест Перевозки»',
      kind: 'external',
      phone: '+78435551234',
      email: 'office@test-trans.ru',
      transport_count: 0,
      planned_route_count: 0,
      rating: null,
    })
    const listed = await call('shipper', 'GET', `external-carrier/companies?query=${encodeURIComponent('Тест Пер')}`)
    expect(listed.json().data.map((row: { id: number }) => row.id)).toContain(carrier.id)

    // the same INN again: 409 on the field, in the caller's language
    const again = await call('shipper', 'POST', 'external-carrier/companies', body)
    expect(again.statusCode).toBe(409)
    expect(again.json().errors.inn[0]).toBe('Перевозчик с этим ИНН уже есть в вашей базе')
    const againEn = await call('shipper', 'POST', 'external-carrier/companies', body, 'en')
    expect(againEn.json().errors.inn[0]).toBe('A carrier with this INN is already in your database')
    // a carrier registered on the exchange is in the search already
    const volga = await s.db.selectFrom('companies').select('inn').where('id', '=', volgaId).executeTakeFirstOrThrow()
    const registered = await call('shipper', 'POST', 'external-carrier/companies', { ...body, inn: volga.inn })
    expect(registered.statusCode).toBe(409)
    expect(registered.json().errors.inn[0]).toMatch(/зарегистрирован на бирже/)
    // another company keeps its own database: the same INN is free for it, and invisible to the first
    const theirs = await call('carrier', 'POST', 'external-carrier/companies', body)
    expect(theirs.statusCode, theirs.body).toBe(201)
    expect(theirs.json().data.id).not.toBe(carrier.id)

    // bad input: a wrong INN checksum, a short name, an unknown field, a bad e-mail; messages in ru and en
    const bad = await call('shipper', 'POST', 'external-carrier/companies', { ...body, inn: '7707083890', name: 'О' })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors.inn[0]).toBe('Некорректный ИНН')
    expect(bad.json().errors.name[0]).toMatch(/Минимум 2/)
    const badEn = await call('shipper', 'POST', 'external-carrier/companies', { ...body, email: 'nope' }, 'en')
    expect(badEn.statusCode).toBe(422)
    expect(badEn.json().errors.email[0]).toMatch(/e-mail/i)
    expect((await call('shipper', 'POST', 'external-carrier/companies', { ...body, kpp: '1' })).statusCode).toBe(422)
    expect((await call('shipper', 'POST', 'external-carrier/companies', {})).statusCode).toBe(422)
    // wrong role: the logistician and security are refused, a stranger must sign in
    expect(
      (await call('logist', 'POST', 'external-carrier/companies', { ...body, inn: '7736050003' })).statusCode,
    ).toBe(403)
    expect(
      (await call('security', 'POST', 'external-carrier/companies', { ...body, inn: '7736050003' })).statusCode,
    ).toBe(403)
    expect((await call('nobody', 'POST', 'external-carrier/companies', body)).statusCode).toBe(401)

    // change: the whole card (contacts left out are cleared); the INN stays
    const changed = await call('shipper', 'PUT', `external-carrier/companies/${carrier.id}`, {
      name: 'ООО «Тест Перевозки Плюс»',
      phone: '+7 843 555-00-00',
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json().data).toMatchObject({
      name: 'ООО «Тест Перевозки Плюс»',
      phone: '+78435550000',
      email: null,
      inn,
    })
    expect(
      (await call('shipper', 'PUT', `external-carrier/companies/${carrier.id}`, { name: 'ОК', inn })).statusCode,
    ).toBe(422)
    expect((await call('shipper', 'PUT', `external-carrier/companies/${carrier.id}`, { name: '' })).statusCode).toBe(
      422,
    )
    // another company's carrier is not there; a registered carrier is read-only; the logistician is refused
    expect(
      (await call('carrier', 'PUT', `external-carrier/companies/${carrier.id}`, { name: 'Чужой' })).statusCode,
    ).toBe(404)
    expect((await call('shipper', 'PUT', `external-carrier/companies/${volgaId}`, { name: 'Чужой' })).statusCode).toBe(
      403,
    )
    expect(
      (await call('logist', 'PUT', `external-carrier/companies/${carrier.id}`, { name: 'Чужой' })).statusCode,
    ).toBe(403)
    expect((await call('shipper', 'PUT', 'external-carrier/companies/abc', { name: 'Чужой' })).statusCode).toBe(422)
    const kept = await call('shipper', 'GET', `external-carrier/companies/${carrier.id}`)
    expect(kept.json().data.name).toBe('ООО «Тест Перевозки Плюс»')

    // its first truck goes straight into the search
    const truck = await call('shipper', 'POST', 'external-carrier/transports', {
      company_id: carrier.id,
      route: { start_city_id: KAZAN, finish_point_id: MOSCOW },
      truck_type_id: 1,
    })
    expect(truck.statusCode, truck.body).toBe(201)
    const found = await call('shipper', 'GET', `v2/trucks/search?filter[start_point_id]=${KAZAN}&limit=5000`)
    expect(found.json().data.some((row: { company: { id: number } }) => row.company.id === carrier.id)).toBe(true)
  })

  it('adds, changes and deletes a truck of its own carrier only', async () => {
    const body = {
      company_id: northCarrier,
      route: { start_city_id: KAZAN, finish_point_id: MOSCOW },
      weight: 20,
      volume: 86,
      extra: { note: 'Тент, ремни' },
      truck_type_id: 1,
      load_type_ids: [1, 2],
      contacts: [{ name: 'Ринат', phones: ['+7 917 555-00-11'], email: 'rinat@example.com' }],
    }
    const created = await call('shipper', 'POST', 'external-carrier/transports', body)
    expect(created.statusCode, created.body).toBe(201)
    const truck = created.json().data
    expect(truck).toMatchObject({
      company: { id: northCarrier },
      route: { start_city_id: KAZAN, finish_point_id: MOSCOW, finish_point_type: 'city', start_city_name: 'Казань' },
      extra: { note: 'Тент, ремни' },
      contacts: [
        { id: 1, name: 'Ринат', phones: ['+79175550011'], email: 'rinat@example.com', telegram_user_id: null },
      ],
    })
    expect((await call('carrier', 'POST', 'external-carrier/transports', { ...body })).statusCode).toBe(422)
    expect(
      (await call('shipper', 'POST', 'external-carrier/transports', { ...body, company_id: volgaCarrier })).statusCode,
    ).toBe(422)
    const badPlace = await call('shipper', 'POST', 'external-carrier/transports', {
      ...body,
      route: { start_city_id: 999999999 },
    })
    expect(badPlace.statusCode).toBe(422)
    expect(badPlace.json().errors).toHaveProperty(['route.start_city_id'])
    expect((await call('shipper', 'POST', 'external-carrier/transports', { ...body, weight: -1 })).statusCode).toBe(422)
    expect((await call('logist', 'POST', 'external-carrier/transports', body)).statusCode).toBe(403)

    const { company_id: _, ...change } = body
    const changed = await call(
      'shipper',
      'PUT',
      `external-carrier/transports/${truck.id}`,
      { ...change, weight: 10 },
      'en',
    )
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json().data).toMatchObject({ weight: 10, route: { start_city_name: 'Kazan' } })
    expect((await call('carrier', 'PUT', `external-carrier/transports/${truck.id}`, change)).statusCode).toBe(404)

    const mine = await call(
      'shipper',
      'GET',
      `external-carrier/transports?filter[company_id]=${northCarrier}&limit=500`,
    )
    expect(mine.json().data.map((row: { id: number }) => row.id)).toContain(truck.id)
    const theirs = await call('carrier', 'GET', 'external-carrier/transports?limit=500')
    expect(theirs.json().data.map((row: { id: number }) => row.id)).not.toContain(truck.id)

    expect((await call('carrier', 'DELETE', `external-carrier/transports/${truck.id}`)).statusCode).toBe(404)
    expect((await call('shipper', 'DELETE', `external-carrier/transports/${truck.id}`)).statusCode).toBe(200)
    expect((await call('shipper', 'DELETE', `external-carrier/transports/${truck.id}`)).statusCode).toBe(404)
  })

  it('plans routes: new-route dialog, start date, status, delete, a truck’s routes', async () => {
    const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)
    const body = { transport_id: northTruck, start_city_id: KAZAN, finish_point_id: MOSCOW, start_date: day }
    const created = await call('shipper', 'POST', 'external-carrier/routes', body)
    expect(created.statusCode, created.body).toBe(201)
    const route = created.json().data
    expect(route).toMatchObject({
      transport_id: northTruck,
      start_date: day,
      status: 'planned',
      finish_point_name: 'Москва',
    })
    expect((await call('carrier', 'POST', 'external-carrier/routes', body)).statusCode).toBe(422)
    expect(
      (await call('shipper', 'POST', 'external-carrier/routes', { ...body, start_date: '2026-02-30' })).statusCode,
    ).toBe(422)

    const list = await call('shipper', 'GET', `external-carrier/planned-routes/${northTruck}`)
    expect(list.json().data.map((row: { id: number }) => row.id)).toContain(route.id)
    expect((await call('carrier', 'GET', `external-carrier/planned-routes/${northTruck}`)).statusCode).toBe(404)

    const later = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10)
    const moved = await call('shipper', 'POST', `external-carrier/routes/${route.id}/start-date`, { start_date: later })
    expect(moved.json().data.start_date).toBe(later)
    expect(
      (await call('carrier', 'POST', `external-carrier/routes/${route.id}/start-date`, { start_date: later }))
        .statusCode,
    ).toBe(404)
    expect((await call('shipper', 'POST', `external-carrier/routes/${route.id}/start-date`, {})).statusCode).toBe(422)

    const going = await call('shipper', 'POST', `external-carrier/routes/${route.id}/status`, { status: 'in_progress' })
    expect(going.json().data.status).toBe('in_progress')
    expect(
      (await call('shipper', 'POST', `external-carrier/routes/${route.id}/status`, { status: 'lost' })).statusCode,
    ).toBe(422)
    expect(
      (await call('carrier', 'POST', `external-carrier/routes/${route.id}/status`, { status: 'done' })).statusCode,
    ).toBe(404)

    expect((await call('carrier', 'DELETE', `external-carrier/routes/${route.id}`)).statusCode).toBe(404)
    expect((await call('shipper', 'DELETE', `external-carrier/routes/${route.id}`)).statusCode).toBe(200)
    expect((await call('shipper', 'DELETE', `external-carrier/routes/${route.id}`)).statusCode).toBe(404)
  })

  it('puts a planned route on the carrier’s calendar once (the fleet’s external-truck path)', async () => {
    const route = await s.db
      .selectFrom('external_routes')
      .select('id')
      .where('owner_company_id', '=', volgaId)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const added = await call('carrier', 'POST', `external-carrier/planned-routes/${route.id}/add-task`, { days: 2 })
    expect(added.statusCode, added.body).toBe(201)
    expect(added.json().data.transport.external_company).not.toBeNull()
    expect(added.json().data.tasks[0]).toMatchObject({ type: 'available' })
    expect((await call('carrier', 'POST', `external-carrier/planned-routes/${route.id}/add-task`, {})).statusCode).toBe(
      422,
    )
    expect((await call('shipper', 'POST', `external-carrier/planned-routes/${route.id}/add-task`, {})).statusCode).toBe(
      403,
    )
    const north = await s.db
      .selectFrom('external_routes')
      .select('id')
      .where('transport_id', '=', northTruck)
      .executeTakeFirstOrThrow()
    expect((await call('carrier', 'POST', `external-carrier/planned-routes/${north.id}/add-task`, {})).statusCode).toBe(
      404,
    )
    expect(
      (await call('carrier', 'POST', `external-carrier/planned-routes/${route.id}/add-task`, { days: 0 })).statusCode,
    ).toBe(422)
  })

  it('comments on a truck: the last three, newest first; another company’s truck is refused', async () => {
    for (const content of ['первый', 'второй', 'третий', 'четвёртый']) {
      const res = await call('shipper', 'POST', 'external-carrier/comments', { transport_id: northTruck, content })
      expect(res.statusCode, res.body).toBe(201)
    }
    const last = await call('shipper', 'GET', `external-carrier/comments?filter[transport_id]=${northTruck}`)
    expect(last.json().data.map((c: { content: string }) => c.content)).toEqual(['четвёртый', 'третий', 'второй'])
    expect(last.json().meta.size).toBeGreaterThanOrEqual(4)
    expect(
      (await call('carrier', 'GET', `external-carrier/comments?filter[transport_id]=${northTruck}`)).statusCode,
    ).toBe(404)
    expect(
      (await call('carrier', 'POST', 'external-carrier/comments', { transport_id: northTruck, content: 'x' }))
        .statusCode,
    ).toBe(422)
    expect(
      (await call('shipper', 'POST', 'external-carrier/comments', { transport_id: northTruck, content: ' ' }))
        .statusCode,
    ).toBe(422)
    expect((await call('shipper', 'GET', 'external-carrier/comments')).statusCode).toBe(422)
  })

  it('keeps feedback about carriers to the company that wrote it', async () => {
    const about = await call('shipper', 'POST', 'external-carrier/feedback', {
      company_id: volgaId,
      rating: 4,
      content: 'Хорошо',
    })
    expect(about.statusCode, about.body).toBe(201)
    expect(
      (
        await call('shipper', 'POST', 'external-carrier/feedback', {
          company_id: volgaCarrier,
          rating: 4,
          content: 'x',
        })
      ).statusCode,
    ).toBe(422)
    expect(
      (await call('shipper', 'POST', 'external-carrier/feedback', { company_id: volgaId, rating: 6, content: 'x' }))
        .statusCode,
    ).toBe(422)
    const list = await call('shipper', 'GET', `external-carrier/feedback?filter[company_id]=${volgaId}`)
    expect(list.json().data[0]).toMatchObject({ rating: 4, content: 'Хорошо' })
    const ural = await call('ural', 'GET', `external-carrier/feedback?filter[company_id]=${volgaId}`)
    expect(ural.json().data).toEqual([])
    expect(
      (await call('carrier', 'GET', `external-carrier/feedback?filter[company_id]=${northCarrier}`)).statusCode,
    ).toBe(404)

    const suggest = await call('shipper', 'GET', `feedback/suggest?query=${encodeURIComponent('Волга')}`)
    expect(suggest.statusCode, suggest.body).toBe(200)
    const kinds = new Set(suggest.json().data.map((row: { kind: string }) => row.kind))
    expect(kinds).toEqual(new Set(['external', 'registered']))
    expect((await call('shipper', 'GET', 'feedback/suggest?query=В')).statusCode).toBe(422)
    expect((await call('logist', 'GET', 'feedback/suggest?query=Волга')).statusCode).toBe(403)
  })

  it('previews and sends a message about a cargo through the outbox, by what each contact has', async () => {
    const preview = await call('shipper', 'POST', 'external-carrier/messages/text', { cargo_id: northCargo }, 'en')
    expect(preview.statusCode, preview.body).toBe(200)
    expect(preview.json().data.message).toContain(`№${northCargo}`)
    expect((await call('carrier', 'POST', 'external-carrier/messages/text', { cargo_id: northCargo })).statusCode).toBe(
      422,
    )

    const trucks = await s.db
      .selectFrom('external_transports')
      .select('id')
      .where('id', '>=', northTruck)
      .where(
        'owner_company_id',
        '=',
        (
          await s.db
            .selectFrom('external_transports')
            .select('owner_company_id')
            .where('id', '=', northTruck)
            .executeTakeFirstOrThrow()
        ).owner_company_id,
      )
      .orderBy('id')
      .limit(3)
      .execute()
    const before = await s.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    const body = { cargo_id: northCargo, message: 'Есть груз, ответьте', transports: trucks.map((row) => row.id) }
    const sent = await call('shipper', 'POST', 'external-carrier/messages/send', body)
    expect(sent.statusCode, sent.body).toBe(200)
    expect(sent.json().data).toMatchObject({ sent: 3, channels: { telegram: 1, email: 1, sms: 1 }, skipped: 0 })
    const after = await s.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(after.n) - Number(before.n)).toBe(3)
    expect((await call('carrier', 'POST', 'external-carrier/messages/send', body)).statusCode).toBe(422)
    expect(
      (await call('shipper', 'POST', 'external-carrier/messages/send', { ...body, transports: [] })).statusCode,
    ).toBe(422)
    expect((await call('logist', 'POST', 'external-carrier/messages/send', body)).statusCode).toBe(403)
  })
})
