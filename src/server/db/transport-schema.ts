/** Table types of the transport area (migration 005), merged into `DB` of ./schema. */
import type { ColumnType, Generated } from 'kysely'

type CreatedAt = ColumnType<Date, Date | string | undefined, never>
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>

export interface DriversTable {
  id: Generated<number>
  company_id: number
  name: string
  phone: string | null
  licence: string | null
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface TrailersTable {
  id: Generated<number>
  company_id: number
  number: string
  truck_type_id: number | null
  /** Cubic metres (numeric). */
  volume: number | null
  /** Tonnes (numeric). */
  capacity: number | null
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface TransportsTable {
  id: Generated<number>
  company_id: number
  number: string
  vehicle_id: number | null
  truck_model_id: number | null
  truck_type_id: number | null
  volume: number | null
  capacity: number | null
  load_type_ids: ColumnType<number[], number[] | undefined, number[]>
  trailer_id: number | null
  driver_id: number | null
  /** An external carrier's truck placed on this company's calendar. */
  external_company_id: ColumnType<number | null, number | null | undefined, number | null>
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface TruckModelsTable {
  id: number
  vehicle_id: number
  name: string
  sort: number
}

/** A `date` column: written as `YYYY-MM-DD`, read with `::text`. */
type DateColumn = ColumnType<string, string, string>

export interface TransportTasksTable {
  id: Generated<number>
  company_id: number
  transport_id: number
  type: string
  start_date: DateColumn
  end_date: DateColumn
  place_id: number | null
  radius_km: ColumnType<number, number | undefined, number>
  cargo_id: number | null
  comment: string | null
  responses_seen_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  created_by: number | null
  created_at: CreatedAt
  updated_at: UpdatedAt
  /** The truck's columns, copied by triggers for truck search (migration 019): read-only here. */
  truck_type_id: ColumnType<number | null, never, never>
  load_type_ids: ColumnType<number[], never, never>
  capacity: ColumnType<string | null, never, never>
  volume: ColumnType<string | null, never, never>
  /** A registered carrier's (or expeditor's) own truck: shown in truck search. */
  searchable: ColumnType<boolean, never, never>
}

export interface TransportNotesTable {
  id: Generated<number>
  transport_id: number
  user_id: number | null
  content: string
  created_at: CreatedAt
}

export interface TransportFilesTable {
  id: Generated<number>
  company_id: number
  transport_id: number
  task_id: number | null
  kind: string
  name: string
  mime: string
  size: number
  storage_name: string
  user_id: number | null
  created_at: CreatedAt
}

export interface TransportTaskResponsesTable {
  id: Generated<number>
  task_id: number
  cargo_id: number
  company_id: number
  user_id: number | null
  /** bigint: `Number()` it. */
  price: ColumnType<string | number | null, number | null | undefined, number | null>
  comment: string | null
  status: ColumnType<string, string | undefined, string>
  created_at: CreatedAt
}

declare module './schema' {
  interface DB {
    drivers: DriversTable
    trailers: TrailersTable
    transports: TransportsTable
    truck_models: TruckModelsTable
    transport_tasks: TransportTasksTable
    transport_notes: TransportNotesTable
    transport_files: TransportFilesTable
    transport_task_responses: TransportTaskResponsesTable
  }
}
