/**
 * The shipper's side of the cargo lifecycle (modules/shipper): what the cargos table lacks for it, and comments
 * on trucks.
 * - `responsible_user_id`: who works on a cargo in work (null: nobody, the system assistant stands for it);
 * - `additional_condition_ids`, `additional_equipment_ids`: the dictionaries of spec 3;
 * - `price_mode` (the money type of the price: nds, no_nds, cash) and `vat` (%; null: the money type's rate);
 * - indexes for the shipper lists: a company's cargos by who posted them and who answers for them, newest first;
 * - `cargo_truck_comments` (spec 3 Comment: transport_id, content): a shipper company's notes on a truck
 *   (`transports`, migration 005) offered for one of its cargos.
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table cargos
      add column responsible_user_id integer references users(id) on delete set null,
      add column additional_condition_ids integer[] not null default '{}',
      add column additional_equipment_ids integer[] not null default '{}',
      add column price_mode text not null default 'nds' check (price_mode in ('nds', 'no_nds', 'cash')),
      add column vat smallint check (vat between 0 and 100);
    create index cargos_company_creator on cargos (company_id, created_by, created_at desc, id desc);
    create index cargos_company_responsible on cargos (company_id, responsible_user_id)
      where responsible_user_id is not null;

    create table cargo_truck_comments (
      id serial primary key,
      cargo_id integer not null references cargos(id) on delete cascade,
      transport_id integer not null references transports(id) on delete cascade,
      user_id integer references users(id) on delete set null,
      content text not null check (length(content) between 1 and 2000),
      created_at timestamptz not null default now()
    );
    create index cargo_truck_comments_cargo on cargo_truck_comments (cargo_id, transport_id, id desc);
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table if exists cargo_truck_comments;
    drop index if exists cargos_company_creator;
    drop index if exists cargos_company_responsible;
    alter table cargos
      drop column if exists responsible_user_id,
      drop column if exists additional_condition_ids,
      drop column if exists additional_equipment_ids,
      drop column if exists price_mode,
      drop column if exists vat;
  `.execute(db)
}
