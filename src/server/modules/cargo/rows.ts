/**
 * The one select behind every cargo answer: the cargo with its start and finish places and its company, dates as
 * text, and whether the viewer marked it as a favourite. Search, views and details add their conditions to it.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { DB } from '../../db/schema'
import type { Viewer } from './viewer'

export function cargoRows(db: Kysely<DB>, viewer: Viewer) {
  const favorite: RawBuilder<boolean> =
    viewer.userId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from cargo_favorites f where f.cargo_id = c.id and f.user_id = ${viewer.userId})`
  return db
    .selectFrom('cargos as c')
    .innerJoin('places as sp', 'sp.id', 'c.start_place_id')
    .innerJoin('places as fp', 'fp.id', 'c.finish_place_id')
    .innerJoin('companies as co', 'co.id', 'c.company_id')
    .select([
      'c.id',
      'c.stage',
      'c.company_id',
      'co.name as company_name',
      'c.created_by',
      'c.contact_user_ids',
      'c.start_place_id',
      'c.start_lat',
      'c.start_lng',
      'sp.type as start_type',
      'sp.name_ru as start_name_ru',
      'sp.name_en as start_name_en',
      'sp.region_ru as start_region_ru',
      'sp.region_en as start_region_en',
      'sp.country_code as start_country_code',
      'c.finish_place_id',
      'c.finish_lat',
      'c.finish_lng',
      'fp.type as finish_type',
      'fp.name_ru as finish_name_ru',
      'fp.name_en as finish_name_en',
      'fp.region_ru as finish_region_ru',
      'fp.region_en as finish_region_en',
      'fp.country_code as finish_country_code',
      'c.points_count',
      sql<string>`c.load_date_from::text`.as('load_date_from'),
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
