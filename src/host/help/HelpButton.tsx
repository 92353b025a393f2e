/**
 * The header's help button: the tour of the screen being shown (continued where the user left it), or the help
 * page when the screen has none.
 */
import { useState } from 'react'
import { listHelpGuides } from '../../core/contract/help'
import { useCore, useT } from '../../widgets/ui'
import { Icon } from '../icons'
import { useNavigateByName, useResolvedRoute } from '../navigation'
import type { HostTextKey } from '../texts/keys'
import { requestTour } from './requests'
import './help.css'

export function HelpButton() {
  const t = useT<HostTextKey>()
  const core = useCore()
  const route = useResolvedRoute()
  const navigate = useNavigateByName()
  const [busy, setBusy] = useState(false)
  const onClick = async () => {
    setBusy(true)
    try {
      const answer = await core.api.call(listHelpGuides, {})
      const guide = answer.data.find((g) => g.route === route?.name)
      if (guide) requestTour(guide, guide.status === 'started' ? guide.step : 0)
      else await navigate('account-help')
    } catch {
      await navigate('account-help')
    } finally {
      setBusy(false)
    }
  }
  return (
    <button
      type="button"
      className="hx-help-button"
      data-action="tour"
      aria-busy={busy || undefined}
      title={t('host.tour_of_screen')}
      onClick={() => void onClick()}
    >
      <Icon name="help" size={22} />
      <span className="fx-visually-hidden">{t('host.tour_of_screen')}</span>
    </button>
  )
}
