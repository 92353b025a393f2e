/**
 * A misconfiguration of the embedding page that only its developer can fix, shown by every widget on the page
 * (./config-notice.tsx) and not only in the console:
 * - `origin-refused`: the exchange answered, but its CORS refused this page's origin;
 * - `unreachable`: nothing answers at the widgets' `api-base`;
 * - `token-expired`: the token the page gave a widget (`el.token`) is no longer accepted.
 * The API client's cross-origin diagnosis (src/core/api/cross-origin.ts) announces the first two with a
 * `fx-config-problem` event on the window; the session's sign-out tells the third.
 */
import { type Signal, signal } from '@preact/signals-core'

export type ConfigProblem =
  | { kind: 'origin-refused' | 'unreachable'; exchange: string; page: string }
  | { kind: 'token-expired' }

/** The page's problem, if any (one for all the widgets of the page). */
export const configProblem: Signal<ConfigProblem | null> = signal(null)

/** Whether the page gave a widget a token (`el.token = …`): only then is an expired sign-in the page's to fix. */
export const tokenGiven = signal(false)

export const configProblemEvent = 'fx-config-problem'

if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  window.addEventListener(configProblemEvent, (event) => {
    const detail = (event as CustomEvent<ConfigProblem | undefined>).detail
    if (detail && (detail.kind === 'origin-refused' || detail.kind === 'unreachable')) configProblem.value = detail
  })
}
