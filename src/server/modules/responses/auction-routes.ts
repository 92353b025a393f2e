/**
 * The shipper starts an auction on a cargo (contract `startAuction`). The rule of the state machine: only an
 * available cargo of the caller's company, that no carrier holds (no winning response), without a running auction;
 * the end in the future and at most 30 days ahead, by the server's clock; the step at most half the start price
 * (the schema). A finished auction may be started again: its row is reset and its bids dropped (the carriers'
 * responses they made stay, as offers at their prices).
 */
import type { FastifyInstance } from 'fastify'
import type { CargoStage } from '../../../core/contract/cargo'
import { auctionEndProblem, startAuction } from '../../../core/contract/responses'
import type { AppContext } from '../../http/context'
import { conflict, HttpError, invalidField, notFound } from '../../http/errors'
import { route } from '../../http/route'
import { ownCompanyId } from '../companies/access'
import { stageNames } from '../shipper/access'
import { auctionRow, auctionView, finishIfDue } from './auction'
import { lockCargo, winnerOf } from './store'

export function registerAuctionRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, startAuction, async ({ params, body, me, lang }) => {
    const company = ownCompanyId(me)
    const endsAt = new Date(body.ends_at)
    const problem = auctionEndProblem(endsAt)
    if (problem) throw invalidField('ends_at', problem)
    // a running auction whose time is up is decided first: its winner may hold the cargo now
    await finishIfDue(db, params.id)
    await db.transaction().execute(async (trx) => {
      const cargo = await lockCargo(trx, params.id)
      if (!cargo || cargo.company_id !== company) throw notFound()
      if (cargo.stage !== 'available') {
        throw new HttpError(409, 'auction_cargo_not_available', { stage: stageNames[lang][cargo.stage as CargoStage] })
      }
      const existing = await trx
        .selectFrom('cargo_auctions')
        .select(['status'])
        .where('cargo_id', '=', cargo.id)
        .forUpdate()
        .executeTakeFirst()
      if (existing?.status === 'running') throw conflict('auction_is_on')
      if (await winnerOf(trx, cargo.id)) throw conflict('cargo_taken')
      const values = {
        status: 'running' as const,
        start_price: body.start_price,
        min_step: body.min_step,
        currency: cargo.currency,
        ends_at: endsAt,
        best_price: null,
        best_company_id: null,
        bids_count: 0,
        winner_response_id: null,
        decided_at: null,
      }
      if (existing) {
        await trx.deleteFrom('auction_bids').where('cargo_id', '=', cargo.id).execute()
        await trx.updateTable('cargo_auctions').set(values).where('cargo_id', '=', cargo.id).execute()
      } else {
        await trx
          .insertInto('cargo_auctions')
          .values({ cargo_id: cargo.id, ...values })
          .execute()
      }
    })
    const row = await auctionRow(db, params.id)
    if (!row) throw notFound()
    return { data: await auctionView(db, row, { companyId: company, isOwner: true }, lang) }
  })
}
