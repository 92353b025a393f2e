/**
 * The live streams of one instance (`GET notifications/stream`, server-sent events), by user. A bus message names
 * notification ids and users; the hub re-reads the rows of the users it holds streams of and writes each stream
 * its new notifications (in the stream's language) and its fresh unread counts.
 */
import type { ServerResponse } from 'node:http'
import type { Kysely } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import type { NotificationCounts } from '../../../core/contract/notifications'
import type { DB } from '../../db/schema'
import type { BusLogger, BusMessage } from './bus'
import { countsOf, type NotificationRow, toNotification } from './notification-repository'

/** Heartbeat period (a comment line), below the 30-60 s idle timeouts of common proxies. Tests shorten it. */
export const streamTiming = { heartbeatMs: 25_000 }

/** One open stream. */
export class StreamConnection {
  private ended = false
  lastCounts: string | null = null

  constructor(
    readonly userId: number,
    readonly lang: Lang,
    private readonly response: ServerResponse,
    private readonly onEnd: () => void,
  ) {
    response.on('close', () => this.end())
  }

  get open(): boolean {
    return !this.ended
  }

  /** One event: `event:`, optional `id:`, and the JSON as `data:`. */
  send(event: string, data: unknown, id?: number): void {
    if (this.ended) return
    this.response.write(`event: ${event}\n${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`)
  }

  /** The counts, unless the stream already has these very numbers. */
  sendCounts(counts: NotificationCounts): void {
    const text = JSON.stringify(counts)
    if (text === this.lastCounts) return
    this.lastCounts = text
    this.send('count', counts)
  }

  sendNotification(row: NotificationRow): void {
    this.send('notification', toNotification(row, this.lang), row.id)
  }

  comment(text: string): void {
    if (!this.ended) this.response.write(`: ${text}\n\n`)
  }

  end(): void {
    if (this.ended) return
    this.ended = true
    if (!this.response.writableEnded) this.response.end()
    this.onEnd()
  }
}

export class StreamHub {
  private readonly byUser = new Map<number, Set<StreamConnection>>()

  constructor(
    private readonly db: Kysely<DB>,
    private readonly log: BusLogger,
  ) {}

  get size(): number {
    let n = 0
    for (const set of this.byUser.values()) n += set.size
    return n
  }

  add(connection: StreamConnection): void {
    let set = this.byUser.get(connection.userId)
    if (!set) {
      set = new Set()
      this.byUser.set(connection.userId, set)
    }
    set.add(connection)
  }

  remove(connection: StreamConnection): void {
    const set = this.byUser.get(connection.userId)
    set?.delete(connection)
    if (set?.size === 0) this.byUser.delete(connection.userId)
  }

  /** Writes what a bus message means to the streams of this instance. */
  async deliver(message: BusMessage): Promise<void> {
    const users = message.all ? [...this.byUser.keys()] : message.users.filter((id) => this.byUser.has(id))
    if (users.length === 0) return
    try {
      const rows =
        message.ids.length > 0
          ? await this.db
              .selectFrom('notifications')
              .selectAll()
              .where('id', 'in', message.ids)
              .where('user_id', 'in', users)
              .orderBy('id', 'asc')
              .execute()
          : []
      const counts = await countsOf(this.db, users)
      for (const userId of users) {
        for (const connection of this.byUser.get(userId) ?? []) {
          for (const row of rows) if (row.user_id === userId) connection.sendNotification(row)
          const userCounts = counts.get(userId)
          if (userCounts) connection.sendCounts(userCounts)
        }
      }
    } catch (error) {
      this.log.error(error, 'notifications: could not deliver to the live streams')
    }
  }

  /** Ends every stream (the app is closing: open streams would keep the server from closing). */
  closeAll(): void {
    for (const set of [...this.byUser.values()]) for (const connection of [...set]) connection.end()
    this.byUser.clear()
  }
}
