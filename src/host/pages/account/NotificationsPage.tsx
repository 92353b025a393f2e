/**
 * /account/notifications: all of one's notifications, newest first, 10 a page (spec 9; GET notifications
 * limit/offset, optionally only the unread ones), each marked read on request or when opened (GET
 * notifications/read?id=N), or all at once (id=all). Titles and texts come in the interface language and are
 * shown as text.
 */
import { useState } from 'react'
import { isApiError } from '../../../core/api'
import {
  listNotifications,
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
  readNotification,
} from '../../../core/contract/notifications'
import { addTexts } from '../../../core/i18n/texts'
import {
  Button,
  EmptyState,
  ErrorState,
  Pagination,
  Skeleton,
  Tabs,
  useApi,
  useFormat,
  usePagedList,
  useT,
  useTabPages,
  useToast,
} from '../../../widgets/ui'
import { Page } from '../../forms/page'
import * as accountTexts from '../../texts/account'
import type { HostTextKey } from '../../texts/keys'

addTexts(accountTexts)

type Filter = 'all' | 'unread'
/** Only a path of this site is followed (`/cargos/details/12`), never another origin or a script URL. */
function sitePath(link: string | null): string | null {
  return link && /^\/(?!\/)[^\s\\]*$/.test(link) ? link : null
}

export default function NotificationsPage() {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const format = useFormat()
  const { tab: filter, offset, setOffset, selectTab } = useTabPages<Filter>('all')
  const [busy, setBusy] = useState<number | 'all' | null>(null)

  const load = usePagedList<Notification>({
    key: `${filter}|${offset}|${api.lang}`,
    pageSize: NOTIFICATIONS_PAGE_SIZE,
    offset,
    load: async (page, signal) => {
      const answer = await api.call(listNotifications, {
        query: { ...page, ...(filter === 'unread' ? { filter: { unread: true } } : {}) },
        signal,
      })
      // a page emptied by marking its last items read: back one page
      if (answer.data.length === 0 && page.offset > 0 && answer.meta.size > 0) {
        setOffset(Math.max(0, page.offset - NOTIFICATIONS_PAGE_SIZE))
      }
      return answer
    },
    onError: (error) => toast.error(error),
  })
  const refresh = load.reload

  const markRead = async (id: number | 'all') => {
    setBusy(id)
    try {
      await api.call(readNotification, { query: { id } })
      if (filter === 'unread') await refresh()
      else
        load.patch((items) =>
          items.map((n) =>
            id === 'all' || n.id === id ? { ...n, is_read: true, read_at: n.read_at ?? new Date().toISOString() } : n,
          ),
        )
    } catch (error) {
      if (isApiError(error) && error.status === 404) await refresh()
      else toast.error(error)
    } finally {
      setBusy(null)
    }
  }

  const hasUnread = load.items.some((n) => !n.is_read)

  return (
    <Page
      name="notifications"
      title={t('account_pages.notifications_title')}
      aside={
        <Button onClick={() => markRead('all')} loading={busy === 'all'} disabled={!hasUnread} data-action="read-all">
          {t('account_pages.read_all')}
        </Button>
      }
    >
      <Tabs<Filter>
        label={t('account_pages.notifications_filter')}
        tabs={[
          { id: 'all', label: t('account_pages.filter_all') },
          { id: 'unread', label: t('account_pages.filter_unread') },
        ]}
        value={filter}
        onChange={selectTab}
      >
        {load.status === 'loading' && load.items.length === 0 && <Skeleton lines={6} />}
        {load.status === 'failed' && <ErrorState error={load.error} onRetry={() => void refresh()} />}
        {load.status === 'done' && load.items.length === 0 && (
          <EmptyState
            title={filter === 'unread' ? t('account_pages.no_unread') : t('account_pages.no_notifications')}
          />
        )}
        {load.items.length > 0 && load.status !== 'failed' && (
          <ul className="fx-hp-list" aria-busy={load.status === 'loading' || undefined}>
            {load.items.map((n) => {
              const path = sitePath(n.link)
              return (
                <li
                  key={n.id}
                  className="fx-hp-item"
                  data-kind="notification"
                  data-unread={!n.is_read || undefined}
                  data-notification={n.id}
                >
                  <div className="fx-hp-item-main">
                    <span className="fx-hp-item-name" data-read={n.is_read || undefined}>
                      {!n.is_read && <span className="fx-visually-hidden">{t('account_pages.unread')}: </span>}
                      {n.title}
                    </span>
                    {n.body && <span>{n.body}</span>}
                    <span className="fx-hp-muted">
                      <time dateTime={n.created_at}>{format.dateTime(n.created_at)}</time>
                    </span>
                  </div>
                  {(path || !n.is_read) && (
                    <div className="fx-hp-item-actions">
                      {path && (
                        <a
                          className="fx-button"
                          data-size="small"
                          data-variant="secondary"
                          href={path}
                          onClick={() => {
                            if (!n.is_read) void api.call(readNotification, { query: { id: n.id } }).catch(() => {})
                          }}
                        >
                          {t('account_pages.open')}
                        </a>
                      )}
                      {!n.is_read && (
                        <Button
                          size="small"
                          variant="ghost"
                          loading={busy === n.id}
                          onClick={() => markRead(n.id)}
                          data-action="read"
                        >
                          {t('account_pages.mark_read')}
                        </Button>
                      )}
                    </div>
                  )}
                </li>
              )
            })}
          </ul>
        )}
        <Pagination total={load.size} limit={NOTIFICATIONS_PAGE_SIZE} offset={offset} onChange={setOffset} />
      </Tabs>
    </Page>
  )
}
