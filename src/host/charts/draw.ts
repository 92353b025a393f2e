/**
 * Draws a chart with uPlot (a small canvas chart library, MIT, kept by its author since 2019). This module and
 * uPlot's stylesheet are loaded by a dynamic import from ./Chart.tsx, so their code reaches the browser only on a
 * page that shows a chart (Vite splits them into a chunk of their own).
 *
 * Categories are indices 0..n-1 on a numeric scale (not timestamps): the axis and the tooltip print the labels the
 * page formatted in the reader's language, so uPlot's own English date formats never show. Colours are the design
 * tokens, resolved to concrete colours at drawing time (a canvas cannot read CSS variables).
 */
import uPlot, { type AlignedData, type Axis, type Options, type Series } from 'uplot'
import 'uplot/dist/uPlot.min.css'
import './draw.css'
import { type ChartColour, type ChartSpec, chartHeight, type Draw } from './spec'

const fallback: Record<ChartColour, string> = {
  primary: '#1f5fd1',
  warning: '#9a5b00',
  success: '#2e7d32',
  danger: '#c62828',
  'text-muted': '#5b6470',
  'border-strong': '#8a95a3',
}

/** A token's colour as the page shows it (light-dark() and a partner's override resolved by the browser). */
function resolve(host: HTMLElement, token: ChartColour | 'text' | 'border'): string {
  const probe = document.createElement('span')
  probe.style.color = `var(--_color-${token}, ${token in fallback ? fallback[token as ChartColour] : '#5b6470'})`
  host.appendChild(probe)
  const colour = getComputedStyle(probe).color
  probe.remove()
  return colour || '#5b6470'
}

let measurer: CanvasRenderingContext2D | null = null
function textWidth(text: string, font: string): number {
  measurer ??= document.createElement('canvas').getContext('2d')
  if (!measurer) return text.length * 7
  measurer.font = font
  return measurer.measureText(text).width
}

function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

/** The series as uPlot draws them: stacked bars become running sums, drawn tallest first so each shows. */
function plotted(spec: ChartSpec): { data: AlignedData; order: number[] } {
  const x = spec.categories.map((_, i) => i)
  const order = spec.series.map((_, i) => i)
  if (!spec.stacked) return { data: [x, ...spec.series.map((s) => s.values)], order }
  const sums: (number | null)[][] = []
  let running = spec.categories.map(() => 0)
  for (const s of spec.series) {
    running = running.map((sum, i) => sum + (s.values[i] ?? 0))
    sums.push(running)
  }
  return { data: [x, ...sums.reverse()], order: order.reverse() }
}

function tooltip(spec: ChartSpec): uPlot.Plugin {
  let tip: HTMLDivElement
  return {
    hooks: {
      init: (u) => {
        tip = document.createElement('div')
        tip.className = 'fx-chart-tip'
        tip.hidden = true
        u.over.appendChild(tip)
      },
      setCursor: (u) => {
        const i = u.cursor.idx
        const { left, top } = u.cursor
        if (i === null || i === undefined || left === undefined || left < 0 || top === undefined) {
          tip.hidden = true
          return
        }
        const title = document.createElement('strong')
        title.textContent = spec.titles?.[i] ?? spec.categories[i] ?? ''
        const lines = spec.series.map((s) => {
          const line = document.createElement('div')
          line.style.setProperty('--_swatch', resolve(u.root, s.colour))
          line.textContent = `${s.label}: ${spec.value(s.values[i] ?? null)}`
          return line
        })
        tip.replaceChildren(title, ...lines)
        tip.hidden = false
        const width = u.over.clientWidth
        const x = left + 14 + tip.offsetWidth > width ? Math.max(0, left - 14 - tip.offsetWidth) : left + 14
        tip.style.transform = `translate(${x}px, ${Math.max(0, top - tip.offsetHeight / 2)}px)`
      },
    },
  }
}

