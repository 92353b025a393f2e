/**
 * What changed in the database, as each server instance learns it, and the caches that forget on it.
 *
 * Some answers are read far more often than their rows change: the user behind a token (every authenticated
 * request), `GET me` (every page view), the dictionaries and the anonymous first page of the cargo search (every
 * visitor and every embed). Each instance keeps them in memory and forgets them when one of the tables they are
 * read from is written, by whichever instance:
 * - this process: every write through Kysely passes the `changePlugin`, which names the tables written (a write in
 *   a transaction is forgotten when the statement runs and again when the transaction commits, below);
 * - every process: statement triggers on the watched tables (migration 020) `pg_notify('fx_changes', table)`;
 *   PostgreSQL delivers the notice to every listening connection when the writing transaction commits, so every
 *   instance on the same database forgets too, however the row was written (another instance, a script, psql).
 *   PGlite (one process) listens the same way.
 * While the listening connection is down (PostgreSQL restarting), an instance cannot know what others write: it
 * empties its caches and stores nothing until it listens again. Every entry also expires after a time of its own
 * (a bound, not the mechanism).
 *
 * A load that started before a change is never stored after it (each cache counts its changes and a load stores
 * only if the count did not move while it read), and concurrent misses of one key share one load.
 */
import type { PGlite } from '@electric-sql/pglite'
import {
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  PostgresQueryCompiler,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely'
import pg from 'pg'

export const CHANGES_CHANNEL = 'fx_changes'

/** Columns whose updates alone change nothing a cache holds (the token's last use is written every few minutes). */
const ignoredUpdates: Record<string, readonly string[]> = { access_tokens: ['last_used_at'] }
/** Inserts that change nothing a cache holds (a new token cannot be in a cache). */
const ignoredInserts = new Set(['access_tokens'])

interface Entry<V> {
  value: V
  at: number
}

export interface CacheOptions {
  /** The tables the values are read from: a write to any of them empties the cache. */
  tables: readonly string[]
  /** The most entries kept (the least recently used go first). */
  max: number
  /** An entry's longest life, ms. */
  ttlMs: number
}

export class SharedCache<V> {
  private entries = new Map<string, Entry<V>>()
  private loading = new Map<string, { generation: number; value: Promise<V> }>()
  /** Moves on every change of the tables: a load that saw it move stores nothing. */
  private generation = 0

  constructor(
    private readonly feed: ChangeFeed,
    readonly options: CacheOptions,
  ) {}

  /** The cached value of a key, or the loader's (stored when nothing changed meanwhile). */
  async get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.peek(key)
    if (hit !== undefined) return hit
    const pending = this.loading.get(key)
    if (pending && pending.generation === this.generation) return pending.value
    const generation = this.generation
    const value = load()
    this.loading.set(key, { generation, value })
    try {
      const loaded = await value
      if (generation === this.generation && this.feed.live) this.store(key, loaded)
      return loaded
    } finally {
      if (this.loading.get(key)?.value === value) this.loading.delete(key)
    }
  }

  /** The cached value, if any and still fresh. */
  peek(key: string): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (Date.now() - entry.at > this.options.ttlMs || !this.feed.live) {
      this.entries.delete(key)
      return undefined
    }
    return entry.value
  }

  forget(key: string): void {
    this.entries.delete(key)
    this.generation++
  }

  clear(): void {
    this.entries.clear()
    this.loading.clear()
    this.generation++
  }

  get size(): number {
    return this.entries.size
  }

  private store(key: string, value: V): void {
    this.entries.delete(key)
    this.entries.set(key, { value, at: Date.now() })
    if (this.entries.size > this.options.max) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
  }
}

export class ChangeFeed {
  private caches: SharedCache<unknown>[] = []
  /** Whether writes of other instances reach this one (the listening connection is up). */
  live = false
  /** Tables changed, as this instance heard of them (tests and diagnostics). */
  readonly heard = new Map<string, number>()

  private named = new Map<string, SharedCache<unknown>>()

  cache<V>(options: CacheOptions): SharedCache<V> {
    const cache = new SharedCache<V>(this, options)
    this.caches.push(cache as SharedCache<unknown>)
    return cache
  }

  /** The cache of this name, made on first use. */
  cacheNamed<V>(name: string, options: CacheOptions): SharedCache<V> {
    let cache = this.named.get(name)
    if (!cache) {
      cache = this.cache<unknown>(options)
      this.named.set(name, cache)
    }
    return cache as SharedCache<V>
  }

  private listeners = new Set<(tables: readonly string[]) => void>()

