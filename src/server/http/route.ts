/**
 * Registers a route from its contract declaration: URL, OpenAPI schema, access check, input validation with
 * messages in the request language, and the answer checked against the response schema.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { Lang } from '../../core/contract/common'
import { ErrorBody } from '../../core/contract/common'
import { type Endpoint, mayCall, serverUrl } from '../../core/contract/endpoint'
import type { CurrentUser } from './auth'
import { forbidden, unauthorized } from './errors'
import { jsonNull, RejectedBody } from './json-body'
import { languageOf } from './messages'
import { recordOperation } from './openapi'
import { PreparedAnswer, sendPrepared } from './prepared-answer'

export class RequestValidationError extends Error {
  constructor(readonly zodError: z.ZodError) {
    super('validation failed')
  }
}

export interface RouteContext<E extends Endpoint> {
  params: z.output<NonNullable<E['params']>>
  query: z.output<NonNullable<E['query']>>
  body: z.output<NonNullable<E['body']>>
  /** The caller, or null when anonymous (only on public endpoints). */
  user: CurrentUser | null
  /** The caller; throws 401 when anonymous. */
  me: CurrentUser
  lang: Lang
  request: FastifyRequest
  reply: FastifyReply
}

export interface RouteOptions {
  /** Per-route rate limit (see @fastify/rate-limit); the key defaults to the client address. */
  rateLimit?: { max: number; timeWindow: number | string; keyGenerator?: (request: FastifyRequest) => string }
  /** The largest body read, bytes (413 beyond); default the server's. */
  bodyLimit?: number
}

type Answer<E extends Endpoint> = z.input<E['response']>

/** Checks an answer against the endpoint's response schema (as every route's serializer does) and serializes it. */
export function prepareAnswer<E extends Endpoint>(endpoint: E, answer: Answer<E>): PreparedAnswer {
  const result = z.safeEncode(endpoint.response, answer)
  if (!result.success)
    throw new Error(`the answer of ${endpoint.path} does not match its schema`, { cause: result.error })
  return new PreparedAnswer(JSON.stringify(result.data))
}

/** The names a query schema reads at its top level; `null` when it is not a plain object schema. */
function queryNames(schema: z.ZodType | undefined): Set<string> | null {
  if (!schema) return new Set()
  if (schema instanceof z.ZodObject) return new Set(Object.keys(schema.shape))
  if (schema instanceof z.ZodPipe) return queryNames(schema.in as z.ZodType)
  return null
}

/**
 * A query parameter the endpoint does not read is refused (422 naming it), not ignored: a misspelt filter must not
 * answer unrelated rows. Names inside an object parameter (`filter[...]`) are checked by its strict schema.
 */
function refuseUnknownQuery(names: Set<string> | null, query: unknown): void {
  if (!names || !query || typeof query !== 'object') return
  const unknown = Object.keys(query).filter((key) => !names.has(key))
  if (unknown.length === 0) return
  throw new RequestValidationError(
    new z.ZodError([
      {
        code: 'unrecognized_keys',
        keys: unknown,
        path: [],
        input: query as Record<string, unknown>,
        message: 'unknown_field',
      },
    ]),
  )
}

/**
 * Validates an input against its schema. A missing input (no body) is read as `{}`, so that its required fields
 * are named; a `null` sent, an array or a number is what it is, and answers 422 where an object is expected.
 */
function parse<T extends z.ZodType>(schema: T | undefined, value: unknown) {
  if (!schema) return undefined
  if (value instanceof RejectedBody) throw value.error
  const input = value === jsonNull ? null : (value ?? {})
  const result = schema.safeParse(input, { reportInput: true })
  if (!result.success) throw new RequestValidationError(result.error)
  return result.data
}

/**
 * An operation without a body does its work whatever its caller sent: the content type, even one that does not
 * parse (which Fastify would refuse with 415 before the route), is not looked at, and the body is read and dropped.
 */
async function ignoreContentType(request: FastifyRequest): Promise<void> {
  delete request.headers['content-type']
}

export function checkAccess(endpoint: Endpoint, request: FastifyRequest): void {
  if (endpoint.access === 'public') return
  const user = request.currentUser
  if (!user) throw unauthorized()
  if (!mayCall(endpoint.access, user.roles)) throw forbidden()
}

export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: RouteContext<E>) => Promise<Answer<E> | PreparedAnswer>,
  options: RouteOptions = {},
): void {
  const status = endpoint.status ?? 200
  const url = serverUrl(endpoint.path)
  const operationId = recordOperation(endpoint, url, { rateLimited: !!options.rateLimit })
  const knownQuery = queryNames(endpoint.query)
  app.route({
    method: endpoint.method,
    url,
    schema: {
      operationId,
      summary: endpoint.summary,
      tags: [...endpoint.tags],
      ...(endpoint.access === 'public' ? {} : { security: [{ bearer: [] }] }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body && !endpoint.multipart ? { body: endpoint.body } : {}),
      response: { [status]: endpoint.response, '4xx': ErrorBody, '5xx': ErrorBody },
    },
    ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(endpoint.body || endpoint.multipart ? {} : { onRequest: ignoreContentType }),
    handler: async (request, reply) => {
      const lang = languageOf(request.headers['accept-language'])
      checkAccess(endpoint, request)
      refuseUnknownQuery(knownQuery, request.query)
      const ctx = {
        params: parse(endpoint.params, request.params) ?? {},
        query: parse(endpoint.query, request.query) ?? {},
        body: endpoint.multipart ? undefined : parse(endpoint.body, request.body),
        user: request.currentUser,
        get me() {
          if (!request.currentUser) throw unauthorized()
          return request.currentUser
        },
        lang,
        request,
        reply,
      } as RouteContext<E>
      const answer = await handler(ctx)
      reply.status(status)
      if (answer instanceof PreparedAnswer)
        return sendPrepared(request, reply, answer, 'application/json; charset=utf-8')
      return answer
    },
  })
}
