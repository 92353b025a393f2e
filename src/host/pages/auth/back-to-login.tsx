/** The link under the password recovery screens back to the login page. */

import { useT } from '../../../widgets/ui'
import { useHost } from '../../host-context'
import type { HostTextKey } from '../../texts/keys'

export function BackToLogin() {
  const t = useT<HostTextKey>()
  const { navigate } = useHost()
  return (
    <p className="fx-hp-links" data-links="auth">
      <button type="button" className="fx-hp-link" onClick={() => navigate('login')}>
        {t('auth_pages.back_to_login')}
      </button>
    </p>
  )
}
