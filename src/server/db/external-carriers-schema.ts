/** Table types of the external carriers' database (migration 014), merged into `DB` of ./schema. */
import type { ColumnType, Generated, JSONColumnType } from 'kysely'

type CreatedAt = ColumnType<Date, Date | string | undefined, never>
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>
/** numeric: pg answers a string. */
type Numeric = ColumnType<string | number | null, number | null | undefined, number | null>

export interface ExternalContactJson {
  id: number
  name: string
  phones: string[]
  email: string | null
  telegram_user_id: number | null
}

export interface ExternalTransportsTable {
  id: Generated<number>
  owner_company_id: number
  company_id: number
  start_place_id: number
  finish_place_id: number | null
  finish_point_type: ColumnType<string, string | undefined, string>
  truck_type_id: number | null
  load_type_ids: ColumnType<number[], number[] | undefined, number[]>
  weight: Numeric
  volume: Numeric
  note: string | null
  contacts: JSONColumnType<ExternalContactJson[], string | undefined, string>
  created_by: number | null
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface ExternalRoutesTable {
  id: Generated<number>
  owner_company_id: number
  transport_id: number
  start_place_id: number
  finish_place_id: number
  start_date: ColumnType<string, string, string>
  status: ColumnType<string, string | undefined, string>
  task_id: number | null
  created_by: number | null
  created_at: CreatedAt
  /** The external truck's columns, copied by triggers for truck search (migration 019): read-only here. */
  truck_type_id: ColumnType<number | null, never, never>
  load_type_ids: ColumnType<number[], never, never>
  weight: ColumnType<string | null, never, never>
  volume: ColumnType<string | null, never, never>
}

export interface ExternalCommentsTable {
  id: Generated<number>
  owner_company_id: number
  transport_id: number
  user_id: number | null
  content: string
  created_at: CreatedAt
}

export interface CarrierFeedbackTable {
  id: Generated<number>
  owner_company_id: number
  company_id: number
  user_id: number | null
  rating: number
  content: string
  created_at: CreatedAt
}

declare module './schema' {
  interface DB {
    external_transports: ExternalTransportsTable
    external_routes: ExternalRoutesTable
    external_comments: ExternalCommentsTable
    carrier_feedback: CarrierFeedbackTable
  }
}
