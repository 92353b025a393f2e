/**
 * Registers a route from its contract declaration: URL, OpenAPI schema, access check, input validation with
 * messages in the request language, and the answer checked against the response schema.
 */
import { createHash } from 'node:crypto'
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { Lang } from '../../core/contract/common'
import { ErrorBody } from '../../core/contract/common'
import { type Endpoint, mayCall, serverUrl } from '../../core/contract/endpoint'
import type { CurrentUser } from './auth'
import { forbidden, unauthorized } from './errors'
import { languageOf } from './messages'

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

/**
 * An answer checked against the contract and serialized once, to be sent many times (the cached answers): as is,
 * with an ETag; a request whose If-None-Match names it gets 304 and no body.
 */
export class PreparedAnswer {
  readonly etag: string
  /** UTF-8 bytes, encoded once: encoding a 17 KB page of Cyrillic text on every send was half the cached route's CPU. */
  readonly body: Buffer
  private encoded = new Map<Encoding, Buffer>()
  constructor(json: string) {
    this.body = Buffer.from(json)
    this.etag = `"${createHash('sha1').update(this.body).digest('base64url')}"`
  }

  /** The body compressed (made on first ask, kept with the answer), or undefined when too small to gain from it. */
  compressed(encoding: Encoding): Buffer | undefined {
    if (this.body.length < minCompressed) return undefined
    let bytes = this.encoded.get(encoding)
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(this.body, { level: 9 })
      this.encoded.set(encoding, bytes)
    }
    return bytes
  }
}

type Encoding = 'br' | 'gzip'
/** Below about one packet, compressing saves nothing worth the header. */
const minCompressed = 1400

/** The encoding to send a cached answer in: brotli, then gzip, when the client accepts it (not with q=0). */
export function preferredEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (!header) return undefined
  const accepted = new Set(
    (Array.isArray(header) ? header.join(',') : header)
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name?.trim()),
  )
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return undefined
}

/** Checks an answer against the endpoint's response schema (as every route's serializer does) and serializes it. */
export function prepareAnswer<E extends Endpoint>(endpoint: E, answer: Answer<E>): PreparedAnswer {
  const result = z.safeEncode(endpoint.response, answer)
  if (!result.success)
    throw new Error(`the answer of ${endpoint.path} does not match its schema`, { cause: result.error })
  return new PreparedAnswer(JSON.stringify(result.data))
}

function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false
  const value = Array.isArray(header) ? header.join(',') : header
  return value.split(',').some((tag) => {
    const trimmed = tag.trim()
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`
  })
}

function sendPrepared(request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer) {
  // the same answer in another encoding is another representation: its own ETag, and caches told to look
  const encoding = preferredEncoding(request.headers['accept-encoding'])
  const bytes = encoding ? answer.compressed(encoding) : undefined
  const etag = bytes ? `${answer.etag.slice(0, -1)}-${encoding}"` : answer.etag
  const vary = reply.getHeader('vary')
  reply.header('vary', [vary, 'Accept-Encoding'].filter(Boolean).join(', '))
  reply.header('etag', etag)
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send()
  if (bytes) reply.header('content-encoding', encoding)
  return reply.type('application/json; charset=utf-8').send(bytes ?? answer.body)
}

function parse<T extends z.ZodType>(schema: T | undefined, value: unknown) {
  if (!schema) return undefined
  const result = schema.safeParse(value ?? {}, { reportInput: true })
  if (!result.success) throw new RequestValidationError(result.error)
  return result.data
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
  app.route({
    method: endpoint.method,
    url: serverUrl(endpoint.path),
    schema: {
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
    handler: async (request, reply) => {
      const lang = languageOf(request.headers['accept-language'])
      checkAccess(endpoint, request)
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
      if (answer instanceof PreparedAnswer) return sendPrepared(request, reply, answer)
      return answer
    },
  })
}
