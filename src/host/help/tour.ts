/**
 * Runs a guided tour over the screen with driver.js (https://driverjs.com, MIT, ~7 KB gzip with its CSS): loaded on
 * demand when a tour starts, so no page pays for it before. Each step shown is stored on the server
 * (`change-step`), so a tour left half-way resumes at that step; the last step's "Done" marks it finished. Steps
 * point into widgets' shadow roots (./targets.ts); a step whose element is not on the screen shows in the middle.
 */

import { changeGuideStep, type HelpGuide } from '../../core/contract/help'
import type { Core } from '../../core/session/core'
import { resolveTarget, waitForTarget } from './targets'

export interface TourTexts {
  next: string
  prev: string
  done: string
  /** With `{{current}}` and `{{total}}`. */
  progress: string
}

let running: { destroy(): void } | null = null

/** Whether a tour is on the screen (the version notice waits for it to end). */
export const tourRunning = () => running !== null

export async function startTour(
  core: Pick<Core, 'api'>,
  guide: HelpGuide,
  texts: TourTexts,
  options: { from?: number; onEnd?: (finished: boolean) => void } = {},
): Promise<void> {
  running?.destroy()
  const [{ driver }, { default: css }] = await Promise.all([
    import('driver.js'),
    import('driver.js/dist/driver.css?inline'),
  ])
  if (!document.getElementById('fx-tour-styles')) {
    const style = document.createElement('style')
    style.id = 'fx-tour-styles'
    style.textContent = `${css}\n${tourCss}`
    document.head.append(style)
  }
  const last = guide.steps.length - 1
  let finished = false
  const save = (step: number, done = false) =>
    core.api
      .call(changeGuideStep, { params: { id: guide.id }, body: { step, ...(done ? { finished: true } : {}) } })
      .catch(() => {
        // the place in the tour is a convenience: a failed save does not stop the tour
      })
  const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  const tour = driver({
    showProgress: true,
    allowClose: true,
    // no sliding for those who asked their system for less motion
    animate: !calm,
    smoothScroll: !calm,
    popoverClass: 'fx-tour',
    nextBtnText: texts.next,
    prevBtnText: texts.prev,
    doneBtnText: texts.done,
    progressText: texts.progress,
    steps: guide.steps.map((step) => ({
      // a function: the element is looked up when the step shows (widgets render late, tabs change)
      element: () => resolveTarget(step.target) as Element,
      popover: { title: step.title, description: step.text },
    })),
    // stored as the step starts, not when its highlight has slid into place (400 ms later): a tour closed during
    // the slide (Next, then Escape at once) resumes at the step the user saw
    onHighlightStarted: (_element, _step, { state }) => {
      const index = state.activeIndex ?? 0
      if (index < last) void save(index)
    },
    onNextClick: (_element, _step, { driver: d }) => {
      if (d.isLastStep()) {
        finished = true
        void save(last, true)
        d.destroy()
        return
      }
      // the next step's element may come with the screen's data (a registry's totals): the step shows once it is
      // there (or after a few seconds without it), so its highlight is not left on nothing
      const next = guide.steps[(d.getActiveIndex() ?? 0) + 1]
      void waitForTarget(next?.target ?? null, 3000).then(() => {
        if (d.isActive()) d.moveNext()
      })
    },
    onDestroyed: () => {
      running = null
      options.onEnd?.(finished)
    },
  })
  running = tour
  tour.drive(Math.min(Math.max(options.from ?? 0, 0), last))
}

/** The popover in the exchange's look: its tokens, its font, buttons like the kit's. */
const tourCss = `
.driver-popover.fx-tour { font-family: var(--fx-font, system-ui, sans-serif); color: var(--fx-color-text, #1f2933);
  background: var(--fx-color-surface, #fff); border-radius: var(--fx-radius, 8px); max-width: min(340px, calc(100vw - 24px)); }
.driver-popover.fx-tour .driver-popover-title { font-size: 1rem; font-weight: 600; }
.driver-popover.fx-tour .driver-popover-description { font-size: .9rem; line-height: 1.45; }
.driver-popover.fx-tour .driver-popover-footer button { font: inherit; font-size: .875rem; text-shadow: none;
  border-radius: var(--fx-radius-small, 6px); padding: 6px 12px; }
.driver-popover.fx-tour .driver-popover-next-btn { background: var(--fx-color-primary, #1d4ed8); color: #fff;
  border-color: var(--fx-color-primary, #1d4ed8); }
`
