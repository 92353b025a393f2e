import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { isTrailerPlate, isTruckPlate, normalizePlate } from '../../../core/contract/transport'
import { api, companyId, fieldErrorsOf, inBothLanguages, tokenFor } from '../account/testing'

describe('transport: plates', () => {
  it('normalises and checks Russian truck and trailer plates', () => {
    expect(normalizePlate('a 123 bc-77')).toBe('А123ВС77')
    expect(isTruckPlate('А123ВС 777')).toBe(true)
    expect(isTruckPlate('A123BC77')).toBe(true)
    expect(isTruckPlate('Б123ВС77')).toBe(false)
    expect(isTruckPlate('123ABC')).toBe(false)
    expect(isTrailerPlate('АВ 1234 16')).toBe(true)
    expect(isTrailerPlate('А123ВС77')).toBe(false)
  })
})

describe('transport: drivers, trailers, trucks, notes (carrier/*, v2/transports)', () => {
  let s: TestServer
  const t: Record<string, string> = {}
  let volga: number

  beforeAll(async () => {
    s = await createTestServer()
    for (const name of ['carrier', 'siberia', 'shipper', 'expeditor', 'security']) {
      t[name] = await tokenFor(s, `${name}@example.com`)
    }
    volga = await companyId(s, 'carrier@example.com')
  })
  afterAll(() => s.close())

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token?: string, payload?: object) =>
    s.call({ method, url: api(path), token, ...(payload ? { payload } : {}) })

  it('the demo carriers have 3 to 8 trucks with drivers and trailers', async () => {
    for (const name of ['carrier', 'siberia']) {
      const res = await call('GET', 'carrier/transports', t[name])
      expect(res.statusCode).toBe(200)
      const { data, meta } = res.json()
      expect(meta.size).toBeGreaterThanOrEqual(3)
      expect(meta.size).toBeLessThanOrEqual(8)
      expect(data[0].driver).not.toBeNull()
      expect(data.some((truck: { trailer: unknown }) => truck.trailer !== null)).toBe(true)
    }
  })

  it('creates, lists, changes and deletes a driver', async () => {
    const created = await call('POST', 'carrier/drivers', t.carrier, {
      name: 'Тимур Сафин',
      phone: '8 (917) 555-00-11',
      licence: '16 12 345678',
    })
    expect(created.statusCode).toBe(201)
    const driver = created.json().data
    expect(driver).toMatchObject({ name: 'Тимур Сафин', phone: '+79175550011', transport_ids: [] })
    const list = await call('GET', 'carrier/drivers?filter[name]=сафин', t.carrier)
    expect(list.json().data.map((d: { id: number }) => d.id)).toEqual([driver.id])
    const changed = await call('PUT', `carrier/drivers/${driver.id}`, t.carrier, { phone: '+79175550012' })
    expect(changed.json().data.phone).toBe('+79175550012')
    // another company's driver does not exist for the caller
    expect((await call('PUT', `carrier/drivers/${driver.id}`, t.siberia, { name: 'Другой' })).statusCode).toBe(404)
    expect((await call('DELETE', `carrier/drivers/${driver.id}`, t.siberia)).statusCode).toBe(404)
    expect((await call('DELETE', `carrier/drivers/${driver.id}`, t.carrier)).statusCode).toBe(200)
    expect((await call('DELETE', `carrier/drivers/${driver.id}`, t.carrier)).statusCode).toBe(404)
  })

  it('refuses bad driver input in Russian and English, and other roles', async () => {
    const { ru, en } = await inBothLanguages(s, {
      method: 'POST',
      url: api('carrier/drivers'),
      token: t.carrier,
      payload: { name: '', phone: 'abc', extra: 1 },
    })
    expect(ru.statusCode).toBe(422)
    expect(fieldErrorsOf(ru)).toEqual({
      name: ['Минимум 2 символа'],
      phone: ['Введите корректный номер телефона'],
      extra: ['Неизвестное поле'],
    })
    expect(fieldErrorsOf(en).phone).toEqual(['Enter a correct phone number'])
    expect((await call('POST', 'carrier/drivers', t.shipper, { name: 'Иван' })).statusCode).toBe(403)
    expect((await call('POST', 'carrier/drivers', t.security, { name: 'Иван' })).statusCode).toBe(403)
    expect((await call('POST', 'carrier/drivers', undefined, { name: 'Иван' })).statusCode).toBe(401)
    // an expeditor keeps a fleet too
    expect((await call('POST', 'carrier/drivers', t.expeditor, { name: 'Иван Экспедиторов' })).statusCode).toBe(201)
  })

  it('creates trailers with a checked number; a duplicate number is a 409', async () => {
    const created = await call('POST', 'carrier/trailers', t.carrier, {
      number: 'ak 7777 16',
      truck_type_id: 1,
      volume: 86,
      capacity: 20,
    })
    expect(created.statusCode).toBe(201)
    expect(created.json().data).toMatchObject({ number: 'АК777716', truck_type: { id: 1, name: 'Тент' }, volume: 86 })
    const again = await call('POST', 'carrier/trailers', t.carrier, { number: 'АК 7777 16' })
    expect(again.statusCode).toBe(409)
    expect(fieldErrorsOf(again).number).toEqual(['Прицеп с этим номером уже есть в вашем парке'])
    // the same number in another company's fleet is fine
    expect((await call('POST', 'carrier/trailers', t.siberia, { number: 'АК 7777 16' })).statusCode).toBe(201)
    const bad = await call('POST', 'carrier/trailers', t.carrier, { number: 'X', truck_type_id: 999 })
    expect(fieldErrorsOf(bad).number).toEqual(['Неверный формат'])
    const unknownType = await s.call({
      method: 'POST',
      url: api('carrier/trailers'),
      token: t.carrier,
      lang: 'en',
      payload: { number: 'АК 7778 16', truck_type_id: 999 },
    })
    expect(unknownType.statusCode).toBe(422)
    expect(fieldErrorsOf(unknownType).truck_type_id).toEqual(['No such item in the dictionary'])
    const list = await call('GET', 'carrier/trailers', t.carrier)
    expect(list.json().data.some((tr: { number: string }) => tr.number === 'АК777716')).toBe(true)
  })

  it('creates a truck from the dictionaries with its own trailer and driver', async () => {
    const trailer = (
      await call('POST', 'carrier/trailers', t.carrier, { number: 'ВВ 9000 116', capacity: 20, volume: 82 })
    ).json().data
    const driver = (await call('POST', 'carrier/drivers', t.carrier, { name: 'Артур Зиннатуллин' })).json().data
    const models = (await call('GET', 'carrier/truck-models?filter[vehicle_id]=6', undefined)).json().data
    expect(models.map((m: { name: string }) => m.name)).toContain('FH')
    const fh = models.find((m: { name: string }) => m.name === 'FH')
    const created = await call('POST', 'carrier/transports', t.carrier, {
      number: 'т 001 тт 116',
      vehicle_id: 6,
      truck_model_id: fh.id,
      truck_type_id: 1,
      capacity: 0,
      load_type_ids: [1, 2],
      trailer_id: trailer.id,
      driver_id: driver.id,
    })
    expect(created.statusCode).toBe(201)
    const truck = created.json().data
    expect(truck).toMatchObject({
      number: 'Т001ТТ116',
      vehicle: { id: 6, name: 'Volvo' },
      truck_model: { id: fh.id, name: 'FH' },
      truck_type: { id: 1, name: 'Тент' },
      load_types: [
        { id: 1, name: 'Задняя' },
        { id: 2, name: 'Боковая' },
      ],
      trailer: { id: trailer.id, number: 'ВВ9000116' },
      driver: { id: driver.id, name: 'Артур Зиннатуллин' },
      total_capacity: 20,
      total_volume: 82,
      external_company: null,
    })
    const en = await s.call({ method: 'GET', url: api(`carrier/transports/${truck.id}`), token: t.carrier, lang: 'en' })
    expect(en.json().data.truck_type.name).toBe('Curtainsider')
    // the number filter reads Latin look-alikes as the Cyrillic letters of a plate
    const found = await call('GET', 'carrier/transports?filter[number]=t001tt', t.carrier)
    expect(found.json().data.map((x: { id: number }) => x.id)).toEqual([truck.id])
    const calendar = await call('GET', 'carrier/transports/tasks?filter[number]=t001', t.carrier)
    expect(calendar.json().meta.size).toBe(1)
    // drivers and trailers show the trucks they serve
    const drivers = (await call('GET', 'carrier/drivers', t.carrier)).json().data
    expect(drivers.find((d: { id: number }) => d.id === driver.id).transport_ids).toEqual([truck.id])

    // changes: a model of another make is refused; absent fields stay
    const wrongModel = await call('PUT', `carrier/transports/${truck.id}`, t.carrier, { truck_model_id: 1 })
    expect(fieldErrorsOf(wrongModel).truck_model_id).toEqual(['Эта модель не относится к выбранной марке'])
    const changed = await call('PUT', `carrier/transports/${truck.id}`, t.carrier, { volume: 10, driver_id: null })
    expect(changed.json().data).toMatchObject({ volume: 10, driver: null, vehicle: { id: 6 } })

    // another company's trailer or truck
    const siberiaTrailer = (await call('GET', 'carrier/trailers', t.siberia)).json().data[0]
    const foreign = await call('PUT', `carrier/transports/${truck.id}`, t.carrier, { trailer_id: siberiaTrailer.id })
    expect(foreign.statusCode).toBe(422)
    expect(fieldErrorsOf(foreign).trailer_id).toEqual(['Не найдено среди данных вашей компании'])
    expect((await call('GET', `carrier/transports/${truck.id}`, t.siberia)).statusCode).toBe(404)
    expect((await call('PUT', `carrier/transports/${truck.id}`, t.siberia, { volume: 1 })).statusCode).toBe(404)
    expect((await call('DELETE', `carrier/transports/${truck.id}`, t.siberia)).statusCode).toBe(404)

    // a duplicate number
    const dup = await call('POST', 'carrier/transports', t.carrier, { number: 'Т001ТТ116' })
    expect(dup.statusCode).toBe(409)

    // deleting the trailer leaves the truck without one
    expect((await call('DELETE', `carrier/trailers/${trailer.id}`, t.carrier)).statusCode).toBe(200)
    expect((await call('GET', `carrier/transports/${truck.id}`, t.carrier)).json().data.trailer).toBeNull()
    expect((await call('DELETE', `carrier/transports/${truck.id}`, t.carrier)).statusCode).toBe(200)
    expect((await call('GET', `carrier/transports/${truck.id}`, t.carrier)).statusCode).toBe(404)
  })

  it('refuses bad truck input with messages in both languages', async () => {
    const { ru, en } = await inBothLanguages(s, {
      method: 'POST',
      url: api('carrier/transports'),
      token: t.carrier,
      payload: { number: '12345', volume: -1, capacity: 'a lot', load_type_ids: [0], vehicle_id: 99 },
    })
    expect(ru.statusCode).toBe(422)
    expect(fieldErrorsOf(ru)).toMatchObject({
      number: ['Неверный формат'],
      volume: ['Значение должно быть не меньше 0'],
      capacity: ['Введите число'],
    })
    expect(fieldErrorsOf(en).number).toEqual(['Invalid format'])
    const unknownMake = await call('POST', 'carrier/transports', t.carrier, { number: 'А111АА116', vehicle_id: 99 })
    expect(fieldErrorsOf(unknownMake).vehicle_id).toEqual(['Нет такого значения в справочнике'])
  })

  it('v2/transports: quick add with a new trailer and driver in one request, details, notes, delete', async () => {
    const created = await call('POST', 'v2/transports', t.carrier, {
      number: 'Е555КХ116',
      truck_type_id: 2,
      trailer: { number: 'ЕЕ 5555 116', truck_type_id: 2, volume: 80, capacity: 19 },
      driver: { name: 'Марат Ахметов', phone: '+79170000001' },
    })
    expect(created.statusCode).toBe(201)
    const truck = created.json().data
    expect(truck.trailer.number).toBe('ЕЕ5555116')
    expect(truck.driver.name).toBe('Марат Ахметов')
    // a failure leaves nothing half-written: the trailer of a refused truck is not kept
    const refused = await call('POST', 'v2/transports', t.carrier, {
      number: 'Е555КХ116',
      trailer: { number: 'ЕЕ 6666 116' },
    })
    expect(refused.statusCode).toBe(409)
    const trailers = (await call('GET', 'carrier/trailers', t.carrier)).json().data
    expect(trailers.some((tr: { number: string }) => tr.number === 'ЕЕ6666116')).toBe(false)

    const note = await call('POST', `v2/transports/${truck.id}/note`, t.carrier, { content: 'Замена масла 12.06' })
    expect(note.statusCode).toBe(201)
    expect(note.json().data).toMatchObject({ transport_id: truck.id, content: 'Замена масла 12.06' })
    expect((await call('POST', `v2/transports/${truck.id}/note`, t.carrier, { content: '  ' })).statusCode).toBe(422)
    expect((await call('POST', `v2/transports/${truck.id}/note`, t.siberia, { content: 'x' })).statusCode).toBe(404)
    const details = await call('GET', `v2/transports/${truck.id}`, t.carrier)
    expect(details.statusCode).toBe(200)
    expect(details.json().data).toMatchObject({ id: truck.id, notes_count: 1, files: [], tasks: [] })
    expect(details.json().data.notes[0].user.id).toBeGreaterThan(0)
    expect((await call('GET', `v2/transports/${truck.id}`, t.siberia)).statusCode).toBe(404)
    // a shipper sees a truck only while it carries one of its cargos
    expect((await call('GET', `v2/transports/${truck.id}`, t.shipper)).statusCode).toBe(404)
    expect((await call('DELETE', `v2/transports/${truck.id}`, t.siberia)).statusCode).toBe(404)
    expect((await call('DELETE', `v2/transports/${truck.id}`, t.shipper)).statusCode).toBe(403)
    expect((await call('DELETE', `v2/transports/${truck.id}`, t.carrier)).statusCode).toBe(200)
    expect((await call('GET', `v2/transports/${truck.id}`, t.carrier)).statusCode).toBe(404)
  })

  it('places an external carrier’s truck on the calendar with its first task', async () => {
    const siberia = await companyId(s, 'siberia@example.com')
    const north = await companyId(s, 'shipper@example.com')
    const res = await call('POST', `v2/external-transports/calendar/${siberia}/add-transport`, t.expeditor, {
      number: 'О777ОО154',
      truck_type_id: 1,
      task: { type: 'available', start_date: '2030-05-01', end_date: '2030-05-03' },
    })
    expect(res.statusCode).toBe(201)
    const row = res.json().data
    expect(row.transport.external_company).toEqual({ id: siberia, name: expect.any(String) })
    expect(row.tasks).toHaveLength(1)
    expect(row.tasks[0]).toMatchObject({ type: 'available', start_date: '2030-05-01', end_date: '2030-05-03' })
    // it is the expeditor's calendar row now, not siberia's
    expect((await call('GET', `carrier/transports/${row.transport.id}`, t.siberia)).statusCode).toBe(404)
    expect((await call('GET', `carrier/transports/${row.transport.id}`, t.expeditor)).statusCode).toBe(200)
    const shipperCompany = await call('POST', `v2/external-transports/calendar/${north}/add-transport`, t.expeditor, {
      number: 'О778ОО154',
    })
    expect(shipperCompany.statusCode).toBe(422)
    expect(
      (await call('POST', `v2/external-transports/calendar/999999/add-transport`, t.expeditor, { number: 'О779ОО154' }))
        .statusCode,
    ).toBe(404)
    expect(
      (
        await call('POST', `v2/external-transports/calendar/${siberia}/add-transport`, t.shipper, {
          number: 'О779ОО154',
        })
      ).statusCode,
    ).toBe(403)
    // an own-company id is refused
    expect(
      (await call('POST', `v2/external-transports/calendar/${volga}/add-transport`, t.carrier, { number: 'О779ОО154' }))
        .statusCode,
    ).toBe(422)
  })
})
