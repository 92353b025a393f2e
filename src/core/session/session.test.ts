import { effect } from '@preact/signals-core'
import { describe, expect, it, vi } from 'vitest'
import { sampleUser } from '../api/testing'
import type { User } from '../contract/entities'
import { createSession, sessionKeys } from './session'
import { defaultStorage, memoryStorage } from './storage'

describe('session persistence', () => {
  it('restores token, roles and company type from storage', () => {
    const storage = memoryStorage({
      accessToken: 'tok',
      userRoles: JSON.stringify(['shipper', 'shipper.logist']),
      userCompanyType: 'shipper',
    })
    const session = createSession({ storage })
    expect(session.accessToken.value).toBe('tok')
    expect(session.userRoles.value).toEqual(['shipper', 'shipper.logist'])
    expect(session.userCompanyType.value).toBe('shipper')
    expect(session.isSignedIn.value).toBe(true)
    expect(session.isLogist.value).toBe(true)
    expect(session.user.value).toBeNull()
  })

  it('survives damaged storage entries', () => {
    const session = createSession({ storage: memoryStorage({ userRoles: '{not json', accessToken: '' }) })
    expect(session.userRoles.value).toEqual([])
    expect(session.accessToken.value).toBeNull()
    expect(createSession({ storage: memoryStorage({ userRoles: '[1,"carrier"]' }) }).userRoles.value).toEqual([
      'carrier',
    ])
  })

  it('signIn with the user stores everything under the spec keys; signOut removes it', async () => {
    const storage = memoryStorage()
    const session = createSession({ storage })
    const user = sampleUser()
    await expect(session.signIn('tok-1', user)).resolves.toBe(user)
    expect(storage.getItem(sessionKeys.accessToken)).toBe('tok-1')
    expect(JSON.parse(storage.getItem(sessionKeys.userRoles) ?? 'null')).toEqual(['shipper', 'shipper.logist'])
    expect(storage.getItem(sessionKeys.userCompanyType)).toBe('shipper')
    expect(session.user.value?.id).toBe(7)
    expect(session.hasRole('shipper.logist')).toBe(true)

    session.signOut()
    expect(session.accessToken.value).toBeNull()
    expect(session.user.value).toBeNull()
    expect(session.signOutReason.value).toBe('user')
    for (const key of Object.values(sessionKeys)) expect(storage.getItem(key)).toBeNull()
    // a new session on the same storage starts signed out
    expect(createSession({ storage }).isSignedIn.value).toBe(false)
  })

  it('writes direct signal changes through to storage', () => {
    const storage = memoryStorage()
    const session = createSession({ storage })
    session.accessToken.value = 'direct'
    expect(storage.getItem('accessToken')).toBe('direct')
    session.dispose()
    session.accessToken.value = 'after-dispose'
    expect(storage.getItem('accessToken')).toBe('direct')
  })

  it('signals notify subscribers', async () => {
    const session = createSession()
    const seen: boolean[] = []
    const stop = effect(() => {
      seen.push(session.isSignedIn.value)
    })
    await session.signIn('t', sampleUser())
    session.signOut('unauthorized')
    stop()
    expect(seen).toEqual([false, true, false])
    expect(session.signOutReason.value).toBe('unauthorized')
  })

  it('defaultStorage falls back to memory without localStorage', () => {
    const storage = defaultStorage()
    storage.setItem('a', '1')
    expect(storage.getItem('a')).toBe('1')
  })

  it('defaultStorage uses localStorage when it works, memory when it throws', () => {
    const g = globalThis as { localStorage?: unknown }
    const local = memoryStorage()
    g.localStorage = local
    try {
      expect(defaultStorage()).toBe(local)
      g.localStorage = {
        getItem: () => null,
        setItem: () => {
          throw new Error('SecurityError')
        },
        removeItem: () => {},
      }
      expect(defaultStorage()).not.toBe(g.localStorage)
    } finally {
      delete g.localStorage
    }
  })
})

describe('loadMe', () => {
  it('loads the user and stores roles and company type', async () => {
    const storage = memoryStorage({ accessToken: 'tok' })
    const fetchMe = vi.fn(async () => sampleUser({ roles: ['carrier'], company: null }))
    const session = createSession({ storage, fetchMe })
    const loading: boolean[] = []
    const stop = effect(() => {
      loading.push(session.loading.value)
    })
    const user = await session.loadMe()
    stop()
    expect(user?.roles).toEqual(['carrier'])
    expect(session.userRoles.value).toEqual(['carrier'])
    expect(session.userCompanyType.value).toBeNull()
    expect(storage.getItem('userRoles')).toBe('["carrier"]')
    expect(loading).toEqual([false, true, false])
  })

  it('answers null without a token and shares one request between concurrent calls', async () => {
    const fetchMe = vi.fn(async () => sampleUser())
    const session = createSession({ fetchMe })
    await expect(session.loadMe()).resolves.toBeNull()
    expect(fetchMe).not.toHaveBeenCalled()
    session.accessToken.value = 'tok'
    const [a, b] = await Promise.all([session.loadMe(), session.loadMe()])
    expect(a).toBe(b)
    expect(fetchMe).toHaveBeenCalledTimes(1)
  })

  it('signIn without a user loads it', async () => {
    const session = createSession({ fetchMe: async () => sampleUser() })
    const user = await session.signIn('tok')
    expect(user?.id).toBe(7)
    expect(session.userCompanyType.value).toBe('shipper')
  })

  it('swallows failures (already reported by the client) and keeps stored roles', async () => {
    const storage = memoryStorage({ accessToken: 'tok', userRoles: '["shipper"]' })
    const session = createSession({
      storage,
      fetchMe: async () => {
        throw new Error('offline')
      },
    })
    await expect(session.loadMe()).resolves.toBeNull()
    expect(session.userRoles.value).toEqual(['shipper'])
    expect(session.loading.value).toBe(false)
  })

  it('ignores an answer that arrives after sign-out', async () => {
    let resolve: (user: User) => void = () => {}
    const session = createSession({
      storage: memoryStorage({ accessToken: 'tok' }),
      fetchMe: () =>
        new Promise<User>((r) => {
          resolve = r
        }),
    })
    const pending = session.loadMe()
    await Promise.resolve()
    session.signOut()
    resolve(sampleUser())
    await expect(pending).resolves.toBeNull()
    expect(session.user.value).toBeNull()
    expect(session.userRoles.value).toEqual([])
  })

  it('rejects when nothing is wired to load the user', async () => {
    const session = createSession({ storage: memoryStorage({ accessToken: 'tok' }) })
    await expect(session.loadMe()).rejects.toThrow(/fetchMe/)
  })
})
