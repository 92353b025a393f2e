/**
 * Demo cargo dates around today: the generator spreads loading days from five days ago to a month ahead, so some
 * available cargos would load in the past (ghost loads). After the shipper's and responses' demo has picked its
 * cargos, every available cargo whose loading window has passed moves to a loading day within the coming week,
 * except three of `shipper@`'s, which stay expired (their loading window ended a few days ago) so that the
 * shipper's lists show the expired state and its renew button.
 */
import { type Kysely, sql } from 'kysely'
import { addDays, isoDay } from '../../../core/contract/days'
import type { DB } from '../../db/schema'

/** How many of shipper@'s cargos are left expired to show renewing. */
const EXPIRED_SHOWN = 3

export async function seedDemoExpiry(db: Kysely<DB>, now = new Date()): Promise<void> {
  const today = isoDay(now)
  const shipper = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'shipper@example.com')
    .executeTakeFirst()
  const keep = shipper
    ? await db
        .selectFrom('cargos')
        .select('id')
        .where('created_by', '=', shipper.id)
        .where('stage', '=', 'available')
        .where('load_date_from', '>', today)
        .orderBy('load_date_from', 'desc')
        .orderBy('id')
        .limit(EXPIRED_SHOWN)
        .execute()
    : []
  const keepIds = keep.map((row) => row.id)
  // the kept ones: their last loading day becomes 2, 3 and 4 days ago
  for (const [i, id] of keepIds.entries()) {
    await shiftCargo(db, sql`${addDays(today, -2 - i)}::date - load_date_to`, id)
  }
  // the rest loading in the past: the first loading day becomes today .. today + 6 (by id, so it stays the same)
  const stale = await db
    .selectFrom('cargos')
    .select('id')
    .where('stage', '=', 'available')
    .where('load_date_to', '<', today)
    .$if(keepIds.length > 0, (q) => q.where('id', 'not in', keepIds))
    .execute()
  const ids = stale.map((row) => row.id)
  if (ids.length > 0) await shiftCargo(db, sql`(${today}::date - load_date_from) + (id % 7)`, ids)
}

/** Moves the cargos' dates and their points' by `shift` days (an SQL expression over the cargos row). */
async function shiftCargo(db: Kysely<DB>, shift: ReturnType<typeof sql>, ids: number | number[]): Promise<void> {
  const list = Array.isArray(ids) ? ids : [ids]
  await sql`
    update cargo_points p set date = p.date + s.shift
    from (select id, (${shift})::int as shift from cargos where id = any(${list}::int[])) s
    where p.cargo_id = s.id
  `.execute(db)
  await sql`
    update cargos set
      load_date_from = load_date_from + (${shift})::int,
      load_date_to = load_date_to + (${shift})::int,
      unload_date = unload_date + (${shift})::int
    where id = any(${list}::int[])
  `.execute(db)
}
