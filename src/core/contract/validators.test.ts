import { describe, expect, it } from 'vitest'
import { isValidInn, normalizePhone, withInnCheckDigits } from './validators'

describe('INN check digits', () => {
  it('accepts real organisation and individual INNs and refuses a changed digit', () => {
    expect(isValidInn('7707083893')).toBe(true)
    expect(isValidInn('500100732259')).toBe(true)
    expect(isValidInn('7707083894')).toBe(false)
    expect(isValidInn('500100732258')).toBe(false)
    expect(isValidInn('77070838')).toBe(false)
  })

  it('completes 9 and 10 digit prefixes into valid INNs', () => {
    expect(withInnCheckDigits('770708389')).toBe('7707083893')
    expect(withInnCheckDigits('5001007322')).toBe('500100732259')
  })

  it('keeps phones as + and digits', () => {
    expect(normalizePhone('8 (916) 111-00-01')).toBe('+79161110001')
  })
})
