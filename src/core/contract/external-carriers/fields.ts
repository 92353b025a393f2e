/**
 * Field rules shared by the external carriers' files (internal: the index re-exports only the endpoints and
 * entities). Who may call and the OpenAPI tag are the truck search's (../trucks/fields.ts): the database is kept for
 * it, on the same pages (`/trucks`).
 */
import { z } from 'zod'
import { Id, Line, MAX_ID } from '../common'
import { blankToUndefined } from '../trucks/fields'

export { tags, truckRoles } from '../trucks/fields'

export const QueryId = z.preprocess(blankToUndefined, Id.optional())
/** An id in a body: a number, or digits from a form. */
export const BodyId = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
  z.number().int().positive().max(MAX_ID),
)
/** Tonnes. */
export const Weight = z.coerce.number().min(0).max(100)
/** Cubic metres. */
export const Volume = z.coerce.number().min(0).max(200)
export const Text = (max: number) => Line.trim().max(max)
