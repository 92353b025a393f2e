import { describe, expect, it } from 'vitest'
import { endpointView, requestKey, stableKey } from './use-endpoint'

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

describe('useEndpoint states', () => {
  const ready = { key: 'a', result: { state: 'ready' as const, data: [1] } }
  const failed = { key: 'a', result: { state: 'error' as const, error: new Error('down') } }

  it('is loading until the answer to this key arrives, then ready', () => {
    expect(endpointView('a', null).state).toBe('loading')
    expect(endpointView('a', ready)).toEqual({ state: 'ready', data: [1], error: undefined, reloading: false })
    expect(endpointView('a', failed)).toMatchObject({ state: 'error', data: undefined })
    expect(endpointView('a', ready, { enabled: false }).state).toBe('idle')
  })

  it('shows loading, not an older answer, while another key loads (by default)', () => {
    expect(endpointView('b', ready)).toEqual({ state: 'loading', data: undefined, error: undefined })
    expect(endpointView('b', failed).state).toBe('loading')
  })

  it('with keepPrevious keeps the last answer on screen while another key loads', () => {
    expect(endpointView('b', ready, { keepPrevious: true })).toEqual({
      state: 'ready',
      data: [1],
      error: undefined,
      reloading: true,
    })
    // nothing answered yet, or the last answer was a failure: nothing to keep
    expect(endpointView('b', null, { keepPrevious: true }).state).toBe('loading')
    expect(endpointView('b', failed, { keepPrevious: true }).state).toBe('loading')
    expect(endpointView('a', failed, { keepPrevious: true }).state).toBe('error')
  })
})
