/**
 * Telegram verification's SQL: a verification for the account a phone and INN name (or for nobody, which ends as
 * refused), the bot's steps (started by the deep link, verified by the contact) and the check that hands out the
 * account's token once.
 */
import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import { TELEGRAM_STATUS, TELEGRAM_VERIFICATION_MINUTES } from '../../../core/contract/telegram'
import type { DB } from '../../db/schema'
import { randomToken } from '../../services/secrets'

export type Verification = NonNullable<Awaited<ReturnType<typeof findVerification>>>

/** The active user with this phone in the company with this INN, if any. */
export async function accountOf(db: Kysely<DB>, phone: string, inn: string): Promise<number | null> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select('u.id')
    .where('u.phone', '=', phone)
    .where('c.inn', '=', inn)
    .where('c.created_by_company_id', 'is', null)
    .where('u.status', '=', 'active')
    .orderBy('u.id')
    .executeTakeFirst()
  return row?.id ?? null
}

export async function createVerification(db: Kysely<DB>, phone: string, inn: string) {
  const userId = await accountOf(db, phone, inn)
  const row = {
    id: randomToken(),
    // the deep link's start parameter: at most 64 characters of A-Z, a-z, 0-9, _ and -
    payload: randomToken()
      .replace(/[^A-Za-z0-9_-]/g, '')
      .slice(0, 40),
    user_id: userId,
    phone,
    inn,
    expires_at: new Date(Date.now() + TELEGRAM_VERIFICATION_MINUTES * 60_000),
  }
  await db.insertInto('telegram_verifications').values(row).execute()
  return row
}

export function findVerification(db: Kysely<DB>, id: string) {
  return db.selectFrom('telegram_verifications').selectAll().where('id', '=', id).executeTakeFirst()
}

const live = sql<boolean>`expires_at > now()`

/** `/start <payload>`: the waiting (or started) verification of the payload is now this Telegram user's. */
export async function startByPayload(db: Kysely<DB>, payload: string, telegramUserId: number): Promise<boolean> {
  const result = await db
    .updateTable('telegram_verifications')
    .set({ status: TELEGRAM_STATUS.started, telegram_user_id: telegramUserId })
    .where('payload', '=', payload)
    .where('status', 'in', [TELEGRAM_STATUS.waiting, TELEGRAM_STATUS.started])
    .where(live)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** The newest live verification this Telegram user started in the bot. */
export function startedBy(db: Kysely<DB>, telegramUserId: number) {
  return db
    .selectFrom('telegram_verifications')
    .selectAll()
    .where('telegram_user_id', '=', telegramUserId)
    .where('status', '=', TELEGRAM_STATUS.started)
    .where(live)
    .orderBy('created_at', 'desc')
    .executeTakeFirst()
}

export async function refuse(db: Kysely<DB>, id: string): Promise<void> {
  await db.updateTable('telegram_verifications').set({ status: TELEGRAM_STATUS.refused }).where('id', '=', id).execute()
}

/**
 * Verified: the Telegram account is linked to the verification's user (and unlinked from anyone it was linked to
 * before: one Telegram account, one user), in one transaction with the status.
 */
export async function verify(db: Kysely<DB>, verification: Verification, telegramUserId: number): Promise<boolean> {
  if (verification.user_id === null) return false
  const userId = verification.user_id
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .where('status', '=', 'active')
      .forUpdate()
      .executeTakeFirst()
    if (!user) return false
    await trx
      .updateTable('users')
      .set({ telegram_user_id: null })
      .where('telegram_user_id', '=', telegramUserId)
      .where('id', '<>', userId)
      .execute()
    await trx.updateTable('users').set({ telegram_user_id: telegramUserId }).where('id', '=', userId).execute()
    await trx
      .updateTable('telegram_verifications')
      .set({ status: TELEGRAM_STATUS.verified })
      .where('id', '=', verification.id)
      .execute()
    return true
  })
}

/** A verification past its time that was not decided turns expired. */
export async function expireIfDue(db: Kysely<DB>, id: string): Promise<void> {
  await db
    .updateTable('telegram_verifications')
    .set({ status: TELEGRAM_STATUS.expired })
    .where('id', '=', id)
    .where('status', 'in', [TELEGRAM_STATUS.waiting, TELEGRAM_STATUS.started])
    .where(sql<boolean>`expires_at <= now()`)
    .execute()
}

/** Claims the verified verification's one token hand-out; false when it was handed out already. */
export async function claimToken(db: Kysely<DB>, id: string): Promise<boolean> {
  const result = await db
    .updateTable('telegram_verifications')
    .set({ token_issued_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', TELEGRAM_STATUS.verified)
    .where('token_issued_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}
