/** Users as staff members (spec 3 "Staff"): reads and the mapping to the contract entity. */
import type { Kysely, Selectable } from 'kysely'
import type { StaffMember } from '../../../core/contract/entities'
import type { Role } from '../../../core/contract/roles'
import type { DB, UsersTable } from '../../db/schema'

export type UserRow = Selectable<UsersTable>

export const staffColumns = ['id', 'name', 'email', 'phone', 'roles', 'status', 'is_system', 'company_id'] as const
type StaffRow = Pick<UserRow, (typeof staffColumns)[number]>

/** "Анна Смирнова" -> "Анна С.", "Иванов Иван Иванович" -> "Иванов И. И.": the first word and initials. */
export function shortName(fullName: string): string {
  const [first, ...rest] = fullName.trim().split(/\s+/)
  if (!first || rest.length === 0) return fullName.trim()
  return [first, ...rest.map((part) => `${part.charAt(0).toUpperCase()}.`)].join(' ')
}

export function toStaffMember(row: StaffRow): StaffMember {
  if (row.is_system) {
    return {
      id: row.id,
      name: row.name,
      full_name: row.name,
      type: 'system_assistant',
      email: null,
      phone: null,
      roles: [],
      status: 'active',
    }
  }
  return {
    id: row.id,
    name: shortName(row.name),
    full_name: row.name,
    type: 'user',
    email: row.email,
    phone: row.phone,
    roles: row.roles as Role[],
    status: row.status as StaffMember['status'],
  }
}

export function findSystemAssistant(db: Kysely<DB>) {
  return db.selectFrom('users').select(staffColumns).where('is_system', '=', true).orderBy('id').executeTakeFirst()
}

/** The company's users other than removed ones, optionally of one status, oldest first. */
export function findCompanyStaff(db: Kysely<DB>, companyId: number, status?: 'active' | 'pending') {
  let query = db
    .selectFrom('users')
    .select(staffColumns)
    .where('company_id', '=', companyId)
    .where('is_system', '=', false)
    .where('status', '<>', 'removed')
  if (status) query = query.where('status', '=', status)
  return query.orderBy('id').execute()
}

/** A user of the company who has not been removed; undefined for anyone else (other companies, the assistant). */
export function findEmployee(db: Kysely<DB>, companyId: number, userId: number) {
  return db
    .selectFrom('users')
    .select(staffColumns)
    .where('id', '=', userId)
    .where('company_id', '=', companyId)
    .where('is_system', '=', false)
    .where('status', '<>', 'removed')
    .executeTakeFirst()
}

/** Who holds an e-mail or phone, to answer 409 before the unique index does. */
export async function contactOwner(db: Kysely<DB>, field: 'email' | 'phone', value: string) {
  return db.selectFrom('users').select('id').where(field, '=', value).executeTakeFirst()
}
