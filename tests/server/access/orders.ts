/**
 * The access rows of the orders area (see ../access-table.ts for the shape and the callers). Unknown ids show who
 * is let through: 404 past the role check (an order of nobody's), 422 for an empty body, 403 for the wrong role.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../../src/server/db/schema'
import type { AccessRow } from '../access-table'
import { sides } from './sides'

/** Shippers (shipper, logist, manager) get `shipper`, the carrier `carrier`, the security service `security`. */
const by = sides

export const rows: AccessRow[] = [
  {
    endpoint: 'orders.listShipperOrders',
    request: () => ({ url: 'v2/cargo-flow/shipper/orders' }),
    expect: by(200, 403),
  },
  {
    endpoint: 'orders.shipperOrder',
    request: () => ({ url: 'v2/cargo-flow/shipper/orders/999999' }),
    expect: by(404, 403),
  },
  {
    endpoint: 'orders.shipperOrderDocumentLink',
    request: () => ({ url: 'v2/cargo-flow/shipper/orders/999999/document-link' }),
    expect: by(404, 403),
  },
  { endpoint: 'orders.listCarrierOrders', request: () => ({ url: 'carrier/orders' }), expect: by(403, 200) },
  { endpoint: 'orders.getOrder', request: () => ({ url: 'orders/999999' }), expect: by(404, 404, 404) },
  {
    endpoint: 'orders.moveOrder',
    request: () => ({ url: 'orders/999999/status', payload: {} }),
    expect: by(422, 422),
  },
  {
    endpoint: 'orders.putOrderDirector',
    request: () => ({ url: 'orders/999999/director', payload: {} }),
    expect: by(403, 422),
  },
  {
    endpoint: 'orders.putOrderDriver',
    request: () => ({ url: 'orders/999999/driver', payload: {} }),
    expect: by(403, 422),
  },
  {
    endpoint: 'orders.putOrderTransport',
    request: () => ({ url: 'orders/999999/transport', payload: {} }),
    expect: by(403, 422),
  },
  { endpoint: 'orders.orderHints', request: () => ({ url: 'orders/999999/driver/hints' }), expect: by(403, 404) },
  {
    endpoint: 'orders.downloadContract',
    request: () => ({ url: 'v2/contracts/999999/document' }),
    expect: by(404, 404),
  },
  {
    endpoint: 'orders.uploadOrderDocument',
    request: () => ({ url: 'orders/999999/documents', payload: {} }),
    expect: by(403, 422),
  },
  {
    endpoint: 'orders.downloadOrderDocument',
    request: () => ({ url: 'orders/documents/999999' }),
    expect: by(404, 404, 404),
  },
  {
    endpoint: 'orders.changeDocumentStatus',
    request: () => ({ url: 'v2/cargo-flow/shipper/documents/999999/status', payload: {} }),
    expect: by(422, 403),
  },
  {
    endpoint: 'orders.sendOrderToSecurity',
    request: () => ({ url: 'orders/999999/security-check' }),
    expect: by(404, 404),
  },
  { endpoint: 'orders.listOrderChecks', request: () => ({ url: 'orders/security-checks' }), expect: by(403, 403, 200) },
  {
    endpoint: 'orders.decideOrderCheck',
    request: () => ({ url: 'orders/999999/security-check/approve', payload: {} }),
    expect: by(403, 403, 404),
  },
]

export async function fixtures(_db: Kysely<DB>): Promise<Record<string, number>> {
  return {}
}
