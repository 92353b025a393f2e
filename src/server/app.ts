/**
 * Builds the exchange server as a Fastify instance (tests call this; main.ts only starts it): plugins, the
 * OpenAPI document, access, rate limits, error answers, and every module's routes.
 */
import multipart from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify'
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod'
import { Redis } from 'ioredis'
import qs from 'qs'
import { health } from '../core/contract/system'
import type { ServerConfig } from './config'
import type { Database } from './db/database'
import { type StatementCounter, withCounter } from './db/statement-count'
import { registerAuth } from './http/auth'
import { registerCompression } from './http/compression'
import type { AppContext } from './http/context'
import { registerCors } from './http/cors'
import { registerErrorHandler } from './http/error-handler'
import { tooManyRequests } from './http/errors'
import { clientErrorHandler, frameworkErrors } from './http/framework-errors'
import { registerBodyParsers } from './http/json-body'
import { shapeDocument } from './http/openapi'
import { registerSecurityHeaders } from './http/security-headers'
import { registerStaticFiles } from './http/static-files'
import { modules } from './modules'
import { allowedOrigins, loadPartners } from './partners'

declare module 'fastify' {
  interface FastifyRequest {
    /** The SQL statements this request ran so far. */
    statements: StatementCounter | null
  }
}

export interface BuildOptions {
  config: ServerConfig
  database: Database
  logger?: FastifyServerOptions['logger']
}

/** The event stream takes its token in the query (EventSource sends no headers): request logs never show it. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&]*/g, '$1[redacted]')
}

function withRedaction(logger: BuildOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false
  return {
    ...(typeof logger === 'object' ? logger : {}),
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  }
}

/**
 * One log line per request, when it is answered (with its status and time), instead of Fastify's two (the first on
 * arrival): at thousands of requests a second the logging was a fair part of the work.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
}

export async function buildApp({ config, database, logger = false }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withRedaction(logger),
    logController: new OneLinePerRequest(),
    // The client's address is the socket's unless a proxy is configured (FX_TRUST_PROXY): rate limits key on it.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Errors raised before a route runs answer like every other error: `{message}` in the request language.
    frameworkErrors,
    clientErrorHandler,
    // filter[inn]=... arrives as { filter: { inn } } (spec 7 sends filters in brackets).
    routerOptions: { querystringParser: (query: string) => qs.parse(query, { depth: 3, arrayLimit: 100 }) },
  })
  // Requests are validated by the route helper (with messages in the request language); responses by the contract.
  app.setValidatorCompiler(() => (data) => ({ value: data }))
  app.setSerializerCompiler(serializerCompiler)
  // JSON read byte-exact (UTF-8, no lone surrogates or NUL); an empty body is no body.
  registerBodyParsers(app)

  // With FX_SQL_COUNT=1 (the day bench) every request counts its SQL statements (db/statement-count.ts) and answers
  // the count in a header; otherwise no request pays for a counter (tests count with `countStatements` directly).
  if (process.env.FX_SQL_COUNT === '1') {
    app.decorateRequest('statements', null)
    app.addHook('onRequest', (request, _reply, done) => {
      const counter: StatementCounter = { statements: 0 }
      request.statements = counter
      withCounter(counter, done)
    })
    app.addHook('onSend', async (request, reply) => {
      if (request.statements) reply.header('x-sql-statements', String(request.statements.statements))
    })
  }

  // Partners' pages call the API from their own origins, and may frame the site; nobody else.
  const partners = loadPartners(config.partnersFile)
  const origins = allowedOrigins(partners, config.corsOrigins)
  registerSecurityHeaders(app, origins)
  await registerCors(app, origins)
  await registerCompression(app)

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
    : null
  if (redis) app.addHook('onClose', async () => void redis.disconnect())

  await app.register(rateLimit, {
    global: false,
    // After parsing and authentication, so that limits can be keyed by login or by user.
    hook: 'preHandler',
    ...(redis ? { redis, nameSpace: config.redisPrefix ?? 'fx-rate-limit-' } : {}),
    skipOnError: true,
    allowList: () => !config.rateLimit,
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
  })

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Freight exchange API',
        version: config.version,
        description:
          'The exchange API of spec 7. Sign in with POST /api/v1/auth/login and send the token as `Authorization: Bearer …`. Errors answer `{message, errors}`; money travels in minor units (kopecks). See docs/api.md.',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    // operationIds, bracketed query names, every status, media types, money and dates: see http/openapi.ts
    transformObject: (built) => shapeDocument('openapiObject' in built ? built.openapiObject : built.swaggerObject),
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger())

  // Uploads (multipart endpoints of the contract): one file per request, a few short fields, size capped.
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, fieldSize: 2000, parts: 12, headerPairs: 100 },
  })

  registerAuth(app, database.db)
  registerErrorHandler(app)

  const ctx: AppContext = { db: database.db, dbKind: database.kind, config, partners }
  // Health is not versioned: GET /api/health.
  app.get(
    '/api/health',
    {
      schema: {
        operationId: 'health',
        summary: health.summary,
        description: `${health.summary}. Anyone may call it.`,
        tags: [...health.tags],
        security: [],
        response: { 200: health.response },
      },
    },
    async () => {
      await database.db.selectFrom('users').select('id').limit(1).execute()
      return { status: 'ok' as const, database: database.kind, version: config.version }
    },
  )
  for (const module of modules) await module(app, ctx)
  await registerStaticFiles(app, config.partnersFile)
  return app
}