export const draw: Draw = (target, spec, width) => {
  const style = getComputedStyle(target)
  const font = `12px ${style.fontFamily || 'sans-serif'}`
  const text = resolve(target, 'text')
  const grid = resolve(target, 'border')
  const rows = spec.layout === 'rows'
  const { data, order } = plotted(spec)
  const bars = spec.series.filter((s) => s.kind === 'bar').length
  const barIndex = new Map(spec.series.flatMap((s, i) => (s.kind === 'bar' ? [i] : [])).map((s, k) => [s, k]))
  const count = spec.categories.length
  const nameChars = () => (target.clientWidth < 500 ? 16 : 28)

  const series: Series[] = [
    {},
    ...order.map((index): Series => {
      const s = spec.series[index] as (typeof spec.series)[number]
      const colour = resolve(target, s.colour)
      if (s.kind === 'bar') {
        // side by side when not stacked: two bars share a category, one on each side of its centre
        const pair = !spec.stacked && bars === 2
        const size: [number, number] = pair ? [0.4, 22] : [0.7, 44]
        const align = pair ? (barIndex.get(index) === 0 ? -1 : 1) : 0
        return {
          label: s.label,
          stroke: colour,
          fill: colour,
          width: 0,
          points: { show: false },
          paths: uPlot.paths.bars?.({ size, align }),
        }
      }
      return {
        label: s.label,
        stroke: colour,
        width: 2,
        dash: s.kind === 'target' ? [6, 4] : undefined,
        points: { show: s.kind === 'line' && count <= 31, size: 5, fill: colour },
      }
    }),
  ]

  const categoryAxis: Axis = {
    stroke: text,
    font,
    grid: { show: false },
    ticks: { show: false },
    gap: 4,
    // whole categories only, thinned to fit: uPlot picks the smallest step whose labels keep `space` apart
    incrs: [1, 2, 3, 4, 5, 7, 10, 14, 20, 30, 50, 100, 200, 500],
    space: rows ? 18 : Math.max(24, ...spec.categories.map((c) => textWidth(c, font))) + 12,
    values: (_u, splits) =>
      splits.map((v) => (Number.isInteger(v) ? shorten(spec.categories[v] ?? '', rows ? nameChars() : 40) : '')),
    ...(rows
      ? {
          side: 3,
          size: (_u, values) =>
            Math.min(target.clientWidth * 0.45, Math.max(40, ...(values ?? []).map((v) => textWidth(v, font))) + 12),
        }
      : {}),
  }
  const valueAxis: Axis = {
    stroke: text,
    font,
    grid: { stroke: grid, width: 1 },
    ticks: { show: false },
    gap: 4,
    space: rows ? 72 : 36,
    values: (_u, splits) => splits.map((v) => spec.axisValue(v)),
    ...(rows
      ? { side: 2 }
      : { size: (_u, values) => Math.max(24, ...(values ?? []).map((v) => textWidth(v, font))) + 12 }),
  }

  const options: Options = {
    width,
    height: chartHeight(spec, width),
    legend: { show: false },
    cursor: { x: false, y: false, points: { show: false }, drag: { x: false, y: false, setScale: false } },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    scales: {
      x: {
        time: false,
        range: [-0.5, Math.max(0.5, count - 0.5)],
        // rows: the first category at the top, as the table lists them
        ...(rows ? { ori: 1, dir: -1 } : {}),
      },
      y: {
        range: (_u, _min, max) => [0, uPlot.rangeNum(0, Math.max(1, max), 0.1, true)[1]],
        ...(rows ? { ori: 0 } : {}),
      },
    },
    axes: [categoryAxis, valueAxis],
    series,
    plugins: [tooltip(spec)],
  }
  const plot = new uPlot(options, data, target)
  return {
    resize: (w) => plot.setSize({ width: w, height: chartHeight(spec, w) }),
    destroy: () => plot.destroy(),
  }
}
