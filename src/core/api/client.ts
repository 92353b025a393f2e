/**
 * The HTTP client of the exchange API, on ky, typed by the contract.
 *
 * `api.call(auth.login, { body })` sends `POST {baseUrl}/api/v1/auth/login` and resolves with the answer parsed
 * by the endpoint's response schema. Wire rules (spec 7, DESIGN "The contract is the spine"):
 * - URL = `baseUrl + '/api/' + versionedPath(fillPath(path, params))`: paths not beginning with `v2/` or `v3/`
 *   get `v1/`; the query is encoded as described in `query.ts` (`filter[key]=value`, arrays `key[]=a&key[]=b`);
 * - `Authorization: Bearer <token>` when the session holds a token; `Accept-Language` is the interface language;
 * - a call to another origin that gets no answer logs once why (`cross-origin.ts`, loaded then: the page's origin is not
 *   allowed by the exchange, or the exchange does not answer);
 * - a non-2xx answer, no answer, or an answer that does not match the contract rejects with an `ApiError` whose
 *   message follows the catalogue of spec 8; every such error goes to the reporter first. The answer is parsed
 *   with the endpoint's `response` schema when the endpoint carries one (node, tests); the browser bundles carry
 *   none (`scripts/client-contract.ts`: the server has already validated and serialised the answer with it), so
 *   there a 2xx JSON answer is read as sent, and a page does not load the schemas of every area it calls;
 * - a 401 to a request that carried the current token calls `onUnauthorized` (the session drops the token and
 *   the host routes to login); a cancelled request (`signal`) rejects with the abort error, unreported;
 * - `api.prefetch(endpoint, options)` puts a GET on the wire at once (a plain `fetch`, not after ky's first
 *   microtask), and the next `api.call` of the same URL, token and language takes its answer instead of asking
 *   again: a widget asks for its first data before it renders, and the server works while the page renders.
 */
import ky, { type KyInstance, type Options as KyOptions, type RetryOptions, TimeoutError } from 'ky'
import type { z } from 'zod'
import type { Lang } from '../contract/common'
import {
  type BodyOf,
  type Endpoint,
  fillPath,
  type HttpMethod,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  versionedPath,
} from '../contract/endpoint'
import { warmLocale } from '../contract/format'
import type { CrossOriginExplain } from './cross-origin'
import { ApiError, type ApiErrorKind, consoleReporter, type ErrorReporter, isAbortError } from './errors'
import { encodeQuery, queryEntries } from './query'

export type FetchLike = (input: Request | string | URL, init?: RequestInit) => Promise<Response>

export interface ApiClientOptions {
  /** The API host without `/api`, e.g. `https://exchange.example`; `''` (default) = same origin, relative URLs. */
  baseUrl?: string
  /** The session's access token; read for every request. */
  getToken?: () => string | null | undefined
  /** The interface language; read for every request (Accept-Language). Default `ru`. */
  getLanguage?: () => Lang
  /** Called on a 401 to a request that carried the current token. */
  onUnauthorized?: (error: ApiError) => void
  /** Where every error goes; default `consoleReporter`. */
  reporter?: ErrorReporter
  /** A fetch to use instead of the global one (tests, SSR, instrumentation). */
  fetch?: FetchLike
  /** Per-attempt timeout in ms (ky), default 30 s. */
  timeout?: number | false
  /** ky retry options; default: one retry of a GET that got no answer. Error statuses are never retried. */
  retry?: RetryOptions | number
  /** Extra headers for every request. */
  headers?: Record<string, string>
}

/** Files of a multipart request: field name → file(s). */
export type FileFields = Record<string, Blob | readonly Blob[]>

/** An input slot: absent when the endpoint declares no schema, optional when every field is, required otherwise. */
type Slot<K extends string, T> = unknown extends T
  ? { [P in K]?: undefined }
  : // biome-ignore lint/complexity/noBannedTypes: `{}` is "no required field" here
    {} extends T
    ? { [P in K]?: T }
    : { [P in K]: T }

interface CommonCallOptions {
  signal?: AbortSignal
  headers?: Record<string, string>
  /** Files of a multipart endpoint. */
  files?: FileFields
}

export type CallOptions<E> = Slot<'params', ParamsOf<E>> &
  Slot<'query', QueryOf<E>> &
  Slot<'body', BodyOf<E>> &
  CommonCallOptions

/** The options argument is optional when nothing in it is required. */
// biome-ignore lint/complexity/noBannedTypes: `{}` is "no required field" here
export type CallArgs<E> = {} extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>]

