/** The queries of the notifications area: one user's list and counts, marking read, and rendering a row. */
import { type Kysely, type Selectable, sql } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import type { Notification, NotificationCounts, NotificationType } from '../../../core/contract/notifications'
import type { DB, NotificationsTable } from '../../db/schema'
import { renderNotificationText } from './messages'

export type NotificationRow = Selectable<NotificationsTable>

export function toNotification(row: NotificationRow, lang: Lang): Notification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    title: renderNotificationText(row.title_key, row.params, lang),
    body: row.body_key ? renderNotificationText(row.body_key, row.params, lang) : null,
    link: row.link,
    is_transport: row.is_transport,
    is_read: row.read_at !== null,
    read_at: row.read_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  }
}

export interface ListOptions {
  limit: number
  offset: number
  unread?: boolean
  transport?: boolean
}

export async function listNotificationsOf(
  db: Kysely<DB>,
  userId: number,
  options: ListOptions,
): Promise<{ rows: NotificationRow[]; size: number }> {
  let query = db.selectFrom('notifications').where('user_id', '=', userId)
  if (options.unread) query = query.where('read_at', 'is', null)
  if (options.transport !== undefined) query = query.where('is_transport', '=', options.transport)
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(options.limit).offset(options.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('size')).executeTakeFirstOrThrow(),
  ])
  return { rows, size: Number(total.size) }
}

/** Unread counts of each user (users without unread notifications get zeros). */
export async function countsOf(db: Kysely<DB>, userIds: readonly number[]): Promise<Map<number, NotificationCounts>> {
  const out = new Map<number, NotificationCounts>(userIds.map((id) => [id, { count: 0, transports: 0 }]))
  if (userIds.length === 0) return out
  const rows = await db
    .selectFrom('notifications')
    .select([
      'user_id',
      sql<number>`count(*)`.as('count'),
      sql<number>`count(*) filter (where is_transport)`.as('transports'),
    ])
    .where('user_id', 'in', [...userIds])
    .where('read_at', 'is', null)
    .groupBy('user_id')
    .execute()
  for (const row of rows) out.set(row.user_id, { count: Number(row.count), transports: Number(row.transports) })
  return out
}

export async function countsOfUser(db: Kysely<DB>, userId: number): Promise<NotificationCounts> {
  return (await countsOf(db, [userId])).get(userId) ?? { count: 0, transports: 0 }
}

/**
 * Marks one notification (or all of them) of a user read. Answers how many turned read, or null when the id is
 * not one of the user's notifications.
 */
export async function markRead(db: Kysely<DB>, userId: number, id: number | 'all'): Promise<number | null> {
  if (id === 'all') {
    const result = await db
      .updateTable('notifications')
      .set({ read_at: new Date() })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirst()
    return Number(result.numUpdatedRows)
  }
  const row = await db
    .selectFrom('notifications')
    .select(['id', 'read_at'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (!row) return null
  if (row.read_at) return 0
  const result = await db
    .updateTable('notifications')
    .set({ read_at: new Date() })
    .where('id', '=', id)
    .where('read_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** A user's notifications newer than an id, oldest first (what a reconnecting stream missed). */
export async function notificationsAfter(
  db: Kysely<DB>,
  userId: number,
  afterId: number,
  limit = 50,
): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '>', afterId)
    .orderBy('id', 'asc')
    .limit(limit)
    .execute()
}

/** The stream's token is still good (not revoked or expired, the user still active). */
export async function tokenStillValid(db: Kysely<DB>, tokenId: number): Promise<boolean> {
  try {
    const row = await db
      .selectFrom('access_tokens as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select('t.id')
      .where('t.id', '=', tokenId)
      .where('t.revoked_at', 'is', null)
      .where('t.expires_at', '>', new Date())
      .where('u.status', '=', 'active')
      .executeTakeFirst()
    return row !== undefined
  } catch {
    return true
  }
}
