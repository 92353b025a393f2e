/**
 * The signed-in lists of the working day, remembered per caller: the answer of one caller to one URL (with its
 * query) in one language, serialized and compressed once (a PreparedAnswer: the browser revalidates it by its
 * ETag), kept by each instance until any table the lists read is written, by whichever instance (db/change-feed.ts;
 * the tables are announced by triggers, migrations 020, 022, 028 and 029), and at most `listTtlMs` (or an
 * endpoint's own `ttlMs`): answers that move with the clock alone (an auction that ends, a cargo that expires at
 * midnight) are at most that late. A caller who may no
 * longer see a list loses it with the write that took the right away (users, companies), as `GET me` does.
 */
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { Endpoint } from '../../core/contract/endpoint'
import { sharedCache } from '../db/change-feed'
import { collectReadTables } from '../db/read-tables'
import type { DB } from '../db/schema'
import type { CurrentUser } from '../http/auth'
import type { PreparedAnswer } from '../http/prepared-answer'
import { prepareAnswer } from '../http/route'

/** Every table a remembered list reads: a write to any of them forgets every remembered list. */
export const listTables = [
  'users',
  'companies',
  'places',
  'dictionary_items',
  'cargos',
  'cargo_points',
  'cargo_prices',
  'cargo_favorites',
  'cargo_auctions',
  'auction_bids',
  'cargo_responses',
  'cargo_response_events',
  'contracts',
  'orders',
  'order_events',
  'order_documents',
  'transports',
  'trailers',
  'drivers',
  'truck_models',
  'transport_tasks',
  'transport_task_responses',
  'transport_notes',
  'transport_files',
] as const

/** What the finance lists read beyond `listTables`. */
export const financeTables = ['registry_marks', 'advance_payments', 'factoring_companies'] as const
/** What the truck search and map read beyond `listTables`: the caller's external carriers' trucks and routes. */
export const externalCarrierTables = ['external_transports', 'external_routes'] as const

/** What an order's tracking and the tracking figures read beyond `listTables`: positions, their summary, links. */
export const trackingTables = ['order_tracking', 'order_positions', 'tracking_links'] as const
/** What a carrier's advance-payment application reads beyond `listTables`. */
export const verificationTables = ['advance_verifications', 'advance_verification_files'] as const

/** How long a remembered list lives at most, written or not. */
const listTtlMs = 30_000

/**
 * `FX_CALLER_ANSWERS=0` remembers nothing: every list runs its statements on every request. The day bench measures
 * the lists so too, since a screen opened after any write meets the list's own cost, not the remembered answer. Read
 * when a route is built (the app's start), not when this module loads: test files share their modules.
 */
const remembering = () => process.env.FX_CALLER_ANSWERS !== '0'

interface Caller {
  me: CurrentUser
  lang: string
  request: { url: string }
  reply: { header(name: string, value: string): unknown }
}

/**
 * Every remembered endpoint and the tables its cache watches (`METHOD path`): a test makes each recorded call of the
 * working day inside a read-tables collector (db/read-tables.ts) and checks that the cache watches what it read.
 */
export const rememberedEndpoints = new Map<string, readonly string[]>()

/**
 * Told the tables each answer built of a remembered endpoint read (by its `METHOD path`): the test's observer. The
 * request's own async context cannot be reached from outside `app.inject`, so the collector runs around the build.
 */
export const readObservers = new Set<(endpoint: string, tables: ReadonlySet<string>) => void>()

async function observed<T>(key: string, build: () => Promise<T>): Promise<T> {
  const { result, names } = await collectReadTables(build)
  for (const observe of readObservers) observe(key, names)
  return result
}

/**
 * Wraps a list route's work: the caller's remembered answer, or the work's (remembered when nothing changed).
 * `also`: tables beyond `listTables` the work reads (written less often than the answer is asked for, or the
 * answer would never be reused). `ttlMs`: a shorter longest life than the lists' 30 s, for an answer whose
 * figures move with the clock sooner (the tracking's lateness and ETA).
 */
export function callerAnswers<E extends Endpoint>(
  db: Kysely<DB>,
  endpoint: E,
  also: readonly string[] = [],
  { ttlMs = listTtlMs }: { ttlMs?: number } = {},
) {
  const tables = [...listTables, ...also]
  const key = `${endpoint.method} ${endpoint.path}`
  rememberedEndpoints.set(key, tables)
  const cache = remembering()
    ? sharedCache<PreparedAnswer>(db, `caller-lists:${endpoint.method} ${endpoint.path}`, {
        tables,
        max: 5_000,
        ttlMs,
      })
    : null
  return async (
    caller: Caller,
    build: () => Promise<z.input<E['response']>>,
  ): Promise<PreparedAnswer | z.input<E['response']>> => {
    caller.reply.header('cache-control', 'private, no-cache')
    // Nothing remembered: the answer goes out as any other (serialized by the route, compressed by
    // @fastify/compress at its quick brotli level). A prepared answer is compressed at brotli's high quality, worth
    // it for an answer sent many times: for one sent once it was a third of the server's CPU under load.
    const work = readObservers.size === 0 ? build : () => observed(key, build)
    if (!cache) return work()
    const load = async () => prepareAnswer(endpoint, await work())
    return cache.get(`${caller.me.id}\u0000${caller.lang}\u0000${caller.request.url}`, load)
  }
}
