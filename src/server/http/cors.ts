/**
 * Cross-origin access to the API (DESIGN "Embedding happens on partners' origins"): a partner's page on its own
 * origin calls the exchange from the browser, so the API answers the origins allowed for each partner
 * (`allowedOrigins` in config/partners.json) and the exchange's own list (`FX_CORS_ORIGINS`), and answers their
 * preflights for what the client sends. Any other origin gets no `Access-Control-Allow-Origin` (the browser keeps
 * the answer from the page) and its preflight is refused (404, no CORS headers). Requests without `Origin`
 * (same-origin GETs, curl, partners' backends) are not affected. No credentials mode: the token is a bearer header.
 */
import cors from '@fastify/cors'
import type { FastifyInstance } from 'fastify'

/** Every header the SDK's client (src/core/api/client.ts) and the examples send that is not CORS-safelisted. */
export const corsAllowedHeaders = ['authorization', 'content-type', 'accept', 'accept-language', 'last-event-id']
export const corsMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']
/** What the client may read of an answer besides the safelisted headers: the wait of a 429. */
const exposedHeaders = ['retry-after']

export async function registerCors(app: FastifyInstance, allowed: ReadonlySet<string>): Promise<void> {
  await app.register(cors, {
    // the request's own origin when allowed (never `*`), false otherwise: no headers, preflight refused
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin) ? origin : false),
    methods: corsMethods,
    allowedHeaders: corsAllowedHeaders,
    exposedHeaders,
    // a browser asks once per URL and 10 minutes (Chromium caps it at 2 hours)
    maxAge: 600,
  })
}
