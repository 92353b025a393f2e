/** The access rows of the shipper area (see ../access-table.ts for the shape and the callers). */
import type { Kysely } from 'kysely'
import type { DB } from '../../../src/server/db/schema'
import type { AccessRow } from '../access-table'
import { sides } from './sides'

/** The shipper company's users pass (shipper, logistician, manager); the carrier and security are refused. */
const shippers = (status: number) => sides(status, 403)

export const rows: AccessRow[] = [
  { endpoint: 'shipper.createCargo', request: () => ({ url: 'shipper/cargos', payload: {} }), expect: shippers(422) },
  {
    endpoint: 'shipper.updateCargo',
    request: () => ({ url: 'shipper/cargos/999999', payload: {} }),
    expect: shippers(422),
  },
  { endpoint: 'shipper.deleteCargo', request: () => ({ url: 'shipper/cargos/999999' }), expect: shippers(404) },
  {
    endpoint: 'shipper.listShipperCargos',
    request: () => ({ url: 'shipper/cargos?tab=available' }),
    expect: shippers(200),
  },
  {
    endpoint: 'shipper.listShipperCargosInWork',
    request: () => ({ url: 'shipper/cargos/in-work' }),
    expect: shippers(200),
  },
  { endpoint: 'shipper.getShipperCargo', request: () => ({ url: 'shipper/cargos/999999' }), expect: shippers(404) },
  {
    endpoint: 'shipper.setCargoStage',
    request: () => ({ url: 'shipper/cargos/999999/stage', payload: {} }),
    expect: shippers(422),
  },
  {
    endpoint: 'shipper.renewCargo',
    request: () => ({ url: 'shipper/cargos/999999/renew', payload: { load_date: '2099-01-01' } }),
    expect: shippers(404),
  },
  {
    endpoint: 'shipper.changeCargoStatus',
    request: () => ({ url: 'shipper/cargos/999999/publish' }),
    expect: shippers(404),
  },
  // any signed-in user: a hint from the exchange's own prices; without the route it is a 422
  {
    endpoint: 'shipper.priceCalculation',
    request: () => ({ url: 'cargos/price-calculation' }),
    expect: { ...shippers(422), carrier: 422, security: 422 },
  },
  {
    endpoint: 'shipper.listTruckComments',
    request: () => ({ url: 'shipper/cargos/999999/trucks/1/comments' }),
    expect: shippers(404),
  },
  {
    endpoint: 'shipper.createTruckComment',
    request: () => ({ url: 'shipper/cargos/999999/trucks/1/comments', payload: {} }),
    expect: shippers(422),
  },
  {
    endpoint: 'shipper.deleteTruckComment',
    request: () => ({ url: 'shipper/cargos/999999/trucks/1/comments/1' }),
    expect: shippers(404),
  },
]

/** Ids the rows refer to, read from the demo data. */
export async function fixtures(_db: Kysely<DB>): Promise<Record<string, number>> {
  return {}
}
