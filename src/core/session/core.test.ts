import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeFetch, jsonResponse, sampleUser } from '../api/testing'
import { me } from '../contract/account'
import { memoryStorage } from './storage'

const key = Symbol.for('fx.core')

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[key]
})

describe('getCore', () => {
  it('is one object per page, even across two separately loaded copies of the module', async () => {
    const first = await import('./core')
    vi.resetModules()
    const second = await import('./core')
    expect(second.getCore).not.toBe(first.getCore)
    const a = first.getCore({ storage: memoryStorage() })
    const b = second.getCore()
    expect(b).toBe(a)
    expect(first.getCore()).toBe(a)
    expect((globalThis as Record<symbol, unknown>)[key]).toBe(a)
    expect(Object.keys(a)).toEqual(expect.arrayContaining(['session', 'api', 'i18n', 'config']))
  })

  it('creates the core lazily and resetCore forgets it', async () => {
    const { getCore, resetCore } = await import('./core')
    expect((globalThis as Record<symbol, unknown>)[key]).toBeUndefined()
    const a = getCore({ storage: memoryStorage() })
    resetCore()
    expect(getCore({ storage: memoryStorage() })).not.toBe(a)
  })

  it('wires the parts: token and language on requests, loadMe, and 401 signing out', async () => {
    const { getCore } = await import('./core')
    let status = 200
    const fake = fakeFetch(() =>
      status === 200 ? jsonResponse({ data: sampleUser() }) : jsonResponse({ message: 'no' }, status),
    )
    const storage = memoryStorage({ accessToken: 'tok', language: 'en' })
    const core = getCore({
      storage,
      fetch: fake.fetch,
      reporter: () => {},
      config: undefined,
      apiBase: 'https://api.test',
    })
    expect(core.config.apiBase).toBe('https://api.test')
    expect(core.i18n.language.value).toBe('en')

    const user = await core.session.loadMe()
    expect(user?.id).toBe(7)
    expect(fake.last.url.href).toBe('https://api.test/api/v1/me')
    expect(fake.last.headers.get('authorization')).toBe('Bearer tok')
    expect(fake.last.headers.get('accept-language')).toBe('en')
    expect(storage.getItem('userCompanyType')).toBe('shipper')

    await core.i18n.setLanguage('ru')
    status = 401
    await expect(core.api.call(me)).rejects.toMatchObject({ status: 401 })
    expect(fake.last.headers.get('accept-language')).toBe('ru')
    expect(core.session.accessToken.value).toBeNull()
    expect(core.session.signOutReason.value).toBe('unauthorized')
    expect(storage.getItem('accessToken')).toBeNull()
    expect(storage.getItem('userRoles')).toBeNull()
  })
})
