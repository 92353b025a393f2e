/** Table types of the finance area (migration 015), merged into `DB` of ./schema. */
import type { ColumnType, Generated } from 'kysely'

type CreatedAt = ColumnType<Date, Date | string | undefined, never>
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>
type Moment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
/** bigint: drivers read it as a string (PostgreSQL) or a number; `Number()` it. */
type Money = ColumnType<string | number, number, number>
type Maybe<T> = ColumnType<T | null, T | null | undefined, T | null>

export interface FactoringCompaniesTable {
  id: Generated<number>
  name: string
  inn: string
  created_at: CreatedAt
}

export interface RegistryMarksTable {
  order_id: number
  company_id: number
  is_checked: ColumnType<boolean, boolean | undefined, boolean>
  checked_at: Moment
  checked_by: Maybe<number>
  factoring_company_id: Maybe<number>
  updated_at: UpdatedAt
}

export interface AdvancePaymentsTable {
  id: Generated<number>
  order_id: number
  shipper_company_id: number
  carrier_company_id: number
  status: ColumnType<string, string | undefined, string>
  percent: number
  amount: Money
  currency: ColumnType<string, string | undefined, string>
  requested_by: Maybe<number>
  approved_by: Maybe<number>
  approved_at: Moment
  exported_at: Moment
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface AdvanceVerificationsTable {
  id: Generated<number>
  company_id: number
  status: ColumnType<string, string | undefined, string>
  company_type: Maybe<string>
  passport_enc: Maybe<string>
  passport_user_id: Maybe<number>
  partner_request_id: Maybe<string>
  partner_checked_at: Moment
  reason: Maybe<string>
  sent_at: Moment
  decided_at: Moment
  created_by: Maybe<number>
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface AdvanceVerificationFilesTable {
  id: Generated<number>
  verification_id: number
  type: string
  name: string
  mime: string
  size: number
  storage_name: string
  user_id: number | null
  created_at: CreatedAt
}

declare module './schema' {
  interface DB {
    factoring_companies: FactoringCompaniesTable
    registry_marks: RegistryMarksTable
    advance_payments: AdvancePaymentsTable
    advance_verifications: AdvanceVerificationsTable
    advance_verification_files: AdvanceVerificationFilesTable
  }
}
