import { cargoStatus } from '../../../core/contract/cargo'
import { useEndpoint, useFormat, useT } from '../../ui'
import type { DomainTextKey } from '../texts'
import { cx, Loaded } from './section'

/** The cargo's stage and how it got there (cargos/status/{id}). */
export function CargoStatus({
  id,
  loadKey,
  stageClassName,
}: {
  id: number
  loadKey: unknown
  stageClassName?: string | undefined
}) {
  const t = useT<DomainTextKey>()
  const format = useFormat()
  const status = useEndpoint(cargoStatus, { params: { id } }, { key: loadKey, select: (answer) => answer.data })
  return (
    <Loaded state={status}>
      {(data) => (
        <p className="cd-status">
          <span className={cx('cd-stage', stageClassName)} data-stage={data.stage}>
            {t(`cargo_search.stage_${data.stage}`)}
          </span>
          {data.history.length === 1 && data.history[0] && (
            <span className="fx-hint">
              {' '}
              {t('cargo_search.since', { date: format.date(data.history[0].created_at) })}
            </span>
          )}
          {data.history.length > 1 && (
            <span className="fx-hint">
              {' '}
              {data.history
                .map((entry) => `${t(`cargo_search.stage_${entry.stage}`)} ${format.date(entry.created_at)}`)
                .join(' → ')}
            </span>
          )}
        </p>
      )}
    </Loaded>
  )
}
