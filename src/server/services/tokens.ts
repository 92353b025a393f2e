/** Access tokens: opaque, stored as SHA-256 hashes, expiring, revocable. */
import type { Kysely } from 'kysely'
import { DAY_MS } from '../../core/contract/days'
import { sharedCache } from '../db/change-feed'
import type { DB } from '../db/schema'
import { randomToken, sha256 } from './secrets'

export const TOKEN_LIFETIME_DAYS = 30
/** last_used_at is refreshed at most this often, so that reads do not turn into writes. */
const TOUCH_AFTER_MS = 5 * 60 * 1000

export async function issueToken(db: Kysely<DB>, userId: number): Promise<string> {
  const token = randomToken('fx_')
  await db
    .insertInto('access_tokens')
    .values({
      user_id: userId,
      token_hash: sha256(token),
      expires_at: new Date(Date.now() + TOKEN_LIFETIME_DAYS * DAY_MS),
    })
    .execute()
  return token
}

type TokenOwner = NonNullable<Awaited<ReturnType<typeof readTokenOwner>>>

function readTokenOwner(db: Kysely<DB>, tokenHash: string) {
  return db
    .selectFrom('access_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select([
      't.id as tokenId',
      't.last_used_at',
      't.expires_at',
      'u.id',
      'u.company_id',
      'u.roles',
      'u.status',
      'u.email',
      'u.name',
    ])
    .where('t.token_hash', '=', tokenHash)
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', new Date())
    .executeTakeFirst()
}

/**
 * Owners of tokens as this instance last read them, by token hash: forgotten on any write to users or to the
 * tokens' revocation and expiry (by any instance, see db/change-feed.ts); unknown tokens are not kept.
 */
const ownerCache = (db: Kysely<DB>) =>
  sharedCache<TokenOwner>(db, 'token-owners', { tables: ['access_tokens', 'users'], max: 10_000, ttlMs: 60_000 })

class NoOwner extends Error {}

/**
 * The user behind a valid token: one query, or none while this instance remembers the owner (it runs on every
 * authenticated request).
 */
export async function findTokenOwner(db: Kysely<DB>, token: string) {
  const tokenHash = sha256(token)
  const cache = ownerCache(db)
  let row: TokenOwner | undefined
  if (cache) {
    row = await cache
      .get(tokenHash, async () => {
        const found = await readTokenOwner(db, tokenHash)
        if (!found) throw new NoOwner()
        return found
      })
      .catch((error) => {
        if (error instanceof NoOwner) return undefined
        throw error
      })
    // a remembered token expires while remembered
    if (row && row.expires_at.getTime() <= Date.now()) row = undefined
  } else {
    row = await readTokenOwner(db, tokenHash)
  }
  if (!row) return null
  if (!row.last_used_at || Date.now() - row.last_used_at.getTime() > TOUCH_AFTER_MS) {
    const now = new Date()
    // the remembered row learns its new last use too, so that the next requests do not write it again
    row.last_used_at = now
    await db.updateTable('access_tokens').set({ last_used_at: now }).where('id', '=', row.tokenId).execute()
  }
  return row
}

export async function revokeToken(db: Kysely<DB>, tokenId: number): Promise<void> {
  await db.updateTable('access_tokens').set({ revoked_at: new Date() }).where('id', '=', tokenId).execute()
}

export async function revokeAllTokens(db: Kysely<DB>, userId: number): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute()
}
