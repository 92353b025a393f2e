/**
 * A minimal sender of Sentry's envelope protocol (https://develop.sentry.dev/sdk/envelopes/): one `event` item per
 * report, posted to `https://<host>/api/<project>/envelope/` with the DSN's public key. Written here instead of
 * `@sentry/browser` (about 25 kB gzip even tree-shaken) because the reports are only API failures with a message,
 * a request and a page; loaded by `createErrorReporter` only when a DSN is configured. Works with Sentry,
 * GlitchTip and other services that take envelopes.
 */
import type { ClientErrorReport } from '../contract/reports'
import type { FetchLike } from './client'

export interface ParsedDsn {
  endpoint: string
  publicKey: string
}

/** `https://key@o1.ingest.sentry.io/42` → the envelope endpoint and the key; `null` for a malformed DSN. */
export function parseDsn(dsn: string): ParsedDsn | null {
  try {
    const url = new URL(dsn)
    const project = url.pathname.split('/').filter(Boolean).pop()
    if (!url.username || !project) return null
    const base = url.pathname.split('/').filter(Boolean).slice(0, -1).join('/')
    const prefix = base ? `/${base}` : ''
    return { endpoint: `${url.protocol}//${url.host}${prefix}/api/${project}/envelope/`, publicKey: url.username }
  } catch {
    return null
  }
}

function eventId(): string {
  const bytes = new Uint8Array(16)
  globalThis.crypto.getRandomValues(bytes)
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** The envelope text of one report: header line, item header line, event line. */
export function envelopeOf(dsn: string, report: ClientErrorReport, now = new Date()): string {
  const id = eventId()
  const event = {
    event_id: id,
    timestamp: now.getTime() / 1000,
    platform: 'javascript',
    level: 'error',
    logger: 'fx',
    message: { formatted: report.message },
    tags: { kind: report.kind ?? 'unknown', ...(report.status ? { status: String(report.status) } : {}) },
    ...(report.source ? { release: report.source } : {}),
    request: { ...(report.page ? { url: report.page } : {}) },
    extra: { method: report.method, url: report.url },
  }
  return [
    JSON.stringify({ event_id: id, dsn, sent_at: now.toISOString() }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(event),
  ].join('\n')
}

export async function sendToSentry(dsn: string, report: ClientErrorReport, send: FetchLike): Promise<void> {
  const parsed = parseDsn(dsn)
  if (!parsed) return
  await send(`${parsed.endpoint}?sentry_key=${encodeURIComponent(parsed.publicKey)}&sentry_version=7`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-sentry-envelope' },
    body: envelopeOf(dsn, report),
    keepalive: true,
  })
}
