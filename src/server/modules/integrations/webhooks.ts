/**
 * Webhooks: the event pump and the delivery adapter.
 *
 * The pump reads what happened from the tables themselves (new cargos, responses, orders opened by a signature,
 * order status events), past a cursor per source kept in `webhook_cursors` and locked while it reads, so several
 * instances never send one event twice and no other module needs to know about webhooks. For each subscription of
 * a company concerned it writes a delivery row and an outbox message (channel `webhook`) in one transaction; a
 * subscription gets only what happened after it was made (the cursor may be a tick behind when it is made).
 *
 * The adapter POSTs the body with an HMAC-SHA256 signature of `<timestamp>.<body>` under the subscription's
 * secret; a failure (no answer in 5 s, or a status outside 2xx) is logged on the delivery and thrown, and the
 * outbox tries again after a growing pause (`retryDelaySeconds`), at most 5 times.
 */

import { createHmac } from 'node:crypto'
import { type Kysely, sql, type Transaction } from 'kysely'
import type { WebhookEvent } from '../../../core/contract/integrations'
import type { DB } from '../../db/schema'
import type { DeliveryAdapter } from '../../services/outbox'
import { startPoller } from '../../services/poller'
import { refusedTarget } from './webhook-target'

type Db = Kysely<DB>

const MAX_ATTEMPTS = 5
const TIMEOUT_MS = 5000

