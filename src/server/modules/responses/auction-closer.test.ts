import { describe, expect, it } from 'vitest'
import { sharedWorld } from '../../../../tests/helpers/server'
import { finishDueAuctions } from './auction-closer'
import { insertAuction, world } from './testing'

/** The server's auction job: an ended auction is decided without anyone opening it, once, and only when due. */
describe('auction closer', () => {
  const t = sharedWorld(world)

  const auctionOf = (cargo: number) =>
    t.server.db.selectFrom('cargo_auctions').selectAll().where('cargo_id', '=', cargo).executeTakeFirstOrThrow()
  const accepted = (cargo: number) =>
    t.server.db
      .selectFrom('cargo_responses')
      .select(['id', 'company_id'])
      .where('cargo_id', '=', cargo)
      .where('status', '=', 'accepted')
      .execute()
  const end = (cargo: number) =>
    t.server.db
      .updateTable('cargo_auctions')
      .set({ ends_at: new Date(Date.now() - 1000) })
      .where('cargo_id', '=', cargo)
      .execute()

  it('accepts the best bid of an ended auction once, even when two runs meet; leaves running ones alone', async () => {
    const ended = await t.w.cargo({ price: 6_000_000 })
    const running = await t.w.cargo({ price: 6_000_000 })
    const empty = await t.w.cargo({ price: 6_000_000 })
    for (const cargo of [ended, running, empty]) await insertAuction(t.server, cargo)
    for (const cargo of [ended, running]) {
      const bid = await t.w.call('carrier', 'POST', `v2/cargos/${cargo}/auction/set-price`, { price: 5_900_000 })
      expect(bid.statusCode, bid.body).toBeLessThan(300)
    }
    const better = await t.w.call('siberia', 'POST', `v2/cargos/${ended}/auction/set-price`, { price: 5_700_000 })
    expect(better.statusCode, better.body).toBeLessThan(300)
    await end(ended)
    await end(empty)
    await Promise.all([finishDueAuctions(t.server.db), finishDueAuctions(t.server.db)])

    const decided = await auctionOf(ended)
    expect(decided.status).toBe('finished')
    const winners = await accepted(ended)
    expect(winners).toEqual([{ id: decided.winner_response_id, company_id: t.w.companies.siberia }])
    expect((await auctionOf(empty)).status).toBe('finished')
    expect(await accepted(empty)).toEqual([])
    expect((await auctionOf(running)).status).toBe('running')
    expect(await accepted(running)).toEqual([])
    // the winner sees it won, the other bidder that it lost
    const mine = await t.w.call('siberia', 'GET', `v2/cargos/${ended}/auction`)
    expect(mine.statusCode, mine.body).toBe(200)
    expect(mine.json().data).toMatchObject({ status: 'finished' })
    // nothing left to decide
    expect(await finishDueAuctions(t.server.db)).toBe(0)
  })
})
