import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { finishDueAuctions } from './auction-closer'
import { insertAuction, type World, world } from './testing'

/** The server's auction job: an ended auction is decided without anyone opening it, once, and only when due. */
describe('auction closer', () => {
  let server: TestServer
  let w: World

  beforeAll(async () => {
    server = await createTestServer()
    w = await world(server)
  })
  afterAll(() => server.close())

  const auctionOf = (cargo: number) =>
    server.db.selectFrom('cargo_auctions').selectAll().where('cargo_id', '=', cargo).executeTakeFirstOrThrow()
  const accepted = (cargo: number) =>
    server.db
      .selectFrom('cargo_responses')
      .select(['id', 'company_id'])
      .where('cargo_id', '=', cargo)
      .where('status', '=', 'accepted')
      .execute()
  const end = (cargo: number) =>
    server.db
      .updateTable('cargo_auctions')
      .set({ ends_at: new Date(Date.now() - 1000) })
      .where('cargo_id', '=', cargo)
      .execute()

  it('accepts the best bid of an ended auction once, even when two runs meet; leaves running ones alone', async () => {
    const ended = await w.cargo({ price: 6_000_000 })
    const running = await w.cargo({ price: 6_000_000 })
    const empty = await w.cargo({ price: 6_000_000 })
    for (const cargo of [ended, running, empty]) await insertAuction(server, cargo)
    for (const cargo of [ended, running]) {
      const bid = await w.call('carrier', 'POST', `v2/cargos/${cargo}/auction/set-price`, { price: 5_900_000 })
      expect(bid.statusCode, bid.body).toBeLessThan(300)
    }
    const better = await w.call('siberia', 'POST', `v2/cargos/${ended}/auction/set-price`, { price: 5_700_000 })
    expect(better.statusCode, better.body).toBeLessThan(300)
    await end(ended)
    await end(empty)
    await Promise.all([finishDueAuctions(server.db), finishDueAuctions(server.db)])

    const decided = await auctionOf(ended)
    expect(decided.status).toBe('finished')
    const winners = await accepted(ended)
    expect(winners).toEqual([{ id: decided.winner_response_id, company_id: w.companies.siberia }])
    expect((await auctionOf(empty)).status).toBe('finished')
    expect(await accepted(empty)).toEqual([])
    expect((await auctionOf(running)).status).toBe('running')
    expect(await accepted(running)).toEqual([])
    // the winner sees it won, the other bidder that it lost
    const mine = await w.call('siberia', 'GET', `v2/cargos/${ended}/auction`)
    expect(mine.statusCode, mine.body).toBe(200)
    expect(mine.json().data).toMatchObject({ status: 'finished' })
    // nothing left to decide
    expect(await finishDueAuctions(server.db)).toBe(0)
  })
})
