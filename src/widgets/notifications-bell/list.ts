/** The bell's list of notifications, shared by the bell (live updates) and its panel (loaded with the first opening). */
import type { Notification } from '../../core/contract/notifications'
import { emptyPaged, type PagedState } from '../ui/use-paged-list'

/** Only http(s) addresses are followed (no `javascript:` from an attribute or a link). */
export function resolveLink(link: string, base?: string): string | null {
  try {
    const page = globalThis.location?.href ?? 'http://localhost/'
    const parsed = new URL(link, base ? new URL(base, page) : page)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null
  } catch {
    return null
  }
}

/** The panel's paged list, kept in the element's state (the bell adds what arrives live). */
export type ListState = PagedState<Notification>

export const emptyList: ListState = emptyPaged<Notification>('idle')

/** New items first; an item already in the list is replaced, not repeated. */
export function mergeNotifications(list: readonly Notification[], incoming: readonly Notification[], atStart: boolean) {
  const ids = new Set(incoming.map((n) => n.id))
  const rest = list.filter((n) => !ids.has(n.id))
  return atStart ? [...incoming, ...rest] : [...rest, ...incoming]
}

/** The element's state key of the list, per session (a new sign-in starts afresh). */
export const listKey = (token: string) => `nb.list.${token}`
