/**
 * What the responses area's files share: tags, who may call, place names, comment and reason texts. Internal to
 * the area: the index does not re-export this file, so the contract's public names stay what they were.
 */
import { z } from 'zod'
import { Text } from '../common'

export const tags = ['responses']
export const carriers = ['carrier', 'expeditor'] as const
export const shippers = ['shipper'] as const

export const PlaceName = z.object({ id: z.number().int(), name: z.string() })

export const Comment = Text.trim().max(1000)
export const Reason = Text.trim().min(3).max(500)
