/** The signed-in user as the contract's User entity (the shared mapping of services/users), or 404; profile changes. */
import type { Kysely, Updateable } from 'kysely'
import type { User } from '../../../core/contract/entities'
import type { DB, UsersTable } from '../../db/schema'
import { notFound } from '../../http/errors'
import { loadUser } from '../../services/users'

export async function requireUser(db: Kysely<DB>, id: number): Promise<User> {
  const user = await loadUser(db, id)
  if (!user) throw notFound()
  return user
}

/** Applies the profile's changes in one transaction and answers the user as they now are. */
export function updateProfile(db: Kysely<DB>, id: number, changes: Updateable<UsersTable>): Promise<User> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', id)
      .execute()
    return requireUser(trx, id)
  })
}
