/**
 * The lane price index (`v2/price-index/lanes`) as a small inline SVG chart: the weekly median price per km as a
 * line over the band between the quartiles. Inline SVG (no chart library): 12 points at most, about 1 kB of code,
 * nothing to load lazily; 100% wide, 72 px high.
 */
import { type LaneWeek, laneIndex } from '../../core/contract/trucks'
import { addTexts } from '../../core/i18n/texts'
import { Button, markFailureShown, useEndpoint, useFormat, useStyles, useT } from '../ui'
import type { ChartTextKey } from './chart-texts'
import * as chartTexts from './chart-texts'
import chartCss from './lane-price-chart.css?inline'

// its texts come with it: the widgets that show the chart load it later than their first view
addTexts(chartTexts)

export interface LanePriceChartProps {
  startId: number
  finishId: number
  truckType?: number | null | undefined
  weeks?: number
}

const W = 240
const H = 72
const PAD = 4

/** Points of the chart in its 240 x 72 box: x by week, y by price (higher price, higher on the chart). */
export function chartPoints(weeks: readonly LaneWeek[]) {
  const low = Math.min(...weeks.map((w) => w.q1))
  const high = Math.max(...weeks.map((w) => w.q3))
  const span = Math.max(1, high - low)
  const x = (i: number) => (weeks.length === 1 ? W / 2 : PAD + (i * (W - 2 * PAD)) / (weeks.length - 1))
  const y = (v: number) => H - PAD - ((v - low) * (H - 2 * PAD)) / span
  const line = (pick: (w: LaneWeek) => number) => weeks.map((w, i) => `${x(i).toFixed(1)},${y(pick(w)).toFixed(1)}`)
  return {
    median: line((w) => w.median).join(' '),
    band: [...line((w) => w.q3), ...line((w) => w.q1).reverse()].join(' '),
    dots: weeks.map((w, i) => ({ x: x(i), y: y(w.median), week: w })),
  }
}

export function LanePriceChart({ startId, finishId, truckType, weeks = 12 }: LanePriceChartProps) {
  const t = useT<ChartTextKey>()
  const format = useFormat()
  // its CSS comes with it (the widgets that show the chart load it later than their first view)
  const styles = useStyles(chartCss)
  const index = useEndpoint(
    laneIndex,
    {
      query: {
        start_point_id: startId,
        finish_point_id: finishId,
        weeks,
        ...(truckType ? { truck_type: truckType } : {}),
      },
    },
    { select: (answer) => answer.data },
  )
  // a failure is said where the chart would be, with a retry, not left as an empty place
  if (index.state === 'error') {
    markFailureShown(index.error)
    return (
      <p className="fx-hint" part="lane-index" data-state="error" role="status">
        {t('lane_index.failed')}{' '}
        <Button size="small" variant="ghost" onClick={index.reload}>
          {t('lane_index.retry')}
        </Button>
      </p>
    )
  }
  if (index.state !== 'ready') return null
  const list = index.data.weeks
  if (list.length === 0) {
    return (
      <p className="fx-hint" part="lane-index">
        {t('lane_index.empty')}
      </p>
    )
  }
  const last = list[list.length - 1]!
  const points = chartPoints(list)
  const count = list.reduce((sum, w) => sum + w.count, 0)
  const perKm = (minor: number) => format.money(minor, index.data.currency)
  return (
    <figure className="lane-index" part="lane-index">
      {styles}
      <figcaption className="lane-index-title">
        {t('lane_index.title', { weeks: list.length })}:{' '}
        <strong data-median={last.median}>{t('lane_index.per_km', { price: perKm(last.median) })}</strong>
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        height={H}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('lane_index.aria', { low: perKm(last.q1), high: perKm(last.q3), median: perKm(last.median) })}
      >
        <polygon points={points.band} className="lane-index-band" />
        <polyline points={points.median} className="lane-index-median" fill="none" />
        {points.dots.map((dot) => (
          <circle key={dot.week.week} cx={dot.x} cy={dot.y} r="2.5" className="lane-index-dot">
            <title>
              {`${format.date(dot.week.week)}: ${perKm(dot.week.median)} (${perKm(dot.week.q1)}–${perKm(dot.week.q3)}), ${dot.week.count}`}
            </title>
          </circle>
        ))}
      </svg>
      <p className="fx-hint">{t('lane_index.sample', { count })}</p>
    </figure>
  )
}
