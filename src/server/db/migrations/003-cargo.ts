/**
 * Cargos and what hangs on them: route points, price history, favourites, saved filter tabs, contact requests and
 * the stage log. The start and finish places are denormalised onto the cargo (coordinates, region, country) so that
 * the search reads one table; its indexes keep a page of the public search fast at a million cargos:
 * GiST on the start and finish points on the earth (radius search with earthdistance), btree on the stage with
 * the load date, with the creation time (the default sort) and with the price per km (best rate first), GIN on the
 * truck and load types, btree on the region and country of both ends.
 *
 * The points on the earth are stored, generated columns (`start_earth = ll_to_earth(start_lat, start_lng)`) rather
 * than an index on the expression: the index is the same, but the exact distance check of every candidate row
 * then reads a stored cube instead of computing ll_to_earth again, which made radius searches 4-5 times faster
 * on 100,000 cargos. Kysely's table type leaves them out: only the search's SQL reads them.
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table cargos (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      created_by integer references users(id) on delete set null,
      contact_user_ids integer[] not null default '{}',
      stage text not null default 'available'
        check (stage in ('draft', 'available', 'in_work', 'contract', 'completed', 'cancelled')),
      start_place_id integer not null references places(id),
      start_lat double precision not null,
      start_lng double precision not null,
      start_region text,
      start_country text not null,
      start_earth cube not null generated always as (ll_to_earth(start_lat, start_lng)) stored,
      finish_place_id integer not null references places(id),
      finish_lat double precision not null,
      finish_lng double precision not null,
      finish_region text,
      finish_country text not null,
      finish_earth cube not null generated always as (ll_to_earth(finish_lat, finish_lng)) stored,
      points_count smallint not null default 2 check (points_count >= 2),
      load_date_from date not null,
      load_date_to date not null,
      unload_date date,
      truck_type_ids integer[] not null default '{}',
      load_type_ids integer[] not null default '{}',
      cargo_type_id integer,
      pack_type_id integer,
      weight numeric(8, 3) not null check (weight > 0),
      volume numeric(8, 2) check (volume >= 0),
      price bigint check (price >= 0),
      currency text not null default 'RUB',
      price_per_km integer check (price_per_km >= 0),
      distance_km integer check (distance_km >= 0),
      payment_type integer not null default 1,
      comment text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (load_date_to >= load_date_from)
    );
    create index cargos_stage_load_date on cargos (stage, load_date_from, id);
    create index cargos_stage_created on cargos (stage, created_at desc, id desc);
    create index cargos_start_earth on cargos using gist (start_earth);
    create index cargos_finish_earth on cargos using gist (finish_earth);
    create index cargos_start_area on cargos (start_country, start_region);
    create index cargos_finish_area on cargos (finish_country, finish_region);
    create index cargos_truck_types on cargos using gin (truck_type_ids);
    create index cargos_load_types on cargos using gin (load_type_ids);
    create index cargos_stage_price_per_km on cargos (stage, price_per_km desc nulls last);
    create index cargos_company_stage on cargos (company_id, stage);

    create table cargo_points (
      id serial primary key,
      cargo_id integer not null references cargos(id) on delete cascade,
      position smallint not null check (position >= 1),
      kind text not null check (kind in ('load', 'unload')),
      place_id integer not null references places(id),
      lat double precision not null,
      lng double precision not null,
      address text,
      date date,
      time_from time,
      time_to time,
      unique (cargo_id, position)
    );

    create table cargo_prices (
      id serial primary key,
      cargo_id integer not null references cargos(id) on delete cascade,
      mode text not null check (mode in ('nds', 'no_nds', 'cash')),
      price bigint not null check (price >= 0),
      currency text not null default 'RUB',
      created_at timestamptz not null default now()
    );
    create index cargo_prices_cargo on cargo_prices (cargo_id, mode, created_at desc);

    create table cargo_favorites (
      user_id integer not null references users(id) on delete cascade,
      cargo_id integer not null references cargos(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (user_id, cargo_id)
    );
    create index cargo_favorites_cargo on cargo_favorites (cargo_id);

    create table cargo_filters (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      name text not null,
      filter jsonb not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index cargo_filters_user on cargo_filters (user_id, id);

    create table cargo_contact_requests (
      id serial primary key,
      cargo_id integer not null references cargos(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      requests integer not null default 1,
      created_at timestamptz not null default now(),
      last_requested_at timestamptz not null default now(),
      unique (cargo_id, user_id)
    );
    create index cargo_contact_requests_user on cargo_contact_requests (user_id);

    create table cargo_status_log (
      id serial primary key,
      cargo_id integer not null references cargos(id) on delete cascade,
      stage text not null check (stage in ('draft', 'available', 'in_work', 'contract', 'completed', 'cancelled')),
      user_id integer references users(id) on delete set null,
      created_at timestamptz not null default now()
    );
    create index cargo_status_log_cargo on cargo_status_log (cargo_id, id);
  `.execute(db)
}
