/** Webhook subscriptions: subscribe (the secret answered once), unsubscribe, and the list with its delivery log. */
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import {
  type Delivery,
  listSubscriptions,
  type Subscription,
  subscribe,
  unsubscribe,
  type WebhookEvent,
} from '../../../core/contract/integrations'
import type { DB } from '../../db/schema'
import type { AppContext } from '../../http/context'
import { notFound } from '../../http/errors'
import { route } from '../../http/route'
import { ownCompanyId } from '../companies/access'
import { ensureCursors } from './webhooks'

const DELIVERIES_SHOWN = 20

async function subscriptions(db: Kysely<DB>, companyId: number, id?: number): Promise<Subscription[]> {
  let query = db
    .selectFrom('webhook_subscriptions')
    .select(['id', 'url', 'events', 'active', 'created_at'])
    .where('company_id', '=', companyId)
  if (id !== undefined) query = query.where('id', '=', id)
  const subs = await query.orderBy('id', 'desc').execute()
  const out: Subscription[] = []
  for (const sub of subs) {
    const deliveries = await db
      .selectFrom('webhook_deliveries')
      .select(['id', 'event', 'status', 'attempts', 'response_status', 'error', 'created_at', 'delivered_at'])
      .where('subscription_id', '=', sub.id)
      .orderBy('id', 'desc')
      .limit(DELIVERIES_SHOWN)
      .execute()
    out.push({
      id: sub.id,
      url: sub.url,
      events: sub.events as WebhookEvent[],
      active: sub.active,
      created_at: new Date(sub.created_at).toISOString(),
      deliveries: deliveries.map((d) => ({
        ...d,
        event: d.event as WebhookEvent,
        status: d.status as Delivery['status'],
        created_at: new Date(d.created_at).toISOString(),
        delivered_at: d.delivered_at ? new Date(d.delivered_at).toISOString() : null,
      })),
    })
  }
  return out
}

export function registerWebhookRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, subscribe, async ({ me, body }) => {
    const companyId = ownCompanyId(me)
    await ensureCursors(db)
    const secret = `whsec_${randomBytes(24).toString('base64url')}`
    const row = await db
      .insertInto('webhook_subscriptions')
      .values({ company_id: companyId, url: body.url, events: [...new Set(body.events)], secret, created_by: me.id })
      .returning('id')
      .executeTakeFirstOrThrow()
    const [sub] = await subscriptions(db, companyId, row.id)
    return { data: { ...sub!, secret } }
  })

  route(app, unsubscribe, async ({ me, body }) => {
    const companyId = ownCompanyId(me)
    const done = await db
      .updateTable('webhook_subscriptions')
      .set({ active: false })
      .where('id', '=', body.id)
      .where('company_id', '=', companyId)
      .executeTakeFirst()
    if (Number(done.numUpdatedRows) === 0) throw notFound()
    return { data: { ok: true as const } }
  })

  route(app, listSubscriptions, async ({ me }) => {
    const rows = await subscriptions(db, ownCompanyId(me))
    return { data: rows, meta: { size: rows.length } }
  })
}
