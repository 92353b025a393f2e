import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../tests/helpers/server'
import { type DeliveryAdapter, deliverPending } from './outbox'

describe('outbox delivery', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer({ demo: false })
  })
  afterAll(() => server.close())

  const queue = (recipient: string) =>
    server.db
      .insertInto('outbox')
      .values({ channel: 'telegram', recipient, subject: 'S', body: 'B' })
      .returning('id')
      .executeTakeFirstOrThrow()

  it('holds no connection while a message is delivered: the database answers during a slow delivery', async () => {
    const { id } = await queue('slow-1')
    let finish!: () => void
    const slow: DeliveryAdapter = {
      deliver: () =>
        new Promise<void>((resolve) => {
          finish = resolve
        }),
    }
    const delivering = deliverPending(server.db, slow)
    // wait until the adapter was called, then the database must still answer (on PGlite: its one connection)
    await expect.poll(() => typeof finish === 'function').toBe(true)
    const answered = await Promise.race([
      sql`select 1 as one`.execute(server.db).then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('blocked'), 3000)),
    ])
    expect(answered).toBe('answered')
    // a second worker does not take the claimed message
    expect(await deliverPending(server.db, { deliver: async () => {} })).toBe(0)
    finish()
    expect(await delivering).toBe(1)
    const row = await server.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row.sent_at).not.toBeNull()
    expect(row.locked_until).toBeNull()
  })

  it('records a failed attempt and tries again later', async () => {
    const { id } = await queue('failing-1')
    const failing: DeliveryAdapter = {
      deliver: async () => {
        throw new Error('unreachable')
      },
    }
    expect(await deliverPending(server.db, failing)).toBe(0)
    const row = await server.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ attempts: 1, sent_at: null, locked_until: null })
    expect(row.last_error).toContain('unreachable')
    expect(await deliverPending(server.db, { deliver: async () => {} })).toBe(1)
  })
})
