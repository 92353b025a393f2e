/** Table types of the orders area (migration 013), merged into `DB` of ./schema. */
import type { ColumnType, Generated, JSONColumnType } from 'kysely'

type CreatedAt = ColumnType<Date, Date | string | undefined, never>
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>
type Moment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
/** bigint: drivers read it as a string (PostgreSQL) or a number; `Number()` it. */
type Money = ColumnType<string | number, number, number>
/** A `date` column: written as `YYYY-MM-DD`, read with `::text`. */
type DateColumn = ColumnType<string, string, string>
type Json<T extends object> = JSONColumnType<T | null, string | null | undefined, string | null>

export interface DirectorJson {
  name: string
  position: string
  basis: string
  phone: string | null
}
export interface DriverJson {
  driver_id: number | null
  name: string
  phone: string
  licence: string
  passport: string | null
}
export interface TransportJson {
  transport_id: number | null
  number: string
  trailer_number: string | null
  model: string | null
}

export interface OrdersTable {
  id: Generated<number>
  contract_id: number
  cargo_id: number
  response_id: number
  shipper_company_id: number
  carrier_company_id: number
  status: ColumnType<string, string | undefined, string>
  price: Money
  currency: ColumnType<string, string | undefined, string>
  load_date: DateColumn
  unload_date: ColumnType<string | null, string | null | undefined, string | null>
  director: Json<DirectorJson>
  driver: Json<DriverJson>
  transport: Json<TransportJson>
  security_status: ColumnType<string | null, string | null | undefined, string | null>
  security_comment: ColumnType<string | null, string | null | undefined, string | null>
  reason: ColumnType<string | null, string | null | undefined, string | null>
  loaded_at: Moment
  unloaded_at: Moment
  closed_at: Moment
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface OrderEventsTable {
  id: Generated<number>
  order_id: number
  status: string
  user_id: number | null
  reason: string | null
  created_at: CreatedAt
}

export interface OrderDocumentsTable {
  id: Generated<number>
  order_id: number
  kind: string
  name: string
  mime: string
  size: number
  storage_name: string
  status: ColumnType<string, string | undefined, string>
  reason: ColumnType<string | null, string | null | undefined, string | null>
  replaces_id: number | null
  user_id: number | null
  decided_by: ColumnType<number | null, number | null | undefined, number | null>
  decided_at: Moment
  created_at: CreatedAt
}

declare module './schema' {
  interface DB {
    orders: OrdersTable
    order_events: OrderEventsTable
    order_documents: OrderDocumentsTable
  }
}
