/**
 * The shape every endpoint of the exchange API is declared in. The server registers its routes from these
 * declarations (validation, serialisation, OpenAPI, access), and the client types its calls with them, so one
 * declaration is the single source of truth for a method, path, inputs, answer and who may call it.
 */
import type { z } from 'zod'
import type { Role } from './roles'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * Who may call an endpoint:
 * - `public`: anyone, signed in or not;
 * - `user`: any signed-in, active user;
 * - a list of roles: a signed-in user holding at least one of them.
 * Checks that an object belongs to the caller's company are made by the handler on top of this.
 */
export type Access = 'public' | 'user' | readonly Role[]

/**
 * May a caller make a call of this access: `roles` are the signed-in user's roles, `null` an anonymous caller.
 * The one rule the server enforces (`checkAccess`) and the site's guard and menu read (a menu item is offered
 * only when its calls are allowed).
 */
export function mayCall(access: Access, roles: readonly string[] | null): boolean {
  if (access === 'public') return true
  if (roles === null) return false
  if (access === 'user') return true
  return access.some((role) => roles.includes(role))
}

export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod
  /** The path as the client writes it (spec 7): `auth/login`, `v2/user/change-email`, with `:name` parameters. */
  path: string
  summary: string
  tags: readonly string[]
  access: Access
  params?: P
  query?: Q
  body?: B
  /** `multipart/form-data` instead of JSON; the body schema then describes the non-file fields. */
  multipart?: boolean
  /** The successful answer (status 200 unless `status` says otherwise). */
  response: R
  status?: 200 | 201 | 204
  /**
   * The media types of an answer that is not JSON (a PDF, a scan, the 1C file, the event stream); `response` then
   * only documents it. Text types carry their charset (`text/plain; charset=windows-1251`).
   */
  produces?: readonly string[]
  /**
   * Error statuses this endpoint answers beyond those its declaration implies (401 and 403 when not public, 404 when
   * it names an object by id, 409 and 415 on writes, 413 with a body, 422 always, 429 when rate limited): 409 on a
   * read, 404 found by other means, and so on. The OpenAPI document declares them all, and the server tests check
   * that every status an endpoint answers is declared.
   */
  errors?: readonly ErrorStatus[]
}

/** The error statuses of spec 8 an endpoint may declare. */
export type ErrorStatus = 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503

export function defineEndpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
>(endpoint: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return endpoint
}

/** Spec 7: paths not beginning with `v2/` or `v3/` get the prefix `v1/`. */
export function versionedPath(path: string): string {
  const bare = path.replace(/^\/+/, '')
  return /^v[23]\//.test(bare) ? bare : `v1/${bare}`
}

/** The server-side URL pattern of an endpoint (Fastify syntax, `:name` parameters). */
export function serverUrl(path: string): string {
  return `/api/${versionedPath(path)}`
}

/** Fills `:name` parameters; a missing one is a programming error, not a user error. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}" for ${path}`)
    return encodeURIComponent(String(value))
  })
}

export type ParamsOf<E> = E extends Endpoint<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.input<P> : never
export type QueryOf<E> = E extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never
export type BodyOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never
export type ResponseOf<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never
