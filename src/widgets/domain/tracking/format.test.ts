import { describe, expect, it } from 'vitest'
import { createTranslator } from '../../../core/i18n/translator'
import { formattersOf } from '../../ui/formatters'
import { agoText, arrivalText, durationText, kmText, lateBy } from './format'
import { en, ru } from './texts'

async function translator(lang: 'ru' | 'en') {
  const texts = createTranslator('ru')
  texts.add(lang, lang === 'ru' ? ru : en)
  return ((key: string, values?: Record<string, unknown>) =>
    texts.translate(lang, key, values)) as unknown as Parameters<typeof agoText>[0]
}

const now = new Date('2026-03-10T09:00:00Z') // 12:00 in Moscow

describe('tracking figures as text', () => {
  it('says how long ago the last position came', async () => {
    const ru = await translator('ru')
    const format = formattersOf('ru', 'Europe/Moscow')
    expect(agoText(ru, format, '2026-03-10T08:59:40Z', now)).toBe('только что')
    expect(agoText(ru, format, '2026-03-10T08:55:00Z', now)).toBe('5 минут назад')
    expect(agoText(ru, format, '2026-03-10T08:39:00Z', now)).toBe('21 минуту назад')
    expect(agoText(ru, format, '2026-03-10T06:00:00Z', now)).toBe('3 часа назад')
    expect(agoText(ru, format, '2026-03-09T06:00:00Z', now)).toBe('09.03.2026, 09:00')
    const en = await translator('en')
    expect(agoText(en, formattersOf('en', 'Europe/Moscow'), '2026-03-10T08:59:00Z', now)).toBe('1 minute ago')
  })

  it('reads an arrival on the reader clock: today, tomorrow, or a date', async () => {
    const ru = await translator('ru')
    const format = formattersOf('ru', 'Europe/Moscow')
    expect(arrivalText(ru, format, '2026-03-10T15:40:00Z', now)).toBe('сегодня в 18:40')
    // 22:30 UTC is already tomorrow in Moscow
    expect(arrivalText(ru, format, '2026-03-10T22:30:00Z', now)).toBe('завтра в 01:30')
    expect(arrivalText(ru, format, '2026-03-12T11:00:00Z', now)).toMatch(/^12 мар\.?,? 14:00$/)
    const en = await translator('en')
    expect(arrivalText(en, formattersOf('en', 'Europe/Moscow'), '2026-03-11T06:10:00Z', now)).toBe('tomorrow at 09:10')
  })

  it('writes durations, distances and lateness', async () => {
    const ru = await translator('ru')
    const en = await translator('en')
    expect(durationText(ru, 45 * 60_000)).toBe('45 мин')
    expect(durationText(ru, 200 * 60_000)).toBe('3 ч 20 мин')
    expect(durationText(en, 52 * 3_600_000)).toBe('2 d 4 h')
    expect(kmText(ru, formattersOf('ru'), 1240.4)).toBe('1\u00a0240 км')
    expect(kmText(en, formattersOf('en'), 0.42)).toBe('0.4 km')
    expect(lateBy('2026-03-10T15:00:00Z', '2026-03-10T14:00:00Z')).toBe(3_600_000)
    expect(lateBy('2026-03-10T13:00:00Z', '2026-03-10T14:00:00Z')).toBeNull()
    expect(lateBy(null, '2026-03-10T14:00:00Z')).toBeNull()
  })
})
