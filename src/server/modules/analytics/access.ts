/**
 * Whom an analytics caller sees. A company's administrator and managers see everyone of the company; the head of
 * a department sees its members (and themself); anyone else sees only themself. Another company's user, or no
 * user at all, is 404; a colleague outside one's sight is 403.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import type { CurrentUser } from '../../http/auth'
import { forbidden, notFound } from '../../http/errors'
import { ownCompanyId } from '../companies/access'

export interface Viewer {
  id: number
  companyId: number
  /** Administrator or manager of the company. */
  manager: boolean
  /** Departments the caller heads. */
  heads: number[]
}

/** Whose figures: `userIds` null is the whole company; `user` is set when it is one person. */
export interface Scope {
  companyId: number
  userIds: number[] | null
  user: { id: number; name: string } | null
}

export async function viewerOf(db: Kysely<DB>, me: CurrentUser): Promise<Viewer> {
  const companyId = ownCompanyId(me)
  const heads = await db
    .selectFrom('departments')
    .select('id')
    .where('company_id', '=', companyId)
    .where('head_user_id', '=', me.id)
    .execute()
  return {
    id: me.id,
    companyId,
    manager: me.roles.includes('admin') || me.roles.includes('manager'),
    heads: heads.map((h) => h.id),
  }
}

export const supervises = (v: Viewer) => v.manager || v.heads.length > 0

/** The members of the departments a head heads, and the head. */
export async function teamOf(db: Kysely<DB>, v: Viewer): Promise<number[]> {
  if (v.heads.length === 0) return [v.id]
  const rows = await db
    .selectFrom('department_members')
    .select('user_id')
    .where('department_id', 'in', v.heads)
    .execute()
  return [...new Set([v.id, ...rows.map((r) => r.user_id)])]
}

/** 403 unless the caller is a manager or a head. */
export async function requireSupervisor(db: Kysely<DB>, me: CurrentUser): Promise<Viewer> {
  const v = await viewerOf(db, me)
  if (!supervises(v)) throw forbidden()
  return v
}

/** A user of the caller's company (any status but removed), or 404. */
export async function colleague(db: Kysely<DB>, companyId: number, userId: number) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', '=', userId)
    .where('company_id', '=', companyId)
    .where('status', '<>', 'removed')
    .where('is_system', '=', false)
    .executeTakeFirst()
  if (!user) throw notFound()
  return user
}

/** 403 unless the caller may see (and, for a supervisor, set the goals of) this colleague. */
export async function requireSight(db: Kysely<DB>, v: Viewer, userId: number): Promise<void> {
  if (userId === v.id || v.manager) return
  if (v.heads.length === 0) throw forbidden()
  const team = await teamOf(db, v)
  if (!team.includes(userId)) throw forbidden()
}

/**
 * The scope of a goals request: `user_id` absent or 0 is the caller for a logistician and the whole team for a
 * supervisor (the company for a manager, the departments for a head); another id must be within sight.
 */
export async function scopeOf(db: Kysely<DB>, me: CurrentUser, userId: number | undefined): Promise<Scope> {
  const v = await viewerOf(db, me)
  const self = { id: me.id, name: me.name }
  if (userId === undefined || userId === 0) {
    if (v.manager) return { companyId: v.companyId, userIds: null, user: null }
    if (v.heads.length > 0) return { companyId: v.companyId, userIds: await teamOf(db, v), user: null }
    return { companyId: v.companyId, userIds: [me.id], user: self }
  }
  if (userId === me.id) return { companyId: v.companyId, userIds: [me.id], user: self }
  const user = await colleague(db, v.companyId, userId)
  await requireSight(db, v, userId)
  return { companyId: v.companyId, userIds: [user.id], user }
}

/**
 * 403 unless the caller is the head of logistics: the company's administrator or a manager (spec 2, 7). They
 * manage the departments; a department's head sets goals but does not reshape the departments.
 */
export async function requireHeadOfLogistics(db: Kysely<DB>, me: CurrentUser): Promise<Viewer> {
  const v = await viewerOf(db, me)
  if (!v.manager) throw forbidden()
  return v
}
