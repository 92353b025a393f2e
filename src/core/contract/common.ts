/** Envelopes and shared field schemas: answers are read as `data`, `data.data` and `meta.size` (spec 7). */
import { z } from 'zod'
import { langs } from './langs'

/**
 * Text as every input carries it. Control characters have no place in a name, a number or a filter, and NUL is
 * refused by PostgreSQL itself: an input schema's strings are `Line` (one line: no control character) or `Text`
 * (may span lines: tab, line feed and carriage return allowed), so such input is a 422 of the contract, never a
 * 500 of the database. A lone UTF-16 surrogate (`"\ud800"` in JSON) is no character at all: refused alike. A
 * contract test checks that every string of every endpoint's inputs is built on one of them.
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const lineControl = /[\u0000-\u001F\u007F]/
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const textControl = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
export const lineCheck = z.refine<string>((value) => !lineControl.test(value) && !loneSurrogate.test(value), {
  message: 'invalid_characters',
})
export const textCheck = z.refine<string>((value) => !textControl.test(value) && !loneSurrogate.test(value), {
  message: 'invalid_characters',
})
export const Line = z.string().check(lineCheck)

/** `HH:MM`, 00:00–23:59. */
export const TimeOfDay = Line.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'invalid_time' })
export const Text = z.string().check(textCheck)

/** The largest id a `serial` column holds: a bigger one is no id of ours (and would overflow the query). */
export const MAX_ID = 2_147_483_647

/**
 * Numbers as a path or a query string carries them: canonical decimal only (`19`, `-2`, `1.5`), so that one value
 * has one spelling (`0x13`, `+19`, `1.9e1`, `0b10011`, ` 19` and `019` are not numbers here); a JSON number passes
 * as it is. The schema given decides the rest (integer, bounds).
 */
export function decimal<T extends z.ZodType<number | undefined | null>>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^-?(0|[1-9]\d{0,15})(\.\d{1,12})?$/.test(value) ? Number(value) : value),
    schema,
  )
}

/** An id in a path, a query or a body: a positive integer, in a path or a query as plain digits (`19`, not `19.0`). */
export const Id = z.preprocess(
  (value) => (typeof value === 'string' && /^(0|[1-9]\d{0,9})$/.test(value) ? Number(value) : value),
  z.number().int().positive().max(MAX_ID),
)
export const IdParams = z.strictObject({ id: Id })

/** `{ data: T }` */
export function dataOf<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema })
}

/** `{ data: T[], meta: { size } }`: one page of a list and the total number of items. */
export function listOf<T extends z.ZodType>(schema: T) {
  return z.object({ data: z.array(schema), meta: z.object({ size: z.number().int().nonnegative() }) })
}

export const Ok = dataOf(z.object({ ok: z.literal(true) }))
export const ok = { data: { ok: true as const } }

/** Paging of spec 4/9: next page adds limit to offset. */
export function pageQuery(defaultLimit: number, maxLimit = 9999) {
  return {
    limit: decimal(z.number().int().min(1).max(maxLimit)).default(defaultLimit),
    offset: decimal(z.number().int().min(0).max(MAX_ID)).default(0),
  }
}

/** The error body of spec 8: 422 carries `errors: {field: [message]}`. */
export const ErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
})
export type ErrorBody = z.infer<typeof ErrorBody>

export const Timestamp = z.string().describe('ISO 8601 date-time')
export const DateOnly = Line.regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
export { langs }
export const Lang = z.enum(langs)
export type Lang = z.infer<typeof Lang>
