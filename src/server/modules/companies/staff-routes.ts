/**
 * The company's staff: the list (system assistant first), adding an employee by invitation, changing and
 * removing one, approving one who registered into the company, and the roles that may be given.
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import {
  approveEmployee,
  createStaff,
  deleteStaff,
  employeeRoles,
  listStaff,
  updateStaff,
} from '../../../core/contract/companies'
import { baseRoleOf, type CompanyType, type Role } from '../../../core/contract/roles'
import type { DB } from '../../db/schema'
import type { CurrentUser } from '../../http/auth'
import type { AppContext } from '../../http/context'
import { conflict, forbidden, invalidField, isUniqueViolation, notFound } from '../../http/errors'
import { translate } from '../../http/messages'
import { route } from '../../http/route'
import { INVITATION_LIFETIME_MS, issueCode } from '../../services/codes'
import { enqueue } from '../../services/outbox'
import { revokeAllTokens } from '../../services/tokens'
import { ownCompanyId } from './access'
import { findCompanyRow } from './company-repository'
import { roleNames, rolesFor } from './role-names'
import {
  contactOwner,
  findCompanyStaff,
  findEmployee,
  findSystemAssistant,
  staffColumns,
  toStaffMember,
} from './staff-repository'

const emailTaken = () => conflict('email_taken', { email: 'email_taken' })
const phoneTaken = () => conflict('phone_taken', { phone: 'phone_taken' })

function rethrowTaken(error: unknown): never {
  if (isUniqueViolation(error, 'users_email_key')) throw emailTaken()
  if (isUniqueViolation(error, 'users_phone_key')) throw phoneTaken()
  throw error
}

async function ownCompany(db: Kysely<DB>, me: CurrentUser) {
  const company = await findCompanyRow(db, ownCompanyId(me))
  if (!company) throw forbidden('no_company')
  return company
}

/** The company's base role plus the given ones; roles the company's type does not allow are a field error. */
function rolesOf(type: CompanyType, given: readonly Role[]): Role[] {
  const allowed: readonly Role[] = rolesFor(type)
  if (given.some((role) => !allowed.includes(role))) throw invalidField('roles', 'role_not_for_company')
  const base = baseRoleOf(type)
  return [...new Set<Role>([...(base ? [base] : []), ...given])]
}

/** An employee the caller may change or remove: same company (else 404), not the caller, not an administrator. */
async function changeableEmployee(db: Kysely<DB>, me: CurrentUser, userId: number) {
  const employee = await findEmployee(db, ownCompanyId(me), userId)
  if (!employee) throw notFound()
  if (employee.id === me.id) throw forbidden('cannot_change_self')
  if (employee.roles.includes('admin')) throw forbidden('cannot_change_admin')
  return employee
}

export function registerStaffRoutes(app: FastifyInstance, { db, config }: AppContext) {
  route(app, listStaff, async ({ me, query }) => {
    const companyId = ownCompanyId(me)
    const status = query.filter?.status
    const [assistant, staff] = await Promise.all([
      status === 'pending' ? undefined : findSystemAssistant(db),
      findCompanyStaff(db, companyId, status),
    ])
    const data = [...(assistant ? [assistant] : []), ...staff].map(toStaffMember)
    return { data, meta: { size: data.length } }
  })

  route(app, createStaff, async ({ me, body, lang }) => {
    const company = await ownCompany(db, me)
    const roles = rolesOf(company.type as CompanyType, body.roles)
    if (await contactOwner(db, 'email', body.email)) throw emailTaken()
    if (body.phone && (await contactOwner(db, 'phone', body.phone))) throw phoneTaken()
    try {
      const row = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('users')
          .values({
            company_id: company.id,
            email: body.email,
            phone: body.phone ?? null,
            name: body.name,
            password_hash: null,
            roles,
            status: 'active',
            // Spec 9 defaults; the employee changes them in the profile.
            timezone: 'Europe/Moscow',
            language: lang,
          })
          .returning(staffColumns)
          .executeTakeFirstOrThrow()
        // The invitation is a password reset: the link opens the reset form of the host app.
        const issued = await issueCode(trx, {
          purpose: 'reset_password',
          target: row.email,
          userId: row.id,
          link: true,
          lifetimeMs: INVITATION_LIFETIME_MS,
        })
        const link = `${config.publicUrl}/login/reset/${issued.linkToken}`
        await enqueue(trx, {
          channel: 'email',
          recipient: row.email,
          subject: translate(lang, 'mail_invite_subject', { company: company.name }),
          body: translate(lang, 'mail_invite_body', { company: company.name, link }),
        })
        return row
      })
      return { data: toStaffMember(row) }
    } catch (error) {
      rethrowTaken(error)
    }
  })

  route(app, updateStaff, async ({ me, params, body }) => {
    const employee = await changeableEmployee(db, me, params.id)
    const company = await ownCompany(db, me)
    const changes = {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.phone !== undefined ? { phone: body.phone } : {}),
      ...(body.roles !== undefined ? { roles: rolesOf(company.type as CompanyType, body.roles) } : {}),
    }
    if (changes.phone) {
      const owner = await contactOwner(db, 'phone', changes.phone)
      if (owner && owner.id !== employee.id) throw phoneTaken()
    }
    try {
      const row = await db.transaction().execute((trx) =>
        trx
          .updateTable('users')
          .set({ ...changes, updated_at: new Date() })
          .where('id', '=', employee.id)
          .where('company_id', '=', company.id)
          .returning(staffColumns)
          .executeTakeFirstOrThrow(),
      )
      return { data: toStaffMember(row) }
    } catch (error) {
      rethrowTaken(error)
    }
  })

  route(app, deleteStaff, async ({ me, params }) => {
    const employee = await changeableEmployee(db, me, params.id)
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ status: 'removed', updated_at: new Date() })
        .where('id', '=', employee.id)
        .execute()
      await revokeAllTokens(trx, employee.id)
    })
    return { data: { ok: true as const } }
  })

  route(app, approveEmployee, async ({ me, params }) => {
    const company = await ownCompany(db, me)
    const employee = await findEmployee(db, company.id, params.userId)
    if (!employee) throw notFound()
    const row = await db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('users')
        .set({ status: 'active', updated_at: new Date() })
        .where('id', '=', employee.id)
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
    return { data: toStaffMember(row) }
  })

  route(app, employeeRoles, async ({ me, lang }) => {
    const company = me.companyId === null ? undefined : await findCompanyRow(db, me.companyId)
    const data = rolesFor(company ? (company.type as CompanyType) : null).map((id) => ({
      id,
      name: roleNames[lang][id],
    }))
    return { data, meta: { size: data.length } }
  })
}
