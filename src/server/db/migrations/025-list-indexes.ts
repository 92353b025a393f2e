/**
 * Indexes for the signed-in lists, found by explaining every statement of the working day's calls on the larger
 * data set (bench/day-explain.ts; docs/performance-day.md lists which index serves which list):
 * - `cargo_responses_shipper_status`: the shipper's responses filtered by status (the responses page opens on
 *   `new`), count and page from one index range instead of every response of the company;
 * - `cargo_responses_shipper_truck`: the winning responses that name a truck, by the cargo's company (which trucks
 *   carry a shipper's cargos: the shipper's calendar, and whether one truck does);
 * - `cargo_responses_company_cargo`: the cargos a carrier company answered (the free tab's count);
 * - `cargos_open_load_to`: the open cargos' ids by the last loading day (the free tab's count, index only);
 * - `orders_shipper_unloaded`: the shipper's delivered orders by unloading moment (the finance registry's window).
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index cargo_responses_shipper_status on cargo_responses (shipper_company_id, status, created_at desc, id desc);
    create index cargo_responses_shipper_truck on cargo_responses (shipper_company_id, transport_id)
      where transport_id is not null;
    create index cargo_responses_company_cargo on cargo_responses (company_id, cargo_id) where status <> 'withdrawn';
    create index cargos_open_load_to on cargos (load_date_to) include (id) where stage = 'available';
    create index orders_shipper_unloaded on orders (shipper_company_id, unloaded_at) where unloaded_at is not null;
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index if exists cargo_responses_shipper_status;
    drop index if exists cargo_responses_shipper_truck;
    drop index if exists cargo_responses_company_cargo;
    drop index if exists cargos_open_load_to;
    drop index if exists orders_shipper_unloaded;
  `.execute(db)
}
