/**
 * Truck search (registered carriers' free windows and the caller's external carriers' trucks and planned routes)
 * and the lane price index (contract/trucks). The external carriers' database itself is modules/external-carriers
 * (contract/external-carriers).
 */
import { laneIndex, searchTrucks, truckMap } from '../../../core/contract/trucks'
import type { Module } from '../../http/context'
import { route } from '../../http/route'
import { keeperOf } from '../external-carriers/access'
import { laneWeeks } from './price-index-repository'
import * as search from './search-repository'

const routes: Module = (app, { db }) => {
  route(app, searchTrucks, async ({ me, query, lang }) => {
    const { data, size } = await search.searchTrucks(db, keeperOf(me), lang, query)
    return { data, meta: { size } }
  })

  route(app, truckMap, async ({ me, query, lang }) => {
    const { data, size } = await search.mapTrucks(db, keeperOf(me), lang, query)
    return { data, meta: { size } }
  })

  route(app, laneIndex, async ({ query }) => ({
    data: {
      start_point_id: query.start_point_id,
      finish_point_id: query.finish_point_id,
      radius_km: query.radius,
      truck_type: query.truck_type ?? null,
      currency: 'RUB',
      weeks: await laneWeeks(db, query),
    },
  }))
}
export default routes
