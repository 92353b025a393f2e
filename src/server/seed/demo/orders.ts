/**
 * Demo data of the orders area: the order of every signed demo contract, and eight more of north's cargos carried
 * by volga, one in each state (documents to fill, security check, loading, on the way and late, unloaded with a
 * scan to review and a rejected one, documents approved, closed, cancelled), walked through the orders module's
 * own steps so that their timelines, the contracts, the cargos and the notifications agree. Scans are tiny PDFs
 * written under `uploadsDir/orders` when the caller gives one (the server does; test templates do not).
 */
import { type Kysely, sql } from 'kysely'
import { addDays, isoDay } from '../../../core/contract/days'
import { type OrderStatus, orderStatuses } from '../../../core/contract/orders'
import type { DB } from '../../db/schema'
import { noticeOrder } from '../../modules/orders/notices'
import {
  decideSecurity,
  lockOrder,
  moveLockedOrder,
  openOrder,
  sendToSecurity,
  setHolder,
} from '../../modules/orders/order-repository'
import { notAfter, onDay, tripDays } from './moments'
import { addScans, demoSignatory, driverHolder, REJECTED_SCAN_REASON, truckHolder } from './order-papers'
import { carryOn, freeTruck } from './truck-trips'

/** One demo order in each state of the contract's list. */
const targets: readonly OrderStatus[] = orderStatuses

/**
 * When each demo order is loaded and unloaded (days from today, by its trip's length: ./moments.ts), and when it was
 * signed: the one at loading loads today, the others not yet loaded in the coming days; the one on the way is late (its unloading day passed two
 * days ago), the unloaded one unloaded yesterday, the others earlier. Nothing is dated after `now`.
 */
function schedule(target: OrderStatus, index: number, km: number, today: string) {
  const trip = tripDays(km)
  const unloadedAgo: Partial<Record<OrderStatus, number>> = { on_way: 2, unloaded: 1, documents_approved: 3, closed: 5 }
  const ago = unloadedAgo[target]
  // the one at loading loads today (its truck is coming to the loading point: ./tracking.ts), the others later
  const load =
    target === 'loading' ? today : ago === undefined ? addDays(today, 2 + index) : addDays(today, -ago - trip)
  return { load, unload: addDays(load, trip), started: ago !== undefined }
}

/** The rows a step writes through the orders module (dated by the database's clock), to date as the step's moment. */
async function marks(db: Kysely<DB>) {
  const max = async (table: 'order_events' | 'notifications' | 'cargo_status_log' | 'cargo_response_events') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? 0,
    )
  return {
    order_events: await max('order_events'),
    notifications: await max('notifications'),
    cargo_status_log: await max('cargo_status_log'),
    cargo_response_events: await max('cargo_response_events'),
  }
}

async function dateSince(db: Kysely<DB>, since: Awaited<ReturnType<typeof marks>>, at: Date) {
  for (const [table, id] of Object.entries(since))
    await sql`update ${sql.table(table)} set created_at = ${at} where id > ${id}`.execute(db)
}

