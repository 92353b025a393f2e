/**
 * The help pieces of the main layout that show nothing at first: the new-version notice, the "what's new" dialog and
 * the tour runner. The layout loads them after its first paint (with their texts), so the shell does not carry
 * them; what the site asks of them meanwhile waits in ./requests.ts.
 */
import { addTexts } from '../../core/i18n/texts'
import * as helpTexts from '../texts/help'
import { TourRunner } from './tour-runner'
import { VersionNotice } from './VersionNotice'
import { WhatsNew } from './WhatsNew'

addTexts(helpTexts)

export default function HelpExtras() {
  return (
    <>
      <VersionNotice />
      <WhatsNew />
      <TourRunner />
    </>
  )
}
