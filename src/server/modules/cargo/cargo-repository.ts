/**
 * The cargo's SQL: the one select behind every cargo answer (the cargo with its start and finish places and its
 * company, dates as text, and whether the viewer marked it as a favourite), the cargo-with-places join the other
 * areas join their rows to, the cargo row lock and stage log every writer goes through, and what hangs on one
 * cargo (prices, status history, favourites).
 */
import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { CargoStage } from '../../../core/contract/cargo'
import type { DB } from '../../db/schema'
import type { Viewer } from './access'

/**
 * The cargo (`c`) joined to its start (`sp`) and finish (`fp`) places, selecting the route by name and the
 * loading date as text. Every row that shows a cargo's route starts from it: as the root of a query (the cargo
 * answers add their columns), or joined as a derived table, `cargoWithPlaces(db).as('c')`, to responses,
 * contracts and fleet tasks (PostgreSQL flattens it into the same plan as the joins written out).
 */
export function cargoWithPlaces(db: Kysely<DB>) {
  return db
    .selectFrom('cargos as c')
    .innerJoin('places as sp', 'sp.id', 'c.start_place_id')
    .innerJoin('places as fp', 'fp.id', 'c.finish_place_id')
    .select([
      'c.id',
      'c.stage',
      'c.company_id',
      'c.start_place_id',
      'sp.name_ru as start_name_ru',
      'sp.name_en as start_name_en',
      'c.finish_place_id',
      'fp.name_ru as finish_name_ru',
      'fp.name_en as finish_name_en',
      sql<string>`c.load_date_from::text`.as('load_date_from'),
    ])
}

/**
 * The route of a `cargoWithPlaces(db).as('c')` join as the answers read it (`start_ru`, `finish_en`, …): the places'
 * ids and their names in both languages.
 */
export const cargoRouteColumns = [
  'c.start_place_id',
  'c.start_name_ru as start_ru',
  'c.start_name_en as start_en',
  'c.finish_place_id',
  'c.finish_name_ru as finish_ru',
  'c.finish_name_en as finish_en',
] as const

