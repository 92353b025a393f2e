/** Answer shaping of the help area: stored rows -> the contract's tours and release notes, in one language. */
import type { Lang } from '../../../core/contract/common'
import type { HelpGuide, ReleaseNote } from '../../../core/contract/help'
import type { GuideRow } from './guide-repository'

const iso = (value: Date | string) => new Date(value).toISOString()

export function toGuide(row: GuideRow, lang: Lang): HelpGuide {
  const steps = row.steps.map((step) => ({
    target: step.target,
    title: lang === 'en' ? step.title_en : step.title_ru,
    text: lang === 'en' ? step.text_en : step.text_ru,
  }))
  return {
    id: row.id,
    route: row.route,
    title: lang === 'en' ? row.title_en : row.title_ru,
    description: lang === 'en' ? row.description_en : row.description_ru,
    steps,
    step: Math.min(row.step ?? 0, Math.max(steps.length - 1, 0)),
    status: row.status ?? 'new',
    updated_at: row.updated_at ? iso(row.updated_at) : null,
  }
}

export interface NoteRow {
  id: number
  version: string
  title_ru: string
  title_en: string
  body_ru: string
  body_en: string
  published_at: Date | string
  read_at: Date | string | null
}

export function toReleaseNote(row: NoteRow, lang: Lang): ReleaseNote {
  return {
    id: row.id,
    version: row.version,
    title: lang === 'en' ? row.title_en : row.title_ru,
    body: lang === 'en' ? row.body_en : row.body_ru,
    published_at: iso(row.published_at),
    is_read: row.read_at !== null,
  }
}
