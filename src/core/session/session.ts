/**
 * The session store (spec 3 "Session items", spec 4 "On 401") as signals, so every widget and the host read one
 * state and re-render on change. Persisted in a pluggable storage under the spec's keys: `accessToken`,
 * `userRoles` (a JSON array of strings) and `userCompanyType`. The user record itself is not persisted; it is
 * loaded from `GET me` (`loadMe()`).
 */
import { computed, effect, type ReadonlySignal, type Signal, signal } from '@preact/signals-core'
import type { User } from '../contract/entities'
import type { Role } from '../contract/roles'
import { type KeyValueStorage, memoryStorage, readJson, writeItem } from './storage'
import { sessionKeys } from './storage-keys'

export { sessionKeys }

/** Why the session ended: the user signed out, or the server answered 401 to the stored token. */
export type SignOutReason = 'user' | 'unauthorized'

/** Loads the signed-in user (`GET me`); wired to the API client by `getCore()`. */
export type FetchMe = () => Promise<User>

export interface SessionOptions {
  storage?: KeyValueStorage
  fetchMe?: FetchMe
}

export interface Session {
  readonly accessToken: Signal<string | null>
  /** Roles of the user, e.g. `['shipper', 'shipper.logist']`; persisted so guards work before `me` answers. */
  readonly userRoles: Signal<string[]>
  /** The company type, e.g. `shipper`; persisted like the roles. */
  readonly userCompanyType: Signal<string | null>
  /** The user from `GET me`; `null` until loaded and after sign-out. */
  readonly user: Signal<User | null>
  /** `loadMe()` is under way. */
  readonly loading: Signal<boolean>
  /** Set by `signOut()`; the host routes to login when it turns `unauthorized`. Cleared by `signIn()`. */
  readonly signOutReason: Signal<SignOutReason | null>
  readonly isSignedIn: ReadonlySignal<boolean>
  /** The user holds `shipper.logist` (spec 6: may open only routes flagged for logisticians). */
  readonly isLogist: ReadonlySignal<boolean>
  hasRole(role: Role | string): boolean
  /**
   * Stores a token (login, registration, reset and Telegram answers yield `data.token`). With the user from the
   * same answer the session is complete at once; without it the user is loaded from `GET me`.
   */
  signIn(token: string, user?: User | null): Promise<User | null>
  /** Drops the token, roles, company type and user, here and in storage. */
  signOut(reason?: SignOutReason): void
  /**
   * Loads the user from `GET me` and stores roles and company type. Without a token it clears the user and
   * answers `null`. Failures answer `null` (the client has reported them; a 401 has already signed out).
   * Concurrent calls share one request.
   */
  loadMe(): Promise<User | null>
  setFetchMe(fetchMe: FetchMe): void
  /** Stops writing to storage. */
  dispose(): void
}

function readRoles(storage: KeyValueStorage): string[] {
  const value = readJson<unknown>(storage, sessionKeys.userRoles, [])
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
}

export function createSession(options: SessionOptions = {}): Session {
  const storage = options.storage ?? memoryStorage()
  let fetchMe = options.fetchMe

  const accessToken = signal<string | null>(storage.getItem(sessionKeys.accessToken) || null)
  const userRoles = signal<string[]>(readRoles(storage))
  const userCompanyType = signal<string | null>(storage.getItem(sessionKeys.userCompanyType) || null)
  const user = signal<User | null>(null)
  const loading = signal(false)
  const signOutReason = signal<SignOutReason | null>(null)

  const disposers = [
    effect(() => writeItem(storage, sessionKeys.accessToken, accessToken.value)),
    effect(() => {
      const roles = userRoles.value
      writeItem(storage, sessionKeys.userRoles, roles.length > 0 ? JSON.stringify(roles) : null)
    }),
    effect(() => writeItem(storage, sessionKeys.userCompanyType, userCompanyType.value)),
  ]

  const applyUser = (next: User | null) => {
    user.value = next
    userRoles.value = next ? [...next.roles] : []
    userCompanyType.value = next?.company?.type ?? null
  }

  let pending: { token: string; promise: Promise<User | null> } | null = null

  const session: Session = {
    accessToken,
    userRoles,
    userCompanyType,
    user,
    loading,
    signOutReason,
    isSignedIn: computed(() => accessToken.value !== null),
    isLogist: computed(() => userRoles.value.includes('shipper.logist')),
    hasRole: (role) => userRoles.value.includes(role),

    signIn(token, signedInUser) {
      pending = null
      signOutReason.value = null
      accessToken.value = token
      if (signedInUser) {
        applyUser(signedInUser)
        return Promise.resolve(signedInUser)
      }
      applyUser(null)
      return session.loadMe()
    },

    signOut(reason = 'user') {
      pending = null
      loading.value = false
      accessToken.value = null
      applyUser(null)
      signOutReason.value = reason
    },

    loadMe() {
      const token = accessToken.value
      if (!token) {
        user.value = null
        return Promise.resolve(null)
      }
      if (pending?.token === token) return pending.promise
      if (!fetchMe) return Promise.reject(new Error('session.loadMe(): no fetchMe wired (use getCore())'))
      const load = fetchMe
      loading.value = true
      const run = async (): Promise<User | null> => {
        try {
          const me = await load()
          if (accessToken.value !== token) return null
          applyUser(me)
          return me
        } catch {
          return null
        } finally {
          if (pending?.promise === promise) {
            pending = null
            loading.value = false
          }
        }
      }
      // run after `promise` is assigned, so its `finally` can tell whether it is still the pending load
      const promise = Promise.resolve().then(run)
      pending = { token, promise }
      return promise
    },

    setFetchMe(next) {
      fetchMe = next
    },

    dispose() {
      for (const dispose of disposers) dispose()
    },
  }
  return session
}
