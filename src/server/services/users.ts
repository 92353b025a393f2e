/** Users and companies as the contract shows them (rows -> entities), and look-ups by login. */
import type { Kysely, Selectable } from 'kysely'
import type { Company, User } from '../../core/contract/entities'
import type { Role } from '../../core/contract/roles'
import { normalizePhone } from '../../core/contract/validators'
import type { CompaniesTable, DB, UsersTable } from '../db/schema'

export function companyEntity(row: Selectable<CompaniesTable>): Company {
  return {
    id: row.id,
    name: row.name,
    inn: row.inn,
    kpp: row.kpp,
    ogrn: row.ogrn,
    type: row.type as Company['type'],
    legal_address: row.legal_address,
    phone: row.phone,
    email: row.email,
    payment: row.payment ?? null,
    created_at: row.created_at.toISOString(),
  }
}

export function userEntity(row: Selectable<UsersTable>, company: Selectable<CompaniesTable> | undefined): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    roles: row.roles as Role[],
    status: row.status as User['status'],
    timezone: row.timezone,
    language: row.language === 'en' ? 'en' : 'ru',
    telegram_linked: row.telegram_user_id !== null,
    company: company ? companyEntity(company) : null,
  }
}

export async function loadUser(db: Kysely<DB>, id: number): Promise<User | null> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return null
  const company = row.company_id
    ? await db.selectFrom('companies').selectAll().where('id', '=', row.company_id).executeTakeFirst()
    : undefined
  return userEntity(row, company)
}

/** A login is an e-mail (contains @) or a phone in any common notation. */
export async function findUserByLogin(db: Kysely<DB>, login: string) {
  const value = login.trim()
  const query = db.selectFrom('users').selectAll().where('is_system', '=', false)
  return value.includes('@')
    ? query.where('email', '=', value.toLowerCase()).executeTakeFirst()
    : query.where('phone', '=', normalizePhone(value)).executeTakeFirst()
}

/** The e-mail and phone of a user: what a new password of theirs may not contain. */
export function findUserContacts(db: Kysely<DB>, userId: number) {
  return db.selectFrom('users').select(['email', 'phone']).where('id', '=', userId).executeTakeFirst()
}

/** The users of the exchange's security service (role `security` in a `platform` company). */
export async function securityUsers(trx: Kysely<DB>): Promise<number[]> {
  const rows = await trx
    .selectFrom('users as u')
    .innerJoin('companies as co', 'co.id', 'u.company_id')
    .select('u.id')
    .where('co.type', '=', 'platform')
    .where('u.status', '=', 'active')
    .where((eb) => eb(eb.val('security'), '=', eb.fn.any('u.roles')))
    .execute()
  return rows.map((row) => row.id)
}
