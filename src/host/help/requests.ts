/**
 * What the site asks of the help pieces that load after its first paint (./HelpExtras.tsx): a guided tour, the
 * release notes. Kept in signals, so an ask made before those pieces have loaded is answered when they have.
 */
import { signal } from '@preact/signals-core'
import type { HelpGuide } from '../../core/contract/help'

export interface TourRequest {
  guide: HelpGuide
  from: number
}

/** The tour asked for, until the `TourRunner` starts it. */
export const pendingTour = signal<TourRequest | null>(null)

/** The step a tour resumes at: where the user stopped, or the start of a finished one. */
export function resumeStep(guide: HelpGuide): number {
  return guide.status === 'started' ? guide.step : 0
}

export function requestTour(guide: HelpGuide, from = resumeStep(guide)): void {
  pendingTour.value = { guide, from }
}

/** How many times the user has asked for the release notes ("What's new" in the user menu). */
export const whatsNewAsks = signal(0)

export function openWhatsNew(): void {
  whatsNewAsks.value += 1
}
