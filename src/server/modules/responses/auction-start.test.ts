import { describe, expect, it } from 'vitest'
import { sharedWorld } from '../../../../tests/helpers/server'
import { fieldErrorsOf } from '../account/testing'
import { insertCargo } from '../cargo/testing'
import { messageOf, type World, world } from './testing'

type Json = Record<string, unknown>

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString()

describe('responses: the shipper starts an auction (POST shipper/cargos/:id/auction)', () => {
  const t = sharedWorld(world)

  const start = (who: Parameters<World['call']>[0], cargo: number, body: Json, lang: 'ru' | 'en' = 'en') =>
    t.w.call(who, 'POST', `shipper/cargos/${cargo}/auction`, body, lang)
  const terms = (over: Json = {}) => ({ start_price: 6_000_000, min_step: 100_000, ends_at: inHours(2), ...over })

  it('starts one on an available cargo: carriers bid, the shipper sees it on the cargo', async () => {
    const cargo = await t.w.cargo()
    const ends = inHours(3)
    const res = await start('shipper', cargo, terms({ ends_at: ends }))
    expect(res.statusCode).toBe(201)
    expect(res.json().data).toMatchObject({
      cargo_id: cargo,
      status: 'running',
      start_price: 6_000_000,
      min_step: 100_000,
      best_price: null,
      bids_count: 0,
      ends_at: new Date(ends).toISOString(),
      winner: null,
    })
    const bid = await t.w.call('carrier', 'POST', `v2/cargos/${cargo}/auction/set-price`, { price: 5_900_000 })
    expect(bid.statusCode).toBe(200)
    const mine = (await t.w.call('shipper', 'GET', `shipper/cargos/${cargo}`)).json().data
    expect(mine.auction).toMatchObject({ status: 'running', best_price: 5_900_000, bids_count: 1 })
    const list = (await t.w.call('shipper', 'GET', 'shipper/cargos?tab=available&filter[own]=false&limit=100')).json()
    expect(list.data.find((c: Json) => c.id === cargo).auction).toMatchObject({ best_price: 5_900_000 })
    // while it runs, a second start is an illegal transition
    const again = await start('shipper', cargo, terms())
    expect(again.statusCode).toBe(409)
    expect(messageOf(again)).toBe('The cargo is auctioned: place a bid')
  })

  it('starts a finished auction again with fresh terms, dropping its bids', async () => {
    const cargo = await t.w.cargo()
    expect((await start('shipper', cargo, terms())).statusCode).toBe(201)
    await t.server.db
      .updateTable('cargo_auctions')
      .set({ ends_at: new Date(Date.now() - 1000) })
      .where('cargo_id', '=', cargo)
      .execute()
    const res = await start('shipper', cargo, terms({ start_price: 5_000_000, min_step: 50_000 }))
    expect(res.statusCode).toBe(201)
    expect(res.json().data).toMatchObject({ status: 'running', start_price: 5_000_000, bids_count: 0 })
  })

  it('refuses bad terms with field errors (422), in the caller’s language', async () => {
    const cargo = await t.w.cargo()
    const past = await start('shipper', cargo, terms({ ends_at: inHours(-1) }))
    expect(past.statusCode).toBe(422)
    expect(fieldErrorsOf(past)).toEqual({ ends_at: ['The auction must end in the future'] })
    const far = await start('shipper', cargo, terms({ ends_at: inHours(24 * 31) }), 'ru')
    expect(fieldErrorsOf(far)).toEqual({ ends_at: ['Аукцион длится не больше 30 дней'] })
    const step = await start('shipper', cargo, terms({ min_step: 3_500_000 }))
    expect(fieldErrorsOf(step)).toEqual({ min_step: ['The bid step is at most half the start price'] })
    const zero = await start('shipper', cargo, terms({ min_step: 0 }))
    expect(Object.keys(fieldErrorsOf(zero))).toEqual(['min_step'])
    const date = await start('shipper', cargo, terms({ ends_at: 'tomorrow' }))
    expect(fieldErrorsOf(date)).toEqual({ ends_at: ['Enter a date and time'] })
    const extra = await start('shipper', cargo, { ...terms(), winner: 1 })
    expect(extra.statusCode).toBe(422)
    expect(
      await t.server.db.selectFrom('cargo_auctions').select('cargo_id').where('cargo_id', '=', cargo).execute(),
    ).toEqual([])
  })

  it('refuses a cargo that is not available, or that a carrier already holds (409)', async () => {
    const draft = await t.w.cargo({ stage: 'draft' })
    const res = await start('shipper', draft, terms())
    expect(res.statusCode).toBe(409)
    expect(messageOf(res)).toBe('Only an available cargo can be auctioned; this one is "draft"')
    const inWork = await t.w.cargo({ stage: 'in_work' })
    expect((await start('shipper', inWork, terms(), 'ru')).statusCode).toBe(409)

    const taken = await t.w.cargo()
    const response = await t.w.ok<{ id: number }>('carrier', `cargos/${taken}/response/add`, { price: 5_500_000 }, 201)
    await t.w.ok('shipper', `v2/cargos/responses/${response.id}/secure-state`, { state: 'accepted' })
    const held = await start('shipper', taken, terms())
    expect(held.statusCode).toBe(409)
    expect(messageOf(held)).toBe('The cargo has already gone to another carrier')
    // the shipper's cargo says so, so that the screen does not offer an auction that would be refused
    const view = await t.w.call('shipper', 'GET', `shipper/cargos/${taken}`)
    expect(view.json().data.taken).toBe(true)
    const free = await t.w.call('shipper', 'GET', `shipper/cargos/${await t.w.cargo()}`)
    expect(free.json().data.taken).toBe(false)
  })

  it('lets only the shipper company of the cargo start one: a carrier 403, another shipper 404, a guest 401', async () => {
    const cargo = await t.w.cargo()
    expect((await start('carrier', cargo, terms())).statusCode).toBe(403)
    expect((await start('security', cargo, terms())).statusCode).toBe(403)
    expect((await start('ural', cargo, terms())).statusCode).toBe(404)
    expect((await start(null, cargo, terms())).statusCode).toBe(401)
    expect((await start('shipper', 99_999_999, terms())).statusCode).toBe(404)
    const foreign = await insertCargo(t.server, t.w.companies.ural)
    expect((await start('shipper', foreign, terms())).statusCode).toBe(404)
    expect((await start('ural', foreign, terms())).statusCode).toBe(201)
  })
})
