/** Table types of the responses area (migration 007), merged into `DB` of ./schema. */
import type { ColumnType, Generated } from 'kysely'

type CreatedAt = ColumnType<Date, Date | string | undefined, never>
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>
type Moment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
/** bigint: drivers read it as a string (PostgreSQL) or a number; `Number()` it. */
type Money = ColumnType<string | number, number, number>

export interface CargoResponsesTable {
  id: Generated<number>
  cargo_id: number
  /** The carrier company. */
  company_id: number
  /** The cargo's company, set by a trigger on insert (migration 022). */
  shipper_company_id: Generated<number>
  user_id: number | null
  transport_id: number | null
  status: ColumnType<string, string | undefined, string>
  price: Money
  currency: ColumnType<string, string | undefined, string>
  comment: string | null
  reason: ColumnType<string | null, string | null | undefined, string | null>
  is_bid: ColumnType<boolean, boolean | undefined, boolean>
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface CargoResponseEventsTable {
  id: Generated<number>
  response_id: number
  status: string
  user_id: number | null
  reason: string | null
  created_at: CreatedAt
}

export interface CargoAuctionsTable {
  cargo_id: number
  status: ColumnType<string, string | undefined, string>
  start_price: Money
  min_step: Money
  currency: ColumnType<string, string | undefined, string>
  ends_at: ColumnType<Date, Date | string, Date | string>
  best_price: ColumnType<string | number | null, number | null | undefined, number | null>
  best_company_id: ColumnType<number | null, number | null | undefined, number | null>
  bids_count: ColumnType<number, number | undefined, number>
  winner_response_id: ColumnType<number | null, number | null | undefined, number | null>
  decided_at: Moment
  created_at: CreatedAt
}

export interface AuctionBidsTable {
  id: Generated<number>
  cargo_id: number
  company_id: number
  user_id: number | null
  price: Money
  created_at: CreatedAt
}

export interface ContractsTable {
  id: Generated<number>
  response_id: number
  cargo_id: number
  shipper_company_id: number
  carrier_company_id: number
  transport_id: number | null
  status: string
  price: Money
  currency: ColumnType<string, string | undefined, string>
  shipper_signed_at: Moment
  carrier_signed_at: Moment
  shipper_signed_by: ColumnType<number | null, number | null | undefined, number | null>
  carrier_signed_by: ColumnType<number | null, number | null | undefined, number | null>
  carrier_archived: ColumnType<boolean, boolean | undefined, boolean>
  created_by: number | null
  created_at: CreatedAt
  updated_at: UpdatedAt
}

declare module './schema' {
  interface DB {
    cargo_responses: CargoResponsesTable
    cargo_response_events: CargoResponseEventsTable
    cargo_auctions: CargoAuctionsTable
    auction_bids: AuctionBidsTable
    contracts: ContractsTable
  }
}
