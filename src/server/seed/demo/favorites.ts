/**
 * Demo favourites: each carrier account has starred a few available cargos (the nearest loading days first), so a
 * carrier's «Избранные грузы» shows what the star does rather than an empty page. Run after the expiry pass, so
 * only cargos that still load today or later are starred.
 */
import type { Kysely } from 'kysely'
import { isoDay } from '../../../core/contract/days'
import type { DB } from '../../db/schema'

/** How many cargos each carrier account has starred. */
export const DEMO_FAVORITES_PER_CARRIER = 4

export async function seedDemoFavorites(db: Kysely<DB>, now = new Date()): Promise<void> {
  const carriers = await db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select(['users.id', 'users.company_id'])
    .where('companies.type', '=', 'carrier')
    .orderBy('users.id')
    .execute()
  for (const [index, carrier] of carriers.entries()) {
    const cargos = await db
      .selectFrom('cargos')
      .select('id')
      .where('stage', '=', 'available')
      .where('load_date_from', '>=', isoDay(now))
      .where('company_id', '!=', carrier.company_id!)
      .orderBy('load_date_from')
      .orderBy('id')
      // each carrier its own few, not all the same ones
      .offset(index * DEMO_FAVORITES_PER_CARRIER)
      .limit(DEMO_FAVORITES_PER_CARRIER)
      .execute()
    if (cargos.length === 0) continue
    await db
      .insertInto('cargo_favorites')
      .values(cargos.map((cargo) => ({ user_id: carrier.id, cargo_id: cargo.id })))
      .onConflict((oc) => oc.doNothing())
      .execute()
  }
}
