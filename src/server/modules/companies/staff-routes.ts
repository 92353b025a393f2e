/**
 * The company's staff: the list (system assistant first), adding an employee by invitation, changing and
 * removing one, approving one who registered into the company, and the roles that may be given.
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
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
import { route } from '../../http/route'
import { ownCompanyId } from './access'
import { findCompanyRow } from './company-repository'
import { roleNames, rolesFor } from './role-names'
import {
  approvePendingEmployee,
  contactOwner,
  findCompanyStaff,
  findEmployee,
  findSystemAssistant,
  inviteEmployee,
  removeEmployee,
  toStaffMember,
  updateEmployee,
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

/**
 * Managers answer to the administrator: only the administrator makes someone a manager or changes or removes a
 * manager. Otherwise one manager could demote the others, or make a friend a manager, behind the owner's back.
 */
const isAdmin = (me: CurrentUser) => me.roles.includes('admin')

function assertMayGrant(me: CurrentUser, roles: readonly Role[] | undefined) {
  if (roles?.includes('manager') && !isAdmin(me)) throw forbidden('manager_roles_admin_only')
}

/**
 * An employee the caller may change or remove: same company (else 404), not the caller, not an administrator,
 * and a manager only by the administrator.
 */
async function changeableEmployee(db: Kysely<DB>, me: CurrentUser, userId: number) {
  const employee = await findEmployee(db, ownCompanyId(me), userId)
  if (!employee) throw notFound()
  if (employee.id === me.id) throw forbidden('cannot_change_self')
  if (employee.roles.includes('admin')) throw forbidden('cannot_change_admin')
  if (employee.roles.includes('manager') && !isAdmin(me)) throw forbidden('manager_roles_admin_only')
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
    assertMayGrant(me, body.roles)
    const company = await ownCompany(db, me)
    const roles = rolesOf(company.type as CompanyType, body.roles)
    if (await contactOwner(db, 'email', body.email)) throw emailTaken()
    if (body.phone && (await contactOwner(db, 'phone', body.phone))) throw phoneTaken()
    try {
      const row = await inviteEmployee(db, company, { ...body, roles }, lang, config.publicUrl)
      return { data: toStaffMember(row) }
    } catch (error) {
      rethrowTaken(error)
    }
  })

  route(app, updateStaff, async ({ me, params, body }) => {
    const employee = await changeableEmployee(db, me, params.id)
    assertMayGrant(me, body.roles)
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
      const row = await updateEmployee(db, company.id, employee.id, changes)
      return { data: toStaffMember(row) }
    } catch (error) {
      rethrowTaken(error)
    }
  })

  route(app, deleteStaff, async ({ me, params }) => {
    const employee = await changeableEmployee(db, me, params.id)
    await removeEmployee(db, employee.id)
    return { data: { ok: true as const } }
  })

  route(app, approveEmployee, async ({ me, params }) => {
    const company = await ownCompany(db, me)
    const employee = await findEmployee(db, company.id, params.userId)
    if (!employee) throw notFound()
    const row = await approvePendingEmployee(db, company, employee.id)
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
