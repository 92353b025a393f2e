/**
 * Spec 8: every error is "also reported to an error-reporting service". With a Sentry-compatible DSN configured
 * (`window.FX_CONFIG.sentryDsn`) the report goes there, through a sender loaded only then (a dynamic import: a page
 * without a DSN never downloads it); otherwise to the exchange's own `POST client-errors`, which writes it to the
 * server log. Reports are fire-and-forget: a failed report is dropped, never reported again (no loops), and the
 * same failure is sent once a minute at most.
 */
import type { ClientErrorReport } from '../contract/reports'
import type { FetchLike } from './client'
import { type ApiError, consoleReporter, type ErrorReporter, type ReportContext } from './errors'

export interface ErrorReportingOptions {
  /** The exchange's API base (`''`: same origin). */
  apiBase: string
  /** `https://<key>@<host>/<project>`: report to that Sentry-compatible service instead of the server log. */
  sentryDsn?: string | null
  /** Which bundle reports (`host`, `sdk`). */
  source?: string
  fetch?: FetchLike
  /** How long the same failure stays quiet after a report (ms). */
  quietMs?: number
}

/** The report of an API failure, as `POST client-errors` takes it. */
export function reportOf(error: ApiError, context: ReportContext, source?: string): ClientErrorReport {
  const page = (globalThis as { location?: { href?: string } }).location?.href
  return {
    message: `${context.method} ${context.path} failed: ${error.status || error.kind} ${error.message}`.slice(0, 1000),
    kind: error.kind,
    ...(error.status ? { status: error.status } : {}),
    method: context.method.slice(0, 10),
    url: context.url.slice(0, 2000),
    ...(page ? { page: page.slice(0, 2000) } : {}),
    ...(source ? { source } : {}),
  }
}

export function createErrorReporter(options: ErrorReportingOptions): ErrorReporter {
  const send = options.fetch ?? ((input, init) => fetch(input, init))
  const quietMs = options.quietMs ?? 60_000
  const lastSent = new Map<string, number>()
  return (error, context) => {
    consoleReporter(error, context)
    const report = reportOf(error, context, options.source)
    const key = `${report.method} ${context.path} ${report.status ?? report.kind}`
    const now = Date.now()
    if ((lastSent.get(key) ?? -Infinity) > now - quietMs) return
    lastSent.set(key, now)
    const dsn = options.sentryDsn
    const sent = dsn
      ? import('./sentry-envelope').then(({ sendToSentry }) => sendToSentry(dsn, report, send))
      : send(`${options.apiBase}/api/v1/client-errors`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(report),
          keepalive: true,
        })
    // a report that cannot be delivered is dropped: reporting it would loop
    void Promise.resolve(sent).catch(() => {})
  }
}
