/**
 * Starting tours from anywhere in the site: `requestTour(guide)` (./requests.ts) asks for a tour, the `TourRunner`
 * of the main layout starts it once its screen is the current route and its first element is on the screen (a tour
 * asked for on the help page starts after the navigation to its screen). Resumes at the guide's stored step unless
 * told. Its texts are registered by ./HelpExtras.tsx, which loads it.
 */
import { useEffect } from 'react'
import { useCore, useSignal, useT } from '../../widgets/ui'
import { useResolvedRoute } from '../navigation'
import type { HostTextKey } from '../texts/keys'
import { pendingTour } from './requests'
import { waitForTarget } from './targets'
import { startTour } from './tour'

export function TourRunner() {
  const core = useCore()
  const t = useT<HostTextKey>()
  const route = useResolvedRoute()
  const asked = useSignal(pendingTour)
  useEffect(() => {
    if (!asked || asked.guide.route !== route?.name) return
    let cancelled = false
    void (async () => {
      await waitForTarget(asked.guide.steps[asked.from]?.target ?? null)
      if (cancelled || pendingTour.peek() !== asked) return
      pendingTour.value = null
      await startTour(
        core,
        asked.guide,
        {
          next: t('help.next'),
          prev: t('help.prev'),
          done: t('help.done'),
          progress: t('help.progress', { current: '{{current}}', total: '{{total}}' }),
        },
        { from: asked.from },
      )
    })()
    return () => {
      cancelled = true
    }
  }, [asked, route?.name, core, t])
  return null
}
