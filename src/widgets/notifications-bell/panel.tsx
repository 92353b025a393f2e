/**
 * The bell's panel: the latest notifications ("show more" pages by 10, spec 9), marking read one by one or all at
 * once, opening one. Loaded with the bell's first opening (the page showing the bell loads the count, not the list);
 * the list lives in the element's state (`listKey`), where the bell adds the notifications that arrive live.
 */
import { type KeyboardEvent, type MouseEvent, useCallback, useEffect, useRef, useState } from 'react'
import {
  listNotifications,
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
  type NotificationCounts,
  readNotification,
} from '../../core/contract/notifications'
import { formatDateTime } from '../../core/i18n'
import {
  Button,
  EmptyState,
  ErrorState,
  LoadMore,
  Skeleton,
  useApi,
  useHostState,
  useLang,
  usePagedList,
  useT,
  useToast,
  useWidget,
} from '../ui'
import { emptyList, type ListState, listKey, mergeNotifications, resolveLink } from './list'
import type { NotificationsBellProps } from './schema'
import type { NotificationsBellTextKey } from './texts'
import { relativeTime } from './time'

export interface BellPanelProps extends Pick<NotificationsBellProps, 'navigate' | 'linkBase' | 'dispatch'> {
  token: string
  panelId: string
  /** Unread, as the bell knows it (marking all read is offered while there are some). */
  count: number
  listHref: string | null
  onCounts(counts: NotificationCounts): void
}

export function BellPanel({ token, panelId, count, listHref, onCounts, navigate, linkBase, dispatch }: BellPanelProps) {
  const t = useT<NotificationsBellTextKey>()
  const lang = useLang()
  const api = useApi()
  const toast = useToast()
  const { root } = useWidget()
  const store = useHostState<ListState>(listKey(token), emptyList)
  const [now, setNow] = useState(() => Date.now())
  const panelRef = useRef<HTMLDivElement | null>(null)
  const setCounts = onCounts
  const setList = store[1]
  // a fresh first page whenever the panel opens (or the language changes while it is open); the rows already in
  // the element's state stay on screen meanwhile, and the notifications that came live are not repeated
  const list = usePagedList<Notification>({
    key: lang,
    pageSize: NOTIFICATIONS_PAGE_SIZE,
    store,
    load: (page, signal) => api.call(listNotifications, { query: page, signal }),
    merge: (loaded, page) => mergeNotifications(loaded, page, false),
  })

  useEffect(() => {
    setNow(Date.now())
    const ticker = setInterval(() => setNow(Date.now()), 30_000)
    return () => clearInterval(ticker)
  }, [])

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

  return (
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
          <ErrorState error={list.error} title={t('notifications_bell.failed')} onRetry={() => void list.reload()} />
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
            loading={list.status === 'loading' || list.status === 'more'}
            onLoadMore={list.loadMore}
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
  )
}
