/**
 * Field rules and who may call, shared by the truck-search area's files (internal: the index re-exports only the
 * endpoints and entities).
 */
import { z } from 'zod'
import { Id, Line, MAX_ID } from '../common'
import type { Role } from '../roles'

export const tags = ['trucks']

/**
 * Who keeps an external-carrier database and searches trucks: shipper, carrier and expeditor companies. The
 * restricted logistician (`shipper.logist`) is refused by the server on top of this (spec 6: `/trucks` is not one
 * of the logistician's routes), as is a user without a company.
 */
export const truckRoles = ['shipper', 'carrier', 'expeditor'] as const satisfies readonly Role[]

export const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)
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
/** Ids as `[1, 2]`, `'1,2'` (query strings). */
export const IdList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : value),
  z.array(Id).max(50),
)
