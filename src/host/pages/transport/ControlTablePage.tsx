/**
 * The control table (spec 4, 6: where logisticians are sent): the table of transport tasks. The tasks come from
 * the transport calendar, so until the calendar holds tasks the table is empty, and says so.
 */
import { mayOpen } from '../../../core/guard'
import { EmptyState, useT } from '../../../widgets/ui'
import { Icon } from '../../icons'
import { useMode } from '../../mode'
import { RouteLink } from '../../navigation'
import { routeOf } from '../../routes'
import { useGuardSession } from '../../session'
import type { HostTextKey } from '../../texts/keys'

export default function ControlTablePage() {
  const t = useT<HostTextKey>()
  const session = useGuardSession()
  const mode = useMode()
  const calendar = mayOpen(routeOf('transport-calendar'), session, mode)
  return (
    <div className="hx-page hx-empty" data-empty-route="control-table">
      <p className="hx-lead">{t('route_about.control-table')}</p>
      <div className="hx-empty-box">
        <span className="hx-empty-icon" aria-hidden="true">
          <Icon name="calendar" size={36} />
        </span>
        <EmptyState
          title={t('host.control_table_empty')}
          description={t('host.control_table_hint')}
          action={
            calendar ? (
              <RouteLink to="transport-calendar" className="fx-button" data-variant="secondary">
                {t('route.transport-calendar')}
              </RouteLink>
            ) : undefined
          }
        />
      </div>
    </div>
  )
}