export function sign(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

interface Happening {
  id: number
  /** When it happened: a subscription hears only what happened after it was made. */
  at: Date
  event: WebhookEvent
  companies: number[]
  data: Record<string, unknown>
}

interface Source {
  name: string
  maxId(db: Db): Promise<number>
  after(db: Transaction<DB>, lastId: number, limit: number): Promise<Happening[]>
}

const maxOf = (table: 'cargos' | 'cargo_responses' | 'orders' | 'order_events') => async (db: Db) => {
  const row = await db
    .selectFrom(table)
    .select(sql<number>`coalesce(max(id), 0)::int`.as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

const sources: Source[] = [
  {
    name: 'cargos',
    maxId: maxOf('cargos'),
    async after(db, lastId, limit) {
      const rows = await db
        .selectFrom('cargos')
        .select([
          'id',
          'company_id',
          'stage',
          'start_place_id',
          'finish_place_id',
          'load_date_from',
          'weight',
          'price',
          'currency',
          'created_at',
        ])
        .where('id', '>', lastId)
        .orderBy('id')
        .limit(limit)
        .execute()
      return rows.map((r) => ({
        id: r.id,
        at: new Date(r.created_at),
        event: 'cargo.created' as const,
        companies: [r.company_id],
        data: {
          cargo_id: r.id,
          stage: r.stage,
          start_place_id: r.start_place_id,
          finish_place_id: r.finish_place_id,
          load_date: String(r.load_date_from).slice(0, 10),
          weight: Number(r.weight),
          price: r.price === null ? null : Number(r.price),
          currency: r.currency,
        },
      }))
    },
  },
  {
    name: 'cargo_responses',
    maxId: maxOf('cargo_responses'),
    async after(db, lastId, limit) {
      const rows = await db
        .selectFrom('cargo_responses as r')
        .innerJoin('cargos as c', 'c.id', 'r.cargo_id')
        .innerJoin('companies as k', 'k.id', 'r.company_id')
        .select([
          'r.id',
          'r.cargo_id',
          'c.company_id',
          'r.price',
          'r.currency',
          'k.name as carrier',
          'r.is_bid',
          'r.created_at',
        ])
        .where('r.id', '>', lastId)
        .orderBy('r.id')
        .limit(limit)
        .execute()
      return rows.map((r) => ({
        id: r.id,
        at: new Date(r.created_at),
        event: 'response.received' as const,
        companies: [r.company_id],
        data: {
          response_id: r.id,
          cargo_id: r.cargo_id,
          price: Number(r.price),
          currency: r.currency,
          carrier: r.carrier,
          bid: r.is_bid,
        },
      }))
    },
  },
  {
    name: 'orders',
    maxId: maxOf('orders'),
    async after(db, lastId, limit) {
      const rows = await db
        .selectFrom('orders')
        .select(['id', 'contract_id', 'cargo_id', 'shipper_company_id', 'carrier_company_id', 'price', 'created_at'])
        .where('id', '>', lastId)
        .orderBy('id')
        .limit(limit)
        .execute()
      return rows.map((r) => ({
        id: r.id,
        at: new Date(r.created_at),
        event: 'contract.signed' as const,
        companies: [r.shipper_company_id, r.carrier_company_id],
        data: { contract_id: r.contract_id, order_id: r.id, cargo_id: r.cargo_id, price: Number(r.price) },
      }))
    },
  },
  {
    name: 'order_events',
    maxId: maxOf('order_events'),
    async after(db, lastId, limit) {
      const rows = await db
        .selectFrom('order_events as e')
        .innerJoin('orders as o', 'o.id', 'e.order_id')
        .select([
          'e.id',
          'e.order_id',
          'e.status',
          'o.cargo_id',
          'o.shipper_company_id',
          'o.carrier_company_id',
          'e.created_at',
        ])
        .where('e.id', '>', lastId)
        .orderBy('e.id')
        .limit(limit)
        .execute()
      return rows.map((r) => ({
        id: r.id,
        at: new Date(r.created_at),
        event: 'order.status_changed' as const,
        companies: [r.shipper_company_id, r.carrier_company_id],
        data: { order_id: r.order_id, cargo_id: r.cargo_id, status: r.status },
      }))
    },
  },
]

/** The cursors start at what exists when webhooks are first used: earlier rows are no events to anyone. */
export async function ensureCursors(db: Db): Promise<void> {
  const existing = new Set((await db.selectFrom('webhook_cursors').select('source').execute()).map((r) => r.source))
  for (const source of sources) {
    if (existing.has(source.name)) continue
    await db
      .insertInto('webhook_cursors')
      .values({ source: source.name, last_id: await source.maxId(db) })
      .onConflict((oc) => oc.column('source').doNothing())
      .execute()
  }
}

/** Turns what happened since the cursors into deliveries; answers how many were queued. */
export async function pumpWebhookEvents(db: Db, limit = 500): Promise<number> {
  const any = await db
    .selectFrom('webhook_subscriptions')
    .select('id')
    .where('active', '=', true)
    .limit(1)
    .executeTakeFirst()
  await ensureCursors(db)
  let queued = 0
  for (const source of sources) {
    queued += await db.transaction().execute(async (trx) => {
      const cursor = await trx
        .selectFrom('webhook_cursors')
        .select('last_id')
        .where('source', '=', source.name)
        .forUpdate()
        .executeTakeFirstOrThrow()
      if (!any) {
        // nobody listens: move the cursor on without reading the rows
        await trx
          .updateTable('webhook_cursors')
          .set({ last_id: await source.maxId(trx) })
          .where('source', '=', source.name)
          .execute()
        return 0
      }
      const happenings = await source.after(trx, cursor.last_id, limit)
      if (happenings.length === 0) return 0
      const companies = [...new Set(happenings.flatMap((h) => h.companies))]
      const subs = (
        await trx
          .selectFrom('webhook_subscriptions')
          .select(['id', 'company_id', 'events', 'created_at'])
          .where('active', '=', true)
          .where('company_id', 'in', companies)
          .execute()
      ).map((sub) => ({ ...sub, since: new Date(sub.created_at) }))
      let n = 0
      for (const happening of happenings) {
        for (const sub of subs) {
          if (!happening.companies.includes(sub.company_id) || !sub.events.includes(happening.event)) continue
          // the cursor may lag a tick behind a new subscription: what happened before it is not its event
          if (happening.at < sub.since) continue
          const delivery = await trx
            .insertInto('webhook_deliveries')
            .values({ subscription_id: sub.id, event: happening.event, payload: '' })
            .returning(['id', 'created_at'])
            .executeTakeFirstOrThrow()
          const payload = JSON.stringify({
            id: delivery.id,
            event: happening.event,
            created_at: new Date(delivery.created_at).toISOString(),
            data: happening.data,
          })
          await trx.updateTable('webhook_deliveries').set({ payload }).where('id', '=', delivery.id).execute()
          await trx
            .insertInto('outbox')
            .values({ channel: 'webhook', recipient: String(delivery.id), subject: happening.event, body: payload })
            .execute()
          n++
        }
      }
      await trx
        .updateTable('webhook_cursors')
        .set({ last_id: happenings.at(-1)!.id })
        .where('source', '=', source.name)
        .execute()
      return n
    })
  }
  return queued
}

/**
 * Wraps the outbox's adapter: `webhook` messages are POSTed here, the rest go on to `next`. A URL whose host resolves
 * to a private address is not called (./webhook-target.ts) unless `allowPrivate` (development and tests).
 */
export function webhookAdapter(
  db: Db,
  next: DeliveryAdapter,
  fetcher: typeof fetch = fetch,
  options: { allowPrivate?: boolean } = {},
): DeliveryAdapter {
  return {
    async deliver(message) {
      if ((message.channel as string) !== 'webhook') return next.deliver(message)
      const id = Number(message.recipient)
      const row = await db
        .selectFrom('webhook_deliveries as d')
        .innerJoin('webhook_subscriptions as s', 's.id', 'd.subscription_id')
        .select(['d.id', 'd.attempts', 'd.event', 's.url', 's.secret', 's.active'])
        .where('d.id', '=', id)
        .executeTakeFirst()
      if (!row) return
      if (!row.active) {
        await db
          .updateTable('webhook_deliveries')
          .set({ status: 'failed', error: 'unsubscribed' })
          .where('id', '=', id)
          .execute()
        return
      }
      const attempts = row.attempts + 1
      const timestamp = String(Math.floor(Date.now() / 1000))
      let status: number | null = null
      let error: string | null = null
      try {
        const refused = options.allowPrivate ? null : await refusedTarget(row.url)
        if (refused) throw new Error(refused)
        const answer = await fetcher(row.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'fx-webhooks/1',
            'x-fx-event': row.event,
            'x-fx-delivery': String(row.id),
            'x-fx-timestamp': timestamp,
            'x-fx-signature': sign(row.secret, timestamp, message.body),
          },
          body: message.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        })
        status = answer.status
        await answer.body?.cancel().catch(() => undefined)
        if (status < 200 || status > 299) error = `HTTP ${status}`
      } catch (e) {
        error = e instanceof Error ? `${e.name}: ${e.message}`.slice(0, 300) : 'failed'
      }
      await db
        .updateTable('webhook_deliveries')
        .set({
          attempts,
          response_status: status,
          error,
          status: error === null ? 'delivered' : attempts >= MAX_ATTEMPTS ? 'failed' : 'waiting',
          ...(error === null ? { delivered_at: new Date() } : {}),
        })
        .where('id', '=', id)
        .execute()
      if (error !== null) throw new Error(error)
    },
  }
}

/**
 * Pumps events every few seconds until stopped, and at once when `wake()` is called (start.ts wakes it when this
 * process writes a table events come from); `queued` is told when a round queued deliveries for the outbox.
 */
export function startWebhookPump(
  db: Db,
  log: { error(obj: object, msg?: string): void },
  intervalMs = 2000,
  queued: () => void = () => {},
) {
  return startPoller(
    'webhook pump',
    async () => {
      if ((await pumpWebhookEvents(db)) > 0) queued()
    },
    intervalMs,
    log,
  )
}

/** The tables webhook events are read from: a write to one of them is worth a round of the pump. */
export const webhookSourceTables: readonly string[] = ['cargos', 'cargo_responses', 'orders', 'order_events']
