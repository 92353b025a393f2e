/**
 * Errors of the API client and the catalogue of spec 8:
 * - 422: the first validation message from `errors` (else the answer's `message`, else "unknown error");
 * - 500: "server error, try later"; 402: "tariff expired, contact administration"; 403: "no access";
 * - any other status: "unknown error, try later";
 * - no answer at all (network failure, timeout) or an unreadable answer: "unknown error".
 * Every error is also handed to a reporter. A toast is shown for every error except 401 and 404 (`shouldToast`).
 */
import type { ErrorBody, Lang } from '../contract/common'
import { errorCatalogue } from '../i18n/catalogue'

/**
 * The error body of spec 8 when an answer has one (`{message, errors: {field: [message]}}`), else `{}`: what
 * `ErrorBody.partial().safeParse` reads, written out so that every widget does not load zod to read its errors.
 */
export function errorBodyOf(body: unknown): Partial<ErrorBody> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {}
  const { message, errors } = body as Record<string, unknown>
  if (message !== undefined && typeof message !== 'string') return {}
  if (errors !== undefined) {
    if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {}
    for (const list of Object.values(errors)) {
      if (!Array.isArray(list) || list.some((item) => typeof item !== 'string')) return {}
    }
  }
  return {
    ...(message !== undefined ? { message } : {}),
    ...(errors !== undefined ? { errors: errors as Record<string, string[]> } : {}),
  }
}

export type ApiErrorKind =
  /** The server answered with a non-2xx status. */
  | 'http'
  /** No answer: connection refused, offline, DNS, CORS. */
  | 'network'
  | 'timeout'
  /** A 2xx answer that is not JSON or does not match the contract's response schema. */
  | 'contract'

export interface ApiErrorInit {
  kind: ApiErrorKind
  status: number
  method: string
  url: string
  lang: Lang
  /** The parsed error body, when the server sent one. */
  body?: unknown
  cause?: unknown
}

/** The first message of a 422's field errors, in field order. */
export function firstFieldMessage(errors: Record<string, readonly string[]> | undefined): string | undefined {
  for (const messages of Object.values(errors ?? {})) {
    const first = messages.find((m) => typeof m === 'string' && m.trim() !== '')
    if (first) return first
  }
  return undefined
}

/**
 * The user-facing text of spec 8 for an answer status (0 = no answer) and its body, in a language.
 * Pure, so any error can be re-told in another language.
 */
export function catalogueMessage(status: number, body: unknown, lang: Lang): string {
  const texts = errorCatalogue[lang] ?? errorCatalogue.ru
  if (!status) return texts.unknown
  switch (status) {
    case 422: {
      const data = errorBodyOf(body)
      return firstFieldMessage(data.errors) ?? (data.message?.trim() || texts.unknown)
    }
    case 500:
      return texts.server
    case 402:
      return texts.tariff
    case 403:
      return texts.forbidden
    default:
      return texts.unknown_later
  }
}

export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  /** HTTP status; 0 when there was no answer. */
  readonly status: number
  readonly method: string
  readonly url: string
  /** The server's own `message`, when it sent one (often more precise than the catalogue text). */
  readonly serverMessage: string | undefined
  /** Field errors `{field: [message]}` of the answer (422, sometimes 409), `{}` when none. */
  readonly fields: Record<string, string[]>
  /** The raw error body, as parsed. */
  readonly body: unknown

  constructor(init: ApiErrorInit) {
    const body = errorBodyOf(init.body)
    super(catalogueMessage(init.kind === 'http' ? init.status : 0, init.body, init.lang), { cause: init.cause })
    this.kind = init.kind
    this.status = init.status
    this.method = init.method
    this.url = init.url
    this.serverMessage = body.message
    this.fields = body.errors ?? {}
    this.body = init.body
  }

  /** The first message for a field (`'company.inn'`), for forms. */
  fieldError(field: string): string | undefined {
    return this.fields[field]?.[0]
  }

  /** The catalogue text in another language. */
  messageIn(lang: Lang): string {
    return catalogueMessage(this.kind === 'http' ? this.status : 0, this.body, lang)
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (error instanceof Error && error.name === 'ApiError' && 'status' in error)
}

/** A request cancelled through its `signal`: not a failure, never toasted nor reported. */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    ((error as { name: unknown }).name === 'AbortError' || (error as { name: unknown }).name === 'CanceledError')
  )
}

/** Spec 8: an error toast is shown except on 401 and 404 (and never for a cancelled request). */
export function shouldToast(error: unknown): boolean {
  if (isAbortError(error)) return false
  if (isApiError(error)) return error.status !== 401 && error.status !== 404
  return true
}

/** The text to show for any thrown value: the catalogue text of an ApiError, "unknown error" otherwise. */
export function errorMessage(error: unknown, lang: Lang = 'ru'): string {
  if (isApiError(error)) return error.messageIn(lang)
  return (errorCatalogue[lang] ?? errorCatalogue.ru).unknown
}

export interface ReportContext {
  method: string
  url: string
  /** The contract path, e.g. `companies/:id`. */
  path: string
}

/** Where errors go (spec 8: "also reported to an error-reporting service"). */
export type ErrorReporter = (error: ApiError, context: ReportContext) => void

export const noopReporter: ErrorReporter = () => {}

/** The default reporter: `console.error`, silent when the build is marked production. */
export const consoleReporter: ErrorReporter = (error, context) => {
  if (isProductionBuild()) return
  console.error(`[fx] ${context.method} ${context.url} failed: ${error.status || error.kind} ${error.message}`, error)
}

function isProductionBuild(): boolean {
  try {
    return (
      (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.NODE_ENV === 'production'
    )
  } catch {
    return false
  }
}
