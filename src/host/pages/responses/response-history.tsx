/** A response's history (who moved it to which status, when, and why), as the shipper and the security service read it. */
import type { z } from 'zod'
import type { ResponseEvent } from '../../../core/contract/responses'
import { useFormat, useT } from '../../../widgets/ui'
import type { HostTextKey } from '../../texts/keys'
import { ResponseTag } from './status-tags'

export function ResponseHistory({ history }: { history: readonly z.infer<typeof ResponseEvent>[] }) {
  const t = useT<HostTextKey>()
  const format = useFormat()
  return (
    <>
      <h3 className="fx-hp-subtitle" style={{ marginTop: 16 }}>
        {t('responses.history')}
      </h3>
      <ol className="fx-hp-list">
        {history.map((event) => (
          <li key={`${event.created_at}-${event.status}`} className="fx-hp-item" data-kind="notification">
            <div className="fx-hp-item-main">
              <span className="fx-hp-tags">
                <ResponseTag status={event.status} />
              </span>
              {event.reason && <span className="fx-hp-muted">{t('responses.reason', { reason: event.reason })}</span>}
              <span className="fx-hp-muted">
                <time dateTime={event.created_at}>{format.dateTime(event.created_at)}</time>
                {event.user_name ? ` · ${event.user_name}` : ''}
              </span>
            </div>
          </li>
        ))}
      </ol>
    </>
  )
}
