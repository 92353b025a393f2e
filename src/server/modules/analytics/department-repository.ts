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
