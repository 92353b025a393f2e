import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrderTracking, TrackingLink, TrackingSummary } from '../../src/core/contract/tracking'
import { HttpError } from '../../src/server/http/errors'
import { messageOf, signedContract, type World, world } from '../../src/server/modules/orders/testing'
import { postUpdate, startUpdate } from '../../src/server/modules/telegram/testing'
import { distanceLeftKm, type RoutePointRow, summaryOf, unloadBy } from '../../src/server/modules/tracking/figures'
import { simulateRound } from '../../src/server/modules/tracking/jobs'
import { takePosition } from '../../src/server/modules/tracking/routes'
import { sweepPositions } from '../../src/server/modules/tracking/tracking-repository'
import { createTestServer, type TestServer } from '../helpers/server'

const KAZAN = { lat: 55.78874, lon: 49.12214 }
const MOSCOW = { lat: 55.75222, lon: 37.61556 }
const MIN = 60_000
const HOUR = 3_600_000

/** A point `f` of the way from Kazan to Moscow. */
const between = (f: number) => ({
  lat: KAZAN.lat + (MOSCOW.lat - KAZAN.lat) * f,
  lon: KAZAN.lon + (MOSCOW.lon - KAZAN.lon) * f,
})

describe('tracking: share links, positions, figures and who sees them', () => {
  let server: TestServer
  let w: World

  beforeAll(async () => {
    server = await createTestServer()
    w = await world(server)
  })
  afterAll(() => server.close())

  const send = (
    who: Parameters<World['call']>[0],
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    payload?: object,
    lang: 'ru' | 'en' = 'ru',
  ) =>
    w.server.call({
      method,
      url: `/api/${path}`,
      token: who ? w.tokens[who] : null,
      lang,
      ...(payload ? { payload } : {}),
    })

  /** An order of north carried by volga, on the way (or `status`), its unloading day `unload`. */
  const onWay = async (status = 'on_way', unload = '2030-06-13') => {
    const { order } = await signedContract(w)
    await server.db
      .updateTable('orders')
      .set({
        status,
        loaded_at: new Date(),
        unload_date: unload,
        driver: JSON.stringify({
          driver_id: null,
          name: 'Петров Пётр',
          phone: '+7 916 123-45-67',
          licence: '16 12 345678',
          passport: null,
        }),
      })
      .where('id', '=', order)
      .execute()
    return order
  }
  const link = async (order: number) => {
    const res = await send('carrier', 'POST', `v2/orders/${order}/tracking/link`, {})
    expect(res.statusCode).toBe(201)
    return res.json().data as TrackingLink
  }
  const position = (at = new Date(), where = KAZAN, extra: object = {}) => ({
    ...where,
    accuracy: 12,
    recorded_at: at.toISOString(),
    source: 'browser',
    ...extra,
  })

  it('lets the carrier make and revoke a share link; only the carrier, only for its own live order', async () => {
    const order = await onWay()
    expect((await send('shipper', 'POST', `v2/orders/${order}/tracking/link`, {})).statusCode).toBe(403)
    expect((await send('security', 'POST', `v2/orders/${order}/tracking/link`, {})).statusCode).toBe(403)
    expect((await send('siberia', 'POST', `v2/orders/${order}/tracking/link`, {})).statusCode).toBe(404)
    expect((await send('siberia', 'GET', `v2/orders/${order}/tracking/link`)).statusCode).toBe(404)
    expect((await send('carrier', 'GET', `v2/orders/${order}/tracking/link`)).json().data).toBeNull()

    const first = await link(order)
    expect(first.url).toBe(`http://fx.test/track/${first.token}`)
    expect(first.telegram_url).toBe(`https://t.me/${server.config.telegramBotName}?startapp=trk_${first.token}`)
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{32}$/)
    // a new link replaces the old one: the old token stops working
    const second = await link(order)
    expect((await send('carrier', 'GET', `v2/orders/${order}/tracking/link`)).json().data.token).toBe(second.token)
    const old = await send(null, 'POST', `v2/tracking/${first.token}/positions`, position())
    expect(old.statusCode).toBe(404)
    expect(messageOf(old)).toBe('Ссылка для отслеживания отозвана или устарела: попросите перевозчика прислать новую')

    const page = await send(null, 'GET', `v2/tracking/${second.token}`, undefined, 'en')
    expect(page.statusCode).toBe(200)
    expect(page.json().data).toMatchObject({
      order_id: order,
      accepting: true,
      route: [
        { kind: 'loading', name: 'Kazan' },
        { kind: 'unloading', name: 'Moscow' },
      ],
    })

    expect((await send('carrier', 'DELETE', `v2/orders/${order}/tracking/link`)).statusCode).toBe(200)
    expect((await send(null, 'GET', `v2/tracking/${second.token}`)).json().data.accepting).toBe(false)
    expect((await send(null, 'POST', `v2/tracking/${second.token}/positions`, position())).statusCode).toBe(404)

    // an order that is over takes no new link
    const closed = await onWay('closed')
    const late = await send('carrier', 'POST', `v2/orders/${closed}/tracking/link`, {})
    expect(late.statusCode).toBe(409)
  })

  it('shows the tracking to the parties and the security service only', async () => {
    const order = await onWay()
    const { token } = await link(order)
    expect((await send(null, 'POST', `v2/tracking/${token}/positions`, position())).statusCode).toBe(201)

    for (const who of ['shipper', 'carrier', 'security'] as const) {
      const res = await send(who, 'GET', `v2/orders/${order}/tracking`)
      expect(res.statusCode, who).toBe(200)
      const data = res.json().data as OrderTracking
      expect(data.track).toHaveLength(1)
      expect(data.last).toMatchObject({ lat: KAZAN.lat, lon: KAZAN.lon, source: 'browser', accuracy: 12 })
      expect(data.sharing).toBe(true)
    }
    // other companies: as if the order did not exist
    for (const who of ['siberia', 'ural', 'petrov'] as const)
      expect((await send(who, 'GET', `v2/orders/${order}/tracking`)).statusCode, who).toBe(404)
    expect((await send(null, 'GET', `v2/orders/${order}/tracking`)).statusCode).toBe(401)

    // the list's summaries leave out the orders the caller may not see
    const mine = await send('shipper', 'GET', `v2/orders/tracking?ids=${order},999999`)
    expect(mine.json().data.map((s: TrackingSummary) => s.order_id)).toEqual([order])
    expect((await send('siberia', 'GET', `v2/orders/tracking?ids=${order}`)).json().data).toEqual([])
    expect((await send('ural', 'GET', `v2/orders/tracking?ids=${order}`)).json().data).toEqual([])
    expect((await send('security', 'GET', `v2/orders/tracking?ids=${order}`)).json().meta.size).toBe(1)
  })

  it('refuses impossible coordinates, times and positions of an order not on the way', async () => {
    const order = await onWay()
    const { token } = await link(order)
    const post = (body: object) => send(null, 'POST', `v2/tracking/${token}/positions`, body)
    expect((await post(position(new Date(), { lat: 91, lon: 30 }))).statusCode).toBe(422)
    expect((await post(position(new Date(), { lat: 55, lon: -181 }))).statusCode).toBe(422)
    expect((await post({ ...position(), source: 'carrier-pigeon' })).statusCode).toBe(422)
    expect((await post({ ...position(), recorded_at: 'yesterday' })).statusCode).toBe(422)
    const nowhere = await post(position(new Date(), { lat: 0, lon: 0 }))
    expect(nowhere.statusCode).toBe(422)
    expect(messageOf(nowhere)).toBe('Таких координат не бывает')
    const future = await post(position(new Date(Date.now() + HOUR)))
    expect(future.statusCode).toBe(422)
    expect(messageOf(future)).toBe('Время отметки позже текущего: проверьте часы устройства')
    expect((await post(position(new Date(Date.now() - 25 * HOUR)))).statusCode).toBe(422)

    await server.db.updateTable('orders').set({ status: 'unloaded' }).where('id', '=', order).execute()
    const done = await post(position())
    expect(done.statusCode).toBe(409)
    expect(messageOf(done)).toBe('Отслеживание доступно, пока заказ на погрузке или в пути')
    expect(await server.db.selectFrom('order_positions').select('id').where('order_id', '=', order).execute()).toEqual(
      [],
    )
  })

  it('limits positions per order and refuses jumps no truck could make', async () => {
    const order = await onWay()
    const { token } = await link(order)
    const first = await send(null, 'POST', `v2/tracking/${token}/positions`, position())
    expect(first.statusCode).toBe(201)
    const again = await send(null, 'POST', `v2/tracking/${token}/positions`, position())
    expect(again.statusCode).toBe(429)
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0)

    // on the writer's own clock: 10 minutes later 100 km away is 600 km/h, 15 km is 90 km/h
    const t0 = new Date(Date.now() + 10 * MIN)
    const take = (at: Date, where: { lat: number; lon: number }) =>
      takePosition(server.db, order, { ...where, accuracy: 10, recordedAt: at, source: 'browser' }, at)
    const far = between(100 / 720)
    await expect(take(t0, far)).rejects.toMatchObject({ status: 422, key: 'tracking_jump' })
    await expect(take(t0, between(15 / 720))).resolves.toMatchObject({ source: 'browser' })
    // not earlier than the last one, not a second time within 5 s
    await expect(take(new Date(t0.getTime() + 2000), between(15 / 720))).rejects.toMatchObject({ status: 429 })
    await expect(
      takePosition(
        server.db,
        order,
        { ...between(0.02), accuracy: 10, recordedAt: new Date(t0.getTime() - MIN), source: 'browser' },
        new Date(t0.getTime() + MIN),
      ),
    ).rejects.toBeInstanceOf(HttpError)
    const kept = await server.db.selectFrom('order_positions').select('id').where('order_id', '=', order).execute()
    expect(kept).toHaveLength(2)
  })

  it('reckons distance left, pace and ETA; late past the unloading window and near the unloading, told once each', async () => {
    const order = await onWay('on_way', '2020-01-10')
    const start = Date.now() - 12 * HOUR
    // 70 km/h from Kazan towards Moscow, a position every half hour
    let last: Date = new Date(start)
    for (let i = 0; i <= 15; i++) {
      last = new Date(start + i * 30 * MIN)
      await takePosition(
        server.db,
        order,
        { ...between((i * 35) / 720), accuracy: 20, recordedAt: last, source: 'browser' },
        last,
      )
    }
    const res = await send('shipper', 'GET', `v2/orders/${order}/tracking`)
    const data = res.json().data as OrderTracking
    expect(data.pace_kmh).toBeGreaterThan(55)
    expect(data.pace_kmh).toBeLessThan(80)
    expect(data.route_km).toBeGreaterThan(850)
    expect(data.distance_left_km).toBeGreaterThan(100)
    expect(data.distance_left_km).toBeLessThan(300)
    expect(data.eta).not.toBeNull()
    expect(new Date(data.eta!).getTime()).toBeGreaterThan(last.getTime())
    expect(data.unload_by).toBe('2020-01-10T20:59:59.999Z')
    expect(data.late).toBe(true)
    expect(data.near).toBeNull()
    expect(await w.notifications('shipper@example.com', 'order')).toBeGreaterThan(0)
    const lateNotices = () =>
      server.db
        .selectFrom('notifications as n')
        .innerJoin('users as u', 'u.id', 'n.user_id')
        .select('n.id')
        .where('u.email', '=', 'shipper@example.com')
        .where('n.title_key', '=', 'tracking_late_title')
        .execute()
    expect(await lateNotices()).toHaveLength(1)

    // near Moscow: told once, however many positions come
    const nearNotices = () =>
      server.db
        .selectFrom('notifications as n')
        .innerJoin('users as u', 'u.id', 'n.user_id')
        .select('n.id')
        .where('u.email', '=', 'carrier@example.com')
        .where('n.title_key', '=', 'tracking_near_unloading_title')
        .execute()
    for (let i = 1; i <= 3; i++) {
      const at = new Date(last.getTime() + i * 3 * HOUR)
      await takePosition(
        server.db,
        order,
        { ...between(0.995 + i * 0.001), accuracy: 20, recordedAt: at, source: 'browser' },
        at,
      )
    }
    expect(await nearNotices()).toHaveLength(1)
    expect(await lateNotices()).toHaveLength(1)
    const near = (await send('carrier', 'GET', `v2/orders/tracking?ids=${order}`)).json().data[0] as TrackingSummary
    expect(near.near).toBe('unloading')
    expect(near.distance_left_km).toBeLessThan(10)
  })

  it("remembers a caller's tracking between positions and forgets it with the next one", async () => {
    const order = await onWay()
    const first = new Date(Date.now() - 20 * MIN)
    await takePosition(server.db, order, { ...KAZAN, accuracy: 20, recordedAt: first, source: 'browser' }, first)
    const read = (path: string, etag?: string) =>
      w.server.call({
        method: 'GET',
        url: `/api/${path}`,
        token: w.tokens.shipper,
        ...(etag ? { headers: { 'if-none-match': etag } } : {}),
      })
    const tracking = await read(`v2/orders/${order}/tracking`)
    const summaries = await read(`v2/orders/tracking?ids=${order}`)
    expect(tracking.json().data.last.recorded_at).toBe(first.toISOString())
    // asked again with nothing new: the remembered answer, revalidated by its ETag
    const etag = tracking.headers.etag as string
    expect(etag).toBeTruthy()
    expect((await read(`v2/orders/${order}/tracking`, etag)).statusCode).toBe(304)
    expect((await read(`v2/orders/tracking?ids=${order}`, summaries.headers.etag as string)).statusCode).toBe(304)
    // a new position: both answers are built again at once
    const next = new Date(Date.now() - 10 * MIN)
    await takePosition(server.db, order, { ...between(0.01), accuracy: 20, recordedAt: next, source: 'browser' }, next)
    const moved = await read(`v2/orders/${order}/tracking`, etag)
    expect(moved.statusCode).toBe(200)
    expect(moved.json().data.last.recorded_at).toBe(next.toISOString())
    const movedSummary = await read(`v2/orders/tracking?ids=${order}`, summaries.headers.etag as string)
    expect(movedSummary.statusCode).toBe(200)
    expect(movedSummary.json().data[0].last.recorded_at).toBe(next.toISOString())
  })

  it('is not late when the ETA is within the window; the figures read the route legs', () => {
    const points: RoutePointRow[] = [
      {
        kind: 'loading',
        name_ru: 'Казань',
        name_en: 'Kazan',
        lat: KAZAN.lat,
        lng: KAZAN.lon,
        date: '2030-06-10',
        time_from: null,
        time_to: null,
      },
      {
        kind: 'unloading',
        name_ru: 'Москва',
        name_en: 'Moscow',
        lat: MOSCOW.lat,
        lng: MOSCOW.lon,
        date: '2030-06-13',
        time_from: '09:00:00',
        time_to: '18:00:00',
      },
    ]
    expect(unloadBy(points, null)?.toISOString()).toBe('2030-06-13T15:00:00.000Z')
    const half = distanceLeftKm(points, between(0.5), 'on_way')!
    const whole = distanceLeftKm(points, KAZAN, 'on_way')!
    expect(half / whole).toBeCloseTo(0.5, 1)
    // before loading the truck still has to reach the loading point
    expect(distanceLeftKm(points, between(-0.1), 'loading')!).toBeGreaterThan(whole)
    const now = new Date('2030-06-12T10:00:00Z')
    const facts = {
      order_id: 1,
      status: 'on_way',
      unload_date: '2030-06-13',
      points,
      last: { ...between(0.5), accuracy: null, recorded_at: now.toISOString(), source: 'browser' as const },
      pace_kmh: 60,
      link_active: true,
    }
    const onTime = summaryOf(facts, now)
    expect(onTime.late).toBe(false)
    expect(new Date(onTime.eta!).getTime() - now.getTime()).toBeCloseTo((half / 60) * HOUR, -4)
    // three days later at the same place: past the window
    expect(summaryOf(facts, new Date('2030-06-15T10:00:00Z')).late).toBe(true)
    // no position yet: no ETA, and late only once the window is over
    expect(summaryOf({ ...facts, last: null }, now)).toMatchObject({ eta: null, late: false, distance_left_km: null })
  })

  it("takes a linked driver's Telegram live location as a position of the order on the way", async () => {
    const order = await onWay()
    const { token } = await link(order)
    const driver = 777000111
    expect((await postUpdate(server, startUpdate(driver, `/start trk_${token}`))).statusCode).toBe(200)
    expect((await server.lastMessage(String(driver)))?.body).toContain(`З-${order}`)

    const seconds = Math.floor(Date.now() / 1000)
    const location = (edit: number, where: { lat: number; lon: number }) => ({
      update_id: 900_000 + edit,
      edited_message: {
        message_id: 5,
        date: seconds - 60,
        edit_date: seconds + edit,
        from: { id: driver, is_bot: false, first_name: 'Пётр' },
        chat: { id: driver, type: 'private' },
        location: { latitude: where.lat, longitude: where.lon, horizontal_accuracy: 25, live_period: 28_800 },
      },
    })
    expect((await postUpdate(server, location(0, between(0.01)))).statusCode).toBe(200)
    // an impossible one is dropped quietly: Telegram is answered 200 and does not send it again
    expect((await postUpdate(server, location(1, { lat: 95, lon: 10 }))).statusCode).toBe(200)
    const rows = await server.db
      .selectFrom('order_positions')
      .select(['lat', 'lon', 'accuracy', 'source'])
      .where('order_id', '=', order)
      .execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ source: 'telegram', accuracy: 25 })
    // a stranger's location goes nowhere
    const stranger = location(2, between(0.5))
    stranger.edited_message.from.id = 123
    expect((await postUpdate(server, stranger)).statusCode).toBe(200)
    expect(
      await server.db.selectFrom('order_positions').select('id').where('order_id', '=', order).execute(),
    ).toHaveLength(1)

    // a driver who is an exchange user linked to Telegram, with the order's driver phone, needs no link
    const own = await onWay()
    await server.db
      .updateTable('orders')
      .set({
        driver: JSON.stringify({
          driver_id: null,
          name: 'Петров',
          phone: '+7 916 000-00-99',
          licence: '1',
          passport: null,
        }),
      })
      .where('id', '=', own)
      .execute()
    await server.db
      .updateTable('users')
      .set({ phone: '+79160000099', telegram_user_id: 777000222 })
      .where('email', '=', 'petrov@example.com')
      .execute()
    const self = location(3, between(0.2))
    self.edited_message.from.id = 777000222
    await postUpdate(server, self)
    expect(
      await server.db.selectFrom('order_positions').select('source').where('order_id', '=', own).execute(),
    ).toEqual([{ source: 'telegram' }])

    // the carrier has the bot send the link to that driver's Telegram
    const sent = await send('carrier', 'POST', `v2/orders/${own}/tracking/link`, { send_to_telegram: true })
    expect(sent.json().data).toMatchObject({ telegram_sent: true })
    const message = await server.lastMessage('777000222')
    expect(message?.body).toContain(`https://t.me/${server.config.telegramBotName}?start=trk_${sent.json().data.token}`)
    // without a Telegram account for the driver nothing is sent
    const none = await send('carrier', 'POST', `v2/orders/${order}/tracking/link`, { send_to_telegram: true })
    expect(none.json().data.telegram_sent).toBe(true) // bound through the bot above
    const other = await onWay()
    await server.db
      .updateTable('orders')
      .set({
        driver: JSON.stringify({
          driver_id: null,
          name: 'Ким',
          phone: '+7 900 000-00-01',
          licence: '1',
          passport: null,
        }),
      })
      .where('id', '=', other)
      .execute()
    const unsent = await send('carrier', 'POST', `v2/orders/${other}/tracking/link`, { send_to_telegram: true })
    expect(unsent.json().data.telegram_sent).toBe(false)
  })

  it('sweeps positions older than 90 days', async () => {
    const order = await onWay()
    const now = new Date()
    const at = (days: number) => new Date(now.getTime() - days * 24 * HOUR)
    await server.db
      .insertInto('order_positions')
      .values(
        [91, 120, 89, 1].map((days) => ({
          order_id: order,
          recorded_at: at(days),
          lat: 55,
          lon: 40,
          source: 'browser',
        })),
      )
      .execute()
    expect(await sweepPositions(server.db, now, 1)).toBe(2)
    const left = await server.db.selectFrom('order_positions').select('id').where('order_id', '=', order).execute()
    expect(left).toHaveLength(2)
  })
})

