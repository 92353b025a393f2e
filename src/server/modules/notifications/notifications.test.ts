import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { formatMoney } from '../../../core/contract/format'
import { itemLinks } from '../../../core/contract/links'
import type { NotificationParam } from '../../db/schema'
import { notify } from '../../services/notify'
import { api, companyId, tokenFor, userId } from '../account/testing'

/**
 * Ten notifications for one user, oldest first: the newest `unread` are unread, `transports` of the unread and
 * `transportsRead` of the read ones are about transport; the newest is a response with a price (money stored as
 * data, formatted for each reader).
 */
function fixedNotifications(user: number, unread: number, transports: number, transportsRead: number) {
  const now = Date.now()
  return Array.from({ length: 10 }, (_, index) => {
    const age = 10 - index // the newest is last, so that ids grow with time
    const isUnread = age <= unread
    const isTransport = isUnread ? age > unread - transports : age > 10 - transportsRead
    const newest = age === 1
    const params: Record<string, NotificationParam> = newest
      ? {
          cargo: 1,
          carrier: 'ООО «ВолгаТрансАвто»',
          route: { ru: 'Казань → Москва', en: 'Kazan → Moscow' },
          price: { minor: 9_300_000, currency: 'RUB' },
        }
      : { truck: 'А001АА 116' }
    return {
      user_id: user,
      type: newest ? 'cargo_response' : isTransport ? 'transport' : 'system',
      title_key: newest ? 'cargo_response_new_title' : 'transport_arrival_title',
      body_key: newest ? 'cargo_response_new_body' : null,
      params: JSON.stringify(params),
      link: newest ? itemLinks.response(7) : null,
      is_transport: isTransport,
      read_at: isUnread ? null : new Date(now - age * 60_000 + 1000),
      created_at: new Date(now - age * 60_000),
    }
  })
}

describe('notifications: list, count, read (GET notifications, notifications/count, notifications/read)', () => {
  let server: TestServer
  const tokens: Record<string, string> = {}
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    server = await createTestServer()
    for (const name of ['shipper', 'carrier', 'logist', 'manager', 'siberia']) {
      tokens[name] = await tokenFor(server, `${name}@example.com`)
      ids[name] = await userId(server, `${name}@example.com`)
    }
    // a known set in place of the demo ones (those follow the demo rows, which differ by template)
    await server.db.deleteFrom('notifications').execute()
    await server.db
      .insertInto('notifications')
      .values([...fixedNotifications(ids.shipper!, 4, 1, 1), ...fixedNotifications(ids.carrier!, 4, 2, 1)])
      .execute()
  })
  afterAll(() => server.close())

  const get = (path: string, token?: string, lang: 'ru' | 'en' = 'ru') =>
    server.call({ method: 'GET', url: api(path), token, lang })
  type Item = { id: number; title: string; body: string | null; is_read: boolean; is_transport: boolean }
  const list = async (path: string, token: string, lang: 'ru' | 'en' = 'ru') => {
    const res = await get(path, token, lang)
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as { data: Item[]; meta: { size: number } }
  }
  const counts = async (token: string) => (await get('notifications/count?with_transport=1', token)).json().data

  it('lists the notifications newest first, ten a page, with the total in meta.size', async () => {
    const page = await list('notifications', tokens.shipper!)
    expect(page.meta.size).toBe(10)
    expect(page.data).toHaveLength(10)
    const times = page.data.map((n) => (n as unknown as { created_at: string }).created_at)
    expect([...times].sort().reverse()).toEqual(times)
    expect(page.data.filter((n) => !n.is_read)).toHaveLength(4)
    expect(page.data[0]).toMatchObject({
      type: 'cargo_response',
      title: 'Новый отклик на груз № 1',
      body: `ООО «ВолгаТрансАвто» готов перевезти груз Казань → Москва за ${formatMoney(9_300_000, 'RUB', 'ru')}.`,
      link: '/cargos/responses?response=7',
      is_read: false,
      read_at: null,
    })

    const second = await list('notifications?limit=3&offset=3', tokens.shipper!)
    expect(second.meta.size).toBe(10)
    expect(second.data.map((n) => n.id)).toEqual(page.data.slice(3, 6).map((n) => n.id))
  })

  it('renders the texts in the request language, money formatted for the reader like the rest of the site', async () => {
    const page = await list('notifications?limit=1', tokens.shipper!, 'en')
    expect(page.data[0]).toMatchObject({
      title: 'New response to cargo #1',
      body: `ООО «ВолгаТрансАвто» offers to carry Kazan → Moscow for ${formatMoney(9_300_000, 'RUB', 'en')}.`,
    })
    expect(page.data[0]!.body?.replace(/\s/g, ' ')).toContain('RUB 93,000')
  })

  it('filters unread and transport-related notifications', async () => {
    const unread = await list('notifications?filter[unread]=1', tokens.carrier!)
    expect(unread.meta.size).toBe(4)
    expect(unread.data.every((n) => !n.is_read)).toBe(true)
    const transport = await list('notifications?filter[transport]=1', tokens.carrier!)
    expect(transport.meta.size).toBe(3)
    expect(transport.data.every((n) => n.is_transport)).toBe(true)
  })

  it('counts unread notifications, and the transport-related ones with with_transport=1', async () => {
    expect(await counts(tokens.shipper!)).toEqual({ count: 4, transports: 1 })
    expect(await counts(tokens.carrier!)).toEqual({ count: 4, transports: 2 })
    expect((await get('notifications/count', tokens.carrier)).json()).toEqual({ data: { count: 4 } })
    expect(await counts(tokens.siberia!)).toEqual({ count: 0, transports: 0 })
  })

  it('marks one read (idempotent) and answers the new counts', async () => {
    const [first] = (await list('notifications?filter[transport]=1&filter[unread]=1', tokens.carrier!)).data
    const res = await get(`notifications/read?id=${first!.id}`, tokens.carrier)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ data: { id: first!.id, updated: 1, count: 3, transports: 1 } })
    const again = await get(`notifications/read?id=${first!.id}`, tokens.carrier)
    expect(again.json()).toEqual({ data: { id: first!.id, updated: 0, count: 3, transports: 1 } })
    const item = (await list('notifications', tokens.carrier!)).data.find((n) => n.id === first!.id)
    expect(item).toMatchObject({ is_read: true, read_at: expect.any(String) })
  })

  it("answers 404 for someone else's notification or an unknown id, and leaves it unread", async () => {
    const [theirs] = (await list('notifications?filter[unread]=1', tokens.shipper!)).data
    expect((await get(`notifications/read?id=${theirs!.id}`, tokens.carrier)).statusCode).toBe(404)
    expect((await get(`notifications/read?id=${theirs!.id}`, tokens.logist)).statusCode).toBe(404)
    expect((await get('notifications/read?id=999999', tokens.carrier)).statusCode).toBe(404)
    expect(await counts(tokens.shipper!)).toEqual({ count: 4, transports: 1 })
    const carrierIds = new Set((await list('notifications', tokens.carrier!)).data.map((n) => n.id))
    expect(carrierIds.has(theirs!.id)).toBe(false)
  })

  it('marks all read with id=all; a malformed id is a 422', async () => {
    const res = await get('notifications/read?id=all', tokens.carrier)
    expect(res.json()).toEqual({ data: { id: 'all', updated: 3, count: 0, transports: 0 } })
    expect(await counts(tokens.carrier!)).toEqual({ count: 0, transports: 0 })
    expect(await counts(tokens.shipper!)).toEqual({ count: 4, transports: 1 })
    expect((await get('notifications/read?id=abc', tokens.carrier)).statusCode).toBe(422)
    expect((await get('notifications/read', tokens.carrier)).statusCode).toBe(422)
  })

  it('refuses anonymous callers and bad tokens with 401', async () => {
    for (const path of ['notifications', 'notifications/count?with_transport=1', 'notifications/read?id=1']) {
      expect((await get(path)).statusCode, path).toBe(401)
      expect((await get(path, 'fx_not-a-token')).statusCode, path).toBe(401)
    }
  })
})

