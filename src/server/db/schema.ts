/** Table types for Kysely. One interface per table; the migrations in ./migrations create them. */
import type { ColumnType, Generated, JSONColumnType } from 'kysely'

type CreatedAt = ColumnType<Date, Date | string | undefined, never>
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>

export interface PaymentJson {
  bank_name: string
  bik: string
  account: string
  correspondent_account: string
  pay_days: number
}

export interface CompaniesTable {
  id: Generated<number>
  name: string
  inn: string
  kpp: string | null
  ogrn: string | null
  type: string
  legal_address: string | null
  phone: string | null
  email: string | null
  payment: JSONColumnType<PaymentJson | null, string | null, string | null>
  /**
   * Set when a company was recorded as a counterparty by another company (POST /companies): then the row is that
   * company's private record, never the registered company of the same INN (migration 010).
   */
  created_by_company_id: number | null
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface UsersTable {
  id: Generated<number>
  company_id: number | null
  email: string
  phone: string | null
  name: string
  password_hash: string | null
  roles: string[]
  status: string
  timezone: string
  language: string
  telegram_user_id: ColumnType<number | null, number | null | undefined, number | null>
  /** The system assistant: one platform-wide staff member that stands for "unassigned". */
  is_system: Generated<boolean>
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface AccessTokensTable {
  id: Generated<number>
  user_id: number
  token_hash: string
  created_at: CreatedAt
  expires_at: ColumnType<Date, Date | string, Date | string>
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  last_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

export interface VerificationCodesTable {
  id: string
  purpose: string
  target: string
  user_id: number | null
  payload: JSONColumnType<Record<string, unknown>, string, string>
  code_hash: string
  link_token_hash: string | null
  attempts: Generated<number>
  sends: Generated<number>
  expires_at: ColumnType<Date, Date | string, Date | string>
  last_sent_at: ColumnType<Date, Date | string, Date | string>
  consumed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  created_at: CreatedAt
}

export interface OutboxTable {
  id: Generated<number>
  channel: string
  recipient: string
  subject: string
  body: string
  created_at: CreatedAt
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  attempts: Generated<number>
  last_error: string | null
  /** A worker's claim on the message (migration 009); null when nobody is delivering it. */
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  /** A Telegram message's reply keyboard, JSON (migration 018); null for none. */
  telegram_markup: ColumnType<string | null, string | null | undefined, string | null>
}

export interface CompanyPartnersTable {
  company_id: number
  partner_id: number
  created_at: CreatedAt
}

export interface DictionaryItemsTable {
  kind: string
  id: number
  name_ru: string
  name_en: string
  short_ru: string
  short_en: string
  vat: number | null
  sort: number
}

export interface PlacesTable {
  id: Generated<number>
  geonames_id: number | null
  type: string
  name_ru: string
  name_en: string
  region_ru: string | null
  region_en: string | null
  country_code: string
  lat: number
  lng: number
  population: number
}

export interface NamePartsTable {
  id: Generated<number>
  kind: string
  value: string
  gender: string
  popularity: number
}

export interface DB {
  companies: CompaniesTable
  users: UsersTable
  access_tokens: AccessTokensTable
  verification_codes: VerificationCodesTable
  outbox: OutboxTable
  company_partners: CompanyPartnersTable
  dictionary_items: DictionaryItemsTable
  places: PlacesTable
  name_parts: NamePartsTable
}

/** A `date` column: written as `YYYY-MM-DD`, and read with `::text` (drivers would make a Date of it). */
type DateColumn = ColumnType<string, string, string>
type IntArray = ColumnType<number[], number[] | undefined, number[]>

export interface CargosTable {
  id: Generated<number>
  /** The shipper. */
  company_id: number
  created_by: number | null
  contact_user_ids: IntArray
  stage: ColumnType<string, string | undefined, string>
  start_place_id: number
  start_lat: number
  start_lng: number
  /** The English region name of the start place (places.region_en, or the region's own name). */
  start_region: string | null
  start_country: string
  finish_place_id: number
  finish_lat: number
  finish_lng: number
  finish_region: string | null
  finish_country: string
  points_count: ColumnType<number, number | undefined, number>
  load_date_from: DateColumn
  load_date_to: DateColumn
  unload_date: ColumnType<string | null, string | null | undefined, string | null>
  truck_type_ids: IntArray
  load_type_ids: IntArray
  cargo_type_id: number | null
  pack_type_id: number | null
  /** Tonnes (numeric). */
  weight: number
  /** Cubic metres (numeric). */
  volume: number | null
  /** Minor units (bigint). */
  price: number | null
  currency: ColumnType<string, string | undefined, string>
  /** Minor units per km. */
  price_per_km: number | null
  distance_km: number | null
  payment_type: ColumnType<number, number | undefined, number>
  comment: string | null
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface CargoPointsTable {
  id: Generated<number>
  cargo_id: number
  position: number
  kind: string
  place_id: number
  lat: number
  lng: number
  address: string | null
  date: ColumnType<string | null, string | null | undefined, string | null>
  time_from: ColumnType<string | null, string | null | undefined, string | null>
  time_to: ColumnType<string | null, string | null | undefined, string | null>
}

export interface CargoPricesTable {
  id: Generated<number>
  cargo_id: number
  mode: string
  price: number
  currency: ColumnType<string, string | undefined, string>
  created_at: CreatedAt
}

export interface CargoFavoritesTable {
  user_id: number
  cargo_id: number
  created_at: CreatedAt
}

export interface CargoFiltersTable {
  id: Generated<number>
  user_id: number
  name: string
  filter: JSONColumnType<Record<string, unknown>, string, string>
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface CargoContactRequestsTable {
  id: Generated<number>
  cargo_id: number
  user_id: number
  requests: Generated<number>
  created_at: CreatedAt
  last_requested_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export interface CargoStatusLogTable {
  id: Generated<number>
  cargo_id: number
  stage: string
  user_id: number | null
  created_at: CreatedAt
}

/** The cargo area's tables (migration 003), merged into `DB` above. */
export interface DB {
  cargos: CargosTable
  cargo_points: CargoPointsTable
  cargo_prices: CargoPricesTable
  cargo_favorites: CargoFavoritesTable
  cargo_filters: CargoFiltersTable
  cargo_contact_requests: CargoContactRequestsTable
  cargo_status_log: CargoStatusLogTable
}

/** A notification's parameter: a value, or a text in each language (`{ ru: 'Казань', en: 'Kazan' }`). */
/**
 * A notification's parameter, stored as data and rendered in each reader's language: text, a number, a text in
 * each language, money in minor units, or a calendar day (`YYYY-MM-DD`).
 */
export type NotificationParam =
  | string
  | number
  | { ru: string; en: string }
  | { minor: number; currency: string }
  | { day: string }

export interface NotificationsTable {
  id: Generated<number>
  user_id: number
  type: string
  /** A key of the notification catalogue (modules/notifications/messages.ts). */
  title_key: string
  body_key: string | null
  params: JSONColumnType<Record<string, NotificationParam>, string | undefined, string>
  /** A path of the exchange site, or null. */
  link: string | null
  is_transport: ColumnType<boolean, boolean | undefined, boolean>
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  created_at: CreatedAt
}

/** The notifications area's table (migration 004), merged into `DB` above. */
export interface DB {
  notifications: NotificationsTable
}