  /** Calls `listener` with the tables of every change heard (jobs that should run when their tables move). */
  onChange(listener: (tables: readonly string[]) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Tables were written: the caches read from them forget everything. */
  changed(tables: Iterable<string>): void {
    const list = [...tables]
    for (const table of list) {
      this.heard.set(table, (this.heard.get(table) ?? 0) + 1)
      for (const cache of this.caches) if (cache.options.tables.includes(table)) cache.clear()
    }
    if (list.length > 0) for (const listener of this.listeners) listener(list)
  }

  /** Forget everything (the listening connection dropped or came back). */
  clearAll(): void {
    for (const cache of this.caches) cache.clear()
  }

  setLive(live: boolean): void {
    this.clearAll()
    this.live = live
  }
}

const feeds = new WeakMap<object, ChangeFeed>()

/** The feed of a database (the Kysely instance `openDatabase` made), or undefined: then nothing is cached. */
export function changeFeedOf(db: object): ChangeFeed | undefined {
  return feeds.get(db)
}

/** A cache of this database's instance, or undefined when the database has no feed (nothing is cached then). */
export function sharedCache<V>(db: object, name: string, options: CacheOptions): SharedCache<V> | undefined {
  return feeds.get(db)?.cacheNamed<V>(name, options)
}

export function attachChangeFeed(db: object, feed: ChangeFeed): void {
  feeds.set(db, feed)
}

// ---------------------------------------------------------------------------------------------------------------
// The writes of this process, as Kysely runs them.

const compiler = new PostgresQueryCompiler()
const writePattern =
  /\b(update|insert\s+into|delete\s+from|truncate(?:\s+table)?|merge\s+into)\s+(?:only\s+)?(?:"?\w+"?\.)?"?(\w+)"?/gi

function tableName(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined
  if (node.kind === 'TableNode')
    return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name
  if (node.kind === 'AliasNode') return tableName((node as unknown as { node: OperationNode }).node)
  return undefined
}

/** The tables a statement writes (by its SQL text: data-modifying CTEs and raw SQL included). */
export function writtenTables(node: RootOperationNode, queryId: QueryId): string[] {
  if (node.kind === 'SelectQueryNode' && !node.with) return []
  if (node.kind === 'UpdateQueryNode') {
    const table = tableName(node.table)
    const ignored = table ? ignoredUpdates[table] : undefined
    const columns = (node.updates ?? []).map(
      (update) => (update.column as unknown as { column: { name: string } }).column?.name,
    )
    if (ignored && !node.with && columns.length > 0 && columns.every((column) => ignored.includes(column))) return []
  }
  if (node.kind === 'InsertQueryNode' && !node.with) {
    const table = tableName(node.into)
    if (table && ignoredInserts.has(table)) return []
  }
  const text =
    node.kind === 'RawNode' ? node.sqlFragments.join(' ? ') : compiler.compileQuery(node, queryId).sql.toString()
  const tables = new Set<string>()
  for (const match of text.matchAll(writePattern)) {
    const verb = match[1]!.toLowerCase()
    // `for update` of a select and `do update set` of an upsert name no table
    if (verb === 'update' && /\b(for|do)\s+$/i.test(text.slice(0, match.index))) continue
    tables.add(match[2]!.toLowerCase())
  }
  return [...tables]
}

/** Tells the feed which tables each write of this process touched, before and after it runs. */
export function changePlugin(feed: ChangeFeed): KyselyPlugin {
  const pending = new WeakMap<object, string[]>()
  return {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      const tables = writtenTables(node, queryId)
      if (tables.length > 0) {
        pending.set(queryId, tables)
        feed.changed(tables)
      }
      return node
    },
    async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      const tables = pending.get(queryId)
      if (tables) feed.changed(tables)
      return result
    },
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The writes of every process, as PostgreSQL notifies them on commit.

/** Listens on PGlite (this process is the only one that can open its data). */
export async function listenPglite(client: PGlite, feed: ChangeFeed): Promise<() => Promise<void>> {
  const stop = await client.listen(CHANGES_CHANNEL, (table) => feed.changed([table]))
  feed.setLive(true)
  return async () => {
    feed.setLive(false)
    await stop()
  }
}

/**
 * Listens on a connection of its own to PostgreSQL; when it drops, the instance empties its caches, stores nothing
 * and connects again (every second) until it listens again.
 */
export async function listenPostgres(url: string, feed: ChangeFeed): Promise<() => Promise<void>> {
  let client: pg.Client | null = null
  let stopped = false
  let retry: NodeJS.Timeout | undefined
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
    const down = () => {
      if (client !== next) return
      client = null
      feed.setLive(false)
      void next.end().catch(() => {})
      if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), 1000)
    }
    next.on('error', down)
    next.on('end', down)
    next.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL && message.payload) feed.changed([message.payload])
    })
    client = next
    try {
      await next.connect()
      await next.query(`listen ${CHANGES_CHANNEL}`)
      if (stopped) {
        await next.end()
        return
      }
      feed.setLive(true)
    } catch (error) {
      down()
      throw error
    }
  }
  await connect().catch((error: Error) => console.error(`database: cannot listen for changes: ${error.message}`))
  return async () => {
    stopped = true
    clearTimeout(retry)
    feed.setLive(false)
    const current = client
    client = null
    await current?.end().catch(() => {})
  }
}
