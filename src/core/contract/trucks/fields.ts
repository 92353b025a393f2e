/**
 * Field rules and who may call, shared by the truck search's files and the external carriers' database
 * (../external-carriers/fields.ts). Internal: the index re-exports only the endpoints, the entities and the roles.
 */
import { z } from 'zod'
import { Id } from '../common'
import type { Role } from '../roles'

export const tags = ['trucks']

/**
 * Who keeps an external-carrier database and searches trucks: shipper, carrier and expeditor companies. The
 * restricted logistician (`shipper.logist`) is refused by the server on top of this (spec 6: `/trucks` is not one
 * of the logistician's routes), as is a user without a company.
 */
export const truckRoles = ['shipper', 'carrier', 'expeditor'] as const satisfies readonly Role[]

export const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)
/** Ids as `[1, 2]`, `'1,2'` (query strings). */
export const IdList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : value),
  z.array(Id).max(50),
)
