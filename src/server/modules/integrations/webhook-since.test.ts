import { describe, expect, it } from 'vitest'
import { sharedWorld } from '../../../../tests/helpers/server'
import { world } from '../responses/testing'
import { pumpWebhookEvents } from './webhooks'

/**
 * A subscription hears what happens after it is made, even when the pump's cursor is behind (the pump runs every
 * few seconds; a cargo written a moment before subscribing is not the new subscriber's event).
 */
describe('webhook subscriptions start when they are made', () => {
  const t = sharedWorld(world)

  it('sends a cargo created after subscribing and not one created before, with the cursor behind both', async () => {
    await pumpWebhookEvents(t.server.db) // the cursors exist
    const cursor = await t.server.db
      .selectFrom('webhook_cursors')
      .select('last_id')
      .where('source', '=', 'cargos')
      .executeTakeFirstOrThrow()
    const before = await t.w.cargo()
    await new Promise((resolve) => setTimeout(resolve, 20))
    const sub = await t.w.ok<{ id: number }>(
      'shipper',
      'external/subscribers/subscribe',
      { url: 'https://partner.example/hooks', events: ['cargo.created'] },
      201,
    )
    const after = await t.w.cargo()
    // the pump had not run between: its cursor is still before both cargos
    await t.server.db
      .updateTable('webhook_cursors')
      .set({ last_id: cursor.last_id })
      .where('source', '=', 'cargos')
      .execute()
    await pumpWebhookEvents(t.server.db)
    const deliveries = await t.server.db
      .selectFrom('webhook_deliveries')
      .select('payload')
      .where('subscription_id', '=', sub.id)
      .execute()
    const cargos = deliveries.map((d) => (JSON.parse(d.payload) as { data: { cargo_id: number } }).data.cargo_id)
    expect(cargos).toContain(after)
    expect(cargos).not.toContain(before)
  })
})
