import { describe, expect, it } from 'vitest'
import { requestKey, stableKey } from './use-endpoint'

describe('useEndpoint keys', () => {
  it('gives equal content an equal key, whatever the order of its fields', () => {
    expect(stableKey({ b: 1, a: { d: [1, 2], c: null } })).toBe(stableKey({ a: { c: null, d: [1, 2] }, b: 1 }))
    expect(stableKey({ a: [1, 2] })).not.toBe(stableKey({ a: [2, 1] }))
    expect(stableKey({ a: 1 })).not.toBe(stableKey({ a: '1' }))
  })

  it('keys a request by endpoint, arguments, language and what else the caller names', () => {
    const endpoint = { method: 'GET', path: 'cargos/:id' } as Parameters<typeof requestKey>[0]
    const other = { method: 'GET', path: 'v2/cargos/:id/points' } as Parameters<typeof requestKey>[0]
    const args = { params: { id: 1 } }
    const key = requestKey(endpoint, args, 'ru', true)
    expect(requestKey(endpoint, { params: { id: 1 } }, 'ru', true)).toBe(key)
    expect(requestKey(endpoint, { params: { id: 2 } }, 'ru', true)).not.toBe(key)
    expect(requestKey(other, args, 'ru', true)).not.toBe(key)
    expect(requestKey(endpoint, args, 'en', true)).not.toBe(key)
    expect(requestKey(endpoint, args, 'ru', false)).not.toBe(key)
    expect(requestKey(endpoint, undefined, 'ru', undefined)).toBe(requestKey(endpoint, null, 'ru', null))
  })
})