describe('tracking in the demo: the order on the way has a track up to the seeding moment', () => {
  let demoServer: TestServer
  // the demo's orders need the places (their cargos' cities)
  beforeAll(async () => {
    demoServer = await createTestServer({ places: true })
  })
  afterAll(() => demoServer.close())

  it("has the demo's order on the way tracked up to now, and the simulated driver moves it on", async () => {
    const demo = await demoServer.db
      .selectFrom('orders as o')
      .innerJoin('order_tracking as t', 't.order_id', 'o.id')
      .select(['o.id', 't.last_recorded_at', 't.last_lat', 't.last_lon'])
      .where('o.status', '=', 'on_way')
      .where('o.unload_date', '<', new Date().toISOString().slice(0, 10))
      .orderBy('o.id')
      .executeTakeFirst()
    expect(demo).toBeDefined()
    const positions = await demoServer.db
      .selectFrom('order_positions')
      .select(['recorded_at'])
      .where('order_id', '=', demo!.id)
      .orderBy('recorded_at')
      .execute()
    expect(positions.length).toBeGreaterThan(20)
    const tracking = (
      await demoServer.call({
        method: 'GET',
        url: `/api/v2/orders/${demo!.id}/tracking`,
        token: await demoServer.login('shipper@example.com'),
      })
    ).json().data as OrderTracking
    expect(tracking.late).toBe(true)
    expect(tracking.pace_kmh).toBeGreaterThan(0)
    expect(tracking.distance_left_km).toBeGreaterThan(0)
    expect(tracking.track.length).toBeGreaterThan(20)

    const later = new Date(Math.max(Date.now(), new Date(demo!.last_recorded_at!).getTime()) + 30_000)
    expect(await simulateRound(demoServer.db, later)).toBeGreaterThan(0)
    const moved = await demoServer.db
      .selectFrom('order_tracking')
      .select(['last_lat', 'last_lon', 'last_recorded_at'])
      .where('order_id', '=', demo!.id)
      .executeTakeFirstOrThrow()
    expect(new Date(moved.last_recorded_at!).getTime()).toBe(later.getTime())
    expect([moved.last_lat, moved.last_lon]).not.toEqual([demo!.last_lat, demo!.last_lon])
  })
})
