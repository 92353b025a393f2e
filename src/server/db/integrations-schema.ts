/** Table types of the integrations (migration 017), merged into `DB` of ./schema. */
import type { ColumnType, Generated, JSONColumnType } from 'kysely'

type CreatedAt = ColumnType<Date, Date | string | undefined, never>
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>
/** bigint: pg answers a string. */
type Big = ColumnType<string | number, number, number>

export interface IntegrationPartnersTable {
  id: Generated<number>
  company_id: number
  name: string
  created_at: CreatedAt
}

export interface IntegrationImportsTable {
  id: Generated<number>
  company_id: number
  partner_id: number
  name: string
  kind: string
  mapping: JSONColumnType<Record<string, string>, string, string>
  defaults: JSONColumnType<{ cargo_type_id: number; truck_types: number[] }, string, string>
  publish: ColumnType<boolean, boolean | undefined, boolean>
  key_hash: string | null
  key_hint: string | null
  created_by: number | null
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface RowErrorJson {
  line: number
  order_id: string | null
  field: string | null
  reason: string
}

export interface ImportRunsTable {
  id: Generated<number>
  import_id: number
  company_id: number
  user_id: number | null
  source: string
  file_name: string | null
  total: ColumnType<number, number | undefined, number>
  imported: ColumnType<number, number | undefined, number>
  duplicates: ColumnType<number, number | undefined, number>
  failed: ColumnType<number, number | undefined, number>
  errors: JSONColumnType<RowErrorJson[], string | undefined, string>
  created_at: CreatedAt
}

export interface ImportOrdersTable {
  id: Generated<number>
  company_id: number
  import_id: number | null
  partner_id: number
  external_id: string
  cargo_id: number
  run_id: number | null
  contact: string | null
  assigned_user_id: number | null
  relation_id: number | null
  rule_id: number | null
  held: ColumnType<boolean, boolean | undefined, boolean>
  created_by: number | null
  created_at: CreatedAt
}

export interface ContactRelationsTable {
  id: Generated<number>
  company_id: number
  partner_id: number
  contact: string
  contact_key: string
  user_id: number
  created_at: CreatedAt
}

export interface CustomLogicsTable {
  id: Generated<number>
  company_id: number
  name: string
  active: ColumnType<boolean, boolean | undefined, boolean>
  position: ColumnType<number, number | undefined, number>
  conditions: JSONColumnType<{ field: string; op: string; value: string | number }[], string, string>
  actions: JSONColumnType<
    {
      publish: boolean
      price_factor: number | null
      assign_user_id: number | null
      additional_conditions: number[]
      hold: boolean
    },
    string,
    string
  >
  created_by: number | null
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface WebhookSubscriptionsTable {
  id: Generated<number>
  company_id: number
  url: string
  events: string[]
  secret: string
  active: ColumnType<boolean, boolean | undefined, boolean>
  created_by: number | null
  created_at: CreatedAt
}

export interface WebhookDeliveriesTable {
  id: Generated<number>
  subscription_id: number
  event: string
  payload: string
  status: ColumnType<string, string | undefined, string>
  attempts: ColumnType<number, number | undefined, number>
  response_status: number | null
  error: string | null
  created_at: CreatedAt
  delivered_at: Date | null
}

export interface WebhookCursorsTable {
  source: string
  last_id: number
}

export interface AutoBidSettingsTable {
  id: Generated<number>
  company_id: number
  user_id: number | null
  name: string
  active: ColumnType<boolean, boolean | undefined, boolean>
  lanes: JSONColumnType<{ from_place_id: number; to_place_id: number | null }[], string, string>
  truck_type_ids: ColumnType<number[], number[] | undefined, number[]>
  floor: Big
  step: Big
  daily_limit: number
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface AutoBidsTable {
  id: Generated<number>
  setting_id: number
  company_id: number
  cargo_id: number
  price: Big
  status: ColumnType<string, string | undefined, string>
  created_at: CreatedAt
  updated_at: UpdatedAt
}

declare module './schema' {
  interface DB {
    integration_partners: IntegrationPartnersTable
    integration_imports: IntegrationImportsTable
    import_runs: ImportRunsTable
    import_orders: ImportOrdersTable
    contact_relations: ContactRelationsTable
    custom_logics: CustomLogicsTable
    webhook_subscriptions: WebhookSubscriptionsTable
    webhook_deliveries: WebhookDeliveriesTable
    webhook_cursors: WebhookCursorsTable
    auto_bid_settings: AutoBidSettingsTable
    auto_bids: AutoBidsTable
  }
}
