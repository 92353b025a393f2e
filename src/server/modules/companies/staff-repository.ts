/**
 * Users as staff members (spec 3 "Staff"): reads, the mapping to the contract entity, and the writes of the staff
 * routes (an invitation, a change, a removal, an approval), each in one transaction.
 */
import type { Kysely, Selectable } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import type { StaffMember } from '../../../core/contract/entities'
import type { Role } from '../../../core/contract/roles'
import { sharedCache } from '../../db/change-feed'
import type { DB, UsersTable } from '../../db/schema'
import { conflict } from '../../http/errors'
import { translate } from '../../http/messages'
import { INVITATION_LIFETIME_MS, issueCode } from '../../services/codes'
import { enqueue } from '../../services/outbox'
import { revokeAllTokens } from '../../services/tokens'

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

const readSystemAssistant = (db: Kysely<DB>) =>
  db.selectFrom('users').select(staffColumns).where('is_system', '=', true).orderBy('id').executeTakeFirst()

/** The system assistant (the "unassigned" of every list): remembered by each instance until `users` is written. */
export function findSystemAssistant(db: Kysely<DB>) {
  const cache = sharedCache<Awaited<ReturnType<typeof readSystemAssistant>>>(db, 'system-assistant', {
    tables: ['users'],
    max: 1,
    ttlMs: 10 * 60_000,
  })
  return cache ? cache.get('assistant', () => readSystemAssistant(db)) : readSystemAssistant(db)
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

interface StaffCompany {
  id: number
  name: string
}

/**
 * Adds an active employee without a password and mails an invitation: a password reset whose link opens the reset
 * form of the host app.
 */
export function inviteEmployee(
  db: Kysely<DB>,
  company: StaffCompany,
  employee: { email: string; phone?: string | null; name: string; roles: Role[] },
  lang: Lang,
  publicUrl: string,
) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('users')
      .values({
        company_id: company.id,
        email: employee.email,
        phone: employee.phone ?? null,
        name: employee.name,
        password_hash: null,
        roles: employee.roles,
        status: 'active',
        // Spec 9 defaults; the employee changes them in the profile.
        timezone: 'Europe/Moscow',
        language: lang,
      })
      .returning(staffColumns)
      .executeTakeFirstOrThrow()
    const issued = await issueCode(trx, {
      purpose: 'reset_password',
      target: row.email,
      userId: row.id,
      link: true,
      lifetimeMs: INVITATION_LIFETIME_MS,
    })
    const link = `${publicUrl}/login/reset/${issued.linkToken}`
    await enqueue(trx, {
      channel: 'email',
      recipient: row.email,
      subject: translate(lang, 'mail_invite_subject', { company: company.name }),
      body: translate(lang, 'mail_invite_body', { company: company.name, link }),
    })
    return row
  })
}

export function updateEmployee(
  db: Kysely<DB>,
  companyId: number,
  userId: number,
  changes: { name?: string; phone?: string | null; roles?: Role[] },
) {
  return db.transaction().execute((trx) =>
    trx
      .updateTable('users')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', userId)
      .where('company_id', '=', companyId)
      .returning(staffColumns)
      .executeTakeFirstOrThrow(),
  )
}

/** Marks the user removed and ends every session of theirs. */
export function removeEmployee(db: Kysely<DB>, userId: number) {
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ status: 'removed', updated_at: new Date() }).where('id', '=', userId).execute()
    await revokeAllTokens(trx, userId)
  })
}

/** Makes a pending employee active and mails them so; 409 when they are not pending. */
export function approvePendingEmployee(db: Kysely<DB>, company: StaffCompany, userId: number) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('users')
      .set({ status: 'active', updated_at: new Date() })
      .where('id', '=', userId)
      .where('status', '=', 'pending')
      .returning([...staffColumns, 'language'])
      .executeTakeFirst()
    // Not pending (any more): approved already, or approved by someone else a moment ago.
    if (!row) throw conflict('not_pending')
    const lang: Lang = row.language === 'en' ? 'en' : 'ru'
    await enqueue(trx, {
      channel: 'email',
      recipient: row.email,
      subject: translate(lang, 'mail_approved_subject'),
      body: translate(lang, 'mail_approved_body', { company: company.name }),
    })
    return row
  })
}
