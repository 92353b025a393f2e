/**
 * The SQL and transactions of e-mail and phone changes: step 1 checks the new value and sends it a code, step 2
 * checks the code of the caller's own open request and applies the change.
 */
import type { Kysely } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import type { User } from '../../../core/contract/entities'
import type { DB } from '../../db/schema'
import type { CurrentUser } from '../../http/auth'
import { HttpError, invalidField, isUniqueViolation } from '../../http/errors'
import { checkCode, consumeCode, issueCode } from '../../services/codes'
import { enqueue } from '../../services/outbox'
import { contactOwner } from '../companies/staff-repository'
import { type ContactKind, takenError } from './contact-kinds'
import { requireUser } from './user-repository'

async function findOpenRequest(db: Kysely<DB>, kind: ContactKind, userId: number, requestId: string) {
  return db
    .selectFrom('verification_codes')
    .select('id')
    .where('id', '=', requestId)
    .where('purpose', '=', kind.purpose)
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .executeTakeFirst()
}

async function currentValue(db: Kysely<DB>, kind: ContactKind, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select(kind.field).where('id', '=', userId).executeTakeFirstOrThrow()
  return row[kind.field]
}

async function assertFree(db: Kysely<DB>, kind: ContactKind, userId: number, value: string) {
  const owner = await contactOwner(db, kind.field, value)
  if (owner && owner.id !== userId) throw takenError(kind)
}

/** Step 1: checks the new value and sends it a code. */
export async function startContactChange(
  db: Kysely<DB>,
  kind: ContactKind,
  caller: CurrentUser,
  value: string,
  lang: Lang,
) {
  if ((await currentValue(db, kind, caller.id)) === value) throw invalidField(kind.field, kind.unchanged)
  await assertFree(db, kind, caller.id, value)
  const issued = await db.transaction().execute(async (trx) => {
    const issued = await issueCode(trx, { purpose: kind.purpose, target: value, userId: caller.id })
    await enqueue(trx, kind.codeMessage(lang, value, issued.code))
    return issued
  })
  return { data: { request_id: issued.id, expires_at: issued.expiresAt.toISOString() } }
}

/** Step 2: checks the code of the caller's own open request and applies the change. */
export async function confirmContactChange(
  db: Kysely<DB>,
  kind: ContactKind,
  caller: CurrentUser,
  requestId: string,
  code: string,
  lang: Lang,
): Promise<{ data: User }> {
  // Someone else's request is unknown to the caller: no try is counted against it.
  const own = await findOpenRequest(db, kind, caller.id, requestId)
  if (!own) throw new HttpError(404, 'request_unknown')
  const checked = await checkCode(db, { id: requestId }, kind.purpose, code)
  try {
    const data = await db.transaction().execute(async (trx) => {
      if (!(await consumeCode(trx, checked.id))) throw new HttpError(404, 'request_unknown')
      await assertFree(trx, kind, caller.id, checked.target)
      const previous = await currentValue(trx, kind, caller.id)
      await trx
        .updateTable('users')
        .set({ [kind.field]: checked.target, updated_at: new Date() })
        .where('id', '=', caller.id)
        .execute()
      if (previous && kind.changedNotice) await enqueue(trx, kind.changedNotice(lang, previous, checked.target))
      return requireUser(trx, caller.id)
    })
    return { data }
  } catch (error) {
    if (isUniqueViolation(error, kind.constraint)) throw takenError(kind)
    throw error
  }
}
