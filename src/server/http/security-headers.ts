/**
 * Security headers on every answer (probe finding 12):
 * - a Content-Security-Policy without inline script: the host, the examples and the API docs load scripts only
 *   from files of this origin (and Telegram's mini-app script); styles may be inline (the examples' `<style>`, the
 *   widgets' style attributes), images data: URLs (partner logos, the docs' icons);
 * - `frame-ancestors`: the site may be framed by itself, by Telegram's web clients (the mini-app runs in their
 *   frame) and by the origins allowed for the partners, nobody else (no `X-Frame-Options`: it cannot name a list);
 * - API answers get the strictest policy (they are data, never a page to frame);
 * - `X-Content-Type-Options: nosniff` and `Referrer-Policy: strict-origin-when-cross-origin` (another origin
 *   sees only ours, never a path such as a password-reset link).
 */
import type { FastifyInstance } from 'fastify'

/** Telegram's web clients, which frame a mini-app. */
export const telegramFrameOrigins = [
  'https://web.telegram.org',
  'https://webk.telegram.org',
  'https://webz.telegram.org',
]
/** Where the host loads Telegram's mini-app script from (src/host/main.tsx). */
const telegramScriptOrigin = 'https://telegram.org'

/** The page policy: what the host, the examples and /api/docs need, framed only by `frameOrigins`. */
export function pagePolicy(frameOrigins: Iterable<string>): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${telegramScriptOrigin}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${["'self'", ...telegramFrameOrigins, ...frameOrigins].join(' ')}`,
  ].join('; ')
}

export const apiPolicy = "default-src 'none'; frame-ancestors 'none'"

/** The versioned API (`/api/v1/...`): answers that are data. */
const apiPath = /^\/api\/v\d+\//

export function registerSecurityHeaders(app: FastifyInstance, frameOrigins: ReadonlySet<string>): void {
  const page = pagePolicy(frameOrigins)
  app.addHook('onRequest', async (request, reply) => {
    reply.header('content-security-policy', apiPath.test(request.url) ? apiPolicy : page)
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'strict-origin-when-cross-origin')
  })
}
