/** The shared session as React state: the signed-in user (loaded from `GET me` when missing), and signing in. */
import { useCallback, useEffect, useState } from 'react'
import type { User } from '../../core/contract/entities'
import { companyManagers } from '../../core/contract/roles'
import { useCore, useSignal } from '../../widgets/ui'

export interface CurrentUser {
  user: User | null
  /** A token is stored but the user is not loaded yet. */
  loading: boolean
  /** A token is stored but `GET me` failed (the client has toasted or signed out already). */
  failed: boolean
  /** Loads the user again (after a change to the profile or the company). */
  reload: () => Promise<User | null>
}

export function useCurrentUser(): CurrentUser {
  const { session } = useCore()
  const user = useSignal(session.user)
  const token = useSignal(session.accessToken)
  const [failedFor, setFailedFor] = useState<string | null>(null)
  useEffect(() => {
    if (!token || session.user.peek()) return
    void session.loadMe().then((loaded) => {
      if (!loaded && session.accessToken.peek() === token) setFailedFor(token)
    })
  }, [token, session])
  const reload = useCallback(() => session.loadMe(), [session])
  const failed = Boolean(token) && !user && failedFor === token
  return { user, loading: Boolean(token) && !user && !failed, failed, reload }
}

/** Administrators and managers change the company's data, staff and partners (contract `companyManagers`). */
export function isCompanyManager(user: User | null): boolean {
  return Boolean(user?.roles.some((role) => (companyManagers as readonly string[]).includes(role)))
}

/** Stores the token and user of a login, registration or reset answer in the shared session. */
export function useSignIn(): (answer: { token: string; user: User }) => Promise<void> {
  const { session } = useCore()
  return useCallback(
    async ({ token, user }) => {
      await session.signIn(token, user)
    },
    [session],
  )
}
