/** What the orders area's files share (internal: the index does not re-export it). */
import { Text } from '../common'
import type { Role } from '../roles'

export const tags = ['orders']
export const shippers = ['shipper'] as const satisfies readonly Role[]
export const carriers = ['carrier', 'expeditor'] as const satisfies readonly Role[]
/** The two parties and the security service: the order page, its documents and PDFs. */
export const parties = ['shipper', 'carrier', 'expeditor', 'security'] as const satisfies readonly Role[]

export const Reason = Text.trim().min(3).max(500)
export const ORDERS_PAGE_SIZE = 20
