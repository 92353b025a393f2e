/** The link under the password recovery screens back to the login page. */

import { addTexts } from '../../../core/i18n/texts'
import { useT } from '../../../widgets/ui'
import { useHost } from '../../host-context'
import * as authTexts from '../../texts/auth'
import type { HostTextKey } from '../../texts/keys'

addTexts(authTexts)

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
