/**
 * Forms of the host pages: react-hook-form validated by the contract's own zod schemas, with the contract's own
 * messages (`fieldErrors` of core/contract/messages, the same function the server's 422 answers use), in the
 * interface language. Messages follow a language switch: fields in error are checked again in the new language.
 * Server answers are split per spec 8: field errors go under their fields, anything else to a toast.
 */
import { useEffect, useRef } from 'react'
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form'
import type { z } from 'zod'
import { isApiError } from '../../core/api'
import type { Lang } from '../../core/contract/common'
import type { Endpoint } from '../../core/contract/endpoint'
import { fieldErrors, validationMessage, validationMessages } from '../../core/contract/messages'
import { markFailureShown, type Toaster, useLang } from '../../widgets/ui'
import { toastFailure } from './errors'

/** Error type of a message that came from the server (kept across a language switch, never re-checked). */
export const serverErrorType = 'server'

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.')
  let node = target
  for (const [i, key] of keys.entries()) {
    if (i === keys.length - 1) node[key] = value
    else {
      const next = node[key]
      node[key] = typeof next === 'object' && next !== null ? next : {}
      node = node[key] as Record<string, unknown>
    }
  }
}

function valueAt(values: unknown, path: string): unknown {
  let node = values
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<string, unknown>)[key]
  }
  return node
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  )
}

/** The body schema of a contract endpoint (declared optional on `Endpoint`, present on every form's endpoint). */
export function bodySchema<B extends z.ZodType>(endpoint: Endpoint<z.ZodType, z.ZodType, B, z.ZodType>): B {
  if (!endpoint.body) throw new Error(`${endpoint.method} ${endpoint.path} declares no body`)
  return endpoint.body
}

/** The query schema of a contract endpoint, for a form that asks a GET (the Telegram start). */
export function querySchema<Q extends z.ZodType>(endpoint: Endpoint<z.ZodType, Q, z.ZodType, z.ZodType>): Q {
  if (!endpoint.query) throw new Error(`${endpoint.method} ${endpoint.path} declares no query`)
  return endpoint.query
}

/**
 * A form's schema, or a loader of it: a page whose first paint should not wait for classic zod (the sign-in page,
 * the site's most visited) imports its schema from a module of its own (`import('./login-schema')`), loaded as the
 * form mounts and awaited by every check, so the loader keeps what it loaded (the kit's `loadOnce`).
 */
export type SchemaSource<S> = S | (() => Promise<S>)

/**
 * A path of the body as the form's field that shows its error: `fieldMap` names body fields whose values come from
 * a field of another name (`{ lanes: 'from' }`: the lanes are made of the "from" place); a path inside a renamed
 * field (`lanes.0.from_place_id`) goes to that field too.
 */
export function formPath(path: string, fieldMap: Record<string, string> | undefined): string {
  if (!fieldMap) return path
  for (const [from, to] of Object.entries(fieldMap)) if (path === from || path.startsWith(`${from}.`)) return to
  return path
}

/** A react-hook-form resolver for a zod schema whose messages are the contract's, in the language of `lang()`. */
export function contractResolver<S extends z.ZodType<unknown, FieldValues>>(
  source: SchemaSource<S>,
  lang: () => Lang,
  fieldMap?: Record<string, string>,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values) => {
    const schema = typeof source === 'function' ? await source() : source
    // inputs in the issues tell 'not a number' from 'missing' (zod 4 leaves them out unless asked)
    const parsed = await schema.safeParseAsync(values, { reportInput: true })
    if (parsed.success) return { values: parsed.data as z.output<S>, errors: {} }
    const errors: Record<string, unknown> = {}
    // body fields whose rule says in its own words what is missing ('departure_required' for no lanes)
    const ownWords = new Set(
      parsed.error.issues.filter((i) => i.message in validationMessages.ru).map((i) => i.path.join('.')),
    )
    for (const [bodyPath, messages] of Object.entries(fieldErrors(parsed.error, lang()))) {
      const path = formPath(bodyPath, fieldMap)
      // the first message of a field is its message (a renamed body field may bring several)
      if (valueAt(errors, path) !== undefined) continue
      // spec 5: a field left empty reads "required", whatever rule its value would break; a field the body's
      // values are made from (renamed) keeps the body's own words ("Choose the departure city")
      const keepWords = path !== bodyPath && ownWords.has(bodyPath)
      const message =
        isEmpty(valueAt(values, path)) && !keepWords ? validationMessage(lang(), 'required') : (messages[0] ?? '')
      setPath(errors, path, { type: 'validation', message })
    }
    return { values: {}, errors: errors as FieldErrors<z.input<S>> }
  }
}

