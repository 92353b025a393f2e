/**
 * Managing departments (contract/analytics/departments.ts): the head of logistics (the company's administrator or
 * a manager) creates, renames and deletes them, names their heads and moves people between them. Everything is
 * within the caller's company: another company's department or employee is 404, a name taken is 409.
 */
import type { FastifyInstance } from 'fastify'
import {
  createDepartment,
  deleteDepartment,
  moveToDepartment,
  updateDepartment,
} from '../../../core/contract/analytics'
import { ok } from '../../../core/contract/common'
import type { AppContext } from '../../http/context'
import { conflict, invalidField, isUniqueViolation, notFound } from '../../http/errors'
import { route } from '../../http/route'
import { colleague, requireHeadOfLogistics } from './access'
import {
  activeColleague,
  deleteDepartmentRow,
  departmentOf,
  insertDepartment,
  setMembership,
  updateDepartmentRow,
} from './department-repository'

const nameTaken = () => conflict('department_name_taken', { name: 'department_name_taken' })

export function registerDepartmentAdminRoutes(app: FastifyInstance, { db }: AppContext) {
  /** The head named in a body: an active employee of the company, else a field error. */
  async function headOf(companyId: number, userId: number | null | undefined) {
    if (userId === undefined || userId === null) return userId
    const head = await activeColleague(db, companyId, userId)
    if (!head) throw invalidField('head_user_id', 'department_head_unknown')
    return head.id
  }

  route(app, createDepartment, async ({ body, me }) => {
    const v = await requireHeadOfLogistics(db, me)
    const head = (await headOf(v.companyId, body.head_user_id)) ?? null
    let id: number
    try {
      id = await insertDepartment(db, { company_id: v.companyId, name: body.name, head_user_id: head })
    } catch (error) {
      if (isUniqueViolation(error, 'departments_company_name')) throw nameTaken()
      throw error
    }
    return { data: (await departmentOf(db, v.companyId, id))! }
  })

  route(app, updateDepartment, async ({ params, body, me }) => {
    const v = await requireHeadOfLogistics(db, me)
    if (!(await departmentOf(db, v.companyId, params.id))) throw notFound()
    const head = await headOf(v.companyId, body.head_user_id)
    try {
      await updateDepartmentRow(db, params.id, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(head !== undefined ? { head_user_id: head } : {}),
      })
    } catch (error) {
      if (isUniqueViolation(error, 'departments_company_name')) throw nameTaken()
      throw error
    }
    return { data: (await departmentOf(db, v.companyId, params.id))! }
  })

  route(app, deleteDepartment, async ({ params, me }) => {
    const v = await requireHeadOfLogistics(db, me)
    if (!(await departmentOf(db, v.companyId, params.id))) throw notFound()
    await deleteDepartmentRow(db, params.id)
    return ok
  })

  route(app, moveToDepartment, async ({ params, body, me }) => {
    const v = await requireHeadOfLogistics(db, me)
    const user = await colleague(db, v.companyId, params.id)
    const department = body.department_id === null ? null : await departmentOf(db, v.companyId, body.department_id)
    if (department === undefined) throw invalidField('department_id', 'department_unknown')
    await setMembership(db, user.id, department?.id ?? null)
    return { data: { user, department: department ? { id: department.id, name: department.name } : null } }
  })
}
