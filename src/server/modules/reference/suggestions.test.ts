import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { seedNameParts } from '../../seed/reference/name-parts'
import { rateLimits } from './reference-routes'

interface Fio {
  value: string
  surname: string | null
  name: string | null
  patronymic: string | null
  gender: string
}

describe('full-name and company suggestions', () => {
  let server: TestServer
  // Each test speaks from its own address, so the rate limits of one do not reach another.
  let address = 0
  let ip = ''
  const post = (path: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    server.call({
      method: 'POST',
      url: `/api/v1/suggests/${path}`,
      payload,
      remoteAddress: ip,
      headers,
    })
  const fio = async (query: string, count?: number) => {
    const res = await post('fio', { query, ...(count ? { count } : {}) })
    expect(res.statusCode).toBe(200)
    return res.json().data as Fio[]
  }
  const companies = async (query: string, count?: number) => {
    const res = await post('company', { query, ...(count ? { count } : {}) })
    expect(res.statusCode).toBe(200)
    return res.json().data as Record<string, unknown>[]
  }

  beforeAll(async () => {
    server = await createTestServer({ demo: false })
    await server.db
      .insertInto('companies')
      .values([
        {
          name: 'ООО «ТрансЛогистик»',
          inn: '7712345678',
          kpp: '771201001',
          ogrn: '1027700000011',
          type: 'carrier',
          legal_address: 'г. Москва, ул. Лесная, д. 1',
          phone: '+79990000001',
          email: 'tl@example.ru',
        },
        {
          name: 'ООО "Ромашка"',
          inn: '7734567890',
          kpp: '773401001',
          ogrn: '1027700000022',
          type: 'shipper',
          legal_address: 'г. Москва',
          phone: null,
          email: null,
        },
        {
          name: 'АО Северный Транзит',
          inn: '7801234567',
          kpp: null,
          ogrn: null,
          type: 'expeditor',
          legal_address: null,
          phone: null,
          email: null,
        },
        {
          name: 'ИП Транспортов Иван Иванович',
          inn: '771234567890',
          kpp: null,
          ogrn: '304770000000012',
          type: 'external_carrier',
          legal_address: null,
          phone: null,
          email: null,
        },
        {
          name: 'Биржа Транс Платформа',
          inn: '7700000001',
          kpp: null,
          ogrn: null,
          type: 'platform',
          legal_address: null,
          phone: null,
          email: null,
        },
      ])
      .execute()
  })
  beforeEach(() => {
    address += 1
    ip = `10.20.0.${address}`
  })
  afterAll(() => server.close())

  describe('fio', () => {
    it('completes a surname, male and female forms, most common first', async () => {
      const list = await fio('ива')
      expect(list[0]).toEqual({ value: 'Иванов', surname: 'Иванов', name: null, patronymic: null, gender: 'male' })
      expect(list[1]).toMatchObject({ value: 'Иванова', gender: 'female' })
      for (const s of list) expect(s.surname?.startsWith('Ива')).toBe(true)
    })

    it('completes the name in keeping with the gender of the surname', async () => {
      const female = await fio('Петрова ан')
      expect(female.length).toBeGreaterThan(2)
      expect(female[0]).toEqual({
        value: 'Петрова Анна',
        surname: 'Петрова',
        name: 'Анна',
        patronymic: null,
        gender: 'female',
      })
      for (const s of female) expect(s.gender).toBe('female')
      const male = await fio('петров ан')
      expect(male[0]).toMatchObject({ value: 'Петров Андрей', gender: 'male' })
      for (const s of male) expect(s.gender).toBe('male')
    })

    it('completes the patronymic, and the name tells the gender for a surname that has none', async () => {
      const list = await fio('Шевченко Ольга Ив', 5)
      expect(list[0]).toEqual({
        value: 'Шевченко Ольга Ивановна',
        surname: 'Шевченко',
        name: 'Ольга',
        patronymic: 'Ивановна',
        gender: 'female',
      })
      expect(list.length).toBeLessThanOrEqual(5)
      for (const s of list) expect(s.patronymic).toMatch(/на$/)
      expect((await fio('Сидоров Пётр Алекс'))[0]).toMatchObject({ patronymic: 'Александрович', gender: 'male' })
    })

    it('matches ё as е and puts an exact word first', async () => {
      expect((await fio('Соловьев'))[0]).toMatchObject({ surname: 'Соловьёв', gender: 'male' })
      expect((await fio('Иванов Пет'))[0]).toMatchObject({ name: 'Пётр' })
      const yan = await fio('Шевченко Ян')
      expect(yan.slice(0, 2).map((s) => [s.name, s.gender])).toEqual([
        ['Ян', 'male'],
        ['Яна', 'female'],
      ])
    })

    it('keeps an unknown name as typed, with the gender its ending shows', async () => {
      expect(await fio('пупкинская')).toEqual([
        { value: 'Пупкинская', surname: 'Пупкинская', name: null, patronymic: null, gender: 'female' },
      ])
      expect(await fio('Пупкин Вася Зззвич')).toEqual([
        { value: 'Пупкин Вася Зззвич', surname: 'Пупкин', name: 'Вася', patronymic: 'Зззвич', gender: 'male' },
      ])
      expect(await fio('Один Два Три Четыре')).toEqual([])
    })

    it('rejects bad input with errors by field', async () => {
      const empty = await post('fio', { query: '  ' })
      expect(empty.statusCode).toBe(422)
      expect(Object.keys(empty.json().errors)).toEqual(['query'])
      const bad = await post('fio', { query: 'Иванов', count: 100, extra: 1 })
      expect(bad.statusCode).toBe(422)
      expect(Object.keys(bad.json().errors).sort()).toEqual(['count', 'extra'])
    })

    it('seeds only an empty table', async () => {
      const count = async () =>
        Number(
          (
            await server.db
              .selectFrom('name_parts')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        )
      const before = await count()
      expect(before).toBeGreaterThan(500)
      await seedNameParts(server.db)
      expect(await count()).toBe(before)
    })
  })

  describe('company', () => {
    it('finds by INN prefix, only public fields, never the platform', async () => {
      const list = await companies('7712')
      expect(list.map((c) => c.inn)).toEqual(['7712345678', '771234567890'])
      expect(list[0]).toEqual({
        inn: '7712345678',
        name: 'ООО «ТрансЛогистик»',
        kpp: '771201001',
        ogrn: '1027700000011',
        legal_address: 'г. Москва, ул. Лесная, д. 1',
        type: 'carrier',
      })
      expect(await companies('77000')).toEqual([])
      expect((await companies('77 34'))[0]).toMatchObject({ name: 'ООО "Ромашка"' })
    })

    it('finds by name, ignoring case and quotes, tolerating typos', async () => {
      expect((await companies('ромашка')).map((c) => c.inn)).toEqual(['7734567890'])
      expect((await companies('ООО Ромашка')).map((c) => c.inn)).toEqual(['7734567890'])
      expect((await companies('ромошка'))[0]).toMatchObject({ inn: '7734567890' })
      const trans = await companies('транс')
      expect(trans.map((c) => c.name)).toEqual(
        expect.arrayContaining(['ООО «ТрансЛогистик»', 'АО Северный Транзит', 'ИП Транспортов Иван Иванович']),
      )
      expect(trans.some((c) => c.type === 'platform')).toBe(false)
      expect(await companies('транс', 1)).toHaveLength(1)
      expect(await companies('100%_')).toEqual([])
    })

    it('rejects a query shorter than two characters', async () => {
      const res = await post('company', { query: 'т' })
      expect(res.statusCode).toBe(422)
      expect(Object.keys(res.json().errors)).toEqual(['query'])
    })
  })

  it.each([
    ['fio', { query: 'Ив' }],
    ['company', { query: 'транс' }],
  ])('limits %s to the rate per address, then answers 429 with Retry-After', async (path, payload) => {
    for (let i = 0; i < rateLimits.suggestions; i++) expect((await post(path, payload)).statusCode).toBe(200)
    const limited = await post(path, payload)
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.json().message).toMatch(/^Слишком много запросов/)
    // Another address is not limited.
    ip = '10.20.1.1'
    expect((await post(path, payload)).statusCode).toBe(200)
  })
})
