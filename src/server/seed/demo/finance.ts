/**
 * Demo data of the finance area, around today: north's delivered orders over two pay periods (last month's and
 * this month's, some overdue, some checked, some handed to a factoring company), volga's advance payments in every
 * state (asked, approved, exported: the exported ones also lower what the registry still owes), and volga's
 * advance-payment check approved by the partner. Siberia and petrov have not applied (the carrier's first visit).
 * The older orders are walked in SQL like the orders seed's: response, signed contract, order, timeline.
 */
import { type Kysely, sql } from 'kysely'
import { addDays, isoDay } from '../../../core/contract/days'
import type { DB } from '../../db/schema'
import { notAfter, tripDays } from './moments'
import { addScans, demoSignatory, driverHolder, truckHolder } from './order-papers'
import { carryOn, freeTruck } from './truck-trips'

/** Days ago each older order was unloaded; north's pay days (14) put their due days in both periods. */
const unloadedDaysAgo = [44, 38, 33, 29, 26, 22, 19, 16, 13, 11, 9, 6, 4, 2]

/** `uploadsDir`: where the delivered orders' scans are written (the server's; test templates keep only the rows). */
export async function seedDemoFinance(db: Kysely<DB>, now = new Date(), uploadsDir?: string): Promise<void> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'company_id'])
    .where('email', 'in', ['shipper@example.com', 'manager@example.com', 'carrier@example.com'])
    .execute()
  const shipper = users.find((u) => u.email === 'shipper@example.com')
  const accountant = users.find((u) => u.email === 'manager@example.com') ?? shipper
  const carrier = users.find((u) => u.email === 'carrier@example.com')
  if (!shipper?.company_id || !carrier?.company_id || !accountant) return
  const today = isoDay(now)

  const cargos = await db
    .selectFrom('cargos as c')
    .select(['c.id', 'c.price', 'c.currency', 'c.distance_km', 'c.load_date_from', 'c.finish_place_id'])
    .where('c.company_id', '=', shipper.company_id)
    .where('c.stage', '=', 'available')
    .where('c.price', 'is not', null)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('cargo_responses as r').select('r.id').whereRef('r.cargo_id', '=', 'c.id'))),
    )
    .orderBy('c.id')
    .limit(unloadedDaysAgo.length)
    .execute()

  const factoring = await db.selectFrom('factoring_companies').select('id').orderBy('id').execute()
  // who carried them: the carrier's drivers in turn, and a truck of its own free those days (the first two are kept
  // for next week's trip to Kazan, as in ./orders.ts), whose calendar then shows the trip
  const drivers = await db
    .selectFrom('drivers')
    .select(['id', 'name', 'phone', 'licence'])
    .where('company_id', '=', carrier.company_id)
    .orderBy('id')
    .execute()
  const trucks = (
    await db
      .selectFrom('transports')
      .select(['id', 'number'])
      .where('company_id', '=', carrier.company_id)
      .orderBy('id')
      .execute()
  ).slice(2)
  const past: number[] = []
  for (const [i, cargo] of cargos.entries()) {
    const ago = unloadedDaysAgo[i]!
    const unload = addDays(today, -ago)
    // loaded as many days before as the trip takes (./moments.ts), the route's points with it
    const load = addDays(unload, -Math.max(1, tripDays(Number(cargo.distance_km ?? 0))))
    await sql`update cargo_points set date = case when position = (select max(position) from cargo_points q
      where q.cargo_id = ${cargo.id}) then ${unload}::date
      else least(date + (${load}::date - (select load_date_from from cargos where id = ${cargo.id})), ${unload}::date) end
      where cargo_id = ${cargo.id}`.execute(db)
    const unloadedAt = new Date(`${unload}T14:00:00Z`)
    const closed = i % 3 !== 2
    const price = Math.round(Number(cargo.price) * 0.96)
    const truck = await freeTruck(db, trucks, new Set(), load, unload)
    if (truck) await carryOn(db, carrier.company_id, truck.id, cargo, load, unload)
    const driver = drivers.length ? drivers[i % drivers.length] : undefined
    await db
      .updateTable('cargos')
      .set({ load_date_from: load, load_date_to: load, unload_date: unload, stage: closed ? 'completed' : 'in_work' })
      .where('id', '=', cargo.id)
      .execute()
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
        created_at: new Date(`${addDays(load, -5)}T09:00:00Z`),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const signedAt = new Date(`${addDays(load, -4)}T10:00:00Z`)
    const contract = await db
      .insertInto('contracts')
      .values({
        response_id: response.id,
        cargo_id: cargo.id,
        shipper_company_id: shipper.company_id,
        carrier_company_id: carrier.company_id,
        transport_id: truck?.id ?? null,
        status: closed ? 'completed' : 'signed',
        price,
        currency: cargo.currency,
        carrier_signed_at: signedAt,
        carrier_signed_by: carrier.id,
        shipper_signed_at: signedAt,
        shipper_signed_by: shipper.id,
        created_by: carrier.id,
        created_at: signedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const status = closed ? 'closed' : 'documents_approved'
    const order = await db
      .insertInto('orders')
      .values({
        contract_id: contract.id,
        cargo_id: cargo.id,
        response_id: response.id,
        shipper_company_id: shipper.company_id,
        carrier_company_id: carrier.company_id,
        status,
        price,
        currency: cargo.currency,
        load_date: load,
        unload_date: unload,
        director: JSON.stringify(demoSignatory),
        driver: JSON.stringify(driverHolder(driver)),
        transport: JSON.stringify(truckHolder(truck)),
        security_status: 'approved',
        loaded_at: new Date(`${load}T08:00:00Z`),
        unloaded_at: unloadedAt,
        closed_at: closed ? new Date(`${addDays(unload, 1)}T12:00:00Z`) : null,
        created_at: signedAt,
        updated_at: unloadedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const steps: [string, string, number][] = [
      ['documents', `${addDays(load, -4)}T10:00:00Z`, shipper.id],
      ['security_check', `${addDays(load, -3)}T11:00:00Z`, carrier.id],
      ['loading', `${addDays(load, -2)}T09:00:00Z`, shipper.id],
      ['on_way', `${load}T08:00:00Z`, carrier.id],
      ['unloaded', `${unload}T14:00:00Z`, carrier.id],
      ['documents_approved', `${addDays(unload, 1)}T10:00:00Z`, shipper.id],
      ...(closed ? [['closed', `${addDays(unload, 1)}T12:00:00Z`, shipper.id] as [string, string, number]] : []),
    ]
    for (const [step, at, user] of steps)
      await db
        .insertInto('order_events')
        .values({ order_id: order.id, status: step, user_id: user, created_at: new Date(at) })
        .execute()
    // the waybill and the act, uploaded on the unloading day and approved the next morning
    await addScans(
      db,
      (['waybill', 'act'] as const).map((kind) => ({
        orderId: order.id,
        kind,
        status: 'approved' as const,
        carrierUserId: carrier.id,
        shipperUserId: shipper.id,
        uploadedAt: new Date(`${unload}T15:00:00Z`),
        decidedAt: new Date(`${addDays(unload, 1)}T09:30:00Z`),
      })),
      uploadsDir,
    )
    past.push(order.id)
    // last month's rows reconciled, a few handed to factoring; this month's still to check
    if (ago >= 26 || ago === 13) {
      await db
        .insertInto('registry_marks')
        .values({
          order_id: order.id,
          company_id: shipper.company_id,
          is_checked: ago >= 26,
          checked_at: ago >= 26 ? new Date(`${addDays(unload, 14)}T09:00:00Z`) : null,
          checked_by: ago >= 26 ? accountant.id : null,
          factoring_company_id: i % 2 === 0 ? (factoring[i % factoring.length]?.id ?? null) : null,
        })
        .execute()
    }
  }

  // volga passed the advance-payment check (its application's images are not part of the demo)
  const approvedAt = new Date(`${addDays(today, -50)}T12:00:00Z`)
  await db
    .insertInto('advance_verifications')
    .values({
      company_id: carrier.company_id,
      status: 'approved',
      company_type: 'ooo',
      partner_request_id: 'demo-lead-0001',
      partner_checked_at: approvedAt,
      sent_at: new Date(`${addDays(today, -52)}T10:00:00Z`),
      decided_at: approvedAt,
      created_by: carrier.id,
      created_at: new Date(`${addDays(today, -53)}T10:00:00Z`),
    })
    .execute()

  // advances: exported on older trips (paid before they were unloaded), approved and asked on live ones
  const live = await db
    .selectFrom('orders')
    .select(['id', 'status', 'price', 'currency', 'load_date', 'created_at'])
    .where('carrier_company_id', '=', carrier.company_id)
    .where('shipper_company_id', '=', shipper.company_id)
    .where('status', 'in', ['documents', 'security_check', 'loading', 'on_way'])
    .orderBy('id')
    .execute()
  const plan: {
    orderId: number
    price: number
    currency: string
    status: string
    percent: number
    daysAgo: number
    opened: Date
  }[] = []
  const olderPrices = await db
    .selectFrom('orders')
    .select(['id', 'price', 'currency', 'created_at'])
    .where('id', 'in', past.length ? past : [0])
    .orderBy('id')
    .execute()
  for (const [i, o] of olderPrices.entries())
    if (i % 3 === 1)
      plan.push({
        orderId: o.id,
        price: Number(o.price),
        currency: o.currency,
        status: 'exported',
        percent: 50,
        daysAgo: unloadedDaysAgo[past.indexOf(o.id)]! + 1,
        opened: o.created_at,
      })
  for (const [i, o] of live.entries())
    plan.push({
      orderId: o.id,
      price: Number(o.price),
      currency: o.currency,
      status: i % 3 === 2 ? 'approved' : 'requested',
      percent: [50, 30, 70][i % 3]!,
      daysAgo: i % 4,
      opened: o.created_at,
    })
  for (const p of plan) {
    // asked after the order opened (a live order's a few hours after it, an older one's before its unloading)
    const opened = new Date(p.opened).getTime()
    const requested = new Date(Math.max(opened + 3_600_000, now.getTime() - p.daysAgo * 86_400_000 - 3 * 3_600_000))
    const approved = p.status === 'requested' ? null : notAfter(new Date(requested.getTime() + 2 * 3_600_000), now)
    await db
      .insertInto('advance_payments')
      .values({
        order_id: p.orderId,
        shipper_company_id: shipper.company_id,
        carrier_company_id: carrier.company_id,
        status: p.status,
        percent: p.percent,
        amount: Math.round((p.price * p.percent) / 100),
        currency: p.currency,
        requested_by: carrier.id,
        approved_by: approved ? accountant.id : null,
        approved_at: approved,
        exported_at: p.status === 'exported' ? notAfter(new Date(requested.getTime() + 5 * 3_600_000), now) : null,
        created_at: requested,
        updated_at: requested,
      })
      .execute()
  }
}
