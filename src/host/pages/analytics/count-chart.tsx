/**
 * Two counts per row as bars (posted or brought, and covered: the second in the warning colour), with the site's
 * chart and its table of the same numbers. The clients' and the logisticians' screens open with one.
 */
import { useFormat } from '../../../widgets/ui'
import { Chart } from '../../charts/Chart'
import { formatUnit, useAT } from './shared'

export interface CountChartProps<T> {
  title: string
  /** The rows' column head in the chart's table. */
  head: string
  rows: readonly T[]
  category: (row: T) => string
  /** A longer name of the row, where the category is short. */
  rowTitle?: (row: T) => string
  bars: readonly [CountBar<T>, CountBar<T>]
}

export interface CountBar<T> {
  label: string
  value: (row: T) => number
}

export function CountChart<T>({ title, head, rows, category, rowTitle, bars }: CountChartProps<T>) {
  const t = useAT()
  const format = useFormat()
  const [first, second] = bars
  return (
    <Chart
      title={title}
      head={head}
      spec={{
        layout: 'rows',
        categories: rows.map(category),
        ...(rowTitle ? { titles: rows.map(rowTitle) } : {}),
        series: [
          { label: first.label, kind: 'bar', colour: 'primary', values: rows.map(first.value) },
          { label: second.label, kind: 'bar', colour: 'warning', values: rows.map(second.value) },
        ],
        axisValue: (v) => format.number(v),
        value: (v) => formatUnit(format, t, 'count', v),
      }}
    />
  )
}
