/** Reviews as the caller sees them: the text of a hidden review only for its two sides, and what the caller may do. */
import type { RatingSummary, Review, ReviewSubject } from '../../../core/contract/reviews'
import { criteriaOf, reviewCriteria } from '../../../core/contract/reviews'
import { editableUntil, type ReportJson, type ReviewRow, type SummaryRow, type Viewer } from './review-repository'

const iso = (value: Date | string) => new Date(value).toISOString()

export function toReview(row: ReviewRow & { reports?: ReportJson[] }, viewer: Viewer, now: Date): Review {
  const author = viewer.companyId === row.author_company_id
  const reviewed = viewer.companyId === row.company_id
  const hidden = row.hidden_at !== null
  const until = editableUntil(new Date(row.created_at))
  const actions: Review['actions'] = []
  if (!viewer.security && !hidden) {
    if (author && now.getTime() < until.getTime()) actions.push('edit')
    if (reviewed && row.answer === null) actions.push('answer')
    if (!author && viewer.companyId !== null && !row.reported_by_me) actions.push('report')
  }
  const subject = row.subject as ReviewSubject
  const criteria = Object.fromEntries(
    criteriaOf(subject)
      .filter((c) => typeof row.criteria[c] === 'number')
      .map((c) => [c, row.criteria[c]]),
  )
  return {
    id: row.id,
    order_id: row.order_id,
    subject,
    author_company: { id: row.author_company_id, name: row.author_name },
    company: { id: row.company_id, name: row.company_name },
    rating: row.rating,
    criteria,
    text: hidden && !author && !reviewed && !viewer.security ? null : row.text,
    answer: row.answer !== null && row.answered_at ? { text: row.answer, created_at: iso(row.answered_at) } : null,
    hidden: hidden && row.hidden_reason ? { reason: row.hidden_reason, at: iso(row.hidden_at as Date) } : null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    editable_until: until.toISOString(),
    actions,
    ...(row.reports
      ? { reports: row.reports.map((r) => ({ company: r.company, reason: r.reason, created_at: iso(r.created_at) })) }
      : {}),
  }
}

export function toSummary(row: SummaryRow): RatingSummary {
  const criteria: RatingSummary['criteria'] = {}
  for (const c of reviewCriteria) {
    const value = row[c]
    if (typeof value === 'number') criteria[c] = Math.round(value * 100) / 100
  }
  return {
    company: { id: row.id, name: row.name },
    average: row.count > 0 ? Number(row.average) : null,
    count: row.count,
    distribution: [row.d1, row.d2, row.d3, row.d4, row.d5],
    criteria,
  }
}
