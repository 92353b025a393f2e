/**
 * The address a visitor asked for before signing in (a deep link to `/order` offers sign-in, then opens
 * `/order`). It travels as `?next=` on the login address; only a path of this site is followed, never another
 * origin (`//evil.example`) nor the sign-in pages themselves.
 */
export const returnKey = 'next'

/** The path to go back to, or `null` when the value is not a path of this site worth returning to. */
export function returnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null
  const path = value.split(/[?#]/)[0] ?? ''
  if (path === '/login' || path.startsWith('/login/') || path === '/registration') return null
  return value
}
