/**
 * The access rows of the tracking area (see ../access-table.ts for the shape and the callers). The access test's
 * exchange has no orders, so unknown ids show who is let through past the role check (404, as for another company's
 * order, which the module's own tests walk with real orders); the driver's endpoints are public, their token the
 * credential (an unknown one 404, an empty body 422).
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../../src/server/db/schema'
import type { AccessRow } from '../access-table'
import { sides } from './sides'

const by = sides
const token = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
const publicly = (status: number) => ({
  anonymous: status,
  shipper: status,
  logist: status,
  manager: status,
  carrier: status,
  security: status,
})

export const rows: AccessRow[] = [
  {
    endpoint: 'tracking.trackingLink',
    request: () => ({ url: 'v2/orders/999999/tracking/link' }),
    expect: by(403, 404),
  },
  {
    endpoint: 'tracking.createTrackingLink',
    request: () => ({ url: 'v2/orders/999999/tracking/link', payload: {} }),
    expect: by(403, 404),
  },
  {
    endpoint: 'tracking.revokeTrackingLink',
    request: () => ({ url: 'v2/orders/999999/tracking/link' }),
    expect: by(403, 404),
  },
  { endpoint: 'tracking.trackingByToken', request: () => ({ url: `v2/tracking/${token}` }), expect: publicly(404) },
  {
    endpoint: 'tracking.postPosition',
    request: () => ({ url: `v2/tracking/${token}/positions`, payload: {} }),
    expect: publicly(422),
  },
  {
    endpoint: 'tracking.orderTracking',
    request: () => ({ url: 'v2/orders/999999/tracking' }),
    expect: by(404, 404, 404),
  },
  {
    endpoint: 'tracking.trackingSummaries',
    request: () => ({ url: 'v2/orders/tracking?ids=999999' }),
    expect: by(200, 200, 200),
  },
]

export async function fixtures(_db: Kysely<DB>): Promise<Record<string, number>> {
  return {}
}
