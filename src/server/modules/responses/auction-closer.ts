/**
 * The server's own job that ends auctions when their time is up. `finishIfDue` already decides an auction on the
 * first request after its end; without this job an auction nobody looks at would stay undecided (its winner not
 * accepted, the shipper not told) until someone opened it. Each auction is decided by `finishIfDue`'s one
 * conditional update, so several instances (or a request at the same moment) decide it once.
 */

import { type Kysely, sql } from 'kysely'
import type { DB } from '../../db/schema'
import { startPoller } from '../../services/poller'
import { finishIfDue } from './auction-repository'

/** Decides the running auctions whose end has passed (the longest overdue first); answers how many it looked at. */
export async function finishDueAuctions(db: Kysely<DB>, limit = 100): Promise<number> {
  const due = await db
    .selectFrom('cargo_auctions')
    .select('cargo_id')
    .where('status', '=', 'running')
    .where('ends_at', '<=', sql<Date>`now()`)
    .orderBy('ends_at')
    .limit(limit)
    .execute()
  for (const { cargo_id } of due) await finishIfDue(db, cargo_id)
  return due.length
}

/** Looks for ended auctions every few seconds until stopped. */
export function startAuctionCloser(db: Kysely<DB>, log: { error(obj: object, msg?: string): void }, intervalMs = 2000) {
  return startPoller('auction closer', () => finishDueAuctions(db), intervalMs, log)
}
