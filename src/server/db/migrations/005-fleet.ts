/**
 * The carrier's fleet (spec 3 "Carrier transport"): trucks (`transports`), trailers and drivers of a carrier
 * company. Responses to cargos (migration 006) and calendar tasks refer to a truck by `transports.id`.
 * Owned by the transport area (modules/transport); its calendar tables are added here too.
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table drivers (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      name text not null,
      phone text,
      licence text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index drivers_company on drivers (company_id, id);

    create table trailers (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      number text not null,
      truck_type_id integer,
      volume numeric(8, 2) check (volume >= 0),
      capacity numeric(8, 3) check (capacity >= 0),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index trailers_company on trailers (company_id, id);

    create table transports (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      number text not null,
      vehicle_id integer,
      truck_model_id integer,
      truck_type_id integer,
      volume numeric(8, 2) check (volume >= 0),
      capacity numeric(8, 3) check (capacity >= 0),
      load_type_ids integer[] not null default '{}',
      trailer_id integer references trailers(id) on delete set null,
      driver_id integer references drivers(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index transports_company on transports (company_id, id);
    create unique index transports_company_number on transports (company_id, number);
    create unique index trailers_company_number on trailers (company_id, number);
    create index transports_trailer on transports (trailer_id);
    create index transports_driver on transports (driver_id);

    -- An external carrier's truck a carrier or expeditor placed on its own calendar.
    alter table transports add column external_company_id integer references companies(id) on delete set null;

    -- The truck models dictionary: models of the makes of the vehicles dictionary (ids fixed, like dictionaries).
    create table truck_models (
      id integer primary key,
      vehicle_id integer not null,
      name text not null,
      sort integer not null default 0
    );
    create index truck_models_vehicle on truck_models (vehicle_id, sort, id);

    -- Calendar tasks: what a truck does from start_date to end_date (both included). Two tasks of one truck never
    -- share a day: the exclusion constraint settles it in the database, also for two inserts at the same moment.
    create table transport_tasks (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      transport_id integer not null references transports(id) on delete cascade,
      type text not null check (type in ('busy', 'available', 'ready')),
      start_date date not null,
      end_date date not null,
      place_id integer references places(id),
      radius_km integer not null default 50 check (radius_km between 0 and 3000),
      cargo_id integer references cargos(id) on delete set null,
      comment text,
      responses_seen_at timestamptz,
      created_by integer references users(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (end_date >= start_date),
      check (cargo_id is null or type = 'busy'),
      constraint transport_tasks_no_overlap
        exclude using gist (transport_id with =, daterange(start_date, end_date, '[]') with &&)
    );
    create index transport_tasks_company_dates on transport_tasks (company_id, start_date, end_date);
    create index transport_tasks_transport_start on transport_tasks (transport_id, start_date);
    create index transport_tasks_cargo on transport_tasks (cargo_id) where cargo_id is not null;
    -- A company carries a cargo on one task (one truck) at a time.
    create unique index transport_tasks_one_cargo on transport_tasks (company_id, cargo_id) where cargo_id is not null;
    create index transport_tasks_free on transport_tasks (end_date, start_date) where type <> 'busy';

    create table transport_notes (
      id serial primary key,
      transport_id integer not null references transports(id) on delete cascade,
      user_id integer references users(id) on delete set null,
      content text not null,
      created_at timestamptz not null default now()
    );
    create index transport_notes_transport on transport_notes (transport_id, id);

    -- Uploaded files: the bytes live under the uploads directory (outside the web root) under a random name.
    create table transport_files (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      transport_id integer not null references transports(id) on delete cascade,
      task_id integer references transport_tasks(id) on delete cascade,
      kind text not null check (kind in ('registration', 'insurance', 'photo', 'waybill', 'other')),
      name text not null,
      mime text not null check (mime in ('application/pdf', 'image/jpeg', 'image/png')),
      size integer not null check (size >= 0),
      storage_name text not null unique,
      user_id integer references users(id) on delete set null,
      created_at timestamptz not null default now()
    );
    create index transport_files_transport on transport_files (transport_id, id);
    create index transport_files_task on transport_files (task_id) where task_id is not null;

    -- A carrier offers a free window of a truck (its task) for a cargo.
    create table transport_task_responses (
      id serial primary key,
      task_id integer not null references transport_tasks(id) on delete cascade,
      cargo_id integer not null references cargos(id) on delete cascade,
      company_id integer not null references companies(id) on delete cascade,
      user_id integer references users(id) on delete set null,
      price bigint check (price >= 0),
      comment text,
      status text not null default 'new' check (status in ('new', 'seen', 'selected', 'declined')),
      created_at timestamptz not null default now(),
      unique (task_id, cargo_id)
    );
    create index transport_task_responses_company on transport_task_responses (company_id, id desc);
    create index transport_task_responses_cargo on transport_task_responses (cargo_id, id desc);
  `.execute(db)
  const models: [number, number, string][] = []
  let id = 0
  for (const [vehicle, names] of truckModels) for (const name of names) models.push([++id, vehicle, name])
  await sql`
    insert into truck_models (id, vehicle_id, name, sort)
    select u.id, u.vehicle_id, u.name, u.id * 10
    from unnest(${models.map((m) => m[0])}::int[], ${models.map((m) => m[1])}::int[], ${models.map((m) => m[2])}::text[])
      as u(id, vehicle_id, name)
  `.execute(db)
}

/** Models by make (ids of the vehicles dictionary); the order gives the ids, so add new ones at the end only. */
const truckModels: [number, string[]][] = [
  [1, ['5490', '54901', '65115', '65116', '6520', '43118']],
  [2, ['5440', '6430', '5550', '4371']],
  [3, ['ГАЗон Next', 'Газель Next', 'Валдай']],
  [4, ['4320', 'NEXT']],
  [5, ['5301 Бычок', '130']],
  [6, ['FH', 'FM', 'FMX']],
  [7, ['R-series', 'S-series', 'G-series', 'P-series']],
  [8, ['TGX', 'TGS', 'TGM', 'TGL']],
  [9, ['Actros', 'Arocs', 'Atego', 'Axor']],
  [10, ['XF', 'XG', 'CF', 'LF']],
  [11, ['S-Way', 'Stralis', 'Eurocargo', 'Daily']],
  [12, ['T', 'C', 'K', 'D']],
  [13, ['X3000', 'X6000', 'L3000']],
  [14, ['C7H', 'G7']],
  [15, ['T5G', 'TX', 'A7']],
  [16, ['J6P', 'J7']],
  [17, ['KX', 'GX']],
  [18, ['K7', 'N-series']],
  [19, ['Auman EST', 'Auman GTL']],
  [20, ['Forward', 'Elf', 'Giga']],
  [21, ['300', '500', '700']],
  [22, ['HD78', 'HD120', 'Xcient']],
  [23, ['F-Max', 'F-Line']],
]

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists transport_task_responses; drop table if exists transport_files; drop table if exists transport_notes; drop table if exists transport_tasks; drop table if exists truck_models; drop table if exists transports; drop table if exists trailers; drop table if exists drivers`.execute(
    db,
  )
}
