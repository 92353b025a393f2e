/**
 * Contacts of cargos: the cargo's contact users, or the user who posted it when none are set. Answered only to
 * signed-in callers (include=contacts, request-contact), whose requests are counted.
 */
import { type Kysely, sql } from 'kysely'
import type { CargoContact } from '../../../core/contract/cargo'
import type { DB } from '../../db/schema'

interface ContactSource {
  id: number
  contact_user_ids: number[]
  created_by: number | null
}

function contactIds(cargo: ContactSource): number[] {
  if (cargo.contact_user_ids.length > 0) return cargo.contact_user_ids
  return cargo.created_by === null ? [] : [cargo.created_by]
}

/** Contacts by cargo id, in the order the cargo lists them; removed users are left out. */
export async function contactsOf(db: Kysely<DB>, cargos: ContactSource[]): Promise<Map<number, CargoContact[]>> {
  const ids = [...new Set(cargos.flatMap(contactIds))]
  const users =
    ids.length === 0
      ? []
      : await db
          .selectFrom('users')
          .select(['id', 'name', 'phone'])
          .where('id', 'in', ids)
          .where('status', '<>', 'removed')
          .execute()
  const byId = new Map(users.map((user) => [user.id, user]))
  const out = new Map<number, CargoContact[]>()
  for (const cargo of cargos) {
    const contacts = contactIds(cargo).flatMap((id) => {
      const user = byId.get(id)
      return user ? [{ id: user.id, name: user.name, phones: user.phone ? [user.phone] : [] }] : []
    })
    out.set(cargo.id, contacts)
  }
  return out
}

/** Counts a user's request for a cargo's contacts: one row per user and cargo, with the number of requests. */
export async function recordContactRequest(db: Kysely<DB>, cargoId: number, userId: number): Promise<void> {
  await db
    .insertInto('cargo_contact_requests')
    .values({ cargo_id: cargoId, user_id: userId })
    .onConflict((oc) =>
      oc.columns(['cargo_id', 'user_id']).doUpdateSet({
        requests: sql`cargo_contact_requests.requests + 1`,
        last_requested_at: sql`now()`,
      }),
    )
    .execute()
}
