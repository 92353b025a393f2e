/**
 * A carrier's own trucks that fit a cargo (spec 7: `v2/cargos/{id}/relevant-transport-count`, limit 1, then
 * `v2/cargos/{id}/relevant-transport`, limit 9999, both with `filter[type]`): how many there are, and each with where
 * and when it is free, its body and capacity and how far it stands from the loading place. With `onChoose` each
 * truck offers "respond with this truck" (the page preselects it in the `RespondForm`). Shared by the cargo
 * search's details dialog and the host's cargo page; only for carriers (the server refuses everybody else).
 * Parts: `relevant-transport`, `relevant-transport-item`.
 *
 * Domain code, so not in the generic kit: it brings the fleet contract. Its texts (./texts.ts) come with it.
 */
import { useState } from 'react'
import {
  RELEVANT_TRANSPORT_LIMIT,
  type RelevantTransport as RelevantTruck,
  relevantTransport,
  relevantTransportCount,
} from '../../core/contract/transport'
import { addTexts } from '../../core/i18n/texts'
import {
  Button,
  ErrorState,
  type Formatters,
  Skeleton,
  type Translate,
  useEndpoint,
  useFormat,
  useStyles,
  useT,
} from '../ui'
import domainCss from './domain.css?inline'
import type { DomainTextKey } from './texts'
import * as domainTexts from './texts'

addTexts(domainTexts)

const windowTypes = ['all', 'available', 'ready'] as const
type WindowType = (typeof windowTypes)[number]

type State =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | { status: 'done'; size: number; trucks: RelevantTruck[] }

export interface RelevantTransportProps {
  cargoId: number
  /** The truck chosen for the response (marked as chosen). */
  chosen?: number | null
  /** Given while the carrier may respond: each truck then offers "respond with this truck". */
  onChoose?: ((transportId: number) => void) | undefined
  className?: string
}

function days(from: string, to: string, format: Formatters): string {
  return from === to ? format.date(from) : `${format.date(from)} – ${format.date(to)}`
}

function sizes(truck: RelevantTruck['transport'], format: Formatters, t: Translate<DomainTextKey>): string {
  const capacity = truck.total_capacity ?? truck.capacity
  const volume = truck.total_volume ?? truck.volume
  return [
    capacity === null ? null : t('units.tonnes', { value: format.number(capacity) }),
    volume === null ? null : t('units.cubic_metres', { value: format.number(volume) }),
  ]
    .filter(Boolean)
    .join(' · ')
}

export function RelevantTransport({ cargoId, chosen = null, onChoose, className }: RelevantTransportProps) {
  const t = useT<DomainTextKey>()
  const format = useFormat()
  // its CSS comes with it (the widgets that show it load it later than their first view)
  const styles = useStyles(domainCss)
  const [type, setType] = useState<WindowType>('all')
  const params = { id: cargoId }
  const filter = type === 'all' ? {} : { filter: { type } }
  const count = useEndpoint(
    relevantTransportCount,
    { params, query: { limit: 1, ...filter } },
    { select: (answer) => answer.meta.size },
  )
  const size = count.state === 'ready' ? count.data : null
  // the list only when something fits
  const list = useEndpoint(
    relevantTransport,
    { params, query: { limit: RELEVANT_TRANSPORT_LIMIT, ...filter } },
    { enabled: size !== null && size > 0, key: count.data, select: (answer) => answer.data },
  )
  const state: State =
    count.state === 'error'
      ? { status: 'failed', error: count.error, retry: count.reload }
      : list.state === 'error'
        ? { status: 'failed', error: list.error, retry: list.reload }
        : size === 0
          ? { status: 'done', size, trucks: [] }
          : size !== null && list.state === 'ready'
            ? { status: 'done', size, trucks: list.data }
            : { status: 'loading' }

  return (
    <div className={className ? `fx-rt ${className}` : 'fx-rt'} part="relevant-transport">
      {styles}
      {/* buttons, not a select: a popover list would sit under a modal dialog */}
      <fieldset className="fx-rt-types fx-segmented">
        <legend className="fx-visually-hidden">{t('relevant_transport.types_label')}</legend>
        {windowTypes.map((value) => (
          <button
            key={value}
            type="button"
            className="fx-rt-type fx-segment"
            aria-pressed={type === value}
            onClick={() => setType(value)}
          >
            {t(`relevant_transport.type_${value}`)}
          </button>
        ))}
      </fieldset>
      {state.status === 'loading' && <Skeleton lines={2} label={t('relevant_transport.loading')} />}
      {state.status === 'failed' && (
        <ErrorState error={state.error} title={t('relevant_transport.failed')} onRetry={state.retry} />
      )}
      {state.status === 'done' && (
        <>
          <p className="fx-rt-count" role="status" data-count={state.size}>
            {state.size === 0 ? t('relevant_transport.none') : t('relevant_transport.count', { count: state.size })}
          </p>
          {state.size === 0 && <p className="fx-hint">{t('relevant_transport.none_hint')}</p>}
          {state.trucks.length > 0 && (
            <ul className="fx-rt-list">
              {state.trucks.map(({ transport, task, distance_km }) => {
                const isChosen = chosen === transport.id
                const place = task.place
                  ? [task.place.name, task.place.region !== task.place.name ? task.place.region : null]
                      .filter(Boolean)
                      .join(', ')
                  : null
                return (
                  <li
                    key={`${transport.id}:${task.id}`}
                    className="fx-rt-item"
                    part="relevant-transport-item"
                    data-transport={transport.id}
                    data-chosen={isChosen || undefined}
                  >
                    <div className="fx-rt-head">
                      <strong className="fx-rt-number">
                        {[transport.number, transport.trailer?.number].filter(Boolean).join(' + ')}
                      </strong>
                      <span className="fx-badge fx-rt-state" data-type={task.type}>
                        {t(`relevant_transport.type_${task.type}`)}
                      </span>
                    </div>
                    <p className="fx-rt-line">
                      {[transport.truck_type?.name ?? t('relevant_transport.body_unknown'), sizes(transport, format, t)]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                    <p className="fx-rt-line fx-hint">
                      {t('relevant_transport.free', {
                        place: place ?? '—',
                        days: days(task.start_date, task.end_date, format),
                      })}
                      {distance_km !== null &&
                        ` · ${t('relevant_transport.distance', {
                          value: t('units.kilometres', { value: format.number(distance_km) }),
                        })}`}
                    </p>
                    {onChoose && (
                      <Button
                        size="small"
                        variant={isChosen ? 'primary' : undefined}
                        aria-pressed={isChosen}
                        className="fx-rt-choose"
                        onClick={() => onChoose(transport.id)}
                      >
                        {isChosen ? t('relevant_transport.chosen') : t('relevant_transport.choose')}
                      </Button>
                    )}
                  </li>
                )
              })}
            </ul>
          )}
        </>
      )}
    </div>
  )
}