export async function seedDemoOrders(
  db: Kysely<DB>,
  { uploadsDir, now = new Date() }: { uploadsDir?: string; now?: Date } = {},
): Promise<void> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'company_id'])
    .where('email', 'in', ['shipper@example.com', 'carrier@example.com', 'security@example.com'])
    .execute()
  const shipper = users.find((u) => u.email === 'shipper@example.com')
  const carrier = users.find((u) => u.email === 'carrier@example.com')
  const security = users.find((u) => u.email === 'security@example.com')
  if (!shipper?.company_id || !carrier?.company_id || !security) return

  // the signed demo contracts: their orders (and who signed), opened when the shipper signed
  const signed = await db
    .selectFrom('contracts')
    .select(['id', 'carrier_company_id', 'shipper_signed_at', 'created_at'])
    .where('status', '=', 'signed')
    .execute()
  for (const k of signed) {
    await db.updateTable('contracts').set({ shipper_signed_by: shipper.id }).where('id', '=', k.id).execute()
    const before = await marks(db)
    const orderId = await openOrder(db, k.id, shipper.id)
    const at = new Date(k.shipper_signed_at ?? k.created_at)
    await sql`update orders set created_at = ${at}, updated_at = ${at} where id = ${orderId}`.execute(db)
    await dateSince(db, before, at)
  }

  const today = isoDay(now)
  const cargos = await db
    .selectFrom('cargos')
    .select(['id', 'price', 'currency', 'distance_km', 'load_date_from', 'finish_place_id'])
    .where('company_id', '=', shipper.company_id)
    .where('stage', '=', 'available')
    .where('price', 'is not', null)
    .where('load_date_from', '>=', today)
    .orderBy('id', 'desc')
    .limit(targets.length)
    .execute()
  if (cargos.length < targets.length) return
  const driver = await db
    .selectFrom('drivers')
    .select(['id', 'name', 'phone', 'licence'])
    .where('company_id', '=', carrier.company_id)
    .orderBy('id')
    .executeTakeFirst()
  // the carrier's trucks; the first two wait in Kazan next week (seed/demo/transport.ts), so the orders take the others
  const trucks = await db
    .selectFrom('transports')
    .select(['id', 'number'])
    .where('company_id', '=', carrier.company_id)
    .orderBy('id')
    .execute()
  const used = new Set<number>()

  for (const [i, target] of targets.entries()) {
    const cargo = cargos[i]!
    const { load, unload, started } = schedule(target, i, Number(cargo.distance_km ?? 0), today)
    // the route's points move with it (the last one is the unloading)
    await sql`update cargo_points set date = case when position = (select max(position) from cargo_points q
      where q.cargo_id = ${cargo.id}) then ${unload}::date else least(date + (${load}::date - (select load_date_from from cargos where id = ${cargo.id})), ${unload}::date) end
      where cargo_id = ${cargo.id}`.execute(db)
    await db
      .updateTable('cargos')
      .set({ load_date_from: load, load_date_to: load, unload_date: unload })
      .where('id', '=', cargo.id)
      .execute()
    // a truck of its own that has no other trip those days (the one on the way is still driving today)
    const busyUntil = target === 'on_way' ? addDays(today, 1) : unload
    const truck =
      target === 'documents' || target === 'cancelled'
        ? undefined
        : await freeTruck(db, trucks.slice(2), used, load, busyUntil)
    if (truck) used.add(truck.id)
    // when it was signed and each step taken: the started ones days before loading, the others in the last hours
    const signedAt = started ? onDay(addDays(load, -3), '10:00') : new Date(now.getTime() - (5 + 22 * i) * HOUR)
    const price = Math.round(Number(cargo.price) * 0.97)
    const response = await db
      .insertInto('cargo_responses')
      .values({
        cargo_id: cargo.id,
        company_id: carrier.company_id,
        user_id: carrier.id,
        transport_id: truck?.id ?? null,
        status: 'contract',
        price,
        currency: cargo.currency,
        created_at: new Date(signedAt.getTime() - 20 * HOUR),
        updated_at: signedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    for (const [step, status] of ['new', 'accepted', 'wait_security_check', 'security_approved', 'contract'].entries())
      await db
        .insertInto('cargo_response_events')
        .values({
          response_id: response.id,
          status,
          user_id: null,
          created_at: new Date(signedAt.getTime() - (20 - 4 * step) * HOUR),
        })
        .execute()
    const contract = await db
      .insertInto('contracts')
      .values({
        response_id: response.id,
        cargo_id: cargo.id,
        shipper_company_id: shipper.company_id,
        carrier_company_id: carrier.company_id,
        transport_id: truck?.id ?? null,
        status: 'signed',
        price,
        currency: cargo.currency,
        carrier_signed_at: new Date(signedAt.getTime() - HOUR),
        carrier_signed_by: carrier.id,
        shipper_signed_at: signedAt,
        shipper_signed_by: shipper.id,
        created_by: carrier.id,
        created_at: new Date(signedAt.getTime() - HOUR),
        updated_at: signedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const before = await marks(db)
    await db.updateTable('cargos').set({ stage: 'in_work', updated_at: signedAt }).where('id', '=', cargo.id).execute()
    const orderId = await openOrder(db, contract.id, shipper.id)
    await noticeOrder(db, orderId, 'carrier', 'opened')
    await dateSince(db, before, signedAt)
    const moments = momentsOf(target, signedAt, load, unload, now)
    await walk(
      db,
      orderId,
      target,
      { shipper: shipper.id, carrier: carrier.id, security: security.id },
      { driver, truck, uploadsDir },
      moments,
    )
    await sql`update orders set created_at = ${signedAt} where id = ${orderId}`.execute(db)
    await db
      .updateTable('orders')
      .set({
        updated_at: moments.last,
        loaded_at: started ? moments.on_way : null,
        unloaded_at: ['unloaded', 'documents_approved', 'closed'].includes(target) ? moments.unloaded : null,
        closed_at: target === 'closed' ? moments.closed : null,
      })
      .where('id', '=', orderId)
      .execute()
    await db.updateTable('contracts').set({ updated_at: moments.last }).where('id', '=', contract.id).execute()
    // the truck's calendar shows the trip (on the way: until tomorrow, when it is now expected)
    if (truck && started) await carryOn(db, carrier.company_id, truck.id, cargo, load, busyUntil)
  }
}

const HOUR = 3_600_000

/** The moment of each step of an order walked to `target`, none after `now`. */
function momentsOf(target: OrderStatus, signedAt: Date, load: string, unload: string, now: Date) {
  const after = (hours: number) => notAfter(new Date(signedAt.getTime() + hours * HOUR), now)
  const moments = {
    holders: after(1),
    security_check: after(2),
    loading: after(4),
    cancelled: after(20),
    on_way: notAfter(onDay(load, '09:00'), now),
    unloaded: notAfter(onDay(unload, '15:00'), now),
    scans: notAfter(onDay(unload, '17:00'), now),
    documents_approved: notAfter(onDay(addDays(unload, 1), '11:00'), now),
    closed: notAfter(onDay(addDays(unload, 2), '12:00'), now),
    last: signedAt,
  }
  const lastStep: Record<OrderStatus, Date> = {
    documents: moments.holders,
    security_check: moments.security_check,
    loading: moments.loading,
    on_way: moments.on_way,
    unloaded: moments.scans,
    documents_approved: moments.documents_approved,
    closed: moments.closed,
    cancelled: moments.cancelled,
  }
  moments.last = lastStep[target]
  return moments
}
type Moments = ReturnType<typeof momentsOf>

async function walk(
  db: Kysely<DB>,
  id: number,
  target: OrderStatus,
  who: { shipper: number; carrier: number; security: number },
  fleet: {
    driver: { id: number; name: string; phone: string | null; licence: string | null } | undefined
    truck: { id: number; number: string } | undefined
    uploadsDir: string | undefined
  },
  moments: Moments,
) {
  const order = () => lockOrder(db, id, 'security', null)
  // each step's rows (events, notifications, the cargo's log) dated as the step happened
  const step = async (at: Date, run: () => Promise<void>) => {
    const before = await marks(db)
    await run()
    await dateSince(db, before, at)
  }
  const rank = (status: OrderStatus) =>
    ['documents', 'security_check', 'loading', 'on_way', 'unloaded', 'documents_approved', 'closed'].indexOf(status)
  if (target === 'cancelled') {
    await step(moments.cancelled, async () => {
      await moveLockedOrder(db, await order(), 'cancelled', 'shipper', who.shipper, 'ru', 'Груз не готов к отгрузке')
      await noticeOrder(db, id, 'carrier', 'cancelled', { reason: 'Груз не готов к отгрузке' })
    })
    return
  }
  if (target === 'documents') {
    // half filled: the signatory is there, the driver and the truck are still to come
    await setHolder(db, await order(), 'director', demoSignatory, 'ru')
    return
  }
  await setHolder(db, await order(), 'director', demoSignatory, 'ru')
  await setHolder(db, await order(), 'driver', driverHolder(fleet.driver), 'ru')
  await setHolder(db, await order(), 'transport', truckHolder(fleet.truck), 'ru')
  await step(moments.security_check, async () => {
    await sendToSecurity(db, await order(), 'carrier', who.carrier, 'ru')
    await noticeOrder(db, id, 'security', 'security')
  })
  if (rank(target) < rank('loading')) return
  await step(moments.loading, async () => {
    await decideSecurity(db, await order(), true, undefined, who.security, 'ru')
    await noticeOrder(db, id, 'carrier', 'security_approved')
  })
  if (rank(target) < rank('on_way')) return
  await step(moments.on_way, async () => {
    await moveLockedOrder(db, await order(), 'on_way', 'carrier', who.carrier, 'ru')
    await noticeOrder(db, id, 'shipper', 'on_way')
  })
  if (rank(target) < rank('unloaded')) return
  await step(moments.unloaded, async () => {
    await moveLockedOrder(db, await order(), 'unloaded', 'carrier', who.carrier, 'ru')
    await noticeOrder(db, id, 'shipper', 'unloaded')
  })
  const approved = rank(target) >= rank('documents_approved')
  const scan = (kind: 'waybill' | 'act', status: 'uploaded' | 'approved' | 'rejected') => ({
    orderId: id,
    kind,
    status,
    carrierUserId: who.carrier,
    shipperUserId: who.shipper,
    uploadedAt: moments.unloaded,
    decidedAt: status === 'rejected' ? moments.scans : moments.documents_approved,
  })
  await addScans(
    db,
    [scan('waybill', approved ? 'approved' : 'uploaded'), scan('act', approved ? 'approved' : 'rejected')],
    fleet.uploadsDir,
  )
  if (!approved) {
    await step(moments.scans, async () => {
      await noticeOrder(db, id, 'shipper', 'scan')
      await noticeOrder(db, id, 'carrier', 'scan_rejected', { reason: REJECTED_SCAN_REASON })
    })
    return
  }
  await step(moments.documents_approved, async () => {
    await moveLockedOrder(db, await order(), 'documents_approved', 'shipper', who.shipper, 'ru')
    await noticeOrder(db, id, 'carrier', 'documents_approved')
  })
  if (target === 'closed') {
    await step(moments.closed, async () => {
      await moveLockedOrder(db, await order(), 'closed', 'shipper', who.shipper, 'ru')
      await noticeOrder(db, id, 'carrier', 'closed')
    })
  }
}