/** Paths (`company.inn`) of the errors in a react-hook-form error tree, with their type. */
export function errorPaths(errors: object, prefix = ''): Array<{ path: string; type: string }> {
  const out: Array<{ path: string; type: string }> = []
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'root' || typeof value !== 'object' || value === null) continue
    const path = prefix ? `${prefix}.${key}` : key
    if ('message' in value && 'type' in value) out.push({ path, type: String((value as { type: unknown }).type) })
    else out.push(...errorPaths(value, path))
  }
  return out
}

export interface ZodFormOptions<S extends z.ZodType<unknown, FieldValues>> {
  defaultValues: DefaultValues<z.input<S>>
  /** When messages appear: after leaving a field (default), or while typing. */
  mode?: 'onTouched' | 'onChange' | 'onSubmit' | 'onBlur' | 'all'
  /**
   * Body fields shown under a form field of another name (see `formPath`), for a form whose values are turned into
   * the body by its schema (roubles into kopecks, a place into a lane). Give the same map to `applyServerErrors`.
   */
  fieldMap?: Record<string, string>
}

export type ZodForm<S extends z.ZodType<unknown, FieldValues>> = UseFormReturn<z.input<S>, unknown, z.output<S>>

export function useZodForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: SchemaSource<S>,
  { defaultValues, mode = 'onTouched', fieldMap }: ZodFormOptions<S>,
): ZodForm<S> {
  const lang = useLang()
  const langRef = useRef(lang)
  langRef.current = lang
  // a loaded schema starts loading with the form, not with its first check
  useEffect(() => {
    if (typeof schema === 'function') void schema().catch(() => {})
  }, [schema])
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: contractResolver(schema, () => langRef.current, fieldMap),
    defaultValues,
    mode,
  })
  // read while rendering, so that the form state follows its errors (react-hook-form only updates what is read)
  const errors = form.formState.errors
  const errorsRef = useRef(errors)
  errorsRef.current = errors
  const seen = useRef(lang)
  useEffect(() => {
    if (seen.current === lang) return
    seen.current = lang
    const stale = errorPaths(errorsRef.current)
      .filter((e) => e.type !== serverErrorType)
      .map((e) => e.path as Path<z.input<S>>)
    if (stale.length > 0) void form.trigger(stale)
  }, [lang, form])
  return form
}

/**
 * Spec 8 for a failed submit: field errors of the answer that belong to fields of this form are shown under them
 * (`fieldMap` renames server fields to form fields); the rest is toasted (except 401/404). Answers whether
 * anything was put under a field.
 */
export function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: unknown,
  toast: Toaster,
  options: { fields: readonly string[]; fieldMap?: Record<string, string> },
): boolean {
  if (!isApiError(error)) {
    toastFailure(toast, error)
    return false
  }
  let placed = false
  let leftOver = false
  for (const [field, messages] of Object.entries(error.fields)) {
    const target = formPath(field, options.fieldMap)
    const message = messages[0]
    if (!message) continue
    if (options.fields.includes(target)) {
      form.setError(target as Path<T>, { type: serverErrorType, message }, { shouldFocus: !placed })
      placed = true
    } else leftOver = true
  }
  // a failure said under the form's fields is not toasted as well (the kit's toast leaves it)
  if (!placed || leftOver) toastFailure(toast, error)
  else markFailureShown(error)
  return placed
}