describe('notify(): the service other areas call', () => {
  let server: TestServer
  let north: number

  beforeAll(async () => {
    server = await createTestServer()
    north = await companyId(server, 'shipper@example.com')
  })
  afterAll(() => server.close())

  const unreadOf = async (email: string) =>
    server.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', await userId(server, email))
      .where('read_at', 'is', null)
      .orderBy('id', 'desc')
      .execute()

  it("notifies a company's active users holding a role, and users by id", async () => {
    const made = await notify(server.db, {
      companyId: north,
      roles: ['shipper.logist', 'manager'],
      type: 'transport',
      titleKey: 'transport_arrival_title',
      params: { truck: 'А001АА 77' },
      link: '/cargos/on-way',
      isTransport: true,
    })
    // every active user of north holding either role (the demo's logisticians and its manager), as the database says
    const holders = await server.db
      .selectFrom('users')
      .select('id')
      .where('company_id', '=', north)
      .where('status', '=', 'active')
      .where(sql<boolean>`roles && array['shipper.logist', 'manager']::text[]`)
      .execute()
    expect(holders.length).toBeGreaterThanOrEqual(2)
    expect(made).toHaveLength(holders.length)
    expect((await unreadOf('logist@example.com'))[0]).toMatchObject({ title_key: 'transport_arrival_title' })
    expect((await unreadOf('manager@example.com'))[0]).toMatchObject({ is_transport: true, link: '/cargos/on-way' })
    // the shipper holds neither role; the pending employee is not active
    expect(await unreadOf('pending@example.com')).toEqual([])
    expect((await unreadOf('shipper@example.com'))[0]?.title_key).not.toBe('transport_arrival_title')

    const everyone = await notify(server.db, {
      companyId: north,
      type: 'system',
      titleKey: 'text_title',
      params: { title: 'Плановые работы' },
    })
    const active = await server.db
      .selectFrom('users')
      .select('id')
      .where('company_id', '=', north)
      .where('status', '=', 'active')
      .execute()
    expect(everyone).toHaveLength(active.length)
    const byId = await notify(server.db, {
      userId: [await userId(server, 'siberia@example.com'), await userId(server, 'siberia@example.com')],
      type: 'system',
      titleKey: 'system_welcome_title',
    })
    expect(byId).toHaveLength(1)
  })

  it('writes in the caller transaction: a rollback leaves nothing', async () => {
    const siberia = await userId(server, 'siberia@example.com')
    const before = (await unreadOf('siberia@example.com')).length
    await expect(
      server.db.transaction().execute(async (trx) => {
        await notify(trx, {
          userId: siberia,
          type: 'contract',
          titleKey: 'contract_signed_title',
          params: { contract: 1 },
        })
        throw new Error('the caller fails after notifying')
      }),
    ).rejects.toThrow('the caller fails')
    expect(await unreadOf('siberia@example.com')).toHaveLength(before)
  })

  it('refuses links outside the site and unknown message keys', async () => {
    const siberia = await userId(server, 'siberia@example.com')
    for (const link of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', 'cargos/1']) {
      await expect(
        notify(server.db, { userId: siberia, type: 'system', titleKey: 'system_welcome_title', link }),
      ).rejects.toThrow('not a path')
    }
    await expect(
      notify(server.db, { userId: siberia, type: 'system', titleKey: 'no_such_key' as 'text_title' }),
    ).rejects.toThrow('unknown title key')
  })
})
