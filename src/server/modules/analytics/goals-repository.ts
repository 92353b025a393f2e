/**
 * The goals' SQL. Values come from `analytics_daily` (the facts summed per day, migration 016), so a year of a busy
 * company is read from a few thousand rows; the details list reads `analytics_facts` by its (company, type, day)
 * index. Targets are `analytics_goals`, one row per user, type and month.
 */
import { type Kysely, sql } from 'kysely'
import { averagedGoals, type GoalTypeId, goalTypeIds } from '../../../core/contract/analytics'
import type { Lang } from '../../../core/contract/common'
import type { DB } from '../../db/schema'
import type { Scope } from './access'
import { monthStart, type Period } from './period'

export interface Sum {
  total: number
  events: number
}

/** A type's value from its sum: the total, or for an average total / events (null without events). */
export function goalValue(type: number, sum: Sum | undefined): number | null {
  if (averagedGoals.includes(type as GoalTypeId))
    return sum && sum.events > 0 ? Math.round(sum.total / sum.events) : null
  return sum ? sum.total : 0
}

const users = (scope: Scope) => (scope.userIds === null ? sql`true` : sql`user_id = any(${scope.userIds}::int[])`)

/** Sums per type over the period, for the scope. */
export async function sumsByType(db: Kysely<DB>, scope: Scope, p: Period): Promise<Map<number, Sum>> {
  const rows = await sql<{ type: number; total: string | number; events: string | number }>`
    select type, sum(total) as total, sum(events) as events from analytics_daily
    where company_id = ${scope.companyId} and day between ${p.start}::date and ${p.end}::date and ${users(scope)}
    group by type`.execute(db)
  return new Map(rows.rows.map((r) => [Number(r.type), { total: Number(r.total), events: Number(r.events) }]))
}

/** Sums per user and type over the period, for the given users. */
export async function sumsByUser(
  db: Kysely<DB>,
  companyId: number,
  userIds: number[],
  p: Period,
): Promise<Map<string, Sum>> {
  if (userIds.length === 0) return new Map()
  const rows = await sql<{ user_id: number; type: number; total: string | number; events: string | number }>`
    select user_id, type, sum(total) as total, sum(events) as events from analytics_daily
    where company_id = ${companyId} and day between ${p.start}::date and ${p.end}::date
      and user_id = any(${userIds}::int[])
    group by user_id, type`.execute(db)
  return new Map(rows.rows.map((r) => [`${r.user_id}:${r.type}`, { total: Number(r.total), events: Number(r.events) }]))
}

/** The daily sums of one type over the period (days without events left out). */
export async function dailyOf(db: Kysely<DB>, scope: Scope, type: number, p: Period) {
  const rows = await sql<{ day: string; total: string | number; events: string | number }>`
    select day::text as day, sum(total) as total, sum(events) as events from analytics_daily
    where company_id = ${scope.companyId} and type = ${type} and day between ${p.start}::date and ${p.end}::date
      and ${users(scope)}
    group by day order by day`.execute(db)
  return rows.rows.map((r) => ({ day: r.day, total: Number(r.total), events: Number(r.events) }))
}

export interface TargetRow {
  id: number
  user_id: number
  type: number
  month: string
  max_value: number
}

/** The targets of the months the period touches, for the scope (or the given users). */
export async function targetsOf(
  db: Kysely<DB>,
  companyId: number,
  userIds: number[] | null,
  p: Period,
): Promise<TargetRow[]> {
  let query = db
    .selectFrom('analytics_goals')
    .select(['id', 'user_id', 'type', sql<string>`month::text`.as('month'), 'max_value'])
    .where('company_id', '=', companyId)
    .where('month', '>=', monthStart(p.start))
    .where('month', '<=', p.end)
  if (userIds !== null) query = query.where('user_id', 'in', userIds.length > 0 ? userIds : [0])
  const rows = await query.execute()
  return rows.map((r) => ({ ...r, max_value: Number(r.max_value) }))
}

/** A type's target from the rows: their sum, or for an average the strictest (lowest) one; null without rows. */
export function targetOf(type: number, rows: TargetRow[]): number | null {
  const own = rows.filter((r) => r.type === type)
  if (own.length === 0) return null
  if (averagedGoals.includes(type as GoalTypeId)) return Math.min(...own.map((r) => r.max_value))
  return own.reduce((sum, r) => sum + r.max_value, 0)
}

export { goalTypeIds }

export async function upsertGoal(
  db: Kysely<DB>,
  values: { company_id: number; user_id: number; type: number; month: string; max_value: number; set_by: number },
): Promise<number> {
  const row = await db
    .insertInto('analytics_goals')
    .values(values)
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'type', 'month'])
        .doUpdateSet({ max_value: values.max_value, set_by: values.set_by, updated_at: new Date() }),
    )
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function deleteGoal(db: Kysely<DB>, userId: number, type: number, month: string): Promise<void> {
  await db
    .deleteFrom('analytics_goals')
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('month', '=', month)
    .execute()
}

/** The facts of one type, newest first, one page and the total. */
export async function factsOf(
  db: Kysely<DB>,
  scope: Scope,
  type: number,
  p: Period,
  page: { limit: number; offset: number },
  lang: Lang,
) {
  const name = sql.raw(lang === 'en' ? 'name_en' : 'name_ru')
  const where = sql`f.company_id = ${scope.companyId} and f.type = ${type}
    and f.day between ${p.start}::date and ${p.end}::date
    and ${scope.userIds === null ? sql`true` : sql`f.user_id = any(${scope.userIds}::int[])`}`
  const rows = await sql<{
    id: string | number
    type: number
    day: string
    value: string | number
    user_id: number | null
    user_name: string | null
    cargo_id: number | null
    from_name: string | null
    to_name: string | null
    order_id: number | null
  }>`
    select f.id, f.type, f.day::text as day, f.value, f.user_id, u.name as user_name, c.id as cargo_id,
      ps.${name} as from_name, pf.${name} as to_name, f.order_id
    from analytics_facts f
    left join users u on u.id = f.user_id
    left join cargos c on c.id = f.cargo_id
    left join places ps on ps.id = c.start_place_id
    left join places pf on pf.id = c.finish_place_id
    where ${where}
    order by f.day desc, f.id desc
    limit ${page.limit} offset ${page.offset}`.execute(db)
  const count = await sql<{ n: string | number }>`select count(*) as n from analytics_facts f where ${where}`.execute(
    db,
  )
  return {
    rows: rows.rows.map((r) => ({
      id: Number(r.id),
      type: Number(r.type),
      day: r.day,
      value: Number(r.value),
      user: r.user_id === null ? null : { id: r.user_id, name: r.user_name ?? '' },
      cargo: r.cargo_id === null ? null : { id: r.cargo_id, from: r.from_name ?? '', to: r.to_name ?? '' },
      order_id: r.order_id,
    })),
    size: Number(count.rows[0]?.n ?? 0),
  }
}
