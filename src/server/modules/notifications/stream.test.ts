import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { notify } from '../../services/notify'
import { revokeToken } from '../../services/tokens'
import { tokenFor, userId } from '../account/testing'
import { streamTiming } from './stream'
import { listening, openStream, type SseClient, type SseEvent, sleep } from './testing'

describe('notifications: the live stream (GET notifications/stream, server-sent events)', () => {
  let server: TestServer
  let base: string
  let carrier: number
  const tokens: Record<string, string> = {}
  const streams: SseClient[] = []

  beforeAll(async () => {
    server = await createTestServer()
    base = await listening(server.app)
    carrier = await userId(server, 'carrier@example.com')
    for (const name of ['carrier', 'shipper']) tokens[name] = await tokenFor(server, `${name}@example.com`)
  })
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close()
    streamTiming.heartbeatMs = 25_000
  })
  afterAll(() => server.close())

  const url = (query = '') => `${base}/api/v1/notifications/stream${query ? `?${query}` : ''}`
  async function open(query: string, headers: Record<string, string> = {}): Promise<SseClient> {
    const stream = await openStream(url(query), headers)
    streams.push(stream)
    return stream
  }
  // The demo data decides how many are unread: the expected counts are read from the rows, counted here by hand.
  const unread = async (user: number) => {
    const rows = await server.db
      .selectFrom('notifications')
      .select('is_transport')
      .where('user_id', '=', user)
      .where('read_at', 'is', null)
      .execute()
    return { count: rows.length, transports: rows.filter((row) => row.is_transport).length }
  }
  const isCount = (event: SseEvent) => event.event === 'count'
  const json = (event: SseEvent) => JSON.parse(event.data)
  const tellCarrier = (db = server.db) =>
    notify(db, {
      userId: carrier,
      type: 'transport',
      titleKey: 'transport_task_title',
      bodyKey: 'transport_task_body',
      params: { truck: 'А123ВС 116', date: '14.06', route: { ru: 'Казань → Москва', en: 'Kazan → Moscow' } },
      link: '/transport/calendar',
      isTransport: true,
    })

  it('opens with the bearer header or ?token=: an event stream that starts with the unread counts', async () => {
    const byHeader = await open('', { authorization: `Bearer ${tokens.carrier}` })
    expect(byHeader.status).toBe(200)
    expect(byHeader.contentType).toContain('text/event-stream')
    const carrierUnread = await unread(carrier)
    expect(carrierUnread.count).toBeGreaterThan(0)
    expect(json(await byHeader.next(isCount))).toEqual(carrierUnread)
    expect(byHeader.events[0]).toEqual({ event: 'retry', data: '5000' })

    const byQuery = await open(`token=${tokens.shipper}`)
    expect(byQuery.status).toBe(200)
    expect(json(await byQuery.next(isCount))).toEqual(await unread(await userId(server, 'shipper@example.com')))
  })

  it('refuses a missing, unknown or revoked token with 401', async () => {
    expect((await fetch(url())).status).toBe(401)
    expect((await fetch(url('token=fx_unknown'))).status).toBe(401)
    const revoked = await tokenFor(server, 'siberia@example.com')
    const owner = await server.db
      .selectFrom('access_tokens')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    await revokeToken(server.db, owner.id)
    const res = await fetch(url(`token=${revoked}`))
    expect(res.status).toBe(401)
    expect((await res.json()).message).toBe('Требуется вход в систему')
  })

  it('delivers a notification created after subscribing, in the stream language, then the new counts', async () => {
    const mine = await open(`token=${tokens.carrier}&lang=en`)
    const theirs = await open(`token=${tokens.shipper}`)
    await mine.next(isCount)
    await theirs.next(isCount)
    const from = mine.events.length
    const before = await unread(carrier)
    const [id] = await tellCarrier()
    const event = await mine.next((e) => e.event === 'notification', { from })
    expect(event.id).toBe(String(id))
    expect(json(event)).toMatchObject({
      id,
      type: 'transport',
      title: 'New task for truck А123ВС 116',
      body: 'Loading on 14.06, route Kazan → Moscow.',
      link: '/transport/calendar',
      is_transport: true,
      is_read: false,
    })
    expect(json(await mine.next(isCount, { from }))).toEqual({
      count: before.count + 1,
      transports: before.transports + 1,
    })
    await sleep(200)
    expect(theirs.events.filter((e) => e.event === 'notification')).toEqual([])
  })

  it('hears of a notification only once the caller transaction commits, and never of a rolled back one', async () => {
    const stream = await open(`token=${tokens.carrier}`)
    await stream.next(isCount)
    const from = stream.events.length
    const notification = (e: SseEvent) => e.event === 'notification'

    await expect(
      server.db.transaction().execute(async (trx) => {
        await tellCarrier(trx)
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    await sleep(300)
    expect(stream.events.slice(from).filter(notification)).toEqual([])

    let inside: SseEvent[] = []
    const [id] = await server.db.transaction().execute(async (trx) => {
      const made = await tellCarrier(trx)
      if (server.kind === 'postgres') {
        // a pool: the stream could read now, and must still not see the uncommitted row
        await sleep(300)
        inside = stream.events.slice(from).filter(notification)
      }
      return made
    })
    expect(inside).toEqual([])
    const event = await stream.next(notification, { from })
    expect(json(event).id).toBe(id)
    expect(json(event).title).toBe('Новая задача для машины А123ВС 116')
  })

  it('sends new counts when notifications are read elsewhere (another tab)', async () => {
    const stream = await open(`token=${tokens.carrier}`)
    const first = json(await stream.next(isCount))
    const from = stream.events.length
    const res = await server.call({ method: 'GET', url: '/api/v1/notifications/read?id=all', token: tokens.carrier })
    expect(res.statusCode).toBe(200)
    expect(first.count).toBeGreaterThan(0)
    expect(json(await stream.next(isCount, { from }))).toEqual({ count: 0, transports: 0 })
  })

  it('replays what a reconnecting stream missed (Last-Event-ID)', async () => {
    const [a] = await tellCarrier()
    const [b] = await tellCarrier()
    const stream = await open(`token=${tokens.carrier}`, { 'last-event-id': String(a! - 1) })
    await stream.next(isCount)
    const replayed = stream.events.filter((e) => e.event === 'notification').map((e) => Number(e.id))
    expect(replayed).toEqual([a, b])
    const byQuery = await open(`token=${tokens.carrier}&last_event_id=${a}`)
    await byQuery.next(isCount)
    expect(byQuery.events.filter((e) => e.event === 'notification').map((e) => Number(e.id))).toEqual([b])
  })

  it('sends a heartbeat comment, and closes the stream once its token is revoked', async () => {
    streamTiming.heartbeatMs = 100
    const token = await tokenFor(server, 'carrier@example.com')
    const stream = await open(`token=${token}`)
    await stream.next(isCount)
    await stream.next((e) => e.event === 'comment' && e.data === 'ping')
    const row = await server.db.selectFrom('access_tokens').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()
    await revokeToken(server.db, row.id)
    await Promise.race([stream.ended, sleep(3000).then(() => Promise.reject(new Error('the stream stayed open')))])
  })
})
