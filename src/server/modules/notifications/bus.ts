/**
 * How a new notification (or a change of someone's unread counts) reaches the instances that hold that user's
 * live streams. A message names notification ids and user ids only; receivers re-read the rows from the database.
 *
 * - PostgreSQL (`postgres` mode, when the instance knows the database URL): `notify()` runs
 *   `pg_notify('fx_notifications', …)` inside the caller's transaction, so PostgreSQL delivers it only after the
 *   commit (and never for a rollback) to every instance, each of which LISTENs on a dedicated connection of its own.
 * - Redis (`redis` mode, when REDIS_URL is set; it takes over from LISTEN, e.g. behind a transaction-pooling
 *   PgBouncer where LISTEN does not work): after the commit the message is PUBLISHed on the channel
 *   `fx_notifications:<database name>`, and every instance SUBSCRIBEs to it.
 * - In process (`local` mode: PGlite, which is one process, or PostgreSQL without a known URL): after the commit
 *   the message goes to the buses of this process that serve the same database, through an EventEmitter.
 *
 * "After the commit" without a commit hook: the rows are re-read from outside the transaction. On PGlite that read
 * queues behind the transaction (one connection, handed out in turn), so it runs right after the commit or
 * rollback; on a PostgreSQL pool it is retried with a growing pause until the rows are visible (30 s at most).
 *
 * The buses of a process are found from any Kysely handle (the root or a transaction) by Kysely's adapter object,
 * which a Kysely instance shares with all its transactions.
 */
import { randomUUID } from 'node:crypto'
import { EventEmitter } from 'node:events'
import { Redis } from 'ioredis'
import { type Kysely, sql } from 'kysely'
import pg from 'pg'
import type { DatabaseKind } from '../../db/database'
import type { DB } from '../../db/schema'

export const NOTIFY_CHANNEL = 'fx_notifications'

/**
 * New notifications (`ids`) and the users whose unread counts changed (`users`, the owners of `ids` included);
 * `all`: every stream should re-read its counts (after a gap in the delivery).
 */
export interface BusMessage {
  ids: number[]
  users: number[]
  all?: boolean
}

export type BusMode = 'local' | 'postgres' | 'redis'

export interface BusLogger {
  info(message: string): void
  warn(message: string): void
  error(object: unknown, message: string): void
}

export interface BusOptions {
  db: Kysely<DB>
  kind: DatabaseKind
  databaseUrl: string | null
  redisUrl: string | null
  log: BusLogger
}

const registry = new WeakMap<object, Set<NotificationBus>>()
const databaseKey = (db: Kysely<DB>): object => db.getExecutor().adapter
/** PGlite databases have no name: a random one per database of this process (for the Redis channel). */
const pgliteNames = new WeakMap<object, string>()

/**
 * The Redis channel of a database: `fx_notifications:<database name>`, so that exchanges (or test databases)
 * sharing one Redis never hear each other's ids.
 */
async function redisChannelOf(db: Kysely<DB>, kind: DatabaseKind): Promise<string> {
  if (kind === 'postgres') {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db)
    return `${NOTIFY_CHANNEL}:${rows[0]?.name ?? 'default'}`
  }
  const key = databaseKey(db)
  let name = pgliteNames.get(key)
  if (!name) {
    name = `pglite-${randomUUID()}`
    pgliteNames.set(key, name)
  }
  return `${NOTIFY_CHANNEL}:${name}`
}

/** NOTIFY payloads must stay under 8000 bytes: a few hundred ids per message. */
const CHUNK = 300

function chunks(message: BusMessage): BusMessage[] {
  if (message.ids.length <= CHUNK && message.users.length <= CHUNK) return [message]
  const out: BusMessage[] = []
  for (let i = 0; i < Math.max(message.ids.length, message.users.length); i += CHUNK) {
    out.push({ ids: message.ids.slice(i, i + CHUNK), users: message.users.slice(i, i + CHUNK) })
  }
  return out
}

