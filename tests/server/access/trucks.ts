/**
 * The access rows of the truck search (see ../access-table.ts for the shape and the callers): the callers of the
 * external carriers' database (./external-carriers.ts) search trucks. The lane price index is public.
 */
import type { AccessRow } from '../access-table'
import { keepers } from './external-carriers'

export const rows: AccessRow[] = [
  { endpoint: 'trucks.searchTrucks', request: () => ({ url: 'v2/trucks/search' }), expect: keepers(200) },
  { endpoint: 'trucks.truckMap', request: () => ({ url: 'v2/trucks/map' }), expect: keepers(200) },
  {
    endpoint: 'trucks.laneIndex',
    request: () => ({ url: 'v2/price-index/lanes?start_point_id=999999999&finish_point_id=999999998' }),
    expect: { anonymous: 422, shipper: 422, logist: 422, manager: 422, carrier: 422, security: 422 },
  },
]
