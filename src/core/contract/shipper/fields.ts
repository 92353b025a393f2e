/**
 * What the shipper area's files share: tags, who may call, ids in a JSON body. Internal to the area: the index
 * does not re-export this file, so the contract's public names stay what they were.
 */
import { z } from 'zod'
import { MAX_ID } from '../common'

export const tags = ['shipper']
export const shippers = ['shipper'] as const

/** An id in a JSON body: a number, never coerced (a missing one reads "required", not "not a number"). */
export const BodyId = z.number().int().positive().max(MAX_ID)
export const IdArray = (max: number) => z.array(BodyId).max(max)
