/**
 * The signed-in lists of the working day, remembered per caller: the answer of one caller to one URL (with its
 * query) in one language, serialized and compressed once (a PreparedAnswer: the browser revalidates it by its
 * ETag), kept by each instance until any table the lists read is written, by whichever instance (db/change-feed.ts;
 * the tables are announced by triggers, migrations 020 and 022), and at most `ttlMs`: answers that move with the
 * clock alone (an auction that ends, a cargo that expires at midnight) are at most that late. A caller who may no
 * longer see a list loses it with the write that took the right away (users, companies), as `GET me` does.
 */
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { Endpoint } from '../../core/contract/endpoint'
import { sharedCache } from '../db/change-feed'
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
] as const

const ttlMs = 30_000

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

/** Wraps a list route's work: the caller's remembered answer, or the work's (remembered when nothing changed). */
export function callerAnswers<E extends Endpoint>(db: Kysely<DB>, endpoint: E) {
  const cache = remembering()
    ? sharedCache<PreparedAnswer>(db, `caller-lists:${endpoint.method} ${endpoint.path}`, {
        tables: listTables,
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
    if (!cache) return build()
    const load = async () => prepareAnswer(endpoint, await build())
    return cache.get(`${caller.me.id}\u0000${caller.lang}\u0000${caller.request.url}`, load)
  }
}
