/**
 * Test-only: the one fake exchange of the browser tests (never part of a build). A test answers contract
 * endpoints, not URLs: `exchange.on(cargo.listCargos, ({ query }) => ({ data, meta }))`. Every request goes
 * through what the server's `route()` does with the same declaration, so a widget and its fake cannot drift
 * apart from the contract unnoticed:
 * - the path is matched against the endpoint's template (`cargos/:id/favorite`; static segments win over
 *   parameters, as in Fastify), then the method;
 * - an endpoint that is not public refuses a request without a token (401), and one that lists roles refuses
 *   a caller without them (403) when the test says which roles the caller holds (`exchange.roles`);
 * - params, the query (read with `qs` as the server reads it) and the body (JSON, or the fields of a multipart
 *   body) are parsed with the endpoint's schemas; what they refuse is answered 422 with the server's messages;
 * - the handler's answer is serialised through the endpoint's response schema (`z.safeEncode`, as the server's
 *   serialiser does), with the endpoint's status.
 * A request the contract refuses or an answer that breaks it is a bug of the widget or of the fake: it is answered
 * as the server would (422, 500) and also fails the running test (a check at the end of every test).
 */
import qs from 'qs'
import { z } from 'zod'
import { noopReporter } from '../../core/api'
import { fakeFetch, jsonResponse, type RecordedRequest } from '../../core/api/testing'
import { ErrorBody, Lang } from '../../core/contract/common'
import { type Endpoint, serverUrl } from '../../core/contract/endpoint'
import { fieldErrors } from '../../core/contract/messages'
import type { Role } from '../../core/contract/roles'
import { type Core, getCore, memoryStorage } from '../../core/session'
import { checkEveryTest } from './harness'

type Output<S> = z.output<NonNullable<S>>

/** What a handler gets: the inputs as the endpoint's schemas parsed them, and the raw request. */
export interface FakeCall<E extends Endpoint> {
  params: Output<E['params']>
  query: Output<E['query']>
  body: Output<E['body']>
  /** The files of a multipart body, by field name. */
  files: Record<string, File[]>
  lang: Lang
  /** The bearer token, or null for an anonymous request. */
  token: string | null
  request: RecordedRequest
}

/** An error answer instead of the endpoint's own (`refuse(404)`, `refuse(422, 'Проверьте', { weight: [...] })`). */
export class FakeRefusal {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {}
}

export function refuse(status: number, message = `refused (${status})`, errors?: ErrorBody['errors']): FakeRefusal {
  return new FakeRefusal(status, errors ? { message, errors } : { message })
}

export type FakeAnswer<E extends Endpoint> = z.input<E['response']> | FakeRefusal

export type FakeHandler<E extends Endpoint> = (call: FakeCall<E>) => FakeAnswer<E> | Promise<FakeAnswer<E>>

interface Route {
  endpoint: Endpoint
  segments: string[]
  handler: FakeHandler<Endpoint>
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean)
const isParam = (segment: string) => segment.startsWith(':')

/** The path parameters when `pathname` fits the template, else null. */
function matchPath(segments: string[], pathname: string): Record<string, string> | null {
  const parts = segmentsOf(pathname)
  if (parts.length !== segments.length) return null
  const params: Record<string, string> = {}
  for (const [i, segment] of segments.entries()) {
    const part = parts[i] as string
    if (isParam(segment)) params[segment.slice(1)] = decodeURIComponent(part)
    else if (segment !== part) return null
  }
  return params
}

/** Fastify's precedence: at the first segment where two templates differ, the static one wins. */
function bySpecificity(a: Route, b: Route): number {
  for (const [i, segment] of a.segments.entries()) {
    const other = b.segments[i] as string
    if (isParam(segment) !== isParam(other)) return isParam(segment) ? 1 : -1
  }
  return 0
}

/** The text fields and the files of a multipart body (the fake fetch records bodies as text). */
async function readMultipart(request: RecordedRequest) {
  const form = await new Response(request.body, {
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  }).formData()
  const fields: Record<string, string> = {}
  const files: Record<string, File[]> = {}
  for (const [name, value] of form) {
    if (typeof value === 'string') fields[name] = value
    else files[name] = [...(files[name] ?? []), value]
  }
  return { fields, files }
}

const describeCall = (request: RecordedRequest) => `${request.method} ${request.url.pathname}${request.url.search}`

