/** The signed-in user as the contract's User entity (the shared mapping of services/users), or 404. */
import type { Kysely } from 'kysely'
import type { User } from '../../../core/contract/entities'
import type { DB } from '../../db/schema'
import { notFound } from '../../http/errors'
import { loadUser } from '../../services/users'

export async function requireUser(db: Kysely<DB>, id: number): Promise<User> {
  const user = await loadUser(db, id)
  if (!user) throw notFound()
  return user
}