/** An untyped request, for paths that are not in the contract yet (e.g. the generic list's `apiRoute`). */
export interface RequestSpec<T = unknown> extends CommonCallOptions {
  method: HttpMethod
  /** A contract-style path: `cargos/:id`, `v2/cargos/views`. */
  path: string
  params?: Record<string, string | number>
  query?: unknown
  body?: unknown
  multipart?: boolean
  /** Parses the answer; without it the answer is returned as read. */
  schema?: z.ZodType<T>
  /** The answer has no body (204). */
  empty?: boolean
}

export interface ApiClient {
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>>
  /** Sends a GET now; the next `call` of the same URL, token and language within 10 s reads its answer. */
  prefetch<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): void
  request<T = unknown>(spec: RequestSpec<T>): Promise<T>
  /** The full URL of an endpoint (for links and downloads). */
  url<E extends Endpoint>(endpoint: E, options?: { params?: ParamsOf<E>; query?: QueryOf<E> }): string
  /** Replaces the reporter (e.g. once an error-reporting service is loaded). */
  setReporter(reporter: ErrorReporter): void
  readonly baseUrl: string
}

/** `baseUrl + '/api/' + versionedPath(fillPath(path, params)) + ?query`. */
export function buildUrl(baseUrl: string, path: string, params?: unknown, query?: unknown): string {
  const base = baseUrl.replace(/\/+$/, '')
  const filled = fillPath(path, (params ?? {}) as Record<string, string | number>)
  const search = encodeQuery(query)
  return `${base}/api/${versionedPath(filled)}${search ? `?${search}` : ''}`
}

function formDataOf(body: unknown, files: FileFields | undefined): FormData {
  const form = new FormData()
  for (const [key, value] of queryEntries(body)) form.append(key, value)
  for (const [name, value] of Object.entries(files ?? {})) {
    const list: readonly Blob[] = value instanceof Blob ? [value] : value
    for (const file of list) form.append(name, file)
  }
  return form
}

const defaultRetry: RetryOptions = { limit: 1, methods: ['get'] }

/** How long a prefetched answer waits for its `call`. */
const PREFETCH_TTL_MS = 10_000

/** A contract call as a request: the endpoint's method, path and schemas with the caller's inputs. */
function specOf<E extends Endpoint>(endpoint: E, callOptions: CallOptions<E> | undefined): RequestSpec<ResponseOf<E>> {
  const o = (callOptions ?? {}) as CommonCallOptions & { params?: unknown; query?: unknown; body?: unknown }
  return {
    method: endpoint.method,
    path: endpoint.path,
    params: o.params as Record<string, string | number> | undefined,
    query: o.query,
    body: o.body,
    multipart: endpoint.multipart,
    files: o.files,
    signal: o.signal,
    headers: o.headers,
    schema: endpoint.response as z.ZodType<ResponseOf<E>>,
    empty: endpoint.status === 204,
  }
}

