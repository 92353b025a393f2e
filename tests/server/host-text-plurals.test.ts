// The host's texts have no vitest project of their own; this pure check runs with the server suites.
import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { en, ru } from '../../src/host/texts/shipper'

describe('counted host texts follow the plural rules (ru: one, few, many)', () => {
  it('«N пунктов» on the shipper cards', async () => {
    const i18n = i18next.createInstance()
    await i18n.init({ lng: 'ru', resources: { ru: { translation: ru }, en: { translation: en } } })
    const t = (count: number, lng = 'ru') => i18n.t('shipper_cargos.points', { count, lng })
    expect([1, 3, 5, 11, 21].map((n) => t(n))).toEqual(['1 пункт', '3 пункта', '5 пунктов', '11 пунктов', '21 пункт'])
    expect(t(1, 'en')).toBe('1 point')
    expect(t(4, 'en')).toBe('4 points')
  })
})
