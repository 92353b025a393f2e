/**
 * /integrations/settings: the custom logic rules for incoming orders (./custom-logic-rules.tsx) and the webhook
 * subscriptions with their delivery log (./webhook-subscriptions.tsx).
 */
import { addTexts } from '../../../core/i18n/texts'
import { useT } from '../../../widgets/ui'
import { Page } from '../../forms/page'
import * as integrationsTexts from '../../texts/integrations'
import type { HostTextKey } from '../../texts/keys'
import './integrations.css'
import { Rules } from './custom-logic-rules'
import { Webhooks } from './webhook-subscriptions'

addTexts(integrationsTexts)

export default function SettingsPage() {
  const t = useT<HostTextKey>()
  return (
    <Page name="integrations-settings" title={t('route.integrations-settings')}>
      <Rules />
      <Webhooks />
    </Page>
  )
}
