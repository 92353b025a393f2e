import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { api, companyId, fieldErrorsOf, inBothLanguages, tokenFor } from '../account/testing'
import { insertCargo, insertPlaces, places } from '../cargo/testing'

const KAZAN = places.kazan.id

describe('transport: the transport calendar, matching and transport-task responses', () => {
  let s: TestServer
  const t: Record<string, string> = {}
  let north: number
  let truck: number
  let other: number

  beforeAll(async () => {
    s = await createTestServer()
    await insertPlaces(s)
    for (const name of ['carrier', 'siberia', 'shipper', 'logist', 'ural', 'security']) {
      t[name] = await tokenFor(s, `${name}@example.com`)
    }
    north = await companyId(s, 'shipper@example.com')
    const make = async (number: string, extra: object = {}) => {
      const res = await call('POST', 'carrier/transports', t.carrier, {
        number,
        truck_type_id: 1,
        capacity: 20,
        volume: 86,
        load_type_ids: [1, 2],
        ...extra,
      })
      expect(res.statusCode).toBe(201)
      return res.json().data.id as number
    }
    truck = await make('К100КК116')
    other = await make('К200КК116', { truck_type_id: 2, capacity: 5 })
  })
  afterAll(() => s.close())

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token?: string, payload?: object) =>
    s.call({ method, url: api(path), token, ...(payload ? { payload } : {}) })
  const addTask = (body: object, token = t.carrier) => call('POST', 'carrier/transports/tasks', token, body)

  it('creates tasks and refuses overlapping ones with a clear message in both languages', async () => {
    const first = await addTask({ transport_id: truck, type: 'busy', start_date: '2030-01-10', end_date: '2030-01-12' })
    expect(first.statusCode).toBe(201)
    expect(first.json().data).toMatchObject({
      transport_id: truck,
      type: 'busy',
      display_type: 'busy',
      start_date: '2030-01-10',
      end_date: '2030-01-12',
      place: null,
      cargo: null,
    })
    const { ru, en } = await inBothLanguages(s, {
      method: 'POST',
      url: api('carrier/transports/tasks'),
      token: t.carrier,
      payload: { transport_id: truck, type: 'available', start_date: '2030-01-12', end_date: '2030-01-14' },
    })
    expect(ru.statusCode).toBe(409)
    expect(ru.json().message).toBe('В эти дни у машины уже есть задача: задачи одной машины не могут пересекаться')
    expect(en.json().message).toBe('The truck already has a task on these days: tasks of one truck cannot overlap')
    // the day after is free; another truck is unaffected
    expect(
      (
        await addTask({
          transport_id: truck,
          type: 'available',
          start_date: '2030-01-13',
          end_date: '2030-01-14',
          place_id: KAZAN,
        })
      ).statusCode,
    ).toBe(201)
    expect(
      (await addTask({ transport_id: other, type: 'busy', start_date: '2030-01-10', end_date: '2030-01-12' }))
        .statusCode,
    ).toBe(201)
  })

  it('counts a busy task as arrival when the next task is non-busy after idle days too (the one rule of core)', async () => {
    const gap = (
      await call('POST', 'carrier/transports', t.carrier, { number: 'К300КК116', truck_type_id: 1, capacity: 20 })
    ).json().data.id as number
    const busy = await addTask({ transport_id: gap, type: 'busy', start_date: '2031-03-01', end_date: '2031-03-03' })
    expect(busy.json().data.display_type).toBe('busy')
    const free = { transport_id: gap, type: 'available', start_date: '2031-03-06', end_date: '2031-03-08' }
    expect((await addTask(free)).statusCode).toBe(201)
    const res = await call(
      'GET',
      `carrier/transports/tasks?filter[start_date]=2031-03-01&filter[end_date]=2031-03-31&filter[transport_id]=${gap}`,
      t.carrier,
    )
    const [row] = res.json().data
    expect(row.tasks.map((task: { display_type: string }) => task.display_type)).toEqual(['arrival', 'available'])
    // the counters of that window read the same rule
    const counters = await call(
      'GET',
      'v2/transports/calendar/counters?filter[start_date]=2031-03-01&filter[end_date]=2031-03-31',
      t.carrier,
    )
    expect(counters.json().data.tasks).toMatchObject({ arrival: 1, available: 1, busy: 0 })
    await s.db.deleteFrom('transport_tasks').where('transport_id', '=', gap).execute()
    await s.db.deleteFrom('transports').where('id', '=', gap).execute()
  })

  it('shows a busy task followed by a non-busy one as arrival (spec 4)', async () => {
    const res = await call(
      'GET',
      `carrier/transports/tasks?filter[start_date]=2030-01-01&filter[end_date]=2030-01-31&filter[transport_id]=${truck}`,
      t.carrier,
    )
    expect(res.statusCode).toBe(200)
    const [row] = res.json().data
    expect(row.transport.id).toBe(truck)
    expect(row.tasks.map((task: { display_type: string }) => task.display_type)).toEqual(['arrival', 'available'])
    // the other truck's busy task has nothing after it: it stays busy
    const otherRow = (
      await call(
        'GET',
        `carrier/transports/tasks?filter[start_date]=2030-01-01&filter[end_date]=2030-01-31&filter[transport_id]=${other}`,
        t.carrier,
      )
    ).json().data[0]
    expect(otherRow.tasks[0].display_type).toBe('busy')
  })

  it('refuses bad task input: dates, unknown fields, places, another company’s truck', async () => {
    const { ru, en } = await inBothLanguages(s, {
      method: 'POST',
      url: api('carrier/transports/tasks'),
      token: t.carrier,
      payload: { transport_id: truck, type: 'parked', start_date: '2030-02-30', end_date: '2030-02-01', x: 1 },
    })
    expect(ru.statusCode).toBe(422)
    expect(Object.keys(fieldErrorsOf(ru)).sort()).toEqual(['start_date', 'type', 'x'])
    expect(fieldErrorsOf(en).x).toEqual(['Unknown field'])
    const reversed = await addTask({
      transport_id: truck,
      type: 'busy',
      start_date: '2030-03-05',
      end_date: '2030-03-01',
    })
    expect(fieldErrorsOf(reversed).end_date).toEqual(['Недопустимое значение'])
    const tooLong = await addTask({
      transport_id: truck,
      type: 'busy',
      start_date: '2031-01-01',
      end_date: '2032-06-01',
    })
    expect(fieldErrorsOf(tooLong).end_date).toEqual(['Задача не может быть длиннее 366 дней'])
    const place = await addTask({
      transport_id: truck,
      type: 'ready',
      start_date: '2030-03-01',
      end_date: '2030-03-02',
      place_id: 99999999,
    })
    expect(fieldErrorsOf(place).place_id).toEqual(['Неизвестный населённый пункт'])
    expect(
      (
        await addTask(
          { transport_id: truck, type: 'busy', start_date: '2030-03-01', end_date: '2030-03-02' },
          t.siberia,
        )
      ).statusCode,
    ).toBe(404)
    expect(
      (
        await addTask(
          { transport_id: truck, type: 'busy', start_date: '2030-03-01', end_date: '2030-03-02' },
          t.shipper,
        )
      ).statusCode,
    ).toBe(403)
    expect(
      (
        await call('POST', 'carrier/transports/tasks', undefined, {
          transport_id: truck,
          type: 'busy',
          start_date: '2030-03-01',
          end_date: '2030-03-02',
        })
      ).statusCode,
    ).toBe(401)
    const window = await call(
      'GET',
      'carrier/transports/tasks?filter[start_date]=2030-01-01&filter[end_date]=2030-12-31',
      t.carrier,
    )
    expect(fieldErrorsOf(window)['filter.end_date']).toEqual(['Период календаря не может быть длиннее 186 дней'])
  })

  it('lets exactly one of several simultaneous overlapping inserts win', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        addTask({ transport_id: truck, type: 'busy', start_date: `2030-04-0${1 + (i % 3)}`, end_date: '2030-04-05' }),
      ),
    )
    const statuses = attempts.map((res) => res.statusCode).sort()
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(5)
    const count = await s.db
      .selectFrom('transport_tasks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('transport_id', '=', truck)
      .where('start_date', '>=', '2030-04-01')
      .where('end_date', '<=', '2030-04-30')
      .executeTakeFirstOrThrow()
    expect(Number(count.n)).toBe(1)
    // two moves into the same free days at once: one wins
    const a = (
      await addTask({ transport_id: truck, type: 'busy', start_date: '2030-04-10', end_date: '2030-04-10' })
    ).json().data.id
    const b = (
      await addTask({ transport_id: truck, type: 'busy', start_date: '2030-04-12', end_date: '2030-04-12' })
    ).json().data.id
    const moves = await Promise.all(
      [a, b].map((id) =>
        call('PUT', `carrier/transports/tasks/${id}`, t.carrier, { start_date: '2030-04-20', end_date: '2030-04-21' }),
      ),
    )
    expect(moves.map((res) => res.statusCode).sort()).toEqual([200, 409])
  })

  it('gets, moves, retypes and deletes a task; another company gets 404', async () => {
    const created = (
      await addTask({ transport_id: truck, type: 'busy', start_date: '2030-05-01', end_date: '2030-05-02' })
    ).json().data
    expect((await call('GET', `carrier/transports/tasks/${created.id}`, t.carrier)).json().data.id).toBe(created.id)
    expect((await call('GET', `carrier/transports/tasks/${created.id}`, t.siberia)).statusCode).toBe(404)
    expect((await call('PUT', `carrier/transports/tasks/${created.id}`, t.siberia, { type: 'ready' })).statusCode).toBe(
      404,
    )
    const moved = await call('PUT', `carrier/transports/tasks/${created.id}`, t.carrier, {
      start_date: '2030-05-03',
      end_date: '2030-05-06',
      type: 'ready',
      place_id: KAZAN,
      radius_km: 120,
    })
    expect(moved.statusCode).toBe(200)
    expect(moved.json().data).toMatchObject({
      start_date: '2030-05-03',
      end_date: '2030-05-06',
      type: 'ready',
      radius_km: 120,
      place: { id: KAZAN, name: 'Казань' },
    })
    // moving it onto another truck of the company; not onto another company's
    const siberiaTruck = (await call('GET', 'carrier/transports', t.siberia)).json().data[0].id
    expect(
      (await call('PUT', `carrier/transports/tasks/${created.id}`, t.carrier, { transport_id: siberiaTruck }))
        .statusCode,
    ).toBe(404)
    expect(
      (await call('PUT', `carrier/transports/tasks/${created.id}`, t.carrier, { transport_id: other })).json().data
        .transport_id,
    ).toBe(other)
    expect((await call('DELETE', `carrier/transports/tasks/${created.id}`, t.siberia)).statusCode).toBe(404)
    expect((await call('DELETE', `carrier/transports/tasks/${created.id}`, t.carrier)).statusCode).toBe(200)
    expect((await call('GET', `carrier/transports/tasks/${created.id}`, t.carrier)).statusCode).toBe(404)
  })

  it('v2 calendar: add and update available and ready windows, check-assigned-company', async () => {
    const added = await call('POST', 'v2/transports/calendar/add-transport-available', t.carrier, {
      transport_id: other,
      start_date: '2030-06-01',
      end_date: '2030-06-03',
      place_id: KAZAN,
    })
    expect(added.statusCode).toBe(201)
    expect(added.json().data).toMatchObject({ type: 'available', radius_km: 50, place: { id: KAZAN } })
    const noPlace = await call('POST', 'v2/transports/calendar/add-transport-ready', t.carrier, {
      transport_id: other,
      start_date: '2030-06-05',
      end_date: '2030-06-06',
    })
    expect(fieldErrorsOf(noPlace).place_id).toEqual(['Обязательное поле'])
    expect(
      (
        await call('POST', 'v2/transports/calendar/add-transport-ready', t.carrier, {
          transport_id: String(other),
          start_date: '2030-06-05',
          end_date: '2030-06-06',
          place_id: 'Казань',
        })
      ).statusCode,
    ).toBe(422)
    const ready = await call('POST', 'v2/transports/calendar/add-transport-ready', t.carrier, {
      transport_id: other,
      start_date: '2030-06-05',
      end_date: '2030-06-06',
      place_id: places.moscow.id,
    })
    expect(ready.json().data.type).toBe('ready')
    const id = added.json().data.id
    const toReady = await call('POST', `v2/transports/calendar/${id}/update-transport-ready`, t.carrier, {
      end_date: '2030-06-04',
    })
    expect(toReady.json().data).toMatchObject({ type: 'ready', end_date: '2030-06-04' })
    const clash = await call('POST', `v2/transports/calendar/${id}/update-transport-available`, t.carrier, {
      end_date: '2030-06-05',
    })
    expect(clash.statusCode).toBe(409)
    const back = await call('POST', `v2/transports/calendar/${id}/update-transport-available`, t.carrier, {
      radius_km: 200,
    })
    expect(back.json().data).toMatchObject({ type: 'available', radius_km: 200 })
    expect(
      (await call('POST', `v2/transports/calendar/${id}/update-transport-available`, t.siberia, {})).statusCode,
    ).toBe(404)

    const check = await call('POST', 'v2/transports/calendar/check-assigned-company', t.carrier, {
      transport_id: other,
      start_date: '2030-06-03',
      end_date: '2030-06-10',
    })
    expect(check.json().data).toMatchObject({
      transport_id: other,
      free: false,
      task_ids: [id, ready.json().data.id],
      companies: [],
    })
    const free = await call('POST', 'v2/transports/calendar/check-assigned-company', t.carrier, {
      transport_id: other,
      start_date: '2030-06-01',
      end_date: '2030-06-04',
      ignore_task_id: id,
    })
    expect(free.json().data.free).toBe(true)
    expect(
      (
        await call('POST', 'v2/transports/calendar/check-assigned-company', t.siberia, {
          transport_id: other,
          start_date: '2030-06-01',
          end_date: '2030-06-02',
        })
      ).statusCode,
    ).toBe(404)
  })

  it('pages the calendar over trucks and counts the fleet', async () => {
    const page = await call(
      'GET',
      'carrier/transports/tasks?limit=1&offset=1&filter[start_date]=2030-01-01&filter[end_date]=2030-01-31',
      t.carrier,
    )
    expect(page.statusCode).toBe(200)
    const body = page.json()
    expect(body.data).toHaveLength(1)
    expect(body.meta.size).toBeGreaterThanOrEqual(10) // 8 demo trucks + 2 here
    const counters = await call(
      'GET',
      'v2/transports/calendar/counters?filter[start_date]=2030-01-01&filter[end_date]=2030-01-31',
      t.carrier,
    )
    expect(counters.statusCode).toBe(200)
    // both January busy tasks count as arrival: each truck's next task is non-busy (the other's is June's window)
    expect(counters.json().data).toMatchObject({
      transports: body.meta.size,
      tasks: { busy: 0, available: 1, ready: 0, arrival: 2 },
    })
    expect(counters.json().data.drivers).toBeGreaterThanOrEqual(8)
    expect((await call('GET', 'v2/transports/calendar/counters', t.shipper)).statusCode).toBe(403)
  })

  it('matches cargos to a free window: place and radius, dates, type, size; and trucks to a cargo', async () => {
    // the truck waits in Kazan (radius 100 km) from 2030-07-01 to 2030-07-05
    const window = (
      await call('POST', 'v2/transports/calendar/add-transport-available', t.carrier, {
        transport_id: truck,
        start_date: '2030-07-01',
        end_date: '2030-07-05',
        place_id: KAZAN,
        radius_km: 100,
      })
    ).json().data
    const dates = { load_date_from: '2030-07-03', load_date_to: '2030-07-04', unload_date: '2030-07-06' }
    const fits = await insertCargo(s, north, { ...dates })
    const near = await insertCargo(s, north, { ...dates, from: 'zelenodolsk' }) // 38 km away
    const far = await insertCargo(s, north, { ...dates, from: 'chistopol' }) // 110 km away
    const late = await insertCargo(s, north, { load_date_from: '2030-07-10', load_date_to: '2030-07-11' })
    const heavy = await insertCargo(s, north, { ...dates, weight: 25 })
    const reefer = await insertCargo(s, north, { ...dates, truck_type_ids: [2] })
    const anyType = await insertCargo(s, north, { ...dates, truck_type_ids: [] })
    const draft = await insertCargo(s, north, { ...dates, stage: 'draft' })

    const res = await call('GET', `carrier/transports/${truck}/relevant-cargos?filter[task_id]=${window.id}`, t.carrier)
    expect(res.statusCode).toBe(200)
    const ids = res.json().data.map((cargo: { id: number }) => cargo.id)
    expect(ids.sort()).toEqual([fits, near, anyType].sort())
    expect(res.json().meta.size).toBe(3)
    const first = res.json().data.find((cargo: { id: number }) => cargo.id === near)
    expect(first.distance_to_start_km).toBeGreaterThan(30)
    expect(first.matches).toEqual([{ transport_id: truck, task_id: window.id }])
    for (const id of [far, late, heavy, reefer, draft]) expect(ids).not.toContain(id)
    // a wider radius reaches Chistopol
    const wide = await call(
      'GET',
      `carrier/transports/${truck}/relevant-cargos?filter[task_id]=${window.id}&filter[radius]=150`,
      t.carrier,
    )
    expect(wide.json().data.map((cargo: { id: number }) => cargo.id)).toContain(far)
    // without task_id the truck's next free window (January, in Kazan, nothing loads then)
    const next = await call('GET', `carrier/transports/${truck}/relevant-cargos`, t.carrier)
    expect(next.json()).toEqual({ data: [], meta: { size: 0 } })
    // paging: 30 by default, limit and offset
    const paged = await call(
      'GET',
      `carrier/transports/${truck}/relevant-cargos?filter[task_id]=${window.id}&limit=1&offset=1`,
      t.carrier,
    )
    expect(paged.json().data).toHaveLength(1)
    expect(paged.json().meta.size).toBe(3)
    // a busy task is not a free window
    const busy = (
      await addTask({ transport_id: truck, type: 'busy', start_date: '2030-07-07', end_date: '2030-07-08' })
    ).json().data
    const notFree = await call(
      'GET',
      `carrier/transports/${truck}/relevant-cargos?filter[task_id]=${busy.id}`,
      t.carrier,
    )
    expect(fieldErrorsOf(notFree)['filter.task_id']).toEqual([
      'Это не свободное окно машины (доступна или готова к загрузке)',
    ])
    expect((await call('GET', `carrier/transports/${truck}/relevant-cargos`, t.siberia)).statusCode).toBe(404)

    // the whole fleet
    const fleet = await call(
      'GET',
      'cargos/relevant-for-transport?filter[start_date]=2030-07-01&filter[end_date]=2030-07-31',
      t.carrier,
    )
    expect(fleet.statusCode).toBe(200)
    expect(
      fleet
        .json()
        .data.map((cargo: { id: number }) => cargo.id)
        .sort(),
    ).toEqual([fits, near, anyType].sort())
    expect((await call('GET', 'cargos/relevant-for-transport', t.siberia)).json().meta.size).toBe(0)

    // trucks for a cargo
    const trucks = await call('GET', `v2/cargos/${fits}/relevant-transport`, t.carrier)
    expect(trucks.statusCode).toBe(200)
    expect(trucks.json().data).toHaveLength(1)
    expect(trucks.json().data[0]).toMatchObject({ transport: { id: truck }, task: { id: window.id }, distance_km: 0 })
    const count = await call('GET', `v2/cargos/${fits}/relevant-transport-count`, t.carrier)
    expect(count.json().meta.size).toBe(1)
    expect(count.json().data).toHaveLength(1)
    expect(
      (await call('GET', `v2/cargos/${fits}/relevant-transport?filter[type]=ready`, t.carrier)).json().meta.size,
    ).toBe(0)
    expect((await call('GET', `v2/cargos/${reefer}/relevant-transport-count`, t.carrier)).json().meta.size).toBe(0)
    expect((await call('GET', `v2/cargos/${fits}/relevant-transport-count`, t.siberia)).json().meta.size).toBe(0)
    expect((await call('GET', `v2/cargos/${draft}/relevant-transport`, t.carrier)).statusCode).toBe(404)
    expect((await call('GET', `v2/cargos/${fits}/relevant-transport`, t.shipper)).statusCode).toBe(403)
    expect((await call('GET', `v2/cargos/${fits}/relevant-transport?filter[type]=x`, t.carrier)).statusCode).toBe(422)

    // assigning a cargo makes the task busy and the cargo no longer relevant; the shipper sees the truck
    const assigned = await call('PUT', `carrier/transports/tasks/${window.id}`, t.carrier, {
      type: 'busy',
      cargo_id: fits,
    })
    expect(assigned.statusCode).toBe(200)
    expect(assigned.json().data).toMatchObject({
      type: 'busy',
      cargo: { id: fits, company_id: north, start: 'Казань', finish: 'Москва' },
    })
    // one truck of the company carries a cargo at a time
    const twice = await addTask({
      transport_id: other,
      type: 'busy',
      start_date: '2030-07-10',
      end_date: '2030-07-11',
      cargo_id: fits,
    })
    expect(twice.statusCode).toBe(409)
    expect(fieldErrorsOf(twice).cargo_id).toEqual(['Этот груз уже назначен на другую вашу машину'])
    const notOnFree = await call('PUT', `carrier/transports/tasks/${busy.id}`, t.carrier, {
      type: 'ready',
      cargo_id: near,
    })
    expect(fieldErrorsOf(notOnFree).cargo_id).toEqual(['Груз можно назначить только на задачу «занята»'])
    const shipperView = await call(
      'GET',
      'v2/transports/calendar/assigned?filter[start_date]=2030-07-01&filter[end_date]=2030-07-31',
      t.logist,
    )
    expect(shipperView.statusCode).toBe(200)
    expect(shipperView.json().data).toHaveLength(1)
    expect(shipperView.json().data[0].transport.id).toBe(truck)
    expect(shipperView.json().data[0].tasks.map((task: { id: number }) => task.id)).toEqual([window.id])
    expect(
      (await call('GET', `v2/transports/${truck}`, t.shipper)).json().data.tasks.map((task: { id: number }) => task.id),
    ).toEqual([window.id])
    expect(
      (await call('GET', 'v2/transports/calendar/assigned?filter[start_date]=2030-07-01', t.ural)).json().data,
    ).toEqual([])
    expect((await call('GET', `v2/transports/${truck}`, t.ural)).statusCode).toBe(404)
    expect((await call('GET', 'v2/transports/calendar/assigned', t.carrier)).statusCode).toBe(403)

    const check = await call('POST', 'v2/transports/calendar/check-assigned-company', t.carrier, {
      transport_id: truck,
      start_date: '2030-07-01',
      end_date: '2030-07-02',
    })
    expect(check.json().data.companies).toEqual([{ id: north, name: expect.any(String), cargo_ids: [fits] }])

    // unassign
    expect((await call('DELETE', `carrier/transports/${truck}/cargos`, t.siberia)).statusCode).toBe(404)
    const unassigned = await call('DELETE', `carrier/transports/${truck}/cargos?cargo_id=${fits}`, t.carrier)
    expect(unassigned.json().data).toEqual({ transport_id: truck, unassigned: 1 })
    expect((await call('GET', `carrier/transports/tasks/${window.id}`, t.carrier)).json().data).toMatchObject({
      type: 'available',
      cargo: null,
    })
    expect(
      (await call('GET', 'v2/transports/calendar/assigned?filter[start_date]=2030-07-01', t.shipper)).json().data,
    ).toEqual([])
  })

  it('transport-task responses: a shipper offers a cargo, the carrier sees, opens and takes it', async () => {
    const window = (
      await call('POST', 'v2/transports/calendar/add-transport-ready', t.carrier, {
        transport_id: other,
        start_date: '2030-08-01',
        end_date: '2030-08-03',
        place_id: KAZAN,
      })
    ).json().data
    const cargo = await insertCargo(s, north, { load_date_from: '2030-08-02', load_date_to: '2030-08-02' })
    const second = await insertCargo(s, north, { load_date_from: '2030-08-02', load_date_to: '2030-08-02' })
    const offer = await call('POST', 'v2/transports/transport-task-response', t.shipper, {
      task_id: window.id,
      cargo_id: cargo,
      price: 5_000_000,
      comment: 'Срочно',
    })
    expect(offer.statusCode).toBe(201)
    expect(offer.json().data).toMatchObject({
      task_id: window.id,
      transport_id: other,
      transport_number: 'К200КК116',
      cargo_id: cargo,
      route: { start: 'Казань', finish: 'Москва' },
      shipper_company: { id: north },
      price: 5_000_000,
      status: 'new',
    })
    const offerId = offer.json().data.id
    expect(
      (await call('POST', 'v2/transports/transport-task-response', t.shipper, { task_id: window.id, cargo_id: cargo }))
        .statusCode,
    ).toBe(409)
    expect(
      (await call('POST', 'v2/transports/transport-task-response', t.shipper, { task_id: window.id, cargo_id: second }))
        .statusCode,
    ).toBe(201)
    // another shipper cannot offer north's cargo; carriers do not offer here
    const foreign = await call('POST', 'v2/transports/transport-task-response', t.ural, {
      task_id: window.id,
      cargo_id: cargo,
    })
    expect(fieldErrorsOf(foreign).cargo_id).toEqual(['Не найдено среди данных вашей компании'])
    expect(
      (await call('POST', 'v2/transports/transport-task-response', t.carrier, { task_id: window.id, cargo_id: cargo }))
        .statusCode,
    ).toBe(403)
    expect(
      (await call('POST', 'v2/transports/transport-task-response', t.shipper, { task_id: 99999999, cargo_id: cargo }))
        .statusCode,
    ).toBe(404)

    // counters and lists on both sides
    const task = (await call('GET', `carrier/transports/tasks/${window.id}`, t.carrier)).json().data
    expect(task.counters).toEqual({ responses: 2, new_responses: 2, files: 0 })
    expect(
      (await call('GET', 'v2/transports/calendar/counters', t.carrier)).json().data.new_responses,
    ).toBeGreaterThanOrEqual(2)
    const carrierList = await call(
      'GET',
      `v2/transports/transport-task-response/list?filter[task_id]=${window.id}`,
      t.carrier,
    )
    expect(carrierList.json().meta.size).toBe(2)
    expect(
      (await call('GET', 'v2/transports/transport-task-response/list', t.shipper)).json().meta.size,
    ).toBeGreaterThanOrEqual(2)
    expect(
      (await call('GET', `v2/transports/transport-task-response/list?filter[task_id]=${window.id}`, t.siberia)).json()
        .meta.size,
    ).toBe(0)
    expect(
      (await call('GET', `v2/transports/transport-task-response/list?filter[task_id]=${window.id}`, t.ural)).json().meta
        .size,
    ).toBe(0)

    const opened = await call('GET', `v2/transports/transport-task-response/${offerId}/select`, t.carrier)
    expect(opened.statusCode).toBe(200)
    expect(opened.json().data).toMatchObject({
      id: offerId,
      status: 'seen',
      task: { id: window.id },
      cargo: { id: cargo },
    })
    expect((await call('GET', `v2/transports/transport-task-response/${offerId}/select`, t.siberia)).statusCode).toBe(
      404,
    )
    expect((await call('GET', `v2/transports/transport-task-response/${offerId}/select`, t.ural)).statusCode).toBe(404)

    const seen = await call('POST', `v2/transports/tasks/${window.id}/update-counters`, t.carrier)
    expect(seen.json().data.counters).toEqual({ responses: 2, new_responses: 0, files: 0 })
    expect((await call('POST', `v2/transports/tasks/${window.id}/update-counters`, t.siberia)).statusCode).toBe(404)

    // taking the offered cargo: the response is selected, the other declined
    const taken = await call('PUT', `carrier/transports/tasks/${window.id}`, t.carrier, {
      type: 'busy',
      cargo_id: cargo,
    })
    expect(taken.statusCode).toBe(200)
    const statuses = (
      await call('GET', `v2/transports/transport-task-response/list?filter[task_id]=${window.id}`, t.carrier)
    )
      .json()
      .data.map((r: { cargo_id: number; status: string }) => [r.cargo_id, r.status])
    expect(Object.fromEntries(statuses)).toEqual({ [cargo]: 'selected', [second]: 'declined' })
    // a busy task takes no offers
    const busy = await call('POST', 'v2/transports/transport-task-response', t.shipper, {
      task_id: window.id,
      cargo_id: second,
    })
    expect(fieldErrorsOf(busy).task_id).toEqual(['Это не свободное окно машины (доступна или готова к загрузке)'])
  })

  it('shows a shipper the truck a carrier won its cargo with (a winning cargo response naming the truck)', async () => {
    const volga = await companyId(s, 'carrier@example.com')
    const cargo = await insertCargo(s, north, {
      load_date_from: '2030-09-01',
      load_date_to: '2030-09-02',
      unload_date: '2030-09-04',
    })
    const window = 'filter[start_date]=2030-09-01&filter[end_date]=2030-09-30'
    expect((await call('GET', `v2/transports/calendar/assigned?${window}`, t.shipper)).json().meta.size).toBe(0)
    await s.db
      .insertInto('cargo_responses')
      .values({ cargo_id: cargo, company_id: volga, transport_id: other, status: 'new', price: 100 })
      .execute()
    // a response that has not won does not count
    expect((await call('GET', `v2/transports/calendar/assigned?${window}`, t.shipper)).json().meta.size).toBe(0)
    await s.db.updateTable('cargo_responses').set({ status: 'accepted' }).where('cargo_id', '=', cargo).execute()
    const view = await call('GET', `v2/transports/calendar/assigned?${window}`, t.shipper)
    expect(view.json().data.map((row: { transport: { id: number } }) => row.transport.id)).toEqual([other])
    expect((await call('GET', `v2/transports/${other}`, t.logist)).statusCode).toBe(200)
    // outside the cargo's days, and for another shipper, nothing
    expect(
      (await call('GET', 'v2/transports/calendar/assigned?filter[start_date]=2030-10-01', t.shipper)).json().meta.size,
    ).toBe(0)
    expect((await call('GET', `v2/transports/calendar/assigned?${window}`, t.ural)).json().meta.size).toBe(0)
    expect((await call('GET', `v2/transports/${other}`, t.ural)).statusCode).toBe(404)
  })

  it("shows a shipper the free windows of a truck carrying its cargo (to offer a cargo to), not the rest of the carrier's plan", async () => {
    const cargo = await insertCargo(s, north, { load_date_from: '2031-03-01', load_date_to: '2031-03-01' })
    const foreign = await insertCargo(s, await companyId(s, 'ural@example.com'), {
      load_date_from: '2031-03-08',
      load_date_to: '2031-03-08',
    })
    const busy = await addTask({ transport_id: truck, type: 'busy', start_date: '2031-03-01', end_date: '2031-03-02' })
    expect(busy.statusCode).toBe(201)
    const carrying = await call('PUT', `carrier/transports/tasks/${busy.json().data.id}`, t.carrier, {
      cargo_id: cargo,
    })
    expect(carrying.statusCode).toBe(200)
    const free = await call('POST', 'v2/transports/calendar/add-transport-ready', t.carrier, {
      transport_id: truck,
      start_date: '2031-03-03',
      end_date: '2031-03-05',
      place_id: KAZAN,
      comment: 'только для своих',
    })
    expect(free.statusCode).toBe(201)
    const otherTrip = await addTask({
      transport_id: truck,
      type: 'busy',
      start_date: '2031-03-08',
      end_date: '2031-03-09',
      comment: 'чужой рейс',
    })
    expect(otherTrip.statusCode).toBe(201)
    expect(
      (await call('PUT', `carrier/transports/tasks/${otherTrip.json().data.id}`, t.carrier, { cargo_id: foreign }))
        .statusCode,
    ).toBe(200)
    // an offer of another shipper is counted for the carrier, not shown to this shipper
    const ural = await insertCargo(s, await companyId(s, 'ural@example.com'), {
      load_date_from: '2031-03-04',
      load_date_to: '2031-03-04',
    })
    expect(
      (
        await call('POST', 'v2/transports/transport-task-response', t.ural, {
          task_id: free.json().data.id,
          cargo_id: ural,
        })
      ).statusCode,
    ).toBe(201)

    // the carrier's own calendar keeps its comments and counts the offer as new
    const own = await call(
      'GET',
      `carrier/transports/tasks?filter[start_date]=2031-03-01&filter[end_date]=2031-03-31&filter[transport_id]=${truck}`,
      t.carrier,
    )
    expect(own.statusCode).toBe(200)
    const ownTasks = own.json().data[0].tasks as Array<{
      type: string
      comment: string | null
      counters: { responses: number; new_responses: number }
    }>
    expect(ownTasks.map((task) => [task.type, task.comment, task.counters.new_responses])).toEqual([
      ['busy', null, 0],
      ['ready', 'только для своих', 1],
      ['busy', 'чужой рейс', 0],
    ])

    const view = await call(
      'GET',
      `v2/transports/calendar/assigned?filter[start_date]=2031-03-01&filter[end_date]=2031-03-31&filter[transport_id]=${truck}`,
      t.shipper,
    )
    expect(view.statusCode).toBe(200)
    const tasks = view.json().data[0].tasks as Array<{
      id: number
      type: string
      comment: string | null
      counters: { responses: number }
    }>
    expect(tasks.map((task) => task.type)).toEqual(['busy', 'ready'])
    const window = tasks[1]
    expect(window).toMatchObject({ id: free.json().data.id, comment: null, counters: { responses: 0 } })
    // the shipper offers another cargo of its own to that window from the calendar
    const next = await insertCargo(s, north, { load_date_from: '2031-03-04', load_date_to: '2031-03-04' })
    const offer = await call('POST', 'v2/transports/transport-task-response', t.shipper, {
      task_id: window?.id,
      cargo_id: next,
    })
    expect(offer.statusCode).toBe(201)
    // the other shipper sees its own trip and the free window, not north's trip
    const theirs = await call(
      'GET',
      `v2/transports/calendar/assigned?filter[start_date]=2031-03-01&filter[end_date]=2031-03-31&filter[transport_id]=${truck}`,
      t.ural,
    )
    const theirTasks = theirs.json().data[0].tasks as Array<{ type: string; comment: string | null }>
    expect(theirTasks.map((task) => [task.type, task.comment])).toEqual([
      ['ready', null],
      ['busy', 'чужой рейс'],
    ])
    // a carrier is not a shipper here
    expect((await call('GET', 'v2/transports/calendar/assigned', t.siberia)).statusCode).toBe(403)
  })
})
