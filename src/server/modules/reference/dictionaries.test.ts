import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { dictionaryKinds } from '../../../core/contract/reference'
import * as vatRate from '../../db/migrations/023-vat-rate'
import { seedDictionaries } from '../../seed/reference/dictionaries'

const cyrillic = /[А-Яа-яЁё]/

describe('dictionaries', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer({ demo: false })
  })
  afterAll(() => server.close())

  const get = (url: string, lang: 'ru' | 'en' = 'ru') => server.call({ method: 'GET', url: `/api/v1/${url}`, lang })

  it.each(dictionaryKinds)('answers %s in Russian and English, in display order', async (kind) => {
    const ru = await get(`dictionaries/${kind}`)
    expect(ru.statusCode).toBe(200)
    const body = ru.json()
    expect(body.data.length).toBeGreaterThanOrEqual(6)
    expect(body.meta.size).toBe(body.data.length)
    for (const item of body.data) {
      expect(Object.keys(item).sort()).toEqual(
        item.vat === undefined ? ['id', 'name', 'short_name'] : ['id', 'name', 'short_name', 'vat'],
      )
      expect(item.name).not.toBe('')
      expect(item.short_name).not.toBe('')
    }
    expect(new Set(body.data.map((i: { id: number }) => i.id)).size).toBe(body.data.length)

    const en = (await get(`dictionaries/${kind}`, 'en')).json()
    expect(en.data.map((i: { id: number }) => i.id)).toEqual(body.data.map((i: { id: number }) => i.id))
    for (const item of en.data) expect(item.name).not.toMatch(cyrillic)
    // Russian names are Russian, except for the foreign truck makes.
    if (kind !== 'vehicles') for (const item of body.data) expect(item.name).toMatch(cyrillic)
  })

  it('names real-world values', async () => {
    const names = async (kind: string, lang: 'ru' | 'en' = 'ru') =>
      (await get(`dictionaries/${kind}`, lang)).json().data.map((i: { name: string }) => i.name)
    expect(await names('truck_types')).toEqual(expect.arrayContaining(['Тент', 'Рефрижератор', 'Изотерм', 'Автовоз']))
    expect(await names('truck_types', 'en')).toEqual(expect.arrayContaining(['Curtainsider', 'Refrigerated']))
    expect(await names('load_types')).toEqual(expect.arrayContaining(['Задняя', 'Боковая', 'Верхняя']))
    expect(await names('vehicles')).toEqual(expect.arrayContaining(['КамАЗ', 'МАЗ', 'Volvo', 'Scania', 'Sitrak']))
    expect(await names('vehicles', 'en')).toEqual(expect.arrayContaining(['KAMAZ', 'MAZ', 'Volvo']))
    expect(await names('additional-equipments')).toEqual(expect.arrayContaining(['Коники', 'Гидроборт']))
    const currencies = (await get('dictionaries/currencies', 'en')).json().data
    expect(currencies.map((c: { short_name: string }) => c.short_name)).toEqual(
      expect.arrayContaining(['RUB', 'USD', 'EUR', 'KZT', 'BYN', 'CNY']),
    )
  })

  it('carries the VAT rate of payment types that have one', async () => {
    const money = (await get('dictionaries/money_types')).json().data
    expect(money[0]).toMatchObject({ id: 1, vat: 22, name: 'Безналичный расчёт с НДС 22%', short_name: 'С НДС' })
    const en = (await get('dictionaries/money_types', 'en')).json().data
    expect(en[0]).toMatchObject({ id: 1, vat: 22, name: 'Bank transfer, VAT 22%' })
    const noVat = money.find((m: { name: string }) => m.name === 'Безналичный расчёт без НДС')
    expect(noVat).toBeDefined()
    expect(noVat.vat).toBeUndefined()
    expect(money.find((m: { name: string }) => m.name === 'Наличные').vat).toBeUndefined()
  })

  it('cuts the list at the limit but reports the full size', async () => {
    const res = await get('dictionaries/truck_types?limit=3')
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toHaveLength(3)
    expect(res.json().meta.size).toBeGreaterThan(3)
    expect(res.json().data[0].name).toBe('Тент')
  })

  it('answers 422 with the field for an unknown kind and a bad limit', async () => {
    const unknown = await get('dictionaries/planets')
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors.kind).toHaveLength(1)
    const en = await get('dictionaries/planets', 'en')
    expect(en.json().message).toBe('Check the data you entered')
    const limit = await get('dictionaries/truck_types?limit=0')
    expect(limit.statusCode).toBe(422)
    expect(Object.keys(limit.json().errors)).toEqual(['limit'])
  })

  it('moves a database seeded with the former 20 % to 22 %', async () => {
    const moneyType = () =>
      server.db
        .selectFrom('dictionary_items')
        .select(['vat', 'name_ru'])
        .where('kind', '=', 'money_types')
        .where('id', '=', 1)
        .executeTakeFirstOrThrow()
    await server.db
      .updateTable('dictionary_items')
      .set({ vat: 20, name_ru: 'Безналичный расчёт с НДС 20%' })
      .where('kind', '=', 'money_types')
      .where('id', '=', 1)
      .execute()
    await vatRate.up(server.db as unknown as Kysely<unknown>)
    expect(await moneyType()).toEqual({ vat: 22, name_ru: 'Безналичный расчёт с НДС 22%' })
  })

  it('seeds only an empty table', async () => {
    const count = async () =>
      Number(
        (
          await server.db
            .selectFrom('dictionary_items')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = await count()
    await seedDictionaries(server.db)
    expect(await count()).toBe(before)
  })
})
