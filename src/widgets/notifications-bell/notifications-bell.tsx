/**
 * `fx-notifications-bell`: a bell with the unread count (and the transport-related count), a popover with the
 * latest notifications ("show more" pages by 10, spec 9), marking read one by one or all at once, and live updates
 * from the notification stream (polling the count while the stream is down, see live.ts).
 *
 * Signed out it shows a muted bell and makes no request. Counts and the loaded list live in signals on the element
 * (`useHostState`), keyed by the session's token, so moving the element keeps them and a new sign-in starts afresh.
 */
import { type KeyboardEvent, type MouseEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import {
  listNotifications,
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
  type NotificationCounts,
  notificationCount,
  notificationStream,
  readNotification,
} from '../../core/contract/notifications'
import { formatDateTime } from '../../core/i18n'
import {
  Button,
  EmptyState,
  ErrorState,
  LoadMore,
  Popover,
  Skeleton,
  useApi,
  useCore,
  useHostState,
  useLang,
  usePopover,
  useSignal,
  useT,
  useToast,
  useWidget,
} from '../ui'
import { startLive } from './live'
import type { NotificationsBellProps } from './schema'
import type { NotificationsBellTextKey } from './texts'
import { relativeTime } from './time'

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

interface ListState {
  items: Notification[]
  size: number
  loaded: boolean
  loading: boolean
  error: unknown
}

const emptyList: ListState = { items: [], size: 0, loaded: false, loading: false, error: null }

/** New items first; an item already in the list is replaced, not repeated. */
export function mergeNotifications(list: readonly Notification[], incoming: readonly Notification[], atStart: boolean) {
  const ids = new Set(incoming.map((n) => n.id))
  const rest = list.filter((n) => !ids.has(n.id))
  return atStart ? [...incoming, ...rest] : [...rest, ...incoming]
}

function BellIcon() {
  return (
    <svg className="nb-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
    </svg>
  )
}

const badge = (count: number) => (count > 99 ? '99+' : String(count))

export function NotificationsBell(props: NotificationsBellProps) {
  const token = useSignal(useCore().session.accessToken)
  const t = useT<NotificationsBellTextKey>()
  if (!token) {
    return (
      <div className="nb" part="notifications-bell" data-signed-out="">
        <button
          type="button"
          className="nb-bell"
          part="bell"
          disabled
          aria-label={`${t('notifications_bell.bell')}: ${t('notifications_bell.sign_in')}`}
          title={t('notifications_bell.sign_in')}
        >
          <BellIcon />
        </button>
      </div>
    )
  }
  return <SignedInBell key={token} token={token} {...props} />
}

function SignedInBell({ token, listUrl, navigate, linkBase, dispatch }: NotificationsBellProps & { token: string }) {
  const t = useT<NotificationsBellTextKey>()
  const lang = useLang()
  const api = useApi()
  const core = useCore()
  const toast = useToast()
  const { root } = useWidget()
  const panelId = useId()
  const [counts, setCounts] = useHostState<NotificationCounts | null>(`nb.counts.${token}`, null)
  const [list, setList] = useHostState<ListState>(`nb.list.${token}`, emptyList)
  const [open, setOpen] = useState(false)
  const [now, setNow] = useState(() => Date.now())
  const bellRef = useRef<HTMLButtonElement | null>(null)
  const panelRef = useRef<HTMLDivElement | null>(null)
  const newest = useRef(0)
  const loading = useRef<AbortController | null>(null)
  for (const item of list.items) newest.current = Math.max(newest.current, item.id)

  const close = useCallback((focusBell: boolean) => {
    setOpen(false)
    if (focusBell) bellRef.current?.focus()
  }, [])
  const floating = usePopover({
    open,
    onClose: (reason) => close(reason === 'escape'),
    placement: 'bottom-end',
    matchWidth: false,
  })

  // live counts and new notifications: the stream, or polling while it is down
  useEffect(() => {
    const live = startLive({
      streamUrl: () =>
        core.api.url(notificationStream, {
          query: { token, lang, ...(newest.current > 0 ? { last_event_id: newest.current } : {}) },
        }),
      fetchCounts: async () => {
        const answer = await api.call(notificationCount, { query: { with_transport: 1 } })
        return { count: answer.data.count, transports: answer.data.transports ?? 0 }
      },
      onCounts: setCounts,
      onNotification: (notification) => {
        newest.current = Math.max(newest.current, notification.id)
        setList((state) =>
          state.loaded && !state.items.some((n) => n.id === notification.id)
            ? { ...state, items: mergeNotifications(state.items, [notification], true), size: state.size + 1 }
            : state,
        )
      },
    })
    return () => live.stop()
  }, [core, api, token, lang, setCounts, setList])

  const load = useCallback(
    async (offset: number) => {
      loading.current?.abort()
      const controller = new AbortController()
      loading.current = controller
      setList((state) => ({ ...state, loading: true, error: null }))
      try {
        const answer = await api.call(listNotifications, {
          query: { limit: NOTIFICATIONS_PAGE_SIZE, offset },
          signal: controller.signal,
        })
        setList((state) => ({
          items: offset === 0 ? answer.data : mergeNotifications(state.items, answer.data, false),
          size: answer.meta.size,
          loaded: true,
          loading: false,
          error: null,
        }))
      } catch (error) {
        if (controller.signal.aborted) return
        setList((state) => ({ ...state, loading: false, error }))
      }
    },
    [api, setList],
  )

  // a fresh first page whenever the panel opens (or the language changes while it is open)
  useEffect(() => {
    if (!open) return
    setNow(Date.now())
    void load(0)
    const ticker = setInterval(() => setNow(Date.now()), 30_000)
    return () => {
      clearInterval(ticker)
      loading.current?.abort()
    }
  }, [open, load])

  // focus goes into the panel when it opens (it mounts a moment later, in the portal), so that the keyboard and
  // screen readers follow
  const setPanel = useCallback((node: HTMLDivElement | null) => {
    panelRef.current = node
    node?.focus({ preventScroll: true })
  }, [])

  const markRead = async (item: Notification) => {
    setList((state) => ({
      ...state,
      items: state.items.map((n) => (n.id === item.id ? { ...n, is_read: true } : n)),
    }))
    try {
      const answer = await api.call(readNotification, { query: { id: item.id } })
      setCounts({ count: answer.data.count, transports: answer.data.transports })
      return true
    } catch (error) {
      setList((state) => ({
        ...state,
        items: state.items.map((n) => (n.id === item.id ? { ...n, is_read: false } : n)),
      }))
      toast.error(error)
      return false
    }
  }

  const openItem = async (item: Notification) => {
    if (!item.is_read) await markRead(item)
    const proceed = dispatch('fx-notification-open', { id: item.id, link: item.link }, { cancelable: true })
    if (!proceed || !navigate || !item.link) return
    const target = resolveLink(item.link, linkBase)
    if (target) globalThis.location.assign(target)
  }

  const markAll = async () => {
    try {
      const answer = await api.call(readNotification, { query: { id: 'all' } })
      setCounts({ count: answer.data.count, transports: answer.data.transports })
      setList((state) => ({ ...state, items: state.items.map((n) => ({ ...n, is_read: true })) }))
    } catch (error) {
      toast.error(error)
    }
  }

  /** Up and down move between the items (Home and End to the ends). */
  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End']
    if (!keys.includes(event.key)) return
    const items = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('.nb-item')]
    const current = items.indexOf((root as ShadowRoot | Document).activeElement as HTMLButtonElement)
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? items.length - 1
          : Math.min(items.length - 1, Math.max(0, current + (event.key === 'ArrowDown' ? 1 : -1)))
    event.preventDefault()
    items[next]?.focus()
  }

  const count = counts?.count ?? 0
  const transports = counts?.transports ?? 0
  const summary = counts
    ? [
        count > 0 ? t('notifications_bell.unread', { count }) : t('notifications_bell.none_unread'),
        transports > 0 ? t('notifications_bell.transports', { count: transports }) : null,
      ]
        .filter(Boolean)
        .join(', ')
    : ''
  const label = summary ? `${t('notifications_bell.bell')}: ${summary}` : t('notifications_bell.bell')
  const listHref = resolveLink(listUrl)

  return (
    <div className="nb" part="notifications-bell">
      <button
        ref={(node) => {
          bellRef.current = node
          floating.refs.setReference(node)
        }}
        type="button"
        className="nb-bell"
        part="bell"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-unread={count > 0 || undefined}
        onClick={() => setOpen(!open)}
      >
        <BellIcon />
      </button>
      {/* beside the button, not in it: the counts are in the bell's name, and a name must contain its visible text */}
      {count > 0 && (
        <span className="nb-badge" part="badge" aria-hidden="true">
          {badge(count)}
        </span>
      )}
      {transports > 0 && (
        <span className="nb-badge nb-badge-transport" part="badge-transport" aria-hidden="true">
          {badge(transports)}
        </span>
      )}
      <span className="fx-visually-hidden" aria-live="polite" aria-atomic="true">
        {summary}
      </span>
      <Popover floating={floating} open={open} className="nb-popover">
        <div
          ref={setPanel}
          id={panelId}
          className="nb-panel"
          part="panel"
          role="dialog"
          aria-label={t('notifications_bell.title')}
          tabIndex={-1}
        >
          <div className="nb-head" part="panel-header">
            <h2 className="nb-title">{t('notifications_bell.title')}</h2>
            <Button variant="ghost" size="small" className="nb-mark-all" disabled={count === 0} onClick={markAll}>
              {t('notifications_bell.mark_all')}
            </Button>
          </div>
          <div className="nb-body">
            {list.error && list.items.length === 0 ? (
              <ErrorState error={list.error} title={t('notifications_bell.failed')} onRetry={() => void load(0)} />
            ) : !list.loaded ? (
              <Skeleton lines={3} height="2.4em" label={t('common.loading')} />
            ) : list.items.length === 0 ? (
              <EmptyState title={t('notifications_bell.empty')} />
            ) : (
              <ul className="nb-list" part="list" onKeyDown={onListKeyDown}>
                {list.items.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      className="nb-item"
                      part={item.is_read ? 'item' : 'item item-unread'}
                      data-unread={!item.is_read || undefined}
                      data-id={item.id}
                      onClick={(event: MouseEvent) => {
                        event.stopPropagation()
                        void openItem(item)
                      }}
                    >
                      <span className="nb-item-head">
                        {!item.is_read && (
                          <span className="nb-dot">
                            <span className="fx-visually-hidden">{t('notifications_bell.is_unread')}</span>
                          </span>
                        )}
                        <span className="nb-item-title">{item.title}</span>
                      </span>
                      {item.body && <span className="nb-item-body">{item.body}</span>}
                      <span className="nb-item-meta">
                        <time dateTime={item.created_at} title={formatDateTime(item.created_at, lang)}>
                          {relativeTime(item.created_at, lang, now)}
                        </time>
                        {item.is_transport && <span className="nb-chip">{t('notifications_bell.transport')}</span>}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {list.loaded && (
              <LoadMore
                loaded={list.items.length}
                total={list.size}
                loading={list.loading}
                onLoadMore={() => void load(list.items.length)}
              />
            )}
          </div>
          {listHref && (
            <div className="nb-foot" part="panel-footer">
              <a className="nb-all" part="all-link" href={listHref}>
                {t('notifications_bell.all')}
              </a>
            </div>
          )}
        </div>
      </Popover>
    </div>
  )
}
