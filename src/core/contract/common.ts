/** Envelopes and shared field schemas: answers are read as `data`, `data.data` and `meta.size` (spec 7). */
import { z } from 'zod'

export const Id = z.coerce.number().int().positive()
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
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
    offset: z.coerce.number().int().min(0).default(0),
  }
}

/** The error body of spec 8: 422 carries `errors: {field: [message]}`. */
export const ErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
})
export type ErrorBody = z.infer<typeof ErrorBody>

export const Timestamp = z.string().describe('ISO 8601 date-time')
export const DateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
export const Lang = z.enum(['ru', 'en'])
export type Lang = z.infer<typeof Lang>
