/**
 * Auctions: carriers see one and bid (getAuction, setAuctionPrice; the rules are auction-repository's), and the
 * shipper starts one on a cargo (contract `startAuction`). The rule of the state machine: only an
 * available cargo of the caller's company, that no carrier holds (no winning response), without a running auction;
 * the end in the future and at most 30 days ahead, by the server's clock; the step at most half the start price
 * (the schema). A finished auction may be started again: its row is reset and its bids dropped (the carriers'
 * responses they made stay, as offers at their prices).
 */
import type { FastifyInstance } from 'fastify'
import { auctionEndProblem, getAuction, setAuctionPrice, startAuction } from '../../../core/contract/responses'
import type { AppContext } from '../../http/context'
import { HttpError, invalidField, notFound } from '../../http/errors'
import { route } from '../../http/route'
import { ownCompanyId } from '../companies/access'
import { auctionView } from './auction-answers'
import * as auctions from './auction-repository'

export function registerAuctionRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, startAuction, async ({ params, body, me, lang }) => {
    const company = ownCompanyId(me)
    const endsAt = new Date(body.ends_at)
    const problem = auctionEndProblem(endsAt)
    if (problem) throw invalidField('ends_at', problem)
    // a running auction whose time is up is decided first: its winner may hold the cargo now
    await auctions.finishIfDue(db, params.id)
    await auctions.startAuction(db, params.id, company, { ...body, ends_at: endsAt }, lang)
    const row = await auctions.auctionRow(db, params.id)
    if (!row) throw notFound()
    return { data: await auctionView(db, row, { companyId: company, isOwner: true }, lang) }
  })

  route(app, getAuction, async ({ params, me, lang }) => {
    const company = ownCompanyId(me)
    const sight = await auctions.auctionSight(db, params.id, company, me.roles.includes('shipper'))
    if (!sight) throw notFound()
    await auctions.finishIfDue(db, params.id)
    const row = await auctions.auctionRow(db, params.id)
    if (!row) throw new HttpError(404, 'auction_missing')
    return { data: await auctionView(db, row, { companyId: company, isOwner: sight.isOwner }, lang) }
  })

  route(app, setAuctionPrice, async ({ params, body, me, lang }) => {
    const company = ownCompanyId(me)
    await auctions.finishIfDue(db, params.id)
    await auctions.placeBid(db, params.id, { companyId: company, userId: me.id, price: body.price }, lang)
    const row = await auctions.auctionRow(db, params.id)
    return { data: await auctionView(db, row!, { companyId: company, isOwner: false }, lang) }
  })
}
