/**
 * A page of an analytics report: the rows in the page's flow (no scrolling box) and the pager under them, 20 a page
 * (spec 9). The clients', logisticians' and goals' screens show their tables this way.
 */
import { ANALYTICS_PAGE_SIZE } from '../../../core/contract/analytics'
import { Pagination, Table, type TableProps } from '../../../widgets/ui'

export interface ReportTableProps<T>
  extends Pick<TableProps<T>, 'name' | 'label' | 'columns' | 'rows' | 'getRowKey' | 'rowAttributes'> {
  /** Rows of the whole report. */
  total: number
  offset: number
  onOffset: (offset: number) => void
}

export function ReportTable<T>({ total, offset, onOffset, ...table }: ReportTableProps<T>) {
  return (
    <>
      <Table {...table} virtual={false} />
      <Pagination total={total} limit={ANALYTICS_PAGE_SIZE} offset={offset} onChange={onOffset} />
    </>
  )
}
