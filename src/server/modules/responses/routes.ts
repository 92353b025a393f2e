/** Responses, auctions, security checks, contracts and the carrier's cargo lists (contract/responses). */
import type { Module } from '../../http/context'
import { registerAuctionRoutes } from './auction-routes'
import { registerResponseRoutes } from './cargo-response-routes'
import { registerCarrierCargoRoutes } from './carrier-cargo-routes'
import { registerContractRoutes } from './contract-routes'
import { registerSecurityRoutes } from './security-routes'

const routes: Module = (app, ctx) => {
  registerCarrierCargoRoutes(app, ctx)
  registerResponseRoutes(app, ctx)
  registerSecurityRoutes(app, ctx)
  registerContractRoutes(app, ctx)
  registerAuctionRoutes(app, ctx)
}
export default routes
