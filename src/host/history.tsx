/**
 * The address bar, for the site: wouter's browser location (it patches `pushState`/`replaceState`, so a navigation
 * from anywhere re-renders whoever reads the address) with, in every history entry's state, what the site reads
 * back:
 * - `key`: new for every navigation, also to the same address (the menu drawer closes, the page scrolls to top);
 * - `idx`: how many entries of the site's own lie behind this one (Telegram's BackButton shows from 1);
 * - whatever the caller adds: the route's name (`routeStateKey`), which picks between routes sharing an address.
 * The site needs no more of a router than this and the route table's matching (router.tsx): react-router's
 * declarative router weighed 12 KB gz on every page before its first paint, wouter's location 1 KB.
 */
import { type AnchorHTMLAttributes, type MouseEvent, useLayoutEffect, useMemo } from 'react'
import { useLocationProperty, navigate as wouterNavigate } from 'wouter/use-browser-location'

export interface HostLocation {
  pathname: string
  search: string
  /** The entry's state as the site wrote it (`{}` on the first entry of a visit). */
  state: Readonly<Record<string, unknown>>
  key: string
  idx: number
}

interface EntryState extends Record<string, unknown> {
  key: string
  idx: number
}

/** An entry's key: the one this history wrote, else 'default' (an entry another script or the browser made). */
function entryKey(state: unknown): string {
  const key = (state as { key?: unknown } | null)?.key
  return typeof key === 'string' ? key : 'default'
}

function currentEntry(): EntryState {
  const state: unknown = window.history.state
  if (state && typeof state === 'object') {
    const { idx } = state as Partial<EntryState>
    return { ...(state as Record<string, unknown>), key: entryKey(state), idx: idx ?? 0 }
  }
  return { key: 'default', idx: 0 }
}

/**
 * A string that changes with every navigation (the store's snapshot must be a stable value). Read by every reader
 * at every render: the entry's key alone, not the whole entry copied.
 */
const snapshot = () => `${entryKey(window.history.state)}\n${window.location.pathname}${window.location.search}`

/** The address and its entry; re-renders on every navigation. */
export function useHostLocation(): HostLocation {
  const current = useLocationProperty(snapshot)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` stands for the address and entry read here
  return useMemo(() => {
    const { key, idx, ...state } = currentEntry()
    return { pathname: window.location.pathname, search: window.location.search, state, key, idx }
  }, [current])
}

export interface GoOptions {
  replace?: boolean
  state?: Record<string, unknown>
}

let keys = 0
const newKey = () => `${Date.now().toString(36)}-${(keys++).toString(36)}`

/** Moves to `to` (a path with its query), pushing an entry or replacing the current one. */
export function go(to: string, { replace = false, state = {} }: GoOptions = {}): void {
  const idx = currentEntry().idx + (replace ? 0 : 1)
  wouterNavigate(to, { replace, state: { ...state, key: newKey(), idx } })
}

/** Back one entry, as the browser's button. */
export const goBack = () => window.history.back()

/** Replaces the address once rendered (a redirect). */
export function Redirect({ to, state }: { to: string; state?: Record<string, unknown> }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one redirect per target, whatever the state object
  useLayoutEffect(() => go(to, { replace: true, state }), [to])
  return null
}

export interface HistoryLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string
  state?: Record<string, unknown>
  replace?: boolean
}

/**
 * A real `<a href>` (opens in a new tab, copies, works without script) that, on a plain click, moves inside the
 * site instead of loading the page again.
 */
export function HistoryLink({ href, state, replace, onClick, ...rest }: HistoryLinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    const plain = event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey
    if (event.defaultPrevented || !plain || (rest.target && rest.target !== '_self')) return
    event.preventDefault()
    go(href, { replace, state })
  }
  return <a href={href} onClick={follow} {...rest} />
}
