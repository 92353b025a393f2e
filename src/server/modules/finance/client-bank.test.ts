import { describe, expect, it } from 'vitest'
import { clientBankExchange, wallClock } from './client-bank'

describe('the 1C export names its creation on the exporting user’s clock', () => {
  const created = new Date('2026-12-01T22:30:05Z')

  it('reads the day and time in the time zone', () => {
    expect(wallClock(created, 'Europe/Moscow')).toEqual({ day: '2026-12-02', time: '01:30:05' })
    expect(wallClock(created, 'Asia/Yekaterinburg')).toEqual({ day: '2026-12-02', time: '03:30:05' })
    expect(wallClock(created, 'Europe/Kaliningrad')).toEqual({ day: '2026-12-02', time: '00:30:05' })
  })

  it('writes them as ДатаСоздания and ВремяСоздания', () => {
    const file = clientBankExchange([], { created, timeZone: 'Asia/Vladivostok' })
    expect(file).toContain('ДатаСоздания=02.12.2026')
    expect(file).toContain('ВремяСоздания=08:30:05')
  })
})
