/** Table types of the reviews area (migration 022), merged into `DB` of ./schema. */
import type { ColumnType, Generated, JSONColumnType } from 'kysely'

type CreatedAt = ColumnType<Date, Date | string | undefined, never>
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>
type Moment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
type Maybe<T> = ColumnType<T | null, T | null | undefined, T | null>

export interface ReviewsTable {
  id: Generated<number>
  order_id: number
  subject: string
  author_company_id: number
  company_id: number
  author_user_id: number | null
  rating: number
  criteria: JSONColumnType<Record<string, number>, string, string>
  text: string
  answer: Maybe<string>
  answer_user_id: Maybe<number>
  answered_at: Moment
  hidden_reason: Maybe<string>
  hidden_at: Moment
  hidden_by: Maybe<number>
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface ReviewReportsTable {
  id: Generated<number>
  review_id: number
  company_id: number
  user_id: number | null
  reason: string
  settled_at: Moment
  created_at: CreatedAt
}

declare module './schema' {
  interface DB {
    reviews: ReviewsTable
    review_reports: ReviewReportsTable
  }
}
