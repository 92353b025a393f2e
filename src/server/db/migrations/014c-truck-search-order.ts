/**
 * Truck search reads each kind of truck at one place at a time in the search's own order and stops after a page
 * (modules/trucks/search-repository.ts): these indexes give that order. Free calendar windows and planned
 * routes by start date (at a place, or anywhere for a search without one; the windows' end date rides along so
 * that past windows are skipped in the index), the keeper's external trucks by id.
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index transport_tasks_free_place_start on transport_tasks (place_id, start_date, id) include (end_date)
      where type <> 'busy';
    create index transport_tasks_free_start on transport_tasks (start_date, id) include (end_date)
      where type <> 'busy';
    create index external_transports_owner_place on external_transports (owner_company_id, start_place_id, id);
    create index external_transports_owner_id on external_transports (owner_company_id, id);
    create index external_routes_planned_place on external_routes (owner_company_id, start_place_id, start_date, id)
      where status = 'planned';
    create index external_routes_planned_start on external_routes (owner_company_id, start_date, id)
      where status = 'planned';
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index if exists external_routes_planned_start;
    drop index if exists external_routes_planned_place;
    drop index if exists external_transports_owner_id;
    drop index if exists external_transports_owner_place;
    drop index if exists transport_tasks_free_start;
    drop index if exists transport_tasks_free_place_start;
  `.execute(db)
}