export function parseBusMessage(payload: string): BusMessage | null {
  try {
    const value = JSON.parse(payload) as Partial<BusMessage>
    const ints = (list: unknown) =>
      Array.isArray(list) ? list.filter((n): n is number => Number.isInteger(n) && n > 0) : []
    return { ids: ints(value.ids), users: ints(value.users), ...(value.all === true ? { all: true } : {}) }
  } catch {
    return null
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref?.())

/**
 * Announces a message from any handle (a transaction or not): `pg_notify` in it (PostgreSQL delivers it at the
 * commit), and, once the rows are committed, the in-process and Redis deliveries of this process's buses.
 */
export async function announce(db: Kysely<DB>, message: BusMessage): Promise<void> {
  if (message.ids.length === 0 && message.users.length === 0 && !message.all) return
  for (const part of chunks(message)) {
    await sql`select pg_notify(${NOTIFY_CHANNEL}, ${JSON.stringify(part)})`.execute(db)
  }
  const buses = [...(registry.get(databaseKey(db)) ?? [])].filter((bus) => !bus.closed)
  const local = buses.filter((bus) => bus.mode === 'local')
  // one Redis publication per message, whichever bus of this database sends it
  const redis = buses.find((bus) => bus.mode === 'redis')
  const first = local[0] ?? redis
  if (!first) return
  const deliver = (committed: BusMessage) => {
    for (const bus of local) bus.dispatch(committed)
    if (redis) void redis.publishToRedis(committed)
  }
  if (!db.isTransaction || message.ids.length === 0) deliver(message)
  else void first.whenCommitted(message).then((committed) => committed && deliver(committed))
}

export class NotificationBus {
  readonly mode: BusMode
  closed = false
  private readonly events = new EventEmitter()
  private readonly db: Kysely<DB>
  private readonly kind: DatabaseKind
  private readonly log: BusLogger
  private listener: PgListener | null = null
  private subscriber: Redis | null = null
  private publisher: Redis | null = null
  private redisChannel = NOTIFY_CHANNEL

  private constructor(options: BusOptions) {
    this.db = options.db
    this.kind = options.kind
    this.log = options.log
    this.mode = options.redisUrl ? 'redis' : options.kind === 'postgres' && options.databaseUrl ? 'postgres' : 'local'
    this.events.setMaxListeners(0)
  }

  /** A bus for one app instance; resolves once it listens (or has logged why it cannot yet). */
  static async start(options: BusOptions): Promise<NotificationBus> {
    const bus = new NotificationBus(options)
    const key = databaseKey(options.db)
    let set = registry.get(key)
    if (!set) {
      set = new Set()
      registry.set(key, set)
    }
    set.add(bus)
    if (bus.mode === 'postgres' && options.databaseUrl) {
      bus.listener = new PgListener(options.databaseUrl, options.log, (message) => bus.dispatch(message))
      await bus.listener.start()
    } else if (bus.mode === 'redis' && options.redisUrl) {
      await bus.startRedis(options.redisUrl)
    } else if (options.kind === 'postgres') {
      options.log.warn(
        'notifications: the database URL is unknown, so live notifications reach only the streams of this instance',
      )
    }
    return bus
  }

  /** Listens to every message this instance receives. */
  onMessage(handler: (message: BusMessage) => void): () => void {
    this.events.on('message', handler)
    return () => this.events.off('message', handler)
  }

  /** A message outside any transaction (e.g. counts changed by marking read) to every instance. */
  publish(message: BusMessage): Promise<void> {
    return announce(this.db, message)
  }

  /** @internal Hands a received message to this instance's handlers. */
  dispatch(message: BusMessage): void {
    if (!this.closed) this.events.emit('message', message)
  }

  /** @internal The part of a message whose rows are committed, once they are; null after a rollback. */
  async whenCommitted(message: BusMessage): Promise<BusMessage | null> {
    let wait = 10
    for (let waited = 0; waited < 30_000 && !this.closed; waited += wait, wait = Math.min(wait * 2, 1000)) {
      try {
        const rows = await this.db
          .selectFrom('notifications')
          .select(['id', 'user_id'])
          .where('id', 'in', message.ids)
          .execute()
        if (rows.length > 0) {
          const users = new Set([...message.users, ...rows.map((row) => row.user_id)])
          return { ids: rows.map((row) => row.id), users: [...users] }
        }
        // PGlite ran this read after the transaction ended: nothing visible means it was rolled back
        if (this.kind === 'pglite') return null
      } catch (error) {
        this.log.error(error, 'notifications: could not check a new notification')
        return null
      }
      await pause(wait)
    }
    return null
  }

  /** @internal */
  async publishToRedis(message: BusMessage): Promise<void> {
    try {
      for (const part of chunks(message)) await this.publisher?.publish(this.redisChannel, JSON.stringify(part))
    } catch (error) {
      this.log.error(error, 'notifications: Redis publish failed')
    }
  }

  private async startRedis(url: string): Promise<void> {
    this.redisChannel = await redisChannelOf(this.db, this.kind)
    const options = { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 2 }
    this.subscriber = new Redis(url, options)
    this.publisher = new Redis(url, options)
    for (const client of [this.subscriber, this.publisher]) {
      client.on('error', (error) => this.log.error(error, 'notifications: Redis connection error'))
    }
    this.subscriber.on('message', (channel: string, payload: string) => {
      if (channel !== this.redisChannel) return
      const message = parseBusMessage(payload)
      if (message) this.dispatch(message)
    })
    try {
      await Promise.all([this.subscriber.connect(), this.publisher.connect()])
      await this.subscriber.subscribe(this.redisChannel)
    } catch (error) {
      // ioredis keeps reconnecting and re-subscribes once Redis answers
      this.log.error(error, 'notifications: Redis is not reachable yet; live delivery waits for it')
    }
  }

  async close(): Promise<void> {
    if (this.closed) return
    this.closed = true
    registry.get(databaseKey(this.db))?.delete(this)
    this.events.removeAllListeners()
    await this.listener?.close()
    this.subscriber?.disconnect()
    this.publisher?.disconnect()
  }
}

/**
 * A dedicated PostgreSQL connection that LISTENs on the channel (a pooled connection cannot: it is shared and
 * recycled). Reconnects with a growing pause when the connection drops, and then announces every user as changed,
 * so streams refresh their counts after a gap.
 */
class PgListener {
  private client: pg.Client | null = null
  private closed = false
  private retry = 500
  private timer: NodeJS.Timeout | null = null

  constructor(
    private readonly url: string,
    private readonly log: BusLogger,
    private readonly onMessage: (message: BusMessage) => void,
  ) {}

  async start(): Promise<void> {
    try {
      await this.connect()
    } catch (error) {
      this.log.error(error, 'notifications: cannot LISTEN yet; retrying')
      this.schedule()
    }
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: 'fx-notifications' })
    client.on('error', (error) => {
      if (this.closed) return
      this.log.error(error, 'notifications: the LISTEN connection failed; reconnecting')
      this.drop(client)
      this.schedule()
    })
    client.on('end', () => {
      if (this.closed || this.client !== client) return
      this.drop(client)
      this.schedule()
    })
    client.on('notification', (notice) => {
      if (notice.channel !== NOTIFY_CHANNEL || !notice.payload) return
      const message = parseBusMessage(notice.payload)
      if (message) this.onMessage(message)
    })
    try {
      await client.connect()
      await client.query(`listen ${NOTIFY_CHANNEL}`)
    } catch (error) {
      void client.end().catch(() => {})
      throw error
    }
    if (this.closed) {
      await client.end().catch(() => {})
      return
    }
    const reconnected = this.retry > 500
    this.client = client
    this.retry = 500
    // what was sent while disconnected is lost: have every stream re-read its counts
    if (reconnected) this.onMessage({ ids: [], users: [], all: true })
  }

  private drop(client: pg.Client) {
    if (this.client === client) this.client = null
    void client.end().catch(() => {})
  }

  private schedule() {
    if (this.closed || this.timer) return
    const wait = this.retry
    this.retry = Math.min(this.retry * 2, 30_000)
    this.timer = setTimeout(() => {
      this.timer = null
      this.connect().catch((error) => {
        this.log.error(error, 'notifications: LISTEN reconnect failed')
        this.schedule()
      })
    }, wait)
    this.timer.unref?.()
  }

  async close(): Promise<void> {
    this.closed = true
    if (this.timer) clearTimeout(this.timer)
    const client = this.client
    this.client = null
    await client?.end().catch(() => {})
  }
}
