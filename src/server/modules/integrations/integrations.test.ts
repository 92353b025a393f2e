import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { deliverPending, logAdapter } from '../../services/outbox'
import { insertAuction, type World, world } from '../responses/testing'
import { runAutoBids } from './auto-bid-repository'
import { csv, header, inDays, mapping, receiver, twoCities, uploadFile, xlsx } from './testing'
import { pumpWebhookEvents, webhookAdapter } from './webhooks'

const defaults = { cargo_type_id: 1, truck_types: [1] }

describe('integrations', () => {
  let server: TestServer
  let w: World
  let cities: Awaited<ReturnType<typeof twoCities>>

  beforeAll(async () => {
    server = await createTestServer()
    w = await world(server)
    cities = await twoCities(server)
  })
  afterAll(() => server.close())

  const makeImport = async (kind: 'file' | 'http', extra: object = {}) =>
    w.ok<{ id: number; key: string | null; endpoint: string | null }>(
      'shipper',
      'integration/imports',
      { name: `Импорт ${kind}`, partner_name: `Партнёр ${kind}`, kind, mapping, defaults, ...extra },
      201,
    )

  it('imports a 1,000-row file with 10 bad rows: the good ones land, the bad ones are reported by line, nothing twice', async () => {
    const imp = await makeImport('file')
    const [a, b] = cities
    const rows: (string | number)[][] = []
    for (let i = 1; i <= 1000; i++) {
      const bad = i % 100 === 0
      rows.push([
        `P-${i}`,
        a.name_ru,
        bad && i % 200 === 0 ? 'Нигдеград' : b.name_ru,
        inDays(3),
        bad ? 'много' : '12,5',
        50000,
        '',
      ])
    }
    const started = Date.now()
    const res = await uploadFile(w, 'shipper', `integration/imports/${imp.id}/upload`, csv(rows))
    expect(res.statusCode, res.body).toBe(201)
    const run = res.json().data
    expect(run).toMatchObject({ total: 1000, imported: 990, failed: 10, duplicates: 0, source: 'file' })
    expect(run.errors.map((e: { line: number }) => e.line)).toEqual([101, 201, 301, 401, 501, 601, 701, 801, 901, 1001])
    expect(run.errors[1]).toMatchObject({ order_id: 'P-200', field: 'to' })
    expect(run.errors[0]).toMatchObject({ order_id: 'P-100', field: 'weight', reason: 'Не число' })
    console.log(`import of 1,000 rows (${server.kind}): ${Date.now() - started} ms`)
    const again = await uploadFile(
      w,
      'shipper',
      `integration/imports/${imp.id}/upload`,
      csv(rows.slice(0, 50)),
      'again.csv',
      'en',
    )
    expect(again.json().data).toMatchObject({ total: 50, imported: 0, duplicates: 50, failed: 0 })
    const orders = await w.call('shipper', 'GET', `integration/import-orders?filter[import_id]=${imp.id}&limit=1`)
    expect(orders.json().meta.size).toBe(990)
    const order = orders.json().data[0]
    expect(order).toMatchObject({ exported: false, stage: 'draft', price: 5_000_000, weight: 12.5 })
    // export it and back
    const on = await w.ok<{ exported: boolean }>('shipper', `integration/import-order/${order.id}/toggle-export`)
    expect(on.exported).toBe(true)
    const off = await w.ok<{ exported: boolean }>('shipper', `integration/import-order/${order.id}/toggle-export`)
    expect(off.exported).toBe(false)
    expect(
      (await w.ok<{ exported: boolean }>('shipper', `integration/import-order/${order.id}/enable-export`)).exported,
    ).toBe(true)
    // others: the carrier by role, the logistician by the area, another shipper company by not finding it
    expect((await w.call('carrier', 'POST', `integration/import-order/${order.id}/enable-export`)).statusCode).toBe(403)
    expect((await w.call('logist', 'POST', `integration/import-order/${order.id}/enable-export`)).statusCode).toBe(403)
    expect((await w.call('ural', 'POST', `integration/import-order/${order.id}/enable-export`)).statusCode).toBe(404)
    expect((await w.call('ural', 'GET', `integration/imports/${imp.id}`)).statusCode).toBe(404)
  }, 120_000)

  it('reads an XLSX file with its mapping, and refuses a file without a mapped column', async () => {
    const imp = await makeImport('file', { partner_name: 'ТМС Ромашка' })
    const [a, b] = cities
    const book = await xlsx([
      ['X-1', a.name_ru, b.name_ru, new Date(`${inDays(4)}T00:00:00Z`), 20, 70000, 'Иванов'],
      ['X-2', b.name_ru, a.name_ru, inDays(5), 5, '', ''],
    ])
    const preview = await uploadFile(w, 'shipper', 'integration/imports/preview', book, 'orders.xlsx')
    expect(preview.statusCode, preview.body).toBe(200)
    expect(preview.json().data).toMatchObject({ columns: header, total: 2 })
    const res = await uploadFile(w, 'shipper', `integration/imports/${imp.id}/upload`, book, 'orders.xlsx')
    expect(res.json().data).toMatchObject({ total: 2, imported: 2, failed: 0 })
    const missing = await uploadFile(
      w,
      'shipper',
      `integration/imports/${imp.id}/upload`,
      csv([['1']], ['Номер']),
      'x.csv',
      'en',
    )
    expect(missing.statusCode).toBe(422)
    expect(missing.json().message).toBe('The file has no column "Откуда"')
    const garbage = await uploadFile(w, 'shipper', `integration/imports/${imp.id}/upload`, Buffer.from([0, 1, 2, 3, 4]))
    expect(garbage.statusCode).toBe(422)
  })

  it("takes a partner's HTTP posts with the import's own key, idempotently", async () => {
    const imp = await makeImport('http')
    expect(imp.key).toMatch(/^fxi_/)
    expect(imp.endpoint).toContain(`/api/v1/integration/imports/${imp.id}/orders`)
    const [a, b] = cities
    const orders = [
      { Номер: 'H-1', Откуда: a.name_ru, Куда: b.name_ru, Погрузка: inDays(2), Вес: 10 },
      { order_id: 'H-2', from: b.name_ru, to: a.name_ru, load_date: inDays(2), weight: '7,5' },
      { order_id: 'H-3', from: b.name_ru, to: a.name_ru, load_date: '2001-01-01', weight: 1 },
    ]
    const post = (key: string | undefined, lang: 'ru' | 'en' = 'ru') =>
      server.call({
        method: 'POST',
        url: `/api/v1/integration/imports/${imp.id}/orders`,
        payload: { orders },
        lang,
        headers: key === undefined ? {} : { 'x-import-key': key },
      })
    expect((await post(undefined)).statusCode).toBe(401)
    expect((await post(`${imp.key}x`)).statusCode).toBe(401)
    const first = await post(imp.key!, 'en')
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json().data).toMatchObject({ total: 3, imported: 2, failed: 1, source: 'http' })
    expect(first.json().data.errors[0]).toMatchObject({ line: 3, field: 'load_date' })
    expect((await post(imp.key!)).json().data).toMatchObject({ imported: 0, duplicates: 2, failed: 1 })
    // a renewed key replaces the old one
    const renewed = await w.call('shipper', 'GET', `integration/imports/${imp.id}`)
    expect(renewed.json().data.key_hint).toBe(imp.key!.slice(-4))
    const bad = await server.call({
      method: 'POST',
      url: `/api/v1/integration/imports/${imp.id}/orders`,
      payload: { orders: [] },
      headers: { 'x-import-key': imp.key! },
    })
    expect(bad.statusCode).toBe(422)
  })

  it('validates imports, rules and relations with messages in both languages, and keeps companies apart', async () => {
    const bad = await w.call(
      'shipper',
      'POST',
      'integration/imports',
      { name: 'x', kind: 'file', partner_name: 'P', mapping: {}, defaults },
      'en',
    )
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors).toMatchObject({
      name: ['Minimum 2 characters'],
      'mapping.order_id': ['This field is required'],
    })
    const ru = await w.call('shipper', 'POST', 'v2/cargos/custom-logics', {
      name: 'Правило',
      actions: { publish: true, hold: true },
    })
    expect(ru.statusCode).toBe(422)
    expect(ru.json().errors['actions.hold']).toEqual(['Правило не может одновременно публиковать и задерживать заказ'])
    expect((await w.call('carrier', 'GET', 'integration/imports')).statusCode).toBe(403)
    expect((await w.call('logist', 'GET', 'integration/imports')).statusCode).toBe(403)
    expect((await w.call(null, 'GET', 'integration/imports')).statusCode).toBe(401)
    const own = await w.call('ural', 'GET', 'integration/imports')
    expect(own.json().data.every((i: { partner: { name: string } }) => !i.partner.name.startsWith('Партнёр'))).toBe(
      true,
    )
  })

  it('assigns orders by contact relations, applies the first matching rule, and dry-runs a rule', async () => {
    const imp = await makeImport('file', { partner_name: 'Логистик ERP' })
    const partners = await w.call('shipper', 'GET', 'integration/partners/list')
    const partner = partners.json().data.find((p: { name: string }) => p.name === 'Логистик ERP')
    const logist = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'logist@example.com')
      .executeTakeFirstOrThrow()
    const relation = await w.ok<{ id: number }>(
      'shipper',
      'integration/imports/contacts',
      { partner_id: partner.id, contact: 'Петрова', user_id: logist.id },
      201,
    )
    const dup = await w.call('shipper', 'POST', 'integration/imports/contacts', {
      partner_id: partner.id,
      contact: ' петрова ',
      user_id: logist.id,
    })
    expect(dup.statusCode).toBe(409)
    const foreign = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'ural@example.com')
      .executeTakeFirstOrThrow()
    expect(
      (
        await w.call('shipper', 'POST', 'integration/imports/contacts', {
          partner_id: partner.id,
          contact: 'Кто-то',
          user_id: foreign.id,
        })
      ).statusCode,
    ).toBe(422)
    expect((await w.call('ural', 'GET', `integration/imports/contacts/${relation.id}`)).statusCode).toBe(404)
    const rule = await w.ok<{ id: number }>(
      'shipper',
      'v2/cargos/custom-logics',
      {
        name: 'Тяжёлые — на биржу',
        conditions: [
          { field: 'partner_id', op: 'eq', value: partner.id },
          { field: 'weight', op: 'gte', value: 15 },
        ],
        actions: { publish: true },
      },
      201,
    )
    const [a, b] = cities
    const run = await uploadFile(
      w,
      'shipper',
      `integration/imports/${imp.id}/upload`,
      csv([
        ['L-1', a.name_ru, b.name_ru, inDays(3), 20, 90000, 'Петрова'],
        ['L-2', a.name_ru, b.name_ru, inDays(3), 5, 30000, 'Сидоров'],
      ]),
    )
    expect(run.json().data.imported).toBe(2)
    const list = (await w.call('shipper', 'GET', `integration/import-orders?filter[import_id]=${imp.id}`)).json().data
    const heavy = list.find((o: { external_id: string }) => o.external_id === 'L-1')
    const light = list.find((o: { external_id: string }) => o.external_id === 'L-2')
    expect(heavy).toMatchObject({ exported: true, assigned: { id: logist.id }, rule: { id: rule.id } })
    expect(light).toMatchObject({ exported: false, assigned: null, rule: null })
    const dry = await w.ok<{ external_id: string; matched: boolean; hold: boolean }[]>(
      'shipper',
      'v2/cargos/custom-logics/dry-run',
      {
        rule: {
          name: 'Лёгкие — на проверку',
          conditions: [{ field: 'weight', op: 'lte', value: 10 }],
          actions: { hold: true },
        },
        limit: 2,
      },
    )
    expect(dry.map((r) => [r.external_id, r.matched, r.hold])).toEqual([
      ['L-2', true, true],
      ['L-1', false, false],
    ])
    const graph = await w.call(
      'shipper',
      'GET',
      `integration/imports/graph?filter[key]=partner&partner_ids=${partner.id}`,
    )
    expect(graph.json().data.series).toEqual([expect.objectContaining({ id: partner.id, total: 2 })])
    expect(graph.json().data.days).toHaveLength(30)
    expect((await w.call('shipper', 'GET', 'integration/imports/graph?partner_ids=1,x')).statusCode).toBe(422)
  })

  it('delivers signed webhooks through the outbox, retrying a receiver that fails until it recovers', async () => {
    const hook = await receiver(2)
    try {
      const sub = await w.ok<{ id: number; secret: string }>(
        'shipper',
        'external/subscribers/subscribe',
        { url: hook.url, events: ['cargo.created'] },
        201,
      )
      await pumpWebhookEvents(server.db)
      const cargo = await w.cargo()
      expect(await pumpWebhookEvents(server.db)).toBeGreaterThanOrEqual(1)
      const adapter = webhookAdapter(server.db, logAdapter({ info() {}, error() {} }), fetch, { allowPrivate: true })
      const retryNow = () =>
        server.db
          .updateTable('outbox')
          .set({ locked_until: null })
          .where('channel', '=', 'webhook')
          .where('sent_at', 'is', null)
          .execute()
      await deliverPending(server.db, adapter)
      const waiting = await server.db
        .selectFrom('outbox')
        .select(['locked_until', 'attempts'])
        .where('channel', '=', 'webhook')
        .where('sent_at', 'is', null)
        .executeTakeFirstOrThrow()
      expect(new Date(waiting.locked_until!).getTime()).toBeGreaterThan(Date.now()) // a pause before the next try
      await retryNow()
      await deliverPending(server.db, adapter)
      await retryNow()
      await deliverPending(server.db, adapter)
      expect(hook.received).toHaveLength(3)
      const last = hook.received[2]!
      const expected = `sha256=${createHmac('sha256', sub.secret).update(`${last.headers['x-fx-timestamp']}.${last.body}`).digest('hex')}`
      expect(last.headers['x-fx-signature']).toBe(expected)
      expect(JSON.parse(last.body)).toMatchObject({ event: 'cargo.created', data: { cargo_id: cargo } })
      const log = (await w.call('shipper', 'GET', 'external/subscribers')).json().data[0]
      expect(log.deliveries[0]).toMatchObject({ status: 'delivered', attempts: 3, response_status: 200 })
      expect((await w.call('carrier', 'GET', 'external/subscribers')).json().data).toEqual([])
      expect((await w.call('carrier', 'POST', 'external/subscribers/unsubscribe', { id: sub.id })).statusCode).toBe(404)
      expect(
        (
          await w.call('shipper', 'POST', 'external/subscribers/subscribe', {
            url: 'ftp://x',
            events: ['cargo.created'],
          })
        ).statusCode,
      ).toBe(422)
      await w.ok('shipper', 'external/subscribers/unsubscribe', { id: sub.id })
    } finally {
      await hook.close()
    }
  })

  it('auto-bids within the settings: never below the floor, never against itself, one winner under concurrent bids', async () => {
    const cargo = await w.cargo({ price: 6_000_000 })
    await insertAuction(server, cargo, { start: 6_000_000, step: 100_000 })
    const place = await server.db
      .selectFrom('cargos')
      .select(['start_place_id', 'finish_place_id'])
      .where('id', '=', cargo)
      .executeTakeFirstOrThrow()
    const lanes = [{ from_place_id: place.start_place_id, to_place_id: place.finish_place_id }]
    const volga = await w.ok<{ id: number }>('carrier', 'v2/integration/auto-bids/settings', {
      name: 'Казань — Москва',
      lanes,
      floor: 5_000_000,
      step: 200_000,
    })
    let volgaBids = (
      await w.call('carrier', 'GET', `v2/integration/auto-bids/bids?filter[setting_id]=${volga.id}`)
    ).json()
    expect(volgaBids.data.find((b: { cargo_id: number }) => b.cargo_id === cargo)).toMatchObject({
      price: 6_000_000,
      outcome: 'leading',
    })
    // a second carrier with a lower floor, and manual bids at the same moment
    await w.ok('siberia', 'v2/integration/auto-bids/settings', {
      name: 'Тоже туда',
      lanes,
      floor: 4_500_000,
      step: 100_000,
    })
    await Promise.allSettled([
      runAutoBids(server.db, { cargoId: cargo }),
      runAutoBids(server.db, { cargoId: cargo }),
      w.call('petrov', 'POST', `v2/cargos/${cargo}/auction/set-price`, { price: 5_800_000 }),
    ])
    const bids = await server.db
      .selectFrom('auction_bids')
      .select(['company_id', 'price'])
      .where('cargo_id', '=', cargo)
      .orderBy('id')
      .execute()
    const prices = bids.map((b) => Number(b.price))
    expect(prices).toEqual([...prices].sort((x, y) => y - x)) // strictly falling
    expect(new Set(prices).size).toBe(prices.length)
    for (let i = 1; i < bids.length; i++) expect(bids[i]!.company_id).not.toBe(bids[i - 1]!.company_id)
    const auto = await server.db
      .selectFrom('auto_bids as b')
      .innerJoin('auto_bid_settings as s', 's.id', 'b.setting_id')
      .select(['b.price', 's.floor'])
      .where('b.cargo_id', '=', cargo)
      .execute()
    for (const b of auto) expect(Number(b.price)).toBeGreaterThanOrEqual(Number(b.floor))
    const auction = await server.db
      .selectFrom('cargo_auctions')
      .selectAll()
      .where('cargo_id', '=', cargo)
      .executeTakeFirstOrThrow()
    expect(Number(auction.best_price)).toBe(Math.min(...prices))
    expect(auction.best_company_id).toBe(w.companies.siberia) // the lower floor wins
    // the auction ends: exactly one accepted response
    await server.db
      .updateTable('cargo_auctions')
      .set({ ends_at: new Date(Date.now() - 1000) })
      .where('cargo_id', '=', cargo)
      .execute()
    await w.call('shipper', 'GET', `v2/cargos/${cargo}/auction`)
    const accepted = await server.db
      .selectFrom('cargo_responses')
      .select('company_id')
      .where('cargo_id', '=', cargo)
      .where('status', '=', 'accepted')
      .execute()
    expect(accepted).toEqual([{ company_id: w.companies.siberia }])
    volgaBids = (await w.call('carrier', 'GET', `v2/integration/auto-bids/bids?filter[outcome]=lost`)).json()
    expect(volgaBids.data.some((b: { cargo_id: number }) => b.cargo_id === cargo)).toBe(true)
    // status: stop and resume; others' bids are not found; bad input
    const mine = volgaBids.data[0]
    expect(
      (
        await w.ok<{ status: string }>('carrier', `v2/integration/auto-bids/bids/${mine.id}/status`, {
          status: 'stopped',
        })
      ).status,
    ).toBe('stopped')
    expect(
      (await w.call('siberia', 'POST', `v2/integration/auto-bids/bids/${mine.id}/status`, { status: 'active' }))
        .statusCode,
    ).toBe(404)
    expect((await w.call('shipper', 'GET', 'v2/integration/auto-bids/settings')).statusCode).toBe(403)
    const floor = await w.call(
      'carrier',
      'POST',
      'v2/integration/auto-bids/settings',
      { name: 'Шаг', lanes, floor: 100, step: 500 },
      'en',
    )
    expect(floor.json().errors.step).toEqual(['The step cannot be larger than the lowest price'])
  })
})
