/**
 * The external carriers' database and truck search. External carriers are `companies` of type
 * `external_carrier` that a company added (`created_by_company_id`); their trucks, planned routes, comments and
 * the feedback about carriers belong to the company that keeps them (`owner_company_id`).
 *
 * Truck search finds places within the radius first (the GiST index `places_earth`), then the free windows,
 * trucks and planned routes at those places through the (place, date) indexes below, so it reads only rows near
 * the searched place whatever the fleet's size.
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table external_transports (
      id serial primary key,
      owner_company_id integer not null references companies(id) on delete cascade,
      company_id integer not null references companies(id) on delete cascade,
      start_place_id integer not null references places(id),
      finish_place_id integer references places(id),
      finish_point_type text not null default 'city' check (finish_point_type in ('city', 'region', 'country')),
      truck_type_id integer,
      load_type_ids integer[] not null default '{}',
      weight numeric(8, 3) check (weight >= 0),
      volume numeric(8, 2) check (volume >= 0),
      note text,
      contacts jsonb not null default '[]',
      created_by integer references users(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index external_transports_owner on external_transports (owner_company_id, company_id, id);
    create index external_transports_start on external_transports (start_place_id, owner_company_id);

    create table external_routes (
      id serial primary key,
      owner_company_id integer not null references companies(id) on delete cascade,
      transport_id integer not null references external_transports(id) on delete cascade,
      start_place_id integer not null references places(id),
      finish_place_id integer not null references places(id),
      start_date date not null,
      status text not null default 'planned' check (status in ('planned', 'in_progress', 'done', 'cancelled')),
      task_id integer references transport_tasks(id) on delete set null,
      created_by integer references users(id) on delete set null,
      created_at timestamptz not null default now()
    );
    create index external_routes_start on external_routes (start_place_id, start_date);
    create index external_routes_transport on external_routes (transport_id, start_date);

    create table external_comments (
      id serial primary key,
      owner_company_id integer not null references companies(id) on delete cascade,
      transport_id integer not null references external_transports(id) on delete cascade,
      user_id integer references users(id) on delete set null,
      content text not null,
      created_at timestamptz not null default now()
    );
    create index external_comments_transport on external_comments (transport_id, id desc);

    create table carrier_feedback (
      id serial primary key,
      owner_company_id integer not null references companies(id) on delete cascade,
      company_id integer not null references companies(id) on delete cascade,
      user_id integer references users(id) on delete set null,
      rating smallint not null check (rating between 1 and 5),
      content text not null,
      created_at timestamptz not null default now()
    );
    create index carrier_feedback_company on carrier_feedback (owner_company_id, company_id, id desc);

    -- Registered carriers' free windows by place (truck search), and the lane index's weeks of loading.
    create index transport_tasks_place_free on transport_tasks (place_id, end_date, start_date) where type <> 'busy';
    create index companies_created_by on companies (created_by_company_id, type) where created_by_company_id is not null;
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index if exists companies_created_by;
    drop index if exists transport_tasks_place_free;
    drop table if exists carrier_feedback;
    drop table if exists external_comments;
    drop table if exists external_routes;
    drop table if exists external_transports;
  `.execute(db)
}
