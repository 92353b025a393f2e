/**
 * What a chart shows, independent of how it is drawn: categories along one axis (days, people, companies), series
 * of values per category, and the formatters in the reader's language. The same description draws the canvas
 * (./draw.ts, loaded only when a chart is shown) and the table of the same numbers (./ChartTable.tsx).
 */

/** A design token's colour (`--_color-<token>`), read when drawing so a partner's brand or dark mode applies. */
export type ChartColour = 'primary' | 'warning' | 'success' | 'danger' | 'text-muted' | 'border-strong'

/** Stacked series take these in turn. */
export const seriesColours: ChartColour[] = ['primary', 'warning', 'success', 'danger', 'border-strong', 'text-muted']

export interface ChartSeries {
  label: string
  values: (number | null)[]
  /** bar: a bar per category; line: a line through them; target: a dashed level (the same value throughout). */
  kind: 'bar' | 'line' | 'target'
  colour: ChartColour
}

export interface ChartSpec {
  /** Short labels for the axis, one per category. */
  categories: string[]
  /** Full labels for the tooltip and the table (the axis's when absent). */
  titles?: string[]
  series: ChartSeries[]
  /** columns: categories along the bottom (days); rows: one row per category, names on the left (people). */
  layout: 'columns' | 'rows'
  /** Bars of every series on top of each other (one total per category). */
  stacked?: boolean
  /** A value on the value axis (short: no currency, no unit). */
  axisValue: (value: number) => string
  /** A value in the tooltip and the table. */
  value: (value: number | null) => string
}

/** What the drawing module hands back: resize and remove. */
export interface DrawnChart {
  resize(width: number): void
  destroy(): void
}

export type Draw = (target: HTMLElement, spec: ChartSpec, width: number) => DrawnChart

/** The height a chart takes at a width: a fixed band for columns, a row per category for rows. */
export function chartHeight(spec: ChartSpec, width: number): number {
  if (spec.layout === 'rows') return Math.max(120, spec.categories.length * rowHeight(spec) + 40)
  return width < 500 ? 200 : 240
}

/** Rows hold one bar per bar series (side by side) or one stacked bar. */
export function rowHeight(spec: ChartSpec): number {
  const bars = spec.stacked ? 1 : spec.series.filter((s) => s.kind === 'bar').length
  return Math.max(24, 14 * bars + 10)
}
