/**
 * A page of an analytics report: the rows in the page's flow (no scrolling box) and the pager under them, 20 a page
 * (spec 9). The clients', logisticians' and goals' screens show their tables this way.
 */
import { ANALYTICS_PAGE_SIZE } from '../../../core/contract/analytics'
import { Pagination, Table, type TableProps } from '../../../widgets/ui'

export interface ReportTableProps<T> extends Pick<TableProps<T>, 'name' | 'columns' | 'getRowKey' | 'rowAttributes'> {
  /** The page of the report's answer: its rows and the size of the whole report. */
  page: { data: readonly T[]; meta: { size: number } }
  /** The table's name for screen readers (default: the section's title). */
  label?: string
  /** A report of its own on the screen: a section under this heading (`id` for its label). */
  section?: { id: string; title: string }
  offset: number
  onOffset: (offset: number) => void
}

export function ReportTable<T>({ page, offset, onOffset, section, label, ...table }: ReportTableProps<T>) {
  const report = (
    <>
      <Table {...table} rows={page.data} label={label ?? section?.title ?? ''} virtual={false} />
      <Pagination total={page.meta.size} limit={ANALYTICS_PAGE_SIZE} offset={offset} onChange={onOffset} />
    </>
  )
  if (!section) return report
  return (
    <section className="an-section" aria-labelledby={section.id}>
      <h2 className="fx-hp-subtitle" id={section.id}>
        {section.title}
      </h2>
      {report}
    </section>
  )
}
