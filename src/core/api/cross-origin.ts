/**
 * Why a call to the exchange got no answer, said once in the console for the partner's developer: a browser does
 * not tell a page that it refused an answer by CORS (the call fails as a network error), so the client asks the
 * exchange once more in `no-cors` mode. An opaque answer means the exchange is up and answered: the page's origin
 * is not among the partner's allowed origins. No answer at all means the exchange is down or `api-base` is wrong.
 * Logged even in production builds: it is a configuration error only the embedding page's developer can fix; the
 * widgets also show it on the page (a `fx-config-problem` event on the window, read by src/widgets/ui/config-problem.ts).
 */
import type { FetchLike } from './client'

export type CrossOriginDiagnosis = 'origin-refused' | 'unreachable'

/** The message for a diagnosis; `exchange` and `page` are origins. */
export function crossOriginMessage(diagnosis: CrossOriginDiagnosis, exchange: string, page: string): string {
  return diagnosis === 'origin-refused'
    ? `[fx] The exchange at ${exchange} answered, but not to this page: its origin ${page} is not in the partner's ` +
        `allowed origins. Ask the exchange to add "${page}" to your partner's allowedOrigins ` +
        '(config/partners.json) or to FX_CORS_ORIGINS.'
    : `[fx] The exchange at ${exchange} does not answer: check the api-base attribute of the fx-* element and ` +
        'the network.'
}

/**
 * Diagnoses a network failure of a call to `exchange` from `page` once per pair, and logs it; nothing for a
 * same-origin exchange (no CORS involved) or outside a browser.
 */
export function createCrossOriginExplainer(
  fetchImpl: () => FetchLike | undefined,
  log: (message: string) => void = (message) => console.error(message),
) {
  const explained = new Set<string>()
  return async function explain(exchangeBase: string, pageOrigin: string | undefined): Promise<void> {
    if (!pageOrigin || !exchangeBase) return
    let exchange: string
    try {
      exchange = new URL(exchangeBase).origin
    } catch {
      return
    }
    if (exchange === pageOrigin || explained.has(exchange)) return
    explained.add(exchange)
    const fetch = fetchImpl()
    if (!fetch) return
    let diagnosis: CrossOriginDiagnosis
    try {
      await fetch(`${exchange}/api/health`, { mode: 'no-cors', cache: 'no-store' })
      diagnosis = 'origin-refused'
    } catch {
      diagnosis = 'unreachable'
    }
    log(crossOriginMessage(diagnosis, exchange, pageOrigin))
    // the widgets show it on the page too (src/widgets/ui/config-problem.ts): core does not know them, so it is an event
    const target = globalThis as { dispatchEvent?: (event: Event) => boolean }
    if (typeof target.dispatchEvent === 'function' && typeof CustomEvent === 'function') {
      target.dispatchEvent(
        new CustomEvent('fx-config-problem', { detail: { kind: diagnosis, exchange, page: pageOrigin } }),
      )
    }
  }
}

export type CrossOriginExplain = ReturnType<typeof createCrossOriginExplainer>

/** The page's origin in a browser, else undefined. */
export function pageOrigin(): string | undefined {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin
  return origin && origin !== 'null' ? origin : undefined
}
