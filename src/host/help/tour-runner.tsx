/**
 * Starting tours from anywhere in the site: `requestTour(guide)` asks for a tour, the `TourRunner` of the main
 * layout starts it once its screen is the current route and its first element is on the screen (a tour asked for
 * on the help page starts after the navigation to its screen). Resumes at the guide's stored step unless told.
 */
import { signal } from '@preact/signals-core'
import { useEffect } from 'react'
import type { HelpGuide } from '../../core/contract/help'
import { addTexts } from '../../core/i18n/texts'
import { useCore, useSignal, useT } from '../../widgets/ui'
import { useResolvedRoute } from '../navigation'
import * as helpTexts from '../texts/help'
import type { HostTextKey } from '../texts/keys'
import { waitForTarget } from './targets'
import { startTour } from './tour'

addTexts(helpTexts)

interface Pending {
  guide: HelpGuide
  from: number
}

const pending = signal<Pending | null>(null)

/** The step a tour resumes at: where the user stopped, or the start of a finished one. */
export function resumeStep(guide: HelpGuide): number {
  return guide.status === 'started' ? guide.step : 0
}

export function requestTour(guide: HelpGuide, from = resumeStep(guide)): void {
  pending.value = { guide, from }
}

export function TourRunner() {
  const core = useCore()
  const t = useT<HostTextKey>()
  const route = useResolvedRoute()
  const asked = useSignal(pending)
  useEffect(() => {
    if (!asked || asked.guide.route !== route?.name) return
    let cancelled = false
    void (async () => {
      await waitForTarget(asked.guide.steps[asked.from]?.target ?? null)
      if (cancelled || pending.peek() !== asked) return
      pending.value = null
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
