/** Table types of help, news and Telegram verification (migration 018), merged into `DB` of ./schema. */
import type { ColumnType, Generated, JSONColumnType } from 'kysely'

type CreatedAt = ColumnType<Date, Date | string | undefined, never>
type Moment = ColumnType<Date, Date | string | undefined, Date | string>
type MaybeMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>

/** A tour step as stored: a target and its texts in both languages. */
export interface GuideStepJson {
  target: string | null
  title_ru: string
  title_en: string
  text_ru: string
  text_en: string
}

export interface HelpGuidesTable {
  id: Generated<number>
  code: string
  route: string
  roles: ColumnType<string[], string[] | undefined, string[]>
  title_ru: string
  title_en: string
  description_ru: string
  description_en: string
  steps: JSONColumnType<GuideStepJson[], string, string>
  sort: ColumnType<number, number | undefined, number>
}

export interface HelpGuideProgressTable {
  user_id: number
  guide_id: number
  step: number
  status: 'started' | 'finished'
  updated_at: Moment
}

export interface ReleaseNotesTable {
  id: Generated<number>
  version: string
  title_ru: string
  title_en: string
  body_ru: string
  body_en: string
  published_at: Moment
}

export interface ReleaseNoteReadsTable {
  user_id: number
  note_id: number
  read_at: CreatedAt
}

export interface TelegramVerificationsTable {
  id: string
  payload: string
  user_id: number | null
  phone: string
  inn: string
  status: ColumnType<number, number | undefined, number>
  /** bigint: pg answers a string. */
  telegram_user_id: ColumnType<string | number | null, number | null | undefined, number | null>
  token_issued_at: MaybeMoment
  created_at: CreatedAt
  expires_at: Moment
}

declare module './schema' {
  interface DB {
    help_guides: HelpGuidesTable
    help_guide_progress: HelpGuideProgressTable
    release_notes: ReleaseNotesTable
    release_note_reads: ReleaseNoteReadsTable
    telegram_verifications: TelegramVerificationsTable
  }
}
