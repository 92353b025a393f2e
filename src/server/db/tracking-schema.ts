/** Table types of the tracking area (migration 026), merged into `DB` of ./schema. */
import type { ColumnType, Generated } from 'kysely'

type CreatedAt = ColumnType<Date, Date | string | undefined, never>
type Moment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
type Maybe<T> = ColumnType<T | null, T | null | undefined, T | null>
/** bigint: drivers read it as a string (PostgreSQL) or a number; `Number()` it. */
type TelegramId = ColumnType<string | number | null, number | null | undefined, number | null>

export interface TrackingLinksTable {
  id: Generated<number>
  order_id: number
  token: string
  created_by: number | null
  telegram_user_id: TelegramId
  created_at: CreatedAt
  expires_at: ColumnType<Date, Date | string, Date | string>
  revoked_at: Moment
}

export interface OrderPositionsTable {
  /** bigserial: read as a string on PostgreSQL. */
  id: ColumnType<string | number, never, never>
  order_id: number
  recorded_at: ColumnType<Date, Date | string, Date | string>
  received_at: ColumnType<Date, Date | string | undefined, Date | string>
  lat: number
  lon: number
  accuracy: Maybe<number>
  source: string
  path_km: ColumnType<number, number | undefined, number>
}

export interface OrderTrackingTable {
  order_id: number
  last_lat: Maybe<number>
  last_lon: Maybe<number>
  last_accuracy: Maybe<number>
  last_source: Maybe<string>
  last_recorded_at: Moment
  last_path_km: ColumnType<number, number | undefined, number>
  last_received_at: Moment
  pace_kmh: Maybe<number>
  late_noticed_at: Moment
  near_loading_noticed_at: Moment
  near_unloading_noticed_at: Moment
}

declare module './schema' {
  interface DB {
    tracking_links: TrackingLinksTable
    order_positions: OrderPositionsTable
    order_tracking: OrderTrackingTable
  }
}
