/**
 * `fx-notifications-bell`: a bell with the unread count (and the transport-related count), a popover with the
 * latest notifications ("show more" pages by 10, spec 9), marking read one by one or all at once, and live updates
 * from the notification stream (polling the count while the stream is down, see live.ts).
 *
 * Signed out it shows a muted bell and makes no request. Counts and the loaded list live in signals on the element
 * (`useHostState`), keyed by the session's token, so moving the element keeps them and a new sign-in starts afresh.
 */
import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react'
import { type NotificationCounts, notificationCount, notificationStream } from '../../core/contract/notifications'
import {
  lazyNamed,
  Popover,
  Skeleton,
  useApi,
  useCore,
  useHostState,
  useLang,
  usePopover,
  useSignal,
  useT,
} from '../ui'
import { emptyList, type ListState, listKey, mergeNotifications, resolveLink } from './list'
import { startLive } from './live'
import type { NotificationsBellProps } from './schema'
import type { NotificationsBellTextKey } from './texts'

/** The panel, loaded with the bell's first opening (./panel). */
const BellPanel = lazyNamed(() => import('./panel'), 'BellPanel')

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
  const panelId = useId()
  const [counts, setCounts] = useHostState<NotificationCounts | null>(`nb.counts.${token}`, null)
  const [list, setList] = useHostState<ListState>(listKey(token), emptyList)
  const [open, setOpen] = useState(false)
  // the counts could not be read: the number shown may be stale, and the bell says so
  const [countsFailed, setCountsFailed] = useState(false)
  const bellRef = useRef<HTMLButtonElement | null>(null)
  const newest = useRef(0)
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
      onCountsFailed: setCountsFailed,
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
  const said = countsFailed ? [summary, t('notifications_bell.counts_failed')].filter(Boolean).join(', ') : summary
  const label = said ? `${t('notifications_bell.bell')}: ${said}` : t('notifications_bell.bell')
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
      {countsFailed && (
        <span className="nb-badge nb-badge-failed" part="badge-failed" title={t('notifications_bell.counts_failed')}>
          !
        </span>
      )}
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
        <Suspense fallback={<Skeleton lines={3} height="2.4em" label={t('common.loading')} />}>
          <BellPanel
            token={token}
            panelId={panelId}
            count={count}
            listHref={listHref}
            onCounts={setCounts}
            navigate={navigate}
            linkBase={linkBase}
            dispatch={dispatch}
          />
        </Suspense>
      </Popover>
    </div>
  )
}
