import { effect } from '@preact/signals-core'
import { describe, expect, it } from 'vitest'
import { createApiClient } from '../api/client'
import { fakeFetch, jsonResponse, sampleUser } from '../api/testing'
import { me } from '../contract/account'
import { memoryStorage } from '../session/storage'
import { formatDate, formatMoney, formatNumber } from './format'
import { createI18n, languageStorageKey, parseLanguage } from './i18n'
import { addTexts } from './texts'

/** Intl puts (narrow) no-break spaces into numbers; compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')

describe('createI18n', () => {
  it('starts in Russian by default and translates', () => {
    const i18n = createI18n()
    expect(i18n.language.value).toBe('ru')
    expect(i18n.t('errors.forbidden')).toBe('Нет доступа')
    expect(i18n.t('common.cancel')).toBe('Отмена')
  })

  it('Russian plurals: 1 груз / 2 груза / 5 грузов / 21 груз / 1,5 груза', () => {
    const { t } = createI18n()
    expect(t('cargo.count', { count: 1 })).toBe('1 груз')
    expect(t('cargo.count', { count: 2 })).toBe('2 груза')
    expect(t('cargo.count', { count: 5 })).toBe('5 грузов')
    expect(t('cargo.count', { count: 11 })).toBe('11 грузов')
    expect(t('cargo.count', { count: 21 })).toBe('21 груз')
    expect(t('cargo.count', { count: 0 })).toBe('0 грузов')
    expect(t('cargo.count', { count: 1.5 })).toBe('1.5 груза')
    expect(t('truck.count', { count: 3 })).toBe('3 машины')
  })

  it('English plurals', () => {
    const { t } = createI18n({ language: 'en' })
    expect(t('cargo.count', { count: 1 })).toBe('1 cargo')
    expect(t('cargo.count', { count: 5 })).toBe('5 cargos')
    expect(t('result.count', { count: 1 })).toBe('1 result found')
  })

  it('the language comes from the option, then storage, then ru; en-GB style codes are accepted', () => {
    expect(createI18n({ storage: memoryStorage({ [languageStorageKey]: 'en' }) }).language.value).toBe('en')
    expect(createI18n({ language: 'ru', storage: memoryStorage({ [languageStorageKey]: 'en' }) }).language.value).toBe(
      'ru',
    )
    expect(createI18n({ language: 'en-GB' }).language.value).toBe('en')
    expect(createI18n({ language: 'de' }).language.value).toBe('ru')
    expect(parseLanguage('EN')).toBe('en')
    expect(parseLanguage(42)).toBeNull()
  })

  it('setLanguage switches texts and formatters, is persisted and observable', async () => {
    const storage = memoryStorage()
    const i18n = createI18n({ storage })
    const seen: string[] = []
    const stop = effect(() => {
      seen.push(i18n.language.value)
    })
    await i18n.setLanguage('en')
    stop()
    expect(i18n.t('errors.forbidden')).toBe('No access')
    expect(storage.getItem(languageStorageKey)).toBe('en')
    expect(seen).toEqual(['ru', 'en'])
    expect(i18n.locale.value).toBe('en-GB')
    expect(plain(i18n.formatMoney(123450))).toBe('RUB 1,234.50')
    expect(i18n.fixedT('ru')('errors.forbidden')).toBe('Нет доступа')
  })

  it('setLanguage changes the Accept-Language the client sends', async () => {
    const i18n = createI18n()
    const fake = fakeFetch(() => jsonResponse({ data: sampleUser() }))
    const api = createApiClient({ baseUrl: 'http://x.test', getLanguage: () => i18n.language.value, fetch: fake.fetch })
    await api.call(me)
    expect(fake.last.headers.get('accept-language')).toBe('ru')
    await i18n.setLanguage('en')
    await api.call(me)
    expect(fake.last.headers.get('accept-language')).toBe('en')
  })

  it('has a money formatter for minor units inside texts; falls back to Russian, then to the key', () => {
    addTexts({
      ru: { test_i18n: { price: 'Цена: {{value, money}}', usd: '{{value, money(currency: USD)}}', only_ru: 'только' } },
      en: { test_i18n: { price: 'Price: {{value, money}}', usd: '{{value, money(currency: USD)}}' } },
    })
    const ru = createI18n()
    type Keys = 'test_i18n.price' | 'test_i18n.usd' | 'test_i18n.only_ru' | 'test_i18n.none'
    expect(plain(ru.t<Keys>('test_i18n.price', { value: 150000 }))).toBe('Цена: 1 500 ₽')
    const en = createI18n({ language: 'en' })
    expect(plain(en.t<Keys>('test_i18n.usd', { value: 99 }))).toBe('US$0.99')
    expect(en.t<Keys>('test_i18n.only_ru')).toBe('только')
    expect(en.t<Keys>('test_i18n.none')).toBe('test_i18n.none')
    expect(en.t<Keys>('test_i18n.price')).toBe('Price: {{value, money}}')
  })
})

describe('formatters', () => {
  it('money from minor units with currency', () => {
    expect(plain(formatMoney(123450, 'RUB', 'ru'))).toBe('1 234,50 ₽')
    expect(plain(formatMoney(150000, 'RUB', 'ru'))).toBe('1 500 ₽')
    expect(plain(formatMoney(123450, 'EUR', 'en'))).toBe('€1,234.50')
    expect(plain(formatMoney(99, 'USD', 'en'))).toBe('US$0.99')
  })

  it('numbers', () => {
    expect(plain(formatNumber(1234567.891, 'ru'))).toBe('1 234 567,891')
    expect(formatNumber(1234567.891, 'en')).toBe('1,234,567.891')
    expect(formatNumber(0.5, 'en', { style: 'percent' })).toBe('50%')
  })

  it('dates: a YYYY-MM-DD day stays that day; invalid dates give an empty string', () => {
    expect(formatDate('2024-05-03', 'ru')).toBe('03.05.2024')
    expect(formatDate('2024-05-03', 'en')).toBe('03/05/2024')
    expect(formatDate(new Date(2024, 0, 9), 'ru', { day: 'numeric', month: 'long' })).toBe('9 января')
    expect(formatDate('garbage', 'ru')).toBe('')
  })
})
