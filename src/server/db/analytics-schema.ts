/** Table types of the analytics area (migration 016), merged into `DB` and `CargosTable` of ./schema. */
import type { ColumnType, Generated } from 'kysely'

type CreatedAt = ColumnType<Date, Date | string | undefined, never>
/** bigint: drivers read it as a string (PostgreSQL) or a number; `Number()` it. */
type Big = ColumnType<string | number, number, number>
/** A `date` column: written as `YYYY-MM-DD`, read with `::text`. */
type DateColumn = ColumnType<string, string, string>

export interface DepartmentsTable {
  id: Generated<number>
  company_id: number
  name: string
  head_user_id: number | null
  created_at: CreatedAt
}

export interface DepartmentMembersTable {
  user_id: number
  department_id: number
}

export interface AnalyticsGoalsTable {
  id: Generated<number>
  company_id: number
  user_id: number
  type: number
  month: DateColumn
  max_value: Big
  set_by: number | null
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export interface AnalyticsFactsTable {
  id: Generated<string | number>
  company_id: number
  user_id: number | null
  type: number
  day: DateColumn
  value: Big
  cargo_id: number | null
  order_id: number | null
  source_id: number
  created_at: CreatedAt
}

export interface AnalyticsDailyTable {
  company_id: number
  user_id: number
  type: number
  day: DateColumn
  total: Big
  events: number
}

declare module './schema' {
  interface CargosTable {
    /** The client the cargo is carried for (a counterparty the company records); null: the company's own. */
    owner_company_id: ColumnType<number | null, number | null | undefined, number | null>
  }
  interface DB {
    departments: DepartmentsTable
    department_members: DepartmentMembersTable
    analytics_goals: AnalyticsGoalsTable
    analytics_facts: AnalyticsFactsTable
    analytics_daily: AnalyticsDailyTable
  }
}
