/**
 * `notify()`: what other areas call to tell users something (a response to their cargo, a security decision, a
 * contract, a transport task). It writes one row per recipient with the handle it is given, so inside the
 * caller's transaction the notifications are committed, or rolled back, with the caller's own change; the live
 * streams hear of them only after the commit (see modules/notifications/bus.ts).
 *
 *   await db.transaction().execute(async (trx) => {
 *     await trx.insertInto('responses').values(…).execute()
 *     await notify(trx, {
 *       companyId: cargo.company_id,
 *       roles: ['shipper'],
 *       type: 'cargo_response',
 *       titleKey: 'cargo_response_new_title',
 *       bodyKey: 'cargo_response_new_body',
 *       params: { cargo: cargo.id, carrier: company.name, route: { ru: 'Казань → Москва', en: 'Kazan → Moscow' } },
 *       link: `/cargos/details/${cargo.id}`,
 *     })
 *   })
 *
 * Texts are keys of the catalogue in modules/notifications/messages.ts, rendered in each reader's language.
 */
import { type Kysely, sql } from 'kysely'
import type { NotificationType } from '../../core/contract/notifications'
import type { Role } from '../../core/contract/roles'
import type { DB, NotificationParam } from '../db/schema'
import { announce } from '../modules/notifications/bus'
import { isNotificationKey, type NotificationKey } from '../modules/notifications/messages'

/** Who is told: users by id, or the active users of a company (holding any of `roles`, when given). */
export type NotifyRecipients =
  | { userId: number | readonly number[]; companyId?: never; roles?: never }
  | { companyId: number; roles?: readonly Role[]; userId?: never }

export interface NotifyMessage {
  type: NotificationType
  titleKey: NotificationKey
  bodyKey?: NotificationKey | null
  params?: Record<string, NotificationParam>
  /** A path of the exchange site (`/cargos/details/12`); other addresses are refused. */
  link?: string | null
  /** About transport (trucks, drivers, the calendar): counted apart in `transports`. */
  isTransport?: boolean
}

export type NotifyInput = NotifyRecipients & NotifyMessage

/** A site path: one leading slash (not `//host`), no scheme, no spaces. */
export function isSitePath(link: string): boolean {
  return /^\/(?!\/)[^\s\\]*$/.test(link) && link.length <= 500
}

async function recipientsOf(db: Kysely<DB>, input: NotifyRecipients): Promise<number[]> {
  if (input.userId !== undefined) {
    const ids = typeof input.userId === 'number' ? [input.userId] : [...input.userId]
    return [...new Set(ids)]
  }
  let query = db
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', input.companyId)
    .where('status', '=', 'active')
    .where('is_system', '=', false)
  if (input.roles && input.roles.length > 0) {
    query = query.where(sql<boolean>`roles && ${sql.val([...input.roles])}::text[]`)
  }
  return (await query.orderBy('id').execute()).map((row) => row.id)
}

/**
 * Writes the notifications with `db` (pass the transaction to make them part of it) and announces them to the
 * live streams once committed. Answers the new notification ids (none when the company has no such users).
 */
export async function notify(db: Kysely<DB>, input: NotifyInput): Promise<number[]> {
  if (!isNotificationKey(input.titleKey)) throw new Error(`notify(): unknown title key "${input.titleKey}"`)
  if (input.bodyKey && !isNotificationKey(input.bodyKey))
    throw new Error(`notify(): unknown body key "${input.bodyKey}"`)
  const link = input.link ?? null
  if (link !== null && !isSitePath(link)) throw new Error(`notify(): "${link}" is not a path of the exchange site`)
  const users = await recipientsOf(db, input)
  if (users.length === 0) return []
  const params = JSON.stringify(input.params ?? {})
  const rows = await db
    .insertInto('notifications')
    .values(
      users.map((userId) => ({
        user_id: userId,
        type: input.type,
        title_key: input.titleKey,
        body_key: input.bodyKey ?? null,
        params,
        link,
        is_transport: input.isTransport ?? false,
      })),
    )
    .returning(['id', 'user_id'])
    .execute()
  await announce(db, { ids: rows.map((row) => row.id), users })
  return rows.map((row) => row.id)
}
