/**
 * A demo order's trip in its truck's calendar: which of the carrier's trucks is free for the order's days, and the
 * busy task with the order's cargo that takes the place of whatever the truck had planned those days (the live
 * orders of ./orders.ts and the delivered ones of ./finance.ts alike), so no truck is in two places at once.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'

/** A truck of the carrier whose calendar has no trip with a cargo or an offer in [from, to]. */
export async function freeTruck(
  db: Kysely<DB>,
  trucks: { id: number; number: string }[],
  used: Set<number>,
  from: string,
  to: string,
) {
  for (const truck of trucks) {
    if (used.has(truck.id)) continue
    const taken = await db
      .selectFrom('transport_tasks as k')
      .select('k.id')
      .where('k.transport_id', '=', truck.id)
      .where('k.start_date', '<=', to)
      .where('k.end_date', '>=', from)
      .where((eb) =>
        eb.or([
          eb('k.cargo_id', 'is not', null),
          eb.exists(eb.selectFrom('transport_task_responses as r').select('r.id').whereRef('r.task_id', '=', 'k.id')),
        ]),
      )
      .executeTakeFirst()
    if (!taken) return truck
  }
  return undefined
}

/** The truck's calendar: a trip with the order's cargo from `from` to `to`, in place of what was planned then. */
export async function carryOn(
  db: Kysely<DB>,
  companyId: number,
  transportId: number,
  cargo: { id: number; finish_place_id: number | null },
  from: string,
  to: string,
) {
  await db
    .deleteFrom('transport_tasks')
    .where('transport_id', '=', transportId)
    .where('start_date', '<=', to)
    .where('end_date', '>=', from)
    .execute()
  await db
    .insertInto('transport_tasks')
    .values({
      company_id: companyId,
      transport_id: transportId,
      type: 'busy',
      start_date: from,
      end_date: to,
      place_id: cargo.finish_place_id,
      radius_km: 50,
      cargo_id: cargo.id,
    })
    .execute()
}
