import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fieldErrors, numberProblem, numberProblemMessage, validationMessage } from './messages'
import { PriceInput } from './responses'
import { priceRule } from './validators'

const first = (schema: z.ZodType, value: unknown, lang: 'ru' | 'en' = 'ru') => {
  const result = schema.safeParse(value)
  if (result.success) return null
  return fieldErrors(result.error, lang)._?.[0] ?? null
}

describe('number rules', () => {
  it('name the rule a value breaks, never "required" for a typed value', () => {
    expect(numberProblemMessage('ru', -5, priceRule)).toBe('Значение должно быть больше 0')
    expect(numberProblemMessage('ru', 0, priceRule)).toBe('Значение должно быть больше 0')
    expect(numberProblemMessage('ru', Number.NaN, priceRule)).toBe('Введите число')
    expect(numberProblemMessage('ru', null, priceRule)).toBe('Обязательное поле')
    expect(numberProblemMessage('ru', 57200, priceRule)).toBeNull()
    expect(numberProblemMessage('ru', 1.5, { integer: true })).toBe('Введите целое число')
    expect(numberProblemMessage('en', -5, priceRule)).toBe('The value must be greater than 0')
  })

  it('write bounds for people and call huge numbers too large', () => {
    expect(numberProblemMessage('ru', 2e8, priceRule)?.replace(/\s/g, ' ')).toBe(
      'Значение должно быть не больше 100 000 000',
    )
    expect(numberProblemMessage('en', 2e8, priceRule)).toBe('The value must be at most 100,000,000')
    expect(numberProblem(1e300, {})).toEqual({ key: 'number_too_big' })
    expect(numberProblem(Number.POSITIVE_INFINITY, {})).toEqual({ key: 'number_too_big' })
  })

  it("the server's answers say the same: more than 0, and a human word for zod's implicit bound", () => {
    expect(first(PriceInput, -500)).toBe('Значение должно быть больше 0')
    expect(first(z.number().int(), 1e20)).toBe('Слишком большое число')
    expect(first(z.number().int(), -1e20)).toBe('Слишком большое число')
    expect(first(z.number().int().max(100), 1000)).toBe('Значение должно быть не больше 100')
  })
})

describe('plural validation messages', () => {
  it('Russian counts take one, few and many forms', () => {
    const cases: Array<[number, string]> = [
      [1, 'Минимум 1 символ'],
      [2, 'Минимум 2 символа'],
      [5, 'Минимум 5 символов'],
      [8, 'Минимум 8 символов'],
      [21, 'Минимум 21 символ'],
      [22, 'Минимум 22 символа'],
    ]
    for (const [count, text] of cases) {
      expect(validationMessage('ru', 'min_length', { count })).toBe(text)
    }
    expect(validationMessage('ru', 'too_many_items', { count: 1 })).toBe('Можно выбрать не больше 1 значения')
    expect(validationMessage('ru', 'too_many_items', { count: 5 })).toBe('Можно выбрать не больше 5 значений')
    expect(validationMessage('en', 'min_length', { count: 1 })).toBe('Minimum 1 character')
    expect(validationMessage('en', 'min_length', { count: 8 })).toBe('Minimum 8 characters')
  })

  it('an empty list asks in words a user knows, not «Не меньше 1 элемента»', () => {
    expect(first(z.array(z.number()).min(1), [])).toBe('Выберите хотя бы одно значение')
    expect(first(z.array(z.number()).min(1, 'departure_required'), [])).toBe('Укажите город отправления')
  })

  it('zod issues are pluralised', () => {
    expect(first(z.string().min(2), 'a')).toBe('Минимум 2 символа')
    expect(first(z.string().max(1), 'ab')).toBe('Максимум 1 символ')
    expect(first(z.string().min(5), 'a')).toBe('Минимум 5 символов')
  })
})
