import { describe, expect, it } from 'vitest'
import { ApiError, catalogueMessage, errorMessage, firstFieldMessage, isApiError, shouldToast } from './errors'

const http = (status: number, body?: unknown, lang: 'ru' | 'en' = 'ru') =>
  new ApiError({ kind: 'http', status, method: 'GET', url: '/api/v1/me', lang, body })

describe('catalogue of spec 8', () => {
  const table: Array<[number, unknown, string, string]> = [
    [422, { message: 'm', errors: { a: ['first'], b: ['second'] } }, 'first', 'first'],
    [422, { message: 'only message' }, 'only message', 'only message'],
    [422, { message: '' }, 'Неизвестная ошибка', 'Unknown error'],
    [422, 'not json', 'Неизвестная ошибка', 'Unknown error'],
    [500, undefined, 'Ошибка сервера, попробуйте позже', 'Server error, try later'],
    [402, undefined, 'Тариф истёк, обратитесь к администрации', 'The tariff has expired, contact the administration'],
    [403, undefined, 'Нет доступа', 'No access'],
    [401, undefined, 'Неизвестная ошибка, попробуйте позже', 'Unknown error, try later'],
    [418, { message: 'teapot' }, 'Неизвестная ошибка, попробуйте позже', 'Unknown error, try later'],
    [0, undefined, 'Неизвестная ошибка', 'Unknown error'],
  ]
  for (const [status, body, ru, en] of table) {
    it(`${status} → ${ru} / ${en}`, () => {
      expect(catalogueMessage(status, body, 'ru')).toBe(ru)
      expect(catalogueMessage(status, body, 'en')).toBe(en)
    })
  }

  it('firstFieldMessage skips empty lists and blank messages', () => {
    expect(firstFieldMessage({ a: [], b: [' '], c: ['x'] })).toBe('x')
    expect(firstFieldMessage(undefined)).toBeUndefined()
  })
})

describe('ApiError', () => {
  it('carries status, message in the request language, and field errors', () => {
    const error = http(422, { message: 'Check', errors: { email: ['Enter a correct e-mail'] } }, 'en')
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('ApiError')
    expect(error.message).toBe('Enter a correct e-mail')
    expect(error.fields).toEqual({ email: ['Enter a correct e-mail'] })
    expect(error.serverMessage).toBe('Check')
    expect(isApiError(error)).toBe(true)
    expect(http(500, undefined, 'en').messageIn('ru')).toBe('Ошибка сервера, попробуйте позже')
  })

  it('errorMessage tells anything thrown', () => {
    expect(errorMessage(http(403), 'en')).toBe('No access')
    expect(errorMessage(new Error('bug'), 'en')).toBe('Unknown error')
    expect(errorMessage('string error')).toBe('Неизвестная ошибка')
  })
})

describe('shouldToast', () => {
  it('is false for 401, 404 and cancelled requests, true otherwise', () => {
    expect(shouldToast(http(401))).toBe(false)
    expect(shouldToast(http(404))).toBe(false)
    expect(shouldToast(new DOMException('aborted', 'AbortError'))).toBe(false)
    for (const status of [402, 403, 409, 422, 429, 500, 502]) expect(shouldToast(http(status))).toBe(true)
    expect(shouldToast(new ApiError({ kind: 'network', status: 0, method: 'GET', url: '/', lang: 'ru' }))).toBe(true)
    expect(shouldToast(new Error('bug'))).toBe(true)
  })
})
