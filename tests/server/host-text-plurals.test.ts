// The host's texts have no vitest project of their own; this pure check runs with the server suites.
import { describe, expect, it } from 'vitest'
import { createTranslator } from '../../src/core/i18n/translator'
import { en, ru } from '../../src/host/texts/shipper'

describe('counted host texts follow the plural rules (ru: one, few, many)', () => {
  it('«N пунктов» on the shipper cards', () => {
    const translator = createTranslator('ru')
    translator.add('ru', ru)
    translator.add('en', en)
    const t = (count: number, lng: 'ru' | 'en' = 'ru') => translator.translate(lng, 'shipper_cargos.points', { count })
    expect([1, 3, 5, 11, 21].map((n) => t(n))).toEqual(['1 пункт', '3 пункта', '5 пунктов', '11 пунктов', '21 пункт'])
    expect(t(1, 'en')).toBe('1 point')
    expect(t(4, 'en')).toBe('4 points')
  })
})