export interface FakeExchange {
  /** Answers an endpoint with a handler (a later `on` of the same endpoint replaces it). */
  on<E extends Endpoint>(endpoint: E, handler: FakeHandler<E>): void
  readonly fetch: ReturnType<typeof fakeFetch>['fetch']
  /** Every request, in order (tests may empty it: `requests.length = 0`). */
  readonly requests: RecordedRequest[]
  /** The recorded requests to a URL path (`/api/v1/cargos`), of one method when given. */
  requestsTo(path: string, method?: string): RecordedRequest[]
  /** The roles of whoever holds a token; null: role lists are not checked (only that a token is sent). */
  roles: readonly Role[] | null
  /** Contract breaks seen since the end of the last test (which fails with them). */
  readonly problems: string[]
}

export function createFakeExchange(): FakeExchange {
  const routes: Route[] = []
  const problems: string[] = []

  const validationError = (what: string, request: RecordedRequest, error: z.ZodError, lang: Lang) => {
    problems.push(`${describeCall(request)}: the ${what} breaks the contract: ${z.prettifyError(error)}`)
    return jsonResponse({ message: 'validation failed', errors: fieldErrors(error, lang) }, 422)
  }

  async function answer(request: RecordedRequest): Promise<Response> {
    const lang: Lang = Lang.safeParse(request.headers.get('accept-language')).data ?? 'ru'
    const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? null
    const found = routes
      .map((route) => ({ route, params: matchPath(route.segments, request.url.pathname) }))
      .filter((candidate) => candidate.params && candidate.route.endpoint.method === request.method)
      .sort((a, b) => bySpecificity(a.route, b.route))[0]
    if (!found?.params) return jsonResponse({ message: 'route not found' }, 404)
    const { endpoint, handler } = found.route

    if (endpoint.access !== 'public') {
      if (!token) return jsonResponse({ message: 'unauthorized' }, 401)
      const roles = exchange.roles
      if (endpoint.access !== 'user' && roles && !endpoint.access.some((role) => roles.includes(role))) {
        return jsonResponse({ message: 'no access' }, 403)
      }
    }

    const parse = (schema: z.ZodType | undefined, value: unknown) =>
      schema ? schema.safeParse(value ?? {}, { reportInput: true }) : { success: true as const, data: value }
    const params = parse(endpoint.params, found.params)
    if (!params.success) return validationError('path', request, params.error, lang)
    const query = parse(endpoint.query, qs.parse(request.url.search.slice(1), { depth: 3, arrayLimit: 100 }))
    if (!query.success) return validationError('query', request, query.error, lang)
    const multipart = endpoint.multipart ? await readMultipart(request) : null
    const body = parse(endpoint.body, multipart ? multipart.fields : request.json)
    if (!body.success) return validationError('body', request, body.error, lang)

    const result = await handler({
      params: params.data,
      query: query.data,
      body: body.data,
      files: multipart?.files ?? {},
      lang,
      token,
      request,
    } as FakeCall<Endpoint>)

    if (result instanceof FakeRefusal) {
      const refusal = ErrorBody.safeParse(result.body)
      if (!refusal.success) return validationError('error answer', request, refusal.error, lang)
      return jsonResponse(refusal.data, result.status)
    }
    const status = endpoint.status ?? 200
    if (status === 204) return new Response(null, { status })
    let encoded: ReturnType<typeof z.safeEncode>
    try {
      encoded = z.safeEncode(endpoint.response, result)
    } catch (error) {
      encoded = { success: false, error: new z.ZodError([{ code: 'custom', path: [], message: String(error) }]) }
    }
    if (!encoded.success) {
      problems.push(
        `${describeCall(request)}: the fake's answer breaks the contract: ${z.prettifyError(encoded.error)}`,
      )
      return jsonResponse({ message: 'server error' }, 500)
    }
    return jsonResponse(encoded.data, status)
  }

  const recorder = fakeFetch(answer)
  const exchange: FakeExchange = {
    on(endpoint, handler) {
      const url = serverUrl(endpoint.path)
      const index = routes.findIndex((route) => route.endpoint === endpoint)
      const route: Route = { endpoint, segments: segmentsOf(url), handler: handler as FakeHandler<Endpoint> }
      if (index >= 0) routes[index] = route
      else routes.push(route)
    },
    fetch: recorder.fetch,
    requests: recorder.requests,
    requestsTo: (path, method) =>
      recorder.requests.filter((r) => r.url.pathname === path && (method === undefined || r.method === method)),
    roles: null,
    problems,
  }

  // a broken contract fails the test that met it, however the widget took the error answer
  checkEveryTest(() => {
    const found = problems.splice(0)
    if (found.length > 0) throw new Error(`The fake exchange met contract breaks:\n${found.join('\n')}`)
  })
  return exchange
}

/** The page's core on a fake exchange, created before any element connects (the first call wins). */
export function setUpCore(exchange: FakeExchange): Core {
  return getCore({
    apiBase: 'https://api.test',
    storage: memoryStorage(),
    fetch: exchange.fetch,
    reporter: noopReporter,
  })
}
