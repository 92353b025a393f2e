/**
 * Demo notifications about transport and the exchange, drawn from the demo rows themselves so that every truck,
 * driver, cargo and route a notification names exists (the responses, the security checks and the contracts tell
 * their own, in seed/demo/responses.ts). Runs after the fleet and responses seeds; written straight into the
 * table (nothing listens while seeding). A database without places simply gets fewer of them.
 */
import { type Kysely, sql } from 'kysely'
import { isoDay } from '../../../core/contract/days'
import { itemLinks } from '../../../core/contract/links'
import type { NotificationType } from '../../../core/contract/notifications'
import type { DB, NotificationParam } from '../../db/schema'
import type { NotificationKey } from '../../modules/notifications/messages'
import { demoCompanies, demoUsers } from './accounts'
import { companyAgeDays } from './moments'
import { demoReleaseNotes } from './release-notes'

interface DemoNotification {
  type: NotificationType
  title: NotificationKey
  body?: NotificationKey
  params?: Record<string, NotificationParam>
  link?: string
  transport?: boolean
  /** How long ago, in minutes. */
  ago: number
  read?: boolean
}

const system = (companyIndex: number): DemoNotification[] => [
  {
    type: 'system',
    title: 'system_release_title',
    body: 'system_release_body',
    // the latest release note's, the day it was published
    params: { version: demoReleaseNotes.at(-1)!.version },
    ago: 60 * 24 * demoReleaseNotes.at(-1)!.days - 30,
    read: true,
  },
  {
    type: 'system',
    title: 'system_welcome_title',
    body: 'system_welcome_body',
    link: itemLinks.company(),
    // an hour after the company joined (./moments.ts)
    ago: 60 * 24 * companyAgeDays(companyIndex) - 60,
    read: true,
  },
]

/** A company's trips (busy tasks) from `from` on, soonest first, with the truck, and the cargo's route if any. */
function tripsOf(db: Kysely<DB>, companyId: number, order: 'asc' | 'desc') {
  return db
    .selectFrom('transport_tasks as k')
    .innerJoin('transports as t', 't.id', 'k.transport_id')
    .leftJoin('cargos as c', 'c.id', 'k.cargo_id')
    .leftJoin('places as s', 's.id', 'c.start_place_id')
    .leftJoin('places as f', 'f.id', 'c.finish_place_id')
    .leftJoin('places as p', 'p.id', 'k.place_id')
    .select([
      'k.start_date',
      'k.cargo_id',
      't.number',
      's.name_ru as start_ru',
      's.name_en as start_en',
      'f.name_ru as finish_ru',
      'f.name_en as finish_en',
      'p.name_ru as place_ru',
      'p.name_en as place_en',
    ])
    .where('k.company_id', '=', companyId)
    .where('k.type', '=', 'busy')
    .orderBy('k.start_date', order)
    .orderBy('k.id', order)
}

type Trip = Awaited<ReturnType<ReturnType<typeof tripsOf>['execute']>>[number]

function tripRoute(trip: Trip): { ru: string; en: string } | null {
  if (trip.start_ru && trip.finish_ru)
    return { ru: `${trip.start_ru} → ${trip.finish_ru}`, en: `${trip.start_en} → ${trip.finish_en}` }
  if (trip.place_ru) return { ru: trip.place_ru, en: trip.place_en ?? trip.place_ru }
  return null
}

/** The demo account's company's place in demoCompanies (its age: ./moments.ts). */
const companyIndex = (email: string) =>
  demoCompanies.findIndex((c) => c.key === demoUsers.find((u) => u.email === email)?.company)

function dayOf(value: string | Date): string {
  return typeof value === 'string' ? value.slice(0, 10) : isoDay(value)
}

/** The carrier's next trips, and a driver of its fleet without a licence on file. */
async function forCarrier(db: Kysely<DB>, companyId: number, now: Date): Promise<DemoNotification[]> {
  const today = isoDay(now)
  const next = await tripsOf(db, companyId, 'asc').where('k.start_date', '>=', today).limit(2).execute()
  const out: DemoNotification[] = next.map((trip, index) => {
    const route = tripRoute(trip)
    return {
      type: 'transport',
      title: 'transport_task_title',
      ...(route ? { body: 'transport_task_body' as const } : {}),
      params: { truck: trip.number, date: { day: dayOf(trip.start_date) }, ...(route ? { route } : {}) },
      link: trip.cargo_id ? itemLinks.cargo(trip.cargo_id) : itemLinks.calendar(),
      transport: true,
      ago: index === 0 ? 2 : 60 * 28,
      read: index > 0,
    }
  })
  const driver = await db
    .selectFrom('drivers')
    .select('name')
    .where('company_id', '=', companyId)
    .orderBy(sql`licence is null`, 'desc')
    .orderBy('id')
    .executeTakeFirst()
  if (driver)
    out.push({
      type: 'transport',
      title: 'transport_documents_title',
      body: 'transport_documents_body',
      params: { driver: driver.name },
      link: itemLinks.drivers(),
      transport: true,
      ago: 70,
    })
  return out
}

/** A truck that has arrived to load one of the shipper's cargos (a trip of its cargo that has started). */
async function forShipper(db: Kysely<DB>, companyId: number, now: Date): Promise<DemoNotification[]> {
  const today = isoDay(now)
  const arrived = await db
    .selectFrom('transport_tasks as k')
    .innerJoin('transports as t', 't.id', 'k.transport_id')
    .innerJoin('cargos as c', 'c.id', 'k.cargo_id')
    .select(['t.number', 'k.cargo_id'])
    .where('c.company_id', '=', companyId)
    .where('k.type', '=', 'busy')
    .where('k.start_date', '<=', today)
    .orderBy('k.start_date', 'desc')
    .orderBy('k.id', 'desc')
    .limit(2)
    .execute()
  return arrived.map((trip, index) => ({
    type: 'transport',
    title: 'transport_arrival_title',
    params: { truck: trip.number },
    link: itemLinks.cargo(trip.cargo_id!),
    transport: true,
    ago: index === 0 ? 180 : 60 * 50,
    read: index > 0,
  }))
}

export async function seedDemoNotifications(db: Kysely<DB>, seededAt = new Date()): Promise<void> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'company_id'])
    .where('email', 'in', ['shipper@example.com', 'carrier@example.com'])
    .execute()
  const now = seededAt.getTime()
  const rows = []
  for (const user of users) {
    if (user.company_id === null) continue
    const list =
      user.email === 'carrier@example.com'
        ? await forCarrier(db, user.company_id, seededAt)
        : await forShipper(db, user.company_id, seededAt)
    // oldest first, so that ids grow with time like real ones
    for (const n of [...list, ...system(companyIndex(user.email))].sort((a, b) => b.ago - a.ago)) {
      const created = new Date(now - n.ago * 60_000)
      rows.push({
        user_id: user.id,
        type: n.type,
        title_key: n.title,
        body_key: n.body ?? null,
        params: JSON.stringify(n.params ?? {}),
        link: n.link ?? null,
        is_transport: n.transport ?? false,
        read_at: n.read ? new Date(created.getTime() + 30 * 60_000) : null,
        created_at: created,
      })
    }
  }
  if (rows.length > 0) await db.insertInto('notifications').values(rows).execute()
}
