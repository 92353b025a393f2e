/** Access tokens: opaque, stored as SHA-256 hashes, expiring, revocable. */
import type { Kysely } from 'kysely'
import { DAY_MS } from '../../core/contract/days'
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

/** The user behind a valid token, read in one query (it runs on every authenticated request). */
export async function findTokenOwner(db: Kysely<DB>, token: string) {
  const row = await db
    .selectFrom('access_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.id as tokenId', 't.last_used_at', 'u.id', 'u.company_id', 'u.roles', 'u.status', 'u.email', 'u.name'])
    .where('t.token_hash', '=', sha256(token))
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', new Date())
    .executeTakeFirst()
  if (!row) return null
  if (!row.last_used_at || Date.now() - row.last_used_at.getTime() > TOUCH_AFTER_MS) {
    await db.updateTable('access_tokens').set({ last_used_at: new Date() }).where('id', '=', row.tokenId).execute()
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
