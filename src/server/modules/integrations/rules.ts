/**
 * Custom logic: the first active rule (by position, then id) whose conditions all hold decides what happens to an
 * incoming order. Text conditions compare without regard to case; prices are compared in roubles, weights in
 * tonnes. The lane price is the median price per km of the lane's cargos (start and finish regions) of the last
 * 90 days, times the route's distance and the rule's factor; without such cargos the row's own price stays.
 */
import { type Kysely, sql } from 'kysely'
import type { ConditionField, RuleActions } from '../../../core/contract/integrations'
import type { DB } from '../../db/schema'

export interface OrderFacts {
  partner_id: number
  from: string
  to: string
  weight: number
  /** Minor units. */
  price: number | null
  truck_type: readonly number[]
  contact: string | null
}

export interface StoredRule {
  id: number
  name: string
  active: boolean
  conditions: { field: string; op: string; value: string | number }[]
  actions: RuleActions
}

function holds(condition: StoredRule['conditions'][number], facts: OrderFacts): boolean {
  const field = condition.field as ConditionField
  const value = condition.value
  switch (field) {
    case 'partner_id':
      return facts.partner_id === Number(value)
    case 'truck_type':
      return facts.truck_type.includes(Number(value))
    case 'weight':
    case 'price': {
      const actual = field === 'price' ? (facts.price === null ? null : facts.price / 100) : facts.weight
      if (actual === null) return false
      const wanted = Number(value)
      return condition.op === 'gte' ? actual >= wanted : condition.op === 'lte' ? actual <= wanted : actual === wanted
    }
    default: {
      const actual = (facts[field] ?? '').toLocaleLowerCase('ru').trim()
      const wanted = String(value).toLocaleLowerCase('ru').trim()
      return condition.op === 'contains' ? actual.includes(wanted) : actual === wanted
    }
  }
}

export function matches(rule: Pick<StoredRule, 'conditions'>, facts: OrderFacts): boolean {
  return rule.conditions.every((condition) => holds(condition, facts))
}

export function decide<R extends StoredRule>(rules: readonly R[], facts: OrderFacts): R | null {
  return rules.find((rule) => rule.active && matches(rule, facts)) ?? null
}

export async function activeRules(db: Kysely<DB>, companyId: number): Promise<StoredRule[]> {
  const rows = await db
    .selectFrom('custom_logics')
    .select(['id', 'name', 'active', 'conditions', 'actions'])
    .where('company_id', '=', companyId)
    .where('active', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute()
  return rows
}

/** Minor units per km of the lane (median), or null when the lane has no priced cargo lately. */
export async function lanePerKm(db: Kysely<DB>, startRegion: string | null, finishRegion: string | null) {
  if (!startRegion || !finishRegion) return null
  const row = await sql<{ median: number | null }>`
    select percentile_cont(0.5) within group (order by price_per_km)::float8 as median
    from cargos
    where start_region = ${startRegion} and finish_region = ${finishRegion}
      and stage <> 'draft' and price_per_km is not null and price_per_km > 0
      and created_at > now() - interval '90 days'
  `.execute(db)
  const median = row.rows[0]?.median
  return median === null || median === undefined ? null : Number(median)
}
