/**
 * The screen of a route whose data the exchange does not hold yet: it says what the screen is for and that there
 * is nothing here yet, in the layout, with its title and its place in the menu.
 */
import { EmptyState, useT } from '../../widgets/ui'
import { useCurrentRoute } from '../host-context'
import { Icon } from '../icons'
import type { HostTextKey } from '../texts/keys'
import { routeAbout } from '../texts/route-texts'

export default function EmptyPage() {
  const t = useT<HostTextKey>()
  const route = useCurrentRoute()
  if (!route) return null
  return (
    <div className="hx-page hx-empty" data-empty-route={route.name}>
      <p className="hx-lead">{routeAbout(t, route.name)}</p>
      <div className="hx-empty-box">
        <span className="hx-empty-icon" aria-hidden="true">
          <Icon name="inbox" size={36} />
        </span>
        <EmptyState title={t('host.nothing_yet')} />
      </div>
    </div>
  )
}