export function cargoRows(db: Kysely<DB>, viewer: Viewer) {
  const favorite: RawBuilder<boolean> =
    viewer.userId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from cargo_favorites f where f.cargo_id = c.id and f.user_id = ${viewer.userId})`
  return cargoWithPlaces(db)
    .innerJoin('companies as co', 'co.id', 'c.company_id')
    .select([
      'co.name as company_name',
      'c.created_by',
      'c.contact_user_ids',
      'c.start_lat',
      'c.start_lng',
      'sp.type as start_type',
      'sp.region_ru as start_region_ru',
      'sp.region_en as start_region_en',
      'sp.country_code as start_country_code',
      'c.finish_lat',
      'c.finish_lng',
      'fp.type as finish_type',
      'fp.region_ru as finish_region_ru',
      'fp.region_en as finish_region_en',
      'fp.country_code as finish_country_code',
      'c.points_count',
      sql<string>`c.load_date_to::text`.as('load_date_to'),
      sql<string | null>`c.unload_date::text`.as('unload_date'),
      'c.truck_type_ids',
      'c.load_type_ids',
      'c.cargo_type_id',
      'c.pack_type_id',
      'c.weight',
      'c.volume',
      'c.price',
      'c.currency',
      'c.price_per_km',
      'c.distance_km',
      'c.payment_type',
      'c.comment',
      'c.created_at',
      favorite.as('is_favorite'),
    ])
}

export type CargoRow = Awaited<ReturnType<ReturnType<typeof cargoRows>['executeTakeFirstOrThrow']>>

/**
 * Who may see a cargo: everyone an available one; the shipper company's users theirs in any stage.
 * (Carriers working on a cargo will see it too once responses and contracts exist.)
 */
export function visibleTo(viewer: Viewer) {
  return viewer.companyId === null
    ? sql<boolean>`c.stage = 'available'`
    : sql<boolean>`(c.stage = 'available' or c.company_id = ${viewer.companyId})`
}

/** A cargo the viewer may see, or undefined (answered as 404: a hidden cargo does not exist for the caller). */
export function findVisibleCargo(db: Kysely<DB>, id: number, viewer: Viewer): Promise<CargoRow | undefined> {
  return cargoRows(db, viewer).where('c.id', '=', id).where(visibleTo(viewer)).executeTakeFirst()
}

/** Whether a cargo of that id exists, in any stage. */
export async function cargoExists(db: Kysely<DB>, id: number): Promise<boolean> {
  return (await db.selectFrom('cargos').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
}

/**
 * Locks the cargo's row for the rest of the transaction: writers of one cargo go one at a time, so a stage change
 * cannot slip in between a check and a write. With `companyId`, only that company's cargo is found (the shipper's
 * own writes); without it any cargo (responses and contracts, which check the owner themselves). Undefined when
 * there is none.
 */
export async function lockCargo(trx: Kysely<DB>, id: number, companyId?: number) {
  let query = trx
    .selectFrom('cargos')
    .select(['id', 'stage', 'company_id', 'price', 'price_mode', 'currency', 'responsible_user_id'])
    .where('id', '=', id)
  if (companyId !== undefined) query = query.where('company_id', '=', companyId)
  const row = await query.forUpdate().executeTakeFirst()
  return row && { ...row, stage: row.stage as CargoStage, price: row.price === null ? null : Number(row.price) }
}

export type LockedCargo = NonNullable<Awaited<ReturnType<typeof lockCargo>>>

/** Moves the cargo to `stage` and logs the step (cargos/status/:id answers the log). */
export async function setCargoStage(trx: Kysely<DB>, cargoId: number, stage: CargoStage, userId: number | null) {
  await trx.updateTable('cargos').set({ stage, updated_at: new Date() }).where('id', '=', cargoId).execute()
  await logCargoStage(trx, cargoId, stage, userId)
}

export async function logCargoStage(trx: Kysely<DB>, cargoId: number, stage: CargoStage, userId: number | null) {
  await trx.insertInto('cargo_status_log').values({ cargo_id: cargoId, stage, user_id: userId }).execute()
}

/** The cargo's price history, newest first; only one mode's when given. */
export function cargoPriceHistory(db: Kysely<DB>, cargoId: number, mode?: string) {
  let prices = db
    .selectFrom('cargo_prices')
    .select(['id', 'mode', 'price', 'currency', 'created_at'])
    .where('cargo_id', '=', cargoId)
  if (mode) prices = prices.where('mode', '=', mode)
  return prices.orderBy('created_at', 'desc').orderBy('id', 'desc').execute()
}

/** The logged stages of a cargo, oldest first (a cargo written before the log has none). */
export function cargoStageLog(db: Kysely<DB>, cargoId: number) {
  return db
    .selectFrom('cargo_status_log')
    .select(['stage', 'created_at'])
    .where('cargo_id', '=', cargoId)
    .orderBy('id')
    .execute()
}

/**
 * The status of a company's response to a cargo (modules/responses): its live one, else its newest; undefined if
 * none.
 */
/** The caller's company's response to a cargo (its live one, else its newest) with the truck offered; undefined if none. */
export async function companyResponse(db: Kysely<DB>, cargoId: number, companyId: number) {
  return db
    .selectFrom('cargo_responses as r')
    .leftJoin('transports as t', 't.id', 'r.transport_id')
    .select([
      'r.id',
      'r.status',
      'r.price',
      'r.currency',
      'r.comment',
      'r.transport_id',
      't.number as transport_number',
    ])
    .where('r.cargo_id', '=', cargoId)
    .where('r.company_id', '=', companyId)
    .orderBy(sql`case when r.status in ('rejected', 'withdrawn', 'security_rejected', 'cancelled') then 1 else 0 end`)
    .orderBy('r.id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

/** Marks a cargo as the user's favourite; marking it again changes nothing. */
export async function markFavorite(db: Kysely<DB>, userId: number, cargoId: number): Promise<void> {
  await db
    .insertInto('cargo_favorites')
    .values({ user_id: userId, cargo_id: cargoId })
    .onConflict((oc) => oc.columns(['user_id', 'cargo_id']).doNothing())
    .execute()
}

export async function unmarkFavorite(db: Kysely<DB>, userId: number, cargoId: number): Promise<void> {
  await db.deleteFrom('cargo_favorites').where('user_id', '=', userId).where('cargo_id', '=', cargoId).execute()
}