/** What makes two GETs the same request: the URL and the headers the answer depends on. */
const requestKey = (url: string, headers: Headers) =>
  `${url}\n${headers.get('Accept-Language') ?? ''}\n${headers.get('Authorization') ?? ''}`

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '')
  const getToken = options.getToken ?? (() => null)
  const getLanguage = options.getLanguage ?? (() => 'ru' as Lang)
  let reporter = options.reporter ?? consoleReporter
  const userFetch = options.fetch
  const http: KyInstance = ky.create({
    throwHttpErrors: false,
    timeout: options.timeout ?? 30_000,
    retry: options.retry ?? defaultRetry,
    ...(userFetch ? { fetch: (input: Request | string | URL, init?: RequestInit) => userFetch(input, init) } : {}),
  })

  // a call to another origin that fails without an answer: say once whether the exchange refused this page
  // (the explainer loads with the first such failure: a page whose calls succeed never downloads it)
  let explainer: Promise<{ explain: CrossOriginExplain; origin: () => string | undefined }> | undefined
  const explainCrossOrigin = (exchangeBase: string) => {
    explainer ??= import('./cross-origin').then(({ createCrossOriginExplainer, pageOrigin }) => ({
      explain: createCrossOriginExplainer(() => userFetch ?? globalThis.fetch?.bind(globalThis)),
      origin: pageOrigin,
    }))
    return explainer.then(({ explain, origin }) => explain(exchangeBase, origin()))
  }

  const report = (error: ApiError, path: string) => {
    try {
      reporter(error, { method: error.method, url: error.url, path })
    } catch {
      // a broken reporter must not hide the error itself
    }
  }

  /** The URL and headers of a request, the same for `request` and `prefetch`. */
  function prepare(spec: Pick<RequestSpec, 'path' | 'params' | 'query' | 'headers'>) {
    const lang = getLanguage()
    // the answer's wait is idle time: the language's number and date data load then, not when it is drawn
    warmLocale(lang)
    const token = getToken() || null
    const url = buildUrl(baseUrl, spec.path, spec.params, spec.query)
    const headers = new Headers({ Accept: 'application/json', 'Accept-Language': lang, ...options.headers })
    for (const [name, value] of Object.entries(spec.headers ?? {})) headers.set(name, value)
    if (token) headers.set('Authorization', `Bearer ${token}`)
    return { lang, token, url, headers }
  }

  const prefetched = new Map<string, { response: Promise<Response>; expires: number }>()

  /** The prefetched answer of this request, once; expired ones are dropped on the way. */
  function takePrefetched(key: string): Promise<Response> | undefined {
    const now = Date.now()
    for (const [k, entry] of prefetched) if (entry.expires < now) prefetched.delete(k)
    const entry = prefetched.get(key)
    prefetched.delete(key)
    return entry?.response
  }

  async function request<T>(spec: RequestSpec<T>): Promise<T> {
    const method = spec.method
    const { lang, token, url, headers } = prepare(spec)

    const fail = (kind: ApiErrorKind, status: number, body?: unknown, cause?: unknown): never => {
      const error = new ApiError({ kind, status, method, url, lang, body, cause })
      report(error, spec.path)
      if (status === 401 && token && token === (getToken() || null)) {
        try {
          options.onUnauthorized?.(error)
        } catch {
          // the session's reaction must not replace the error
        }
      }
      throw error
    }

    const init: KyOptions = { method, headers }
    if (spec.signal) init.signal = spec.signal
    if (spec.multipart || spec.files) init.body = formDataOf(spec.body, spec.files)
    else if (spec.body !== undefined) init.json = spec.body

    let response: Response
    let text: string
    const early = method === 'GET' && prefetched.size > 0 ? takePrefetched(requestKey(url, headers)) : undefined
    try {
      // a prefetch that got no answer is asked again through ky, as its one retry would have
      response = (early && (await early.catch(() => null))) || (await http(url, init))
      spec.signal?.throwIfAborted()
      text = await response.text()
    } catch (cause) {
      if (isAbortError(cause) || spec.signal?.aborted) throw cause
      if (!(cause instanceof TimeoutError)) void explainCrossOrigin(baseUrl)
      return fail(cause instanceof TimeoutError ? 'timeout' : 'network', 0, undefined, cause)
    }

    let data: unknown
    let unreadable: unknown = null
    if (text !== '') {
      try {
        data = JSON.parse(text)
      } catch (cause) {
        unreadable = cause
        data = text
      }
    }
    if (!response.ok) return fail('http', response.status, data)
    if (unreadable) return fail('contract', response.status, undefined, unreadable)
    if (spec.empty || response.status === 204) return undefined as T
    if (!spec.schema) return data as T
    const parsed = spec.schema.safeParse(data)
    if (!parsed.success) return fail('contract', response.status, undefined, parsed.error)
    return parsed.data
  }

  return {
    baseUrl,
    request,
    call<E extends Endpoint>(endpoint: E, ...[callOptions]: CallArgs<E>): Promise<ResponseOf<E>> {
      return request(specOf(endpoint, callOptions))
    },
    prefetch<E extends Endpoint>(endpoint: E, ...[callOptions]: CallArgs<E>): void {
      if (endpoint.method !== 'GET') throw new Error(`prefetch: ${endpoint.method} ${endpoint.path} is not a GET`)
      const { url, headers } = prepare(specOf(endpoint, callOptions))
      const key = requestKey(url, headers)
      if (prefetched.has(key)) return
      let response: Promise<Response>
      try {
        response = (userFetch ?? globalThis.fetch)(url, { method: 'GET', headers })
      } catch {
        return // a fetch that cannot even start: the `call` asks on its own and reports what goes wrong
      }
      // read by the `call` that follows; a failure is its concern (it asks again), not an unhandled rejection
      response.catch(() => undefined)
      prefetched.set(key, { response, expires: Date.now() + PREFETCH_TTL_MS })
    },
    url(endpoint, urlOptions) {
      return buildUrl(baseUrl, endpoint.path, urlOptions?.params, urlOptions?.query)
    },
    setReporter(next) {
      reporter = next
    },
  }
}
