/**
 * What a party of an order sees of its truck: the state (late, on time, near a point, no fresh position), the
 * figures (last position, distance left, arrival, the end of the unloading window, pace) and the map with the
 * route, the track and the truck. The order page, the on-way list's opened row and `fx-order-tracking` show it.
 * `TrackingLine` is the list row's one-line summary of the same figures.
 */
import type { ReactNode } from 'react'
import type { OrderTracking, TrackingSummary } from '../../../core/contract/tracking'
import { addTexts } from '../../../core/i18n/texts'
import { useFormat, useStyles, useT } from '../../ui'
import { agoText, arrivalText, durationText, kmText, lateBy } from './format'
import type { TrackingTextKey } from './texts'
import * as trackingTexts from './texts'
import { TrackMap } from './track-map'
import trackingCss from './tracking.css?inline'

addTexts(trackingTexts)

/** The state tags: late (by how much), on time, near a point, stale. */
export function TrackingTags({ summary, lateShown = false }: { summary: TrackingSummary; lateShown?: boolean }) {
  const t = useT<TrackingTextKey>()
  const late = lateBy(summary.eta, summary.unload_by)
  return (
    <span className="fx-tv-tags">
      {summary.late
        ? // a row that already says "late" (the order's own dates) gets the tag only when it says by how much
          (!lateShown || late) && (
            <span
              className="fx-tv-tag"
              data-tag="late"
              title={late ? t('tracking.late_by', { duration: durationText(t, late) }) : undefined}
            >
              {late ? t('tracking.late_by', { duration: durationText(t, late) }) : t('tracking.late')}
            </span>
          )
        : summary.eta && (
            <span className="fx-tv-tag" data-tag="on-time">
              {t('tracking.on_time')}
            </span>
          )}
      {summary.near && (
        <span className="fx-tv-tag" data-tag="near">
          {summary.near === 'loading' ? t('tracking.near_loading') : t('tracking.near_unloading')}
        </span>
      )}
      {summary.last && summary.stale && (
        <span className="fx-tv-tag" data-tag="stale">
          {t('tracking.stale')}
        </span>
      )}
    </span>
  )
}

/** The figures as a list of terms (the order page, the widget). */
export function TrackingFacts({ summary, now }: { summary: TrackingSummary; now: Date }) {
  const t = useT<TrackingTextKey>()
  const format = useFormat()
  if (!summary.last) {
    return (
      <p className="fx-tv-none" data-tracking="none">
        {summary.sharing ? t('tracking.no_position') : t('tracking.not_sharing')}
      </p>
    )
  }
  return (
    <dl className="fx-tv-facts">
      <div data-fact="last-seen">
        <dt>{t('tracking.last_seen')}</dt>
        <dd>
          <time dateTime={summary.last.recorded_at} title={format.dateTime(summary.last.recorded_at)}>
            {agoText(t, format, summary.last.recorded_at, now)}
          </time>
        </dd>
      </div>
      {summary.distance_left_km !== null && (
        <div data-fact="distance-left">
          <dt>{t('tracking.distance_left')}</dt>
          <dd>{kmText(t, format, summary.distance_left_km)}</dd>
        </div>
      )}
      <div data-fact="eta">
        <dt>{t('tracking.eta')}</dt>
        <dd>
          {summary.eta ? (
            <time dateTime={summary.eta}>{arrivalText(t, format, summary.eta, now)}</time>
          ) : (
            t('tracking.eta_unknown')
          )}
        </dd>
      </div>
      {summary.unload_by && (
        <div data-fact="unload-by">
          <dt>{t('tracking.unload_by')}</dt>
          <dd>
            <time dateTime={summary.unload_by}>{arrivalText(t, format, summary.unload_by, now)}</time>
          </dd>
        </div>
      )}
      {summary.pace_kmh !== null && (
        <div data-fact="pace">
          <dt>{t('tracking.pace')}</dt>
          <dd>{t('tracking.kmh', { value: format.number(Math.round(summary.pace_kmh)) })}</dd>
        </div>
      )}
    </dl>
  )
}

export interface TrackingViewProps {
  tracking: OrderTracking
  now: Date
  /** A heading above the figures (the widget's own; the order page has its section's). */
  heading?: ReactNode
  /** Only the map (a list row that shows the figures on its own line). */
  mapOnly?: boolean
}

export function TrackingView({ tracking, now, heading, mapOnly = false }: TrackingViewProps) {
  const styles = useStyles(trackingCss)
  return (
    <div
      className="fx-tv"
      part="tracking"
      data-order={tracking.order_id}
      data-late={tracking.late || undefined}
      data-near={tracking.near ?? undefined}
      data-last={tracking.last ? tracking.last.recorded_at : undefined}
    >
      {styles}
      {!mapOnly && (
        <>
          <div className="fx-tv-head">
            {heading}
            <TrackingTags summary={tracking} />
          </div>
          <TrackingFacts summary={tracking} now={now} />
        </>
      )}
      <TrackMap route={tracking.route} track={tracking.track} truck={tracking.last} late={tracking.late} />
    </div>
  )
}

/** One line of a list row: last position (how long ago), distance left, arrival, and the tags. */
export function TrackingLine({
  summary,
  now,
  lateShown = false,
}: {
  summary: TrackingSummary
  now: Date
  /** The row already marks the order late (by its dates). */
  lateShown?: boolean
}) {
  const t = useT<TrackingTextKey>()
  const format = useFormat()
  const styles = useStyles(trackingCss)
  return (
    <span
      className="fx-tv-line"
      data-tracking={summary.order_id}
      data-late={summary.late || undefined}
      data-last={summary.last ? summary.last.recorded_at : undefined}
    >
      {styles}
      {summary.last ? (
        <>
          <span data-fact="last-seen">
            {t('tracking.last_seen')}: {agoText(t, format, summary.last.recorded_at, now)}
          </span>
          {summary.distance_left_km !== null && (
            <span data-fact="distance-left">
              {t('tracking.distance_left')}: {kmText(t, format, summary.distance_left_km)}
            </span>
          )}
          {summary.eta && (
            <span data-fact="eta">
              {t('tracking.eta')}: {arrivalText(t, format, summary.eta, now)}
            </span>
          )}
        </>
      ) : (
        <span className="fx-tv-muted" data-fact="none">
          {summary.sharing ? t('tracking.no_position') : t('tracking.not_sharing')}
        </span>
      )}
      <TrackingTags summary={summary} lateShown={lateShown} />
    </span>
  )
}
