/** Departments, their members, and the company's logisticians who are in none. */
import { type Kysely, sql } from 'kysely'
import type { DB } from '../../db/schema'
import type { Viewer } from './access'

export interface DepartmentRow {
  id: number | null
  name: string
  head: { id: number; name: string } | null
  editable: boolean
}

export interface MemberRow {
  id: number
  name: string
  email: string
  department_id: number | null
}

/** The departments the viewer sees (all for a manager, those headed for a head), then the unassigned group. */
export async function departmentsOf(db: Kysely<DB>, v: Viewer): Promise<DepartmentRow[]> {
  let query = db
    .selectFrom('departments as d')
    .leftJoin('users as h', 'h.id', 'd.head_user_id')
    .select(['d.id', 'd.name', 'd.head_user_id', 'h.name as head_name'])
    .where('d.company_id', '=', v.companyId)
    .orderBy('d.id')
  if (!v.manager) query = query.where('d.id', 'in', v.heads.length > 0 ? v.heads : [0])
  const rows = await query.execute()
  const out: DepartmentRow[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    head: r.head_user_id === null ? null : { id: r.head_user_id, name: r.head_name ?? '' },
    editable: true,
  }))
  if (v.manager && (await unassigned(db, v.companyId)).length > 0)
    out.push({ id: null, name: '', head: null, editable: true })
  return out
}

/** Active logisticians of the company in no department. */
export async function unassigned(db: Kysely<DB>, companyId: number): Promise<MemberRow[]> {
  const rows = await db
    .selectFrom('users as u')
    .select(['u.id', 'u.name', 'u.email'])
    .where('u.company_id', '=', companyId)
    .where('u.status', '=', 'active')
    .where('u.is_system', '=', false)
    .where(sql<boolean>`'shipper.logist' = any(u.roles)`)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('department_members as m').select('m.user_id').whereRef('m.user_id', '=', 'u.id'))),
    )
    .orderBy('u.name')
    .execute()
  return rows.map((r) => ({ ...r, department_id: null }))
}

/** The active members of the departments, by name. */
export async function membersOf(db: Kysely<DB>, departmentIds: number[]): Promise<MemberRow[]> {
  if (departmentIds.length === 0) return []
  return db
    .selectFrom('department_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.name', 'u.email', 'm.department_id'])
    .where('m.department_id', 'in', departmentIds)
    .where('u.status', '=', 'active')
    .orderBy('u.name')
    .execute()
}

/** A department of the company with its head, or undefined. */
export async function departmentOf(db: Kysely<DB>, companyId: number, id: number) {
  const row = await db
    .selectFrom('departments as d')
    .leftJoin('users as h', 'h.id', 'd.head_user_id')
    .select(['d.id', 'd.name', 'd.head_user_id', 'h.name as head_name'])
    .where('d.company_id', '=', companyId)
    .where('d.id', '=', id)
    .executeTakeFirst()
  if (!row) return undefined
  return {
    id: row.id,
    name: row.name,
    head: row.head_user_id === null ? null : { id: row.head_user_id, name: row.head_name ?? '' },
    editable: true,
  } satisfies DepartmentRow
}

/** An active employee of the company (who can head a department), or undefined. */
export async function activeColleague(db: Kysely<DB>, companyId: number, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', '=', userId)
    .where('company_id', '=', companyId)
    .where('status', '=', 'active')
    .where('is_system', '=', false)
    .executeTakeFirst()
}

export async function insertDepartment(
  db: Kysely<DB>,
  values: { company_id: number; name: string; head_user_id: number | null },
): Promise<number> {
  const row = await db.insertInto('departments').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function updateDepartmentRow(
  db: Kysely<DB>,
  id: number,
  values: { name?: string; head_user_id?: number | null },
): Promise<void> {
  await db.updateTable('departments').set(values).where('id', '=', id).execute()
}

/** Deletes the department; its members' rows go with it (they stay in the company, in no department). */
export async function deleteDepartmentRow(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('departments').where('id', '=', id).execute()
}

/** Puts the user into the department (out of any other: one department a person), or out of all with null. */
export async function setMembership(db: Kysely<DB>, userId: number, departmentId: number | null): Promise<void> {
  if (departmentId === null) {
    await db.deleteFrom('department_members').where('user_id', '=', userId).execute()
    return
  }
  await db
    .insertInto('department_members')
    .values({ user_id: userId, department_id: departmentId })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ department_id: departmentId }))
    .execute()
}
