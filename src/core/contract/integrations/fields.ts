/**
 * What the integrations area's files share: tags, who may call, ids in a JSON body. Internal to the area: the
 * index does not re-export this file.
 */
import { z } from 'zod'
import { MAX_ID } from '../common'

export const tags = ['integrations']
/** Imports, distribution and custom logic: the shipper company's people (the logistician is refused by the area). */
export const integrators = ['shipper'] as const
/** Auto-bids: carriers. */
export const bidders = ['carrier'] as const
/** Webhook subscriptions: a company's administrator or manager, of any company. */
export const subscribers = ['admin', 'manager'] as const

export const BodyId = z.number().int().positive().max(MAX_ID)
export const IdArray = (max: number) => z.array(BodyId).max(max)

/** A named reference: a partner, a staff member, a place. */
export const Ref = z.object({ id: z.number().int(), name: z.string() })
export type Ref = z.infer<typeof Ref>
