import { describe, expect, it } from 'vitest'
import { sharedWorld } from '../../../../tests/helpers/server'
import { fieldErrorsOf } from '../account/testing'
import { insertAuction, messageOf, world } from './testing'

type Json = Record<string, unknown> & { id: number; status: string }

describe('responses: auctions and races (v2/cargos/:id/auction, set-price, accepts at the same moment)', () => {
  const t = sharedWorld(world)

  const bid = (who: 'carrier' | 'siberia' | 'petrov', cargo: number, price: number, lang: 'ru' | 'en' = 'ru') =>
    t.w.call(who, 'POST', `v2/cargos/${cargo}/auction/set-price`, { price }, lang)
  const auction = async (who: 'carrier' | 'siberia' | 'petrov' | 'shipper', cargo: number) =>
    (await t.w.call(who, 'GET', `v2/cargos/${cargo}/auction`)).json().data
  /** The cargo's accepted responses: a race is won once, whoever comes first. */
  const acceptedOf = (cargo: number) =>
    t.server.db
      .selectFrom('cargo_responses')
      .select('id')
      .where('cargo_id', '=', cargo)
      .where('status', '=', 'accepted')
      .execute()

  it('takes only bids that beat the best by the step, and shows a carrier no other bidder', async () => {
    const cargo = await t.w.cargo()
    await insertAuction(t.server, cargo, { start: 6_000_000, step: 100_000 })
    const fresh = await auction('carrier', cargo)
    expect(fresh).toMatchObject({ status: 'running', best_price: null, max_bid: 6_000_000, bids_count: 0, won: null })

    const high = await bid('carrier', cargo, 6_100_000, 'en')
    expect(high.statusCode).toBe(409)
    expect(messageOf(high)).toBe('The bid must be at most 60 000 ₽')
    const first = await bid('carrier', cargo, 6_000_000)
    expect(first.statusCode).toBe(200)
    expect(first.json().data).toMatchObject({
      best_price: 6_000_000,
      my_price: 6_000_000,
      leading: true,
      max_bid: 5_900_000,
    })
    const leading = await bid('carrier', cargo, 5_000_000, 'en')
    expect(messageOf(leading)).toBe('Your bid is already the best')
    const small = await bid('siberia', cargo, 5_950_000, 'ru')
    expect(small.statusCode).toBe(409)
    expect(messageOf(small)).toBe('Ставка должна быть не больше 59 000 ₽')
    expect((await bid('siberia', cargo, 5_900_000)).statusCode).toBe(200)

    // the carrier sees the best price and its own, never who bid
    const seen = await t.w.call('carrier', 'GET', `v2/cargos/${cargo}/auction`)
    expect(seen.json().data).toMatchObject({ best_price: 5_900_000, my_price: 6_000_000, leading: false, winner: null })
    expect(seen.body).not.toContain('Сибирский')
    expect(seen.body).not.toMatch(/company|siberia/i)
    // bids are responses: the shipper sees them in its list; a carrier sees only its own
    const responses = (await t.w.call('shipper', 'GET', `v2/cargos/responses?filter[cargo_id]=${cargo}`)).json()
    expect(responses.data.map((r: Json) => r.price).sort()).toEqual([5_900_000, 6_000_000])
    const own = (await t.w.call('carrier', 'GET', `v2/cargos/responses?filter[cargo_id]=${cargo}`)).json()
    expect(own.data.map((r: Json) => r.price)).toEqual([6_000_000])
    // while it runs, no taking at the price, no plain response and no accept by the shipper
    expect(messageOf(await t.w.call('petrov', 'POST', `cargos/${cargo}/response/add`, { price: 100_000 }, 'en'))).toBe(
      'The cargo is auctioned: place a bid',
    )
    const running = await t.w.call('shipper', 'POST', `v2/cargos/responses/${own.data[0].id}/secure-state`, {
      state: 'accepted',
    })
    expect(running.statusCode).toBe(409)

    const bad = await t.w.call('carrier', 'POST', `v2/cargos/${cargo}/auction/set-price`, { price: 'x' }, 'en')
    expect(fieldErrorsOf(bad)).toEqual({ price: ['Enter a number'] })
    expect(
      (await t.w.call('shipper', 'POST', `v2/cargos/${cargo}/auction/set-price`, { price: 1000 })).statusCode,
    ).toBe(403)
    expect((await t.w.call('ural', 'GET', `v2/cargos/${cargo}/auction`)).statusCode).toBe(404)
    expect((await t.w.call(null, 'GET', `v2/cargos/${cargo}/auction`)).statusCode).toBe(401)
    const none = await t.w.cargo()
    expect(messageOf(await t.w.call('carrier', 'GET', `v2/cargos/${none}/auction`, undefined, 'en'))).toBe(
      'This cargo has no auction',
    )
  })

  it('decides the winner once, after the end: the best bid is accepted and told; later bids are refused', async () => {
    const cargo = await t.w.cargo()
    await insertAuction(t.server, cargo, { start: 6_000_000, step: 100_000 })
    expect((await bid('carrier', cargo, 6_000_000)).statusCode).toBe(200)
    expect((await bid('petrov', cargo, 5_500_000)).statusCode).toBe(200)
    await t.server.db
      .updateTable('cargo_auctions')
      .set({ ends_at: new Date(Date.now() - 1000) })
      .where('cargo_id', '=', cargo)
      .execute()
    const before = await t.w.notifications('petrov@example.com', 'cargo_response')
    // three readers at once: one of them decides, all see the same outcome
    const views = await Promise.all([auction('petrov', cargo), auction('carrier', cargo), auction('shipper', cargo)])
    expect(views[0]).toMatchObject({ status: 'finished', won: true, best_price: 5_500_000 })
    expect(views[1]).toMatchObject({ status: 'finished', won: false, winner: null })
    expect(views[2]).toMatchObject({ status: 'finished', won: null, winner: { id: t.w.companies.petrov } })
    expect(await t.w.notifications('petrov@example.com', 'cargo_response')).toBe(before + 1)
    const winners = await t.server.db
      .selectFrom('cargo_responses')
      .select(['company_id', 'status', 'price'])
      .where('cargo_id', '=', cargo)
      .where('status', '=', 'accepted')
      .execute()
    expect(winners).toEqual([{ company_id: t.w.companies.petrov, status: 'accepted', price: expect.anything() }])
    expect(Number(winners[0]!.price)).toBe(5_500_000)
    const late = await bid('siberia', cargo, 5_000_000, 'en')
    expect(late.statusCode).toBe(409)
    expect(messageOf(late)).toBe('The auction has ended')
    await auction('shipper', cargo)
    expect(await t.w.notifications('petrov@example.com', 'cargo_response')).toBe(before + 1)
  })

  it('never lets two carriers bidding the same price at the same moment both win', async () => {
    for (let round = 0; round < 5; round++) {
      const cargo = await t.w.cargo()
      await insertAuction(t.server, cargo, { start: 6_000_000, step: 100_000 })
      const answers = await Promise.all([
        bid('carrier', cargo, 5_800_000),
        bid('siberia', cargo, 5_800_000),
        bid('petrov', cargo, 5_800_000),
      ])
      const codes = answers.map((res) => res.statusCode).sort()
      expect(codes).toEqual([200, 409, 409])
      const state = await t.server.db
        .selectFrom('cargo_auctions')
        .select(['bids_count', 'best_price', 'best_company_id'])
        .where('cargo_id', '=', cargo)
        .executeTakeFirstOrThrow()
      expect(state.bids_count).toBe(1)
      expect(Number(state.best_price)).toBe(5_800_000)
      const bids = await t.server.db
        .selectFrom('auction_bids')
        .select('company_id')
        .where('cargo_id', '=', cargo)
        .execute()
      expect(bids).toEqual([{ company_id: state.best_company_id }])
    }
  })

  it('never lets two carriers taking a cargo at the same moment both win', async () => {
    for (let round = 0; round < 5; round++) {
      const cargo = await t.w.cargo({ price: 6_500_000 })
      const answers = await Promise.all([
        t.w.call('carrier', 'POST', `cargos/${cargo}/accept/add`, {}),
        t.w.call('siberia', 'POST', `cargos/${cargo}/accept/add`, {}),
        t.w.call('petrov', 'POST', `cargos/${cargo}/accept/add`, {}),
      ])
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409])
      expect(await acceptedOf(cargo)).toHaveLength(1)
    }
  })

  it('never lets the shipper accept two responses of one cargo at the same moment', async () => {
    for (let round = 0; round < 5; round++) {
      const cargo = await t.w.cargo()
      const a = await t.w.ok<Json>('carrier', `cargos/${cargo}/response/add`, { price: 5_000_000 }, 201)
      const b = await t.w.ok<Json>('siberia', `cargos/${cargo}/response/add`, { price: 5_100_000 }, 201)
      const answers = await Promise.all([
        t.w.call('shipper', 'POST', `v2/cargos/responses/${a.id}/secure-state`, { state: 'accepted' }),
        t.w.call('logist', 'POST', `v2/cargos/responses/${b.id}/secure-state`, { state: 'accepted' }),
      ])
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409])
      expect(await acceptedOf(cargo)).toHaveLength(1)
    }
  })

  it('never makes two contracts of one response when both sides sign at the same moment', async () => {
    const cargo = await t.w.cargo()
    const r = await t.w.ok<Json>('carrier', `cargos/${cargo}/response/add`, { price: 5_000_000 }, 201)
    await t.w.ok('shipper', `v2/cargos/responses/${r.id}/secure-state`, { state: 'accepted' })
    await t.w.ok('shipper', `v2/cargos/responses/${r.id}/security-check`)
    await t.w.ok('security', `orders/security/${r.id}/approve`, {})
    const answers = await Promise.all([
      t.w.call('shipper', 'POST', 'shipper/contract/create', { response_id: r.id }),
      t.w.call('carrier', 'POST', 'carrier/contract/create', { response_id: r.id }),
    ])
    const codes = answers.map((res) => res.statusCode).sort()
    // either one made it and the other was refused, or one made it and the other signed it
    expect(codes[0]).toBe(201)
    const contracts = await t.server.db
      .selectFrom('contracts')
      .select('status')
      .where('response_id', '=', r.id)
      .execute()
    expect(contracts).toHaveLength(1)
  })
})
