/**
 * Truck search (registered carriers' free windows and the caller's external carriers' trucks and planned routes)
 * and the lane price index (contract/trucks). The external carriers' database itself is modules/external-carriers
 * (contract/external-carriers).
 */
import { laneIndex, searchTrucks, truckMap } from '../../../core/contract/trucks'
import type { Module } from '../../http/context'
import { route } from '../../http/route'
import { callerAnswers, externalCarrierTables } from '../caller-answers'
import { keeperOf } from '../external-carriers/access'
import { laneWeeks } from './price-index-repository'
import * as search from './search-repository'

const routes: Module = (app, { db }) => {
  const rememberedSearch = callerAnswers(db, searchTrucks, externalCarrierTables)
  route(app, searchTrucks, (ctx) =>
    rememberedSearch(ctx, async () => {
      const { data, size } = await search.searchTrucks(db, keeperOf(ctx.me), ctx.lang, ctx.query)
      return { data, meta: { size } }
    }),
  )

  const rememberedMap = callerAnswers(db, truckMap, externalCarrierTables)
  route(app, truckMap, (ctx) =>
    rememberedMap(ctx, async () => {
      const { data, size } = await search.mapTrucks(db, keeperOf(ctx.me), ctx.lang, ctx.query)
      return { data, meta: { size } }
    }),
  )

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
