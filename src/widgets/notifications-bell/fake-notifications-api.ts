/**
 * Test-only: the notifications on the fake exchange for the browser tests of `fx-notifications-bell` (never part
 * of a build), from memory, and a stand-in for `EventSource` so a test can push stream events or break the stream.
 */
import {
  listNotifications,
  type Notification,
  notificationCount,
  readNotification,
} from '../../core/contract/notifications'
import type { Core } from '../../core/session'
import { createFakeExchange, refuse, setUpCore } from '../testing/fake-exchange'
import type { EventSourceLike } from './live'

export function testNotification(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    type: 'cargo_response',
    title: `Уведомление ${id}`,
    body: `Текст уведомления ${id}`,
    link: `/cargos/details/${id}`,
    is_transport: false,
    is_read: false,
    read_at: null,
    created_at: new Date(Date.now() - (15 - id) * 5 * 60_000).toISOString(),
    ...overrides,
  }
}

export interface FakeNotifications {
  /** Newest last, as ids grow. */
  items: Notification[]
  /** Answer the count endpoint with 500 this many more times. */
  failCounts: number
}

export const fakeNotifications: FakeNotifications = { items: [], failCounts: 0 }

/** 14 notifications: ids 1-14, the newest four unread, one of them (13) about transport. */
export function resetNotifications() {
  fakeNotifications.failCounts = 0
  fakeNotifications.items = Array.from({ length: 14 }, (_, i) =>
    testNotification(i + 1, {
      is_read: i < 10,
      read_at: i < 10 ? new Date().toISOString() : null,
      is_transport: i === 12,
      type: i === 12 ? 'transport' : 'cargo_response',
    }),
  )
  notificationsApi.requests.length = 0
  FakeEventSource.instances.length = 0
}

export function countsNow() {
  const unread = fakeNotifications.items.filter((n) => !n.is_read)
  return { count: unread.length, transports: unread.filter((n) => n.is_transport).length }
}

export const notificationsApi = createFakeExchange()
notificationsApi.on(listNotifications, ({ query }) => {
  const newest = [...fakeNotifications.items].reverse()
  return { data: newest.slice(query.offset, query.offset + query.limit), meta: { size: newest.length } }
})
notificationsApi.on(notificationCount, ({ query }) => {
  if (fakeNotifications.failCounts > 0) {
    fakeNotifications.failCounts -= 1
    return refuse(500, 'down')
  }
  const counts = countsNow()
  return { data: query.with_transport ? counts : { count: counts.count } }
})
notificationsApi.on(readNotification, ({ query }) => {
  const id = query.id
  if (id !== 'all' && !fakeNotifications.items.some((n) => n.id === id)) return refuse(404, 'not found')
  let updated = 0
  for (const item of fakeNotifications.items) {
    if ((id === 'all' || item.id === id) && !item.is_read) {
      item.is_read = true
      item.read_at = new Date().toISOString()
      updated += 1
    }
  }
  return { data: { id, updated, ...countsNow() } }
})

export const requestsTo = (path: string) => notificationsApi.requestsTo(path)

/** An `EventSource` the test drives: `emit('count', {...})`, `fail()`. */
export class FakeEventSource implements EventSourceLike {
  static instances: FakeEventSource[] = []
  readonly url: URL
  closed = false
  onopen: ((event: Event) => void) | null = null
  onerror: ((event: Event) => void) | null = null
  private readonly listeners = new Map<string, Array<(event: MessageEvent) => void>>()

  constructor(url: string) {
    this.url = new URL(url)
    FakeEventSource.instances.push(this)
  }

  static get last(): FakeEventSource | undefined {
    return FakeEventSource.instances.at(-1)
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }

  emit(type: string, data: unknown) {
    if (this.closed) return
    const event = new MessageEvent(type, { data: JSON.stringify(data) })
    for (const listener of this.listeners.get(type) ?? []) listener(event)
  }

  fail() {
    this.onerror?.(new Event('error'))
  }

  close() {
    this.closed = true
  }
}

export function setUpNotificationsCore(): Core {
  ;(globalThis as { EventSource?: unknown }).EventSource = FakeEventSource
  return setUpCore(notificationsApi)
}
