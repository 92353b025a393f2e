/** The user a partner key may sign in: active, of the partner's company (by INN). */
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { findUserByLogin } from '../../services/users'

export async function findPartnerUser(db: Kysely<DB>, companyInn: string, login: string) {
  const row = await findUserByLogin(db, login)
  if (row?.status !== 'active' || row.company_id === null) return null
  const company = await db
    .selectFrom('companies')
    .select('id')
    .where('id', '=', row.company_id)
    .where('inn', '=', companyInn)
    .executeTakeFirst()
  return company ? row : null
}
