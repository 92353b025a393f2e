/**
 * Notifications (spec 3 "Notifications: list, transport count, size, pagination"; spec 7 "Notifications and
 * panel"; spec 9: page size 10). Each user sees only their own notifications. Titles and bodies are rendered on
 * the server in the request language (Accept-Language, or `lang` on the stream).
 *
 * Live delivery: `GET notifications/stream` is a server-sent events stream (`text/event-stream`):
 * - `event: count` with `{count, transports}` on connect and whenever the unread counts change;
 * - `event: notification` with one `Notification` (JSON) when a new one arrives, its `id:` is the notification
 *   id, so a reconnecting `EventSource` (`Last-Event-ID`) is sent what it missed;
 * - a comment line (`: ping`) every 25 s keeps proxies from closing an idle stream.
 * `EventSource` cannot send headers, so the stream also takes the access token as `?token=` (validated exactly
 * like the bearer header: unknown, expired, revoked or inactive tokens get 401, and a stream whose token is
 * revoked later is closed at the next heartbeat).
 */
import { z } from 'zod'
import { dataOf, decimal, Id, Lang, Line, listOf, MAX_ID, pageQuery, Timestamp } from './common'
import { defineEndpoint } from './endpoint'

const tags = ['notifications']

/** Spec 9: notifications are paged by 10. */
export const NOTIFICATIONS_PAGE_SIZE = 10

export const notificationTypes = [
  'cargo_response',
  'security_decision',
  'contract',
  'transport',
  'system',
  'order',
] as const
export const NotificationType = z.enum(notificationTypes)
export type NotificationType = z.infer<typeof NotificationType>

export const Notification = z.object({
  id: z.number().int(),
  type: NotificationType,
  /** In the request language. */
  title: z.string(),
  /** Plain text (never HTML), in the request language; null when the title says it all. */
  body: z.string().nullable(),
  /** A path of the exchange site (`/cargos/details/12`) to open, or null. */
  link: z.string().nullable(),
  /** About transport: trucks, drivers, the calendar (counted apart as `transports`). */
  is_transport: z.boolean(),
  is_read: z.boolean(),
  read_at: Timestamp.nullable(),
  created_at: Timestamp,
})
export type Notification = z.infer<typeof Notification>

/** Unread notifications, and the unread transport-related ones among them. */
export const NotificationCounts = z.object({
  count: z.number().int().nonnegative(),
  transports: z.number().int().nonnegative(),
})
export type NotificationCounts = z.infer<typeof NotificationCounts>

const QueryFlag = z.preprocess((value) => {
  if (value === 'true' || value === '1') return true
  if (value === 'false' || value === '0' || value === '') return false
  return value
}, z.boolean())

export const listNotifications = defineEndpoint({
  method: 'GET',
  path: 'notifications',
  summary:
    "The caller's notifications, newest first (limit 10 by default); filter[unread]=1 and filter[transport]=1 narrow the list",
  tags,
  access: 'user',
  query: z.object({
    ...pageQuery(NOTIFICATIONS_PAGE_SIZE, 100),
    filter: z.strictObject({ unread: QueryFlag.optional(), transport: QueryFlag.optional() }).optional(),
  }),
  response: listOf(Notification),
})

export const notificationCount = defineEndpoint({
  method: 'GET',
  path: 'notifications/count',
  summary: 'Unread notifications of the caller; with_transport=1 adds `transports`, the unread transport-related ones',
  tags,
  access: 'user',
  query: z.object({ with_transport: QueryFlag.default(false) }),
  response: dataOf(z.object({ count: z.number().int().nonnegative(), transports: z.number().int().optional() })),
})

export const readNotification = defineEndpoint({
  method: 'GET',
  path: 'notifications/read',
  summary:
    "Marks one of the caller's notifications read (id=N; 404 for anyone else's), or all of them (id=all); answers the new unread counts",
  tags,
  access: 'user',
  query: z.object({ id: z.union([z.literal('all'), Id]) }),
  errors: [404],
  response: dataOf(
    NotificationCounts.extend({
      id: z.union([z.literal('all'), z.number().int()]),
      /** How many notifications turned read by this call. */
      updated: z.number().int().nonnegative(),
    }),
  ),
})

export const notificationStream = defineEndpoint({
  method: 'GET',
  path: 'notifications/stream',
  summary:
    'Live notifications as server-sent events (text/event-stream): `count` {count, transports} on connect and on change, ' +
    '`notification` {Notification} for each new one (id: its id; Last-Event-ID replays missed ones), a `: ping` comment every 25 s. ' +
    'EventSource cannot send headers, so the access token may come as ?token= instead of the bearer header (validated the same way); ' +
    '?lang=ru|en picks the language of the texts',
  tags,
  access: 'user',
  query: z.object({
    token: Line.max(200).optional(),
    lang: Lang.optional(),
    /** Replays notifications newer than this id (what `Last-Event-ID` does on a reconnect). */
    last_event_id: decimal(z.number().int().min(0).max(MAX_ID)).optional(),
  }),
  produces: ['text/event-stream'],
  response: z.string().describe('text/event-stream'),
})
